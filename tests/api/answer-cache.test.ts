import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { cooperators, dataVersions } from '@/db/schema';
import { GET as cooperatorsSearch } from '@/app/api/Cooperators/search/route';
import { GET as cooperatorsAll } from '@/app/api/Cooperators/route';
import { GET as holidays } from '@/app/api/Holidays/route';
import { answerCacheStats, cacheableVersion, cachedRows, clearAnswerCache, DATA_VERSION_SQL, VERSION_COLUMN, withDataVersion } from '@/lib/http/answer-cache';
import { call, statementsMatching, unique } from './helpers';
import { insertCooperator } from './project-fixtures';

/**
 * Issue 15: the answer cache (lib/http/answer-cache.ts). A list's statement is answered from
 * memory only while the data's version (data_versions, bumped by a statement trigger on every
 * table in the writing transaction, migration 0021) equals the request's, read with its user.
 */
const isPostgres = Boolean(process.env.DATABASE_URL);
const LIST_STATEMENT = /^select \(select coalesce\(sum\(v\), 0\)::text from data_versions\) as answer_data_version, answer\.\* from/;
const NOT_COUNTED = ['data_versions', 'list_tallies', 'audit_log'];

const version = async () => {
  const db = await getDb();
  const [row] = (await db.execute<{ v: string }>(sql`select ${DATA_VERSION_SQL} as v`)).rows;
  return BigInt(row.v);
};

class Rollback extends Error {}

afterEach(() => {
  delete process.env.ANSWER_CACHE;
  delete process.env.ANSWER_CACHE_MB;
});

describe('the data version', () => {
  it('has its trigger on every table of the app but data_versions, list_tallies and audit_log', async () => {
    const db = await getDb();
    const tables = (
      await db.execute<{ name: string; bumps: boolean }>(sql`
        select c.relname as name,
               exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'data_version_bump') as bumps
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = current_schema() and c.relkind in ('r', 'p') and c.relname <> '__drizzle_migrations'`)
    ).rows;
    expect(tables.length).toBeGreaterThan(30);
    const missing = tables.filter((t) => !t.bumps && !NOT_COUNTED.includes(t.name)).map((t) => t.name);
    expect(missing, 'tables whose writes would not change the version').toEqual([]);
    expect(tables.filter((t) => t.bumps && NOT_COUNTED.includes(t.name)).map((t) => t.name)).toEqual([]);
  });

  it('grows by one per committed writing transaction, whatever it wrote, and not for a rolled-back one', async () => {
    const db = await getDb();
    const before = await version();
    await db.transaction(async (tx) => {
      const [row] = await tx.insert(cooperators).values({ name: `Verzija ${unique()}`, personTypeId: 400, associateTypeId: 1300 }).returning({ id: cooperators.id });
      await tx.update(cooperators).set({ address: 'Ilica 1' }).where(eq(cooperators.id, row.id));
      await tx.delete(cooperators).where(eq(cooperators.id, row.id));
    });
    expect(await version()).toBe(before + 1n);

    const failed = await db
      .transaction(async (tx) => {
        await tx.insert(cooperators).values({ name: `Vraćeno ${unique()}`, personTypeId: 400, associateTypeId: 1300 });
        throw new Rollback();
      })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Rollback);
    expect(await version(), 'a rolled-back write leaves the version').toBe(before + 1n);

    // An update that matches no row is still a writing statement: the version moves (harmless, a miss).
    await db.update(cooperators).set({ address: 'x' }).where(eq(cooperators.id, -1));
    expect(await version()).toBe(before + 2n);
    // A read changes nothing.
    await db.select().from(cooperators).limit(1);
    expect(await version()).toBe(before + 2n);
  });

  it('takes a shard no open writer holds, so two writers do not wait for each other', async () => {
    if (!isPostgres) return; // PGlite has one connection: no two open transactions.
    const db = await getDb();
    const before = await version();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstBumped!: () => void;
    const bumped = new Promise<void>((resolve) => (firstBumped = resolve));
    const first = db.transaction(async (tx) => {
      await tx.insert(cooperators).values({ name: `Prvi ${unique()}`, personTypeId: 400, associateTypeId: 1300 });
      firstBumped();
      await held; // keeps its shard locked
    });
    await bumped;
    const started = performance.now();
    await db.insert(cooperators).values({ name: `Drugi ${unique()}`, personTypeId: 400, associateTypeId: 1300 });
    const waited = performance.now() - started;
    release();
    await first;
    expect(waited, 'the second writer did not wait for the first').toBeLessThan(2000);
    expect(await version()).toBe(before + 2n);
    const shards = (await db.select({ shard: dataVersions.shard }).from(dataVersions)).length;
    expect(shards).toBe(64);
  });
});

