import { and, sql, type SQL } from 'drizzle-orm';
import { boolean, date, integer, PgDialect, pgTable, varchar, type PgSelect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '@/db/client';
import type { ListQuery, ListQueryOptions } from './list-params';
import { cappedCount, contains, COUNT_CAP, DEFERRED_FROM, defineList, escapeLike, SORT_MATCHES_MAX, type CountStrategy } from './list-query';

const items = pgTable('items', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 200 }),
  code: varchar('code', { length: 20 }),
  statusId: integer('status_id'),
  active: boolean('active'),
  day: date('day'),
});

const OPTIONS = {
  sortable: ['name', 'code', 'newest'],
  defaultSortBy: 'name',
  filters: { name: 'text', code: 'text', statusId: 'ids', active: 'boolean', day: 'date', tab: 'boolean' },
} as const satisfies ListQueryOptions;

const list = defineList(OPTIONS, {
  filters: {
    name: [items.name, items.code],
    code: (value) => sql`upper(${items.code}) like ${`%${escapeLike(value.toUpperCase())}%`}`,
    statusId: items.statusId,
    active: items.active,
    day: items.day,
    tab: null,
  },
  sort: {
    name: items.name,
    code: [items.code, items.name],
    newest: [items.day, { by: items.id, order: 'desc' }],
  },
  tiebreak: items.id,
});

const dialect = new PgDialect();
const render = (parts: SQL[]) => dialect.sqlToQuery(sql.join(parts, sql`, `));
const where = (filters: ListQuery['filters']) => {
  const condition = and(...list.conditions(filters));
  if (!condition) return null;
  const { sql: text, params } = dialect.sqlToQuery(condition);
  return { sql: text, params };
};

describe('LIKE patterns', () => {
  it('escapes the wildcards and the escape character once', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(contains('ab_')).toBe('%ab\\_%');
    expect(contains('')).toBe('%%');
  });
});

describe('orderBy', () => {
  it('sorts by the chosen column and then the tiebreak, both in the requested direction', () => {
    expect(render(list.orderBy({ sortBy: 'name', sortOrder: 'asc' })).sql).toBe('"items"."name" asc, "items"."id" asc');
    expect(render(list.orderBy({ sortBy: 'code', sortOrder: 'desc' })).sql).toBe(
      '"items"."code" desc, "items"."name" desc, "items"."id" desc',
    );
  });

  it('keeps a fixed direction and does not repeat a tiebreak the sort already ends on', () => {
    expect(render(list.orderBy({ sortBy: 'newest', sortOrder: 'asc' })).sql).toBe('"items"."day" asc, "items"."id" desc');
  });

  it('falls back to the default sort for a name outside the whitelist', () => {
    for (const sortBy of ['password', 'constructor', '__proto__', '']) {
      expect(render(list.orderBy({ sortBy, sortOrder: 'desc' })).sql).toBe('"items"."name" desc, "items"."id" desc');
    }
  });

  it('puts empty values last in both directions when the list asks for it', () => {
    const nullsLast = defineList(OPTIONS, {
      filters: { name: items.name, code: items.code, statusId: items.statusId, active: items.active, day: items.day, tab: null },
      sort: { name: items.name, code: items.code, newest: items.day },
      tiebreak: items.id,
      nullsLast: true,
    });
    expect(render(nullsLast.orderBy({ sortBy: 'code', sortOrder: 'desc' })).sql).toBe(
      '"items"."code" desc nulls last, "items"."id" desc nulls last',
    );
  });
});

describe('orderBy reversed', () => {
  it('flips every direction, a fixed one too, so the list reads from its end', () => {
    expect(render(list.orderBy({ sortBy: 'code', sortOrder: 'asc' }, true)).sql).toBe('"items"."code" desc, "items"."name" desc, "items"."id" desc');
    expect(render(list.orderBy({ sortBy: 'newest', sortOrder: 'asc' }, true)).sql).toBe('"items"."day" desc, "items"."id" asc');
  });

  it('puts empty values first when the list keeps them last (the exact reverse)', () => {
    const nullsLast = defineList(OPTIONS, {
      filters: { name: items.name, code: items.code, statusId: items.statusId, active: items.active, day: items.day, tab: null },
      sort: { name: items.name, code: items.code, newest: items.day },
      tiebreak: items.id,
      nullsLast: true,
    });
    expect(render(nullsLast.orderBy({ sortBy: 'code', sortOrder: 'desc' }, true)).sql).toBe('"items"."code" asc nulls first, "items"."id" asc nulls first');
  });
});

describe('conditions', () => {
  it('matches text as "contains" in any case, over every column of the filter, with LIKE characters literal', () => {
    expect(where({ name: ['50%'] })).toEqual({
      sql: '("items"."name" ilike $1 or "items"."code" ilike $2)',
      params: ['%50\\%%', '%50\\%%'],
    });
  });

  it('hands a function target the value and combines filters with and', () => {
    expect(where({ code: ['ab'], active: ['TRUE'], statusId: ['3', '4'], day: ['2026-02-28'] })).toEqual({
      sql: '(upper("items"."code") like $1 and "items"."status_id" in ($2, $3) and "items"."active" = $4 and "items"."day" = $5)',
      params: ['%AB%', 3, 4, true, '2026-02-28'],
    });
  });

  it('ignores values it cannot use, so they never reach SQL', () => {
    expect(where({ name: ['a\0b'] })).toBeNull();
    expect(where({ name: ['x'.repeat(201)] })).toBeNull();
    expect(where({ statusId: ['2147483648', '1.5', 'abc', '0', '-3'] })).toBeNull();
    expect(where({ active: ['maybe'] })).toBeNull();
    expect(where({ day: ['2026-02-30'] })).toBeNull();
    // A usable value beside an unusable one still filters.
    expect(where({ name: ['a\0', 'ok'], statusId: ['2147483647', '2147483648'] })?.params).toEqual(['%ok%', '%ok%', 2147483647]);
  });

  it('leaves filters declared null, and names it does not know, to the query function', () => {
    expect(where({ tab: ['true'], password: ['x'] })).toBeNull();
  });

  it('takes at most 100 ids', () => {
    const many = Array.from({ length: 150 }, (_, i) => String(i + 1));
    expect(where({ statusId: many })?.params).toHaveLength(100);
  });
});

describe('defineList', () => {
  it('refuses a filter declared without a kind or bound to nothing', () => {
    const names = { sortable: ['name'], defaultSortBy: 'name', filters: ['name'] } satisfies ListQueryOptions;
    expect(() => defineList(names, { filters: {} as never, sort: { name: items.name }, tiebreak: items.id })).toThrow(/name/);
    const missing = { sortable: ['name'], defaultSortBy: 'name', filters: { name: 'text' } } as const satisfies ListQueryOptions;
    expect(() => defineList(missing, { filters: {} as never, sort: { name: items.name }, tiebreak: items.id })).toThrow(/name/);
  });
});