describe('the answer cache', () => {
  const page = (q = 'PageIndex=0&PageSize=10&SortBy=name&SortOrder=desc') => call(cooperatorsSearch, 'GET', `/api/Cooperators/search?${q}`, { as: 'Admin' });

  it('answers an unchanged list again from memory, and a changed one from the database at once', async () => {
    clearAnswerCache();
    const first = await page();
    expect(first.status).toBe(200);
    expect(answerCacheStats().entries).toBeGreaterThan(0);
    expect((await page()).json).toEqual(first.json);

    // A cooperator written straight into the database (not through the app): the next answer has it.
    const added = await insertCooperator(`ŽŽŽ Novi ${unique()}`);
    const after = await page();
    expect(after.json.totalItems).toBe(first.json.totalItems + 1);
    expect(after.json.pageItems[0]).toMatchObject({ id: added.id, name: added.name });

    // Changed again, through a transaction of several statements.
    const db = await getDb();
    await db.transaction(async (tx) => {
      await tx.update(cooperators).set({ name: `ŽŽŽŽ Preimenovan ${unique()}` }).where(eq(cooperators.id, added.id));
      await tx.update(cooperators).set({ address: 'Vukovarska 5' }).where(eq(cooperators.id, added.id));
    });
    const renamed = await page();
    expect(renamed.json.pageItems[0].name).toMatch(/^ŽŽŽŽ Preimenovan/);
    expect(renamed.json.pageItems[0].address).toBe('Vukovarska 5');

    await db.delete(cooperators).where(eq(cooperators.id, added.id));
    const removed = await page();
    expect(removed.json.totalItems).toBe(first.json.totalItems);
    expect(removed.json.pageItems.map((c: { id: number }) => c.id)).not.toContain(added.id);
  });

  it('sends no list statement for an unchanged answer, one after a write, one each time when turned off (Postgres)', async () => {
    if (!isPostgres) return; // the statements are recorded from pg's client
    clearAnswerCache();
    // 25 cooperators of this run: three pages of 10.
    const tag = `Predmemorija ${unique()}`;
    for (let i = 0; i < 25; i++) await insertCooperator(`${tag} ${i}`);
    const q = `PageIndex=0&PageSize=10&Filter.Name=${encodeURIComponent(tag)}`;
    expect(await statementsMatching(() => page(q), LIST_STATEMENT)).toBe(1);
    expect(await statementsMatching(() => page(q), LIST_STATEMENT), 'unchanged: from memory').toBe(0);
    expect(await statementsMatching(() => call(cooperatorsAll, 'GET', '/api/Cooperators', { as: 'Admin' }), LIST_STATEMENT)).toBe(1);
    expect(await statementsMatching(() => call(cooperatorsAll, 'GET', '/api/Cooperators', { as: 'Admin' }), LIST_STATEMENT), 'the unpaged select too').toBe(0);
    await insertCooperator();
    expect(await statementsMatching(() => page(q), LIST_STATEMENT), 'after a write').toBe(1);
    expect(await statementsMatching(() => page(q), LIST_STATEMENT)).toBe(0);
    // Another page is another statement.
    expect(await statementsMatching(() => page(`${q}&SortBy=city`), LIST_STATEMENT)).toBe(1);
    // A later page counts first, then reads its rows: both kept, so an unchanged one asks nothing about cooperators.
    const later = q.replace('PageIndex=0', 'PageIndex=1');
    expect(await statementsMatching(() => page(later), /"cooperators"/)).toBe(2);
    expect(await statementsMatching(() => page(later), /"cooperators"/), 'a later page, unchanged').toBe(0);

    process.env.ANSWER_CACHE = '0';
    expect(await statementsMatching(() => page(q), /from "cooperators"/)).toBeGreaterThan(0);
    expect(await statementsMatching(() => page(q), /from "cooperators"/), 'turned off: every request asks').toBeGreaterThan(0);
    expect(await statementsMatching(() => page(q), LIST_STATEMENT), 'turned off: no version column').toBe(0);
  });

  it('is not used inside a transaction, nor without a request version', async () => {
    const db = await getDb();
    expect(cacheableVersion(db), 'outside a request').toBeUndefined();
    await withDataVersion('5', async () => {
      expect(cacheableVersion(db)).toBe('5');
      await db.transaction(async (tx) => {
        expect(cacheableVersion(tx), 'in a transaction').toBeUndefined();
      });
    });
    process.env.ANSWER_CACHE = '0';
    await withDataVersion('5', async () => expect(cacheableVersion(db), 'turned off').toBeUndefined());
  });

  it('gives an answer only to a request of the version it was kept under, and keeps within its budget', async () => {
    clearAnswerCache();
    let runs = 0;
    const query = { sql: 'select 1', params: [] };
    const rowsOf = (v: string, text: string) => async () => {
      runs += 1;
      return [{ [VERSION_COLUMN]: v, rows: text }];
    };
    expect((await cachedRows(query, '7', rowsOf('7', 'a')))[0].rows).toBe('a');
    expect((await cachedRows(query, '7', rowsOf('7', 'b')))[0].rows).toBe('a');
    expect(runs).toBe(1);
    // A request that saw a newer version asks the database; so does one that saw an older one.
    expect((await cachedRows(query, '8', rowsOf('8', 'c')))[0].rows).toBe('c');
    expect((await cachedRows(query, '7', rowsOf('8', 'd')))[0].rows).toBe('d');
    expect(runs).toBe(3);

    // Requests of one version asking at once share one execution.
    const [x, y] = await Promise.all([cachedRows({ sql: 'select 2', params: [] }, '8', rowsOf('8', 'e')), cachedRows({ sql: 'select 2', params: [] }, '8', rowsOf('8', 'f'))]);
    expect([x[0].rows, y[0].rows, runs]).toEqual(['e', 'e', 4]);

    // 1 MB of budget: answers of 60 kB each, the oldest go; one over a tenth of the budget is not kept.
    process.env.ANSWER_CACHE_MB = '1';
    clearAnswerCache();
    const big = 'č'.repeat(30_000);
    for (let i = 0; i < 40; i++) await cachedRows({ sql: `select ${i}`, params: [] }, '9', rowsOf('9', big));
    expect(answerCacheStats().bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(answerCacheStats().entries).toBeLessThan(40);
    const before = runs;
    await cachedRows({ sql: 'select 39', params: [] }, '9', rowsOf('9', big));
    await cachedRows({ sql: 'select 0', params: [] }, '9', rowsOf('9', big));
    expect(runs - before, 'the newest kept, the oldest gone').toBe(1);
    clearAnswerCache();
    await cachedRows({ sql: 'select huge', params: [] }, '9', rowsOf('9', 'x'.repeat(60_000)));
    expect(answerCacheStats().entries).toBe(0);
  });

  it('does not change what a role may see: the permission check runs first', async () => {
    clearAnswerCache();
    expect((await page()).status).toBe(200);
    const refused = await call(cooperatorsSearch, 'GET', '/api/Cooperators/search?PageIndex=0&PageSize=10&SortBy=name&SortOrder=desc', { as: null });
    expect(refused.status).toBe(401);
    // The trivial route still answers (its user look-up carries the version).
    expect((await call(holidays, 'GET', '/api/Holidays?year=2026', { as: 'Admin' })).status).toBe(200);
  });
});