describe('page', () => {
  /** A select builder that records what the kit asked of it and answers `rows`. */
  function fakeSelect(rows: unknown[], log: string[], label: string) {
    const q = {
      where: (c: SQL | undefined) => (log.push(`${label} where ${c ? dialect.sqlToQuery(c).sql : '-'}`), q),
      orderBy: (...o: SQL[]) => (log.push(`${label} order ${render(o).sql}`), q),
      limit: (n: number | SQL) => (log.push(`${label} limit ${typeof n === 'number' ? n : `${dialect.sqlToQuery(n).sql} (in the text)`}`), q),
      offset: (n: number) => (log.push(`${label} offset ${n}`), q),
      innerJoin: (target: SQL, on: SQL) => (log.push(`${label} join ${dialect.sqlToQuery(sql`${target} on ${on}`).sql}`), q),
      // What runPrepared reads of a drizzle select: its text, and a prepared statement (the first page's and the last's).
      dialect: { sqlToQuery: () => ({ sql: label, params: [] }) },
      getSQL: () => sql.raw(label),
      config: { fields: {} },
      usedTables: [],
      session: { prepareQuery: () => ({ execute: () => (log.push(`${label} prepared`), Promise.resolve(rows)) }) },
      then: (resolve: (v: unknown) => void) => resolve(rows),
    };
    return q as unknown as PgSelect;
  }

  /** The join of a page's rows to its keys' subquery (the keys' select written as its label). */
  const KEYED_PAGE = (keys: string) => `(select list_keys.id as key_id, row_number() over () as key_n from (${keys}) as list_keys) as list_page on list_page.key_id = "items"."id"`;

  const spec = (counting: CountStrategy, sortTextMatches = true) =>
    defineList(OPTIONS, {
      filters: { name: items.name, code: items.code, statusId: items.statusId, active: items.active, day: items.day, tab: null },
      sort: { name: items.name, code: items.code, newest: items.day },
      tiebreak: items.id,
      counting,
      sortTextMatches,
    });

  it('first page: filters, orders and reads the page and the count at once', async () => {
    const log: string[] = [];
    const counted: CountStrategy = async (_db, matching) => {
      log.push(`counted ${matching === count}`);
      return { total: 7, capped: false };
    };
    const rows = fakeSelect([{ id: 1 }, { id: 2 }], log, 'rows');
    const count = fakeSelect([], log, 'count');
    const q: ListQuery = { pageIndex: 0, pageSize: 2, sortBy: 'code', sortOrder: 'desc', filters: { statusId: ['5'] } };
    const page = await spec(counted).page({} as DbOrTx, q, { rows, count, where: [sql`extra`] });
    expect(page).toEqual({ pageItems: [{ id: 1 }, { id: 2 }], currentPage: 0, pageSize: 2, totalPages: 4, totalItems: 7 });
    expect(log).toEqual([
      'count where ("items"."status_id" in ($1) and extra)',
      'rows where ("items"."status_id" in ($1) and extra)',
      'rows order "items"."code" desc, "items"."id" desc',
      'rows limit 2 (in the text)', 'rows prepared',
      'counted true',
    ]);
  });

  it(`text-filtered with at most ${SORT_MATCHES_MAX} matches: counts first, then sorts the matches ((select x) first: no index walk); more matches walk the index`, async () => {
    const log: string[] = [];
    let total = 3431;
    const list = spec(async () => (log.push(`counted ${total}`), { total, capped: false }));
    const q: ListQuery = { pageIndex: 0, pageSize: 2, sortBy: 'name', sortOrder: 'asc', filters: { name: ['zaš'] } };
    const source = () => ({ rows: fakeSelect([{ id: 1 }, { id: 2 }], log, 'rows'), count: fakeSelect([], log, 'count') });
    await list.page({} as DbOrTx, q, source());
    expect(log).toEqual([
      'count where "items"."name" ilike $1',
      'counted 3431',
      'rows where "items"."name" ilike $1',
      'rows order (select "items"."name") asc, "items"."id" asc',
      'rows limit 2 (in the text)', 'rows prepared',
    ]);
    log.length = 0;
    // With keys: the matches' narrow keys are sorted in a subquery, the page's rows joined to them (one statement).
    await list.page({} as DbOrTx, q, { ...source(), keys: fakeSelect([{ id: 2 }, { id: 1 }], log, 'keys') });
    expect(log).toEqual([
      'count where "items"."name" ilike $1',
      'counted 3431',
      'keys where "items"."name" ilike $1',
      'keys order (select "items"."name") asc, "items"."id" asc',
      'keys limit 2 (in the text)',
      `rows join ${KEYED_PAGE('keys')}`,
      'rows order list_page.key_n', 'rows prepared',
    ]);
    log.length = 0;
    total = SORT_MATCHES_MAX + 1;
    await list.page({} as DbOrTx, q, source());
    expect(log).toContain('rows order "items"."name" asc, "items"."id" asc');
    log.length = 0;
    // Nothing matches: no read of rows at all.
    total = 0;
    const none = await list.page({} as DbOrTx, q, source());
    expect(none.pageItems).toEqual([]);
    expect(log).toEqual(['count where "items"."name" ilike $1', 'counted 0']);
    log.length = 0;
    // An id or boolean filter alone keeps the parallel first page (its index gives the order).
    total = 7;
    await list.page({} as DbOrTx, { ...q, filters: { statusId: ['5'] } }, source());
    expect(log.at(-1)).toBe('counted 7');
    expect(log).toContain('rows order "items"."name" asc, "items"."id" asc');
    log.length = 0;
    // A list without sortTextMatches (a small table) keeps the parallel first page for text too.
    await spec(async () => (log.push(`counted ${total}`), { total, capped: false }), false).page({} as DbOrTx, q, source());
    expect(log.at(-1)).toBe('counted 7');
    expect(log).toContain('rows order "items"."name" asc, "items"."id" asc');
  });

  it('a page in the front half: counts first, then reads forward; in the back half: reversed from the end, given back in order', async () => {
    const log: string[] = [];
    const list = spec(async () => (log.push('counted'), { total: 7, capped: false }));
    const q: ListQuery = { pageIndex: 1, pageSize: 2, sortBy: 'code', sortOrder: 'desc', filters: {} };
    await list.page({} as DbOrTx, q, { rows: fakeSelect([{ id: 3 }, { id: 4 }], log, 'rows'), count: fakeSelect([], log, 'count') });
    expect(log).toEqual(['count where -', 'counted', 'rows where -', 'rows order "items"."code" desc, "items"."id" desc', 'rows limit 2', 'rows offset 2']);
    log.length = 0;
    // Rows 5 and 6 of 7 (offset 4): one row after them, so the reversed order with offset 1.
    const back = await list.page({} as DbOrTx, { ...q, pageIndex: 2 }, { rows: fakeSelect([{ id: 6 }, { id: 5 }], log, 'rows'), count: fakeSelect([], log, 'count') });
    expect(back).toEqual({ pageItems: [{ id: 5 }, { id: 6 }], currentPage: 2, pageSize: 2, totalPages: 4, totalItems: 7 });
    expect(log).toEqual(['count where -', 'counted', 'rows where -', 'rows order "items"."code" asc, "items"."id" asc', 'rows limit 2', 'rows offset 1']);
    log.length = 0;
    // The last page holds the one row left; a page beyond the end reads nothing.
    const last = await list.page({} as DbOrTx, { ...q, pageIndex: 3 }, { rows: fakeSelect([{ id: 7 }], log, 'rows'), count: fakeSelect([], log, 'count') });
    expect(last.pageItems).toEqual([{ id: 7 }]);
    expect(log).toEqual(['count where -', 'counted', 'rows where -', 'rows order "items"."code" asc, "items"."id" asc', 'rows limit 1 (in the text)', 'rows prepared']);
    log.length = 0;
    const beyond = await list.page({} as DbOrTx, { ...q, pageIndex: 9 }, { rows: fakeSelect([{ id: 7 }], log, 'rows'), count: fakeSelect([], log, 'count') });
    expect(beyond).toEqual({ pageItems: [], currentPage: 9, pageSize: 2, totalPages: 4, totalItems: 7 });
    expect(log).toEqual(['count where -', 'counted']);
  });

  it(`with keys: a page ${DEFERRED_FROM} rows or more from the nearer end sorts its ids in a subquery, the rows joined to them in that order`, async () => {
    const log: string[] = [];
    const deferred = spec(async () => (log.push('counted'), { total: 700, capped: false }));
    const keys = fakeSelect([{ id: 7 }, { id: 6 }], log, 'keys');
    // Read from the end: the statement gives them in the reversed order, the page in the list's.
    const rows = fakeSelect([{ id: 7, name: 'g' }, { id: 6, name: 'f' }], log, 'rows');
    const count = fakeSelect([], log, 'count');
    // Offset 400 of 700 at 100 a page: 200 rows after it, so the reversed order with offset 200.
    const q: ListQuery = { pageIndex: 4, pageSize: 100, sortBy: 'name', sortOrder: 'asc', filters: {} };
    const page = await deferred.page({} as DbOrTx, q, { rows, count, keys });
    expect(page).toEqual({ pageItems: [{ id: 6, name: 'f' }, { id: 7, name: 'g' }], currentPage: 4, pageSize: 100, totalPages: 7, totalItems: 700 });
    expect(log).toEqual([
      'count where -',
      'counted',
      'keys where -',
      'keys order "items"."name" desc, "items"."id" desc',
      'keys limit 100',
      'keys offset 200',
      `rows join ${KEYED_PAGE('keys')}`,
      'rows order list_page.key_n',
    ]);
    // Near an end the page's own select reads it (no second query).
    log.length = 0;
    await deferred.page({} as DbOrTx, { ...q, pageIndex: 6 }, { rows: fakeSelect([], log, 'rows'), count, keys: fakeSelect([], log, 'keys') });
    expect(log).toEqual(['count where -', 'counted', 'rows where -', 'rows order "items"."name" desc, "items"."id" desc', 'rows limit 100 (in the text)', 'rows prepared']);
  });

  it('with keysOnly (rows that cannot be ordered): even the first page sorts its ids in a subquery', async () => {
    const log: string[] = [];
    const list = spec(async () => (log.push('counted'), { total: 3, capped: false }));
    const page = await list.page({} as DbOrTx, { pageIndex: 0, pageSize: 2, sortBy: 'name', sortOrder: 'asc', filters: {} }, {
      // The statement gives the rows in their keys' order (list_page.key_n).
      rows: fakeSelect([{ id: 1 }, { id: 2 }], log, 'rows'),
      count: fakeSelect([], log, 'count'),
      keys: fakeSelect([{ id: 1 }, { id: 2 }], log, 'keys'),
      keysOnly: true,
    });
    expect(page.pageItems).toEqual([{ id: 1 }, { id: 2 }]);
    expect(log).toEqual([
      'count where -',
      'keys where -', 'keys order "items"."name" asc, "items"."id" asc', 'keys limit 2 (in the text)',
      `rows join ${KEYED_PAGE('keys')}`, 'rows order list_page.key_n', 'rows prepared',
      'counted',
    ]);
  });

  it('with a capped count: the total is the cap with totalCapped, a page within the cap is read forward (the end is unknown)', async () => {
    const log: string[] = [];
    const capped = spec(async () => (log.push('counted'), { total: 6, capped: true }));
    const rows = fakeSelect([{ id: 5, name: 'e' }, { id: 6, name: 'f' }], log, 'rows');
    const count = fakeSelect([], log, 'count');
    const q: ListQuery = { pageIndex: 2, pageSize: 2, sortBy: 'name', sortOrder: 'asc', filters: {} };
    const page = await capped.page({} as DbOrTx, q, { rows, count });
    expect(page).toEqual({ pageItems: [{ id: 5, name: 'e' }, { id: 6, name: 'f' }], currentPage: 2, pageSize: 2, totalPages: 3, totalItems: 6, totalCapped: true });
    expect(log).toEqual(['count where -', 'counted', 'rows where -', 'rows order "items"."name" asc, "items"."id" asc', 'rows limit 2', 'rows offset 4']);
  });

  it('with a capped count: a page past the cap counts exactly first, then reads from the end', async () => {
    const log: string[] = [];
    const capped = spec(async () => (log.push('capped'), { total: 6, capped: true }));
    // The exact count is a statement of its own (runStatement: the database's dialect and session).
    const exact = {
      dialect: { sqlToQuery: (s: SQL) => (log.push('exact'), { sql: dialect.sqlToQuery(s).sql, params: [] }) },
      session: { prepareQuery: (query: { sql: string }) => ({ execute: () => (log.push(`${query.sql.startsWith('select count(*)::int as total from (count') ? 'count(*)' : query.sql} prepared`), Promise.resolve([{ total: 9 }])) }) },
    } as unknown as DbOrTx;
    const rows = fakeSelect([{ id: 9 }, { id: 8 }], log, 'rows');
    const count = Object.assign(fakeSelect([], log, 'count'), { as: () => ({}) });
    const page = await capped.page(exact, { pageIndex: 3, pageSize: 2, sortBy: 'name', sortOrder: 'asc', filters: {} }, { rows, count });
    expect(page).toEqual({ pageItems: [{ id: 8 }, { id: 9 }], currentPage: 3, pageSize: 2, totalPages: 5, totalItems: 9 });
    expect(log).toEqual(['count where -', 'capped', 'exact', 'count(*) prepared', 'rows where -', 'rows order "items"."name" desc, "items"."id" desc', 'rows limit 2', 'rows offset 1']);
  });

  it('an exact count adds no totalCapped (the spec\'s shape unchanged)', async () => {
    const exact = defineList(OPTIONS, {
      filters: { name: items.name, code: items.code, statusId: items.statusId, active: items.active, day: items.day, tab: null },
      sort: { name: items.name, code: items.code, newest: items.day },
      tiebreak: items.id,
      counting: async () => ({ total: 3, capped: false }),
    });
    const page = await exact.page({} as DbOrTx, { pageIndex: 0, pageSize: 2, sortBy: 'name', sortOrder: 'asc', filters: {} }, {
      rows: fakeSelect([{ id: 1 }, { id: 2 }], [], 'rows'),
      count: fakeSelect([], [], 'count'),
    });
    expect(page).not.toHaveProperty('totalCapped');
    expect(page.totalItems).toBe(3);
  });
});

describe('cappedCount with the planner\'s estimate', () => {
  /** A database answering the estimate (pg_class.reltuples) and a capped walk of `walked` rows; it logs what it was asked. */
  function fakeDb(estimate: number, walked: number, log: string[]) {
    return {
      execute: async () => (log.push('estimated'), { rows: [{ rows: estimate }] }),
      // The capped walk is a statement of its own (runStatement: the database's dialect and session).
      dialect: { sqlToQuery: () => ({ sql: 'walk', params: [] }) },
      session: { prepareQuery: () => ({ execute: () => (log.push('walked'), Promise.resolve([{ total: walked }])) }) },
    } as unknown as DbOrTx;
  }
  const matching = { getSQL: () => sql`select 1` } as unknown as PgSelect;

  it('unfiltered, a table estimated at more than twice the cap answers the cap without walking', async () => {
    const log: string[] = [];
    const counting = cappedCount(COUNT_CAP, { estimate: pgTable('est_large', { id: integer('id') }) });
    expect(await counting(fakeDb(50_000, 10_001, log), matching, { filtered: false })).toEqual({ total: COUNT_CAP, capped: true });
    expect(log).toEqual(['estimated']);
    // Remembered: the next request asks nothing.
    expect(await counting(fakeDb(50_000, 10_001, log), matching, { filtered: false })).toEqual({ total: COUNT_CAP, capped: true });
    expect(log).toEqual(['estimated']);
  });

  it('filtered, or estimated small (or never analyzed: -1), it walks at most cap + 1 rows', async () => {
    const log: string[] = [];
    const large = cappedCount(COUNT_CAP, { estimate: pgTable('est_large2', { id: integer('id') }) });
    expect(await large(fakeDb(50_000, 7, log), matching, { filtered: true })).toEqual({ total: 7, capped: false });
    expect(log).toEqual(['walked']);
    log.length = 0;
    const small = cappedCount(COUNT_CAP, { estimate: pgTable('est_small', { id: integer('id') }) });
    expect(await small(fakeDb(15_000, 10_001, log), matching, { filtered: false })).toEqual({ total: COUNT_CAP, capped: true });
    expect(log).toEqual(['estimated', 'walked']);
    log.length = 0;
    const never = cappedCount(COUNT_CAP, { estimate: pgTable('est_never', { id: integer('id') }) });
    expect(await never(fakeDb(-1, 12, log), matching, { filtered: false })).toEqual({ total: 12, capped: false });
    expect(log).toEqual(['estimated', 'walked']);
    log.length = 0;
    // Without `estimate` it always walks.
    expect(await cappedCount()(fakeDb(50_000, 3, log), matching, { filtered: false })).toEqual({ total: 3, capped: false });
    expect(log).toEqual(['walked']);
  });
});
