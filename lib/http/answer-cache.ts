import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { is, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';

/**
 * The answer cache (issue 15, a list at 50 concurrent against the trivial route): a list's JSON
 * statement is answered from memory while the data has not changed since it was run.
 *
 * - The data's version is the sum over data_versions (db/schema/data-versions.ts): every
 *   committed writing transaction adds exactly one, in the transaction itself (a statement
 *   trigger on every table). Equal versions mean equal committed data.
 * - Every request reads the version with its session's user (lib/users/queries.ts), in the
 *   statement it sends anyway. A read handler runs with it (`withDataVersion`).
 * - A cached statement is sent with the version beside its answer, read in the same snapshot;
 *   its rows are kept under that version. A later request whose own version equals it gets the
 *   rows without sending the statement: no write has committed between the two snapshots, so
 *   the statement would answer the same. Any write (this instance's or another's, a seed,
 *   psql) changes the version, so the next request runs the statement again.
 * - The key is the statement's text and parameters: a role's scope, filters, sort and page are
 *   in them, so two requests share an answer only when their statements are the same.
 *   The permission check runs before, in the handler.
 * - Not inside a transaction (a write's, or a read's own snapshot). Not without a request's
 *   version (scripts, tests calling a query directly, server components).
 * - Bounded: ANSWER_CACHE_MB (default 32) of answers at most, the least recently used go first;
 *   no answer over a tenth of it. ANSWER_CACHE=0 turns it off.
 */
const requestVersion = new AsyncLocalStorage<string>();

/** The data's version as SQL (a text: a sum of bigints is numeric). */
export const DATA_VERSION_TEXT = '(select coalesce(sum(v), 0)::text from data_versions)';
export const DATA_VERSION_SQL = sql.raw(DATA_VERSION_TEXT) as SQL<string>;

/** The column the version comes back in, beside a cached statement's answer. */
export const VERSION_COLUMN = 'answer_data_version';

const answerCacheEnabled = () => process.env.ANSWER_CACHE !== '0';

/** Runs a read handler's work with the request's data version (none, or ANSWER_CACHE=0: nothing is cached). */
export function withDataVersion<T>(version: string | null | undefined, fn: () => Promise<T>): Promise<T> {
  return version == null || !answerCacheEnabled() ? fn() : requestVersion.run(version, fn);
}

/** The request's data version, when a statement sent through `db` may be answered from the cache. */
export function cacheableVersion(db: DbOrTx): string | undefined {
  const version = requestVersion.getStore();
  return version === undefined || is(db, PgTransaction) ? undefined : version;
}

/** `statement` with the data's version beside its columns (read in the same snapshot). */
export const withVersionColumn = (statement: SQL): SQL => sql`select ${DATA_VERSION_SQL} as ${sql.raw(VERSION_COLUMN)}, answer.* from (${statement}) as answer`;

type Entry = { version: string; rows: readonly Record<string, unknown>[]; bytes: number };
const entries = new Map<string, Entry>();
const running = new Map<string, Promise<readonly Record<string, unknown>[]>>();
let heldBytes = 0;
/** The newest version seen: an older answer can no longer be given to anyone, so it is dropped. */
let newest = -1n;

const budgetBytes = () => Number(process.env.ANSWER_CACHE_MB || 32) * 1024 * 1024;

/** Roughly what the rows hold in memory (their texts as UTF-16). */
function sizeOf(key: string, rows: readonly Record<string, unknown>[]): number {
  let bytes = key.length * 2 + 64;
  for (const row of rows) for (const value of Object.values(row)) bytes += typeof value === 'string' ? value.length * 2 : 16;
  return bytes;
}

function forgetOlderThan(version: bigint) {
  if (version <= newest) return;
  newest = version;
  for (const [key, entry] of entries) if (BigInt(entry.version) < version) drop(key, entry);
}

function drop(key: string, entry: Entry) {
  entries.delete(key);
  heldBytes -= entry.bytes;
}

function keep(key: string, version: string, rows: readonly Record<string, unknown>[]) {
  const bytes = sizeOf(key, rows);
  const budget = budgetBytes();
  if (bytes > budget / 10 || BigInt(version) < newest) return;
  const old = entries.get(key);
  if (old) drop(key, old);
  entries.set(key, { version, rows, bytes });
  heldBytes += bytes;
  for (const [k, e] of entries) {
    if (heldBytes <= budget) break;
    drop(k, e);
  }
}

/**
 * The rows of a rendered statement that carries `VERSION_COLUMN` (`withVersionColumn`): from
 * the cache when they were kept under the request's `version`, else from `execute` (kept under
 * the version they came with). Requests of one version asking the same statement at once share
 * one execution. The rows given back must not be changed (they are shared).
 */
export async function cachedRows<T extends Record<string, unknown>>(
  query: { sql: string; params: unknown[] },
  version: string,
  execute: () => Promise<T[]>,
): Promise<readonly T[]> {
  forgetOlderThan(BigInt(version));
  const key = `${query.sql}\u0000${JSON.stringify(query.params)}`;
  const hit = entries.get(key);
  if (hit && hit.version === version) {
    // The least recently used go first: a hit moves to the end.
    entries.delete(key);
    entries.set(key, hit);
    return hit.rows as readonly T[];
  }
  const sharedKey = `${version}\u0000${key}`;
  const pending = running.get(sharedKey);
  if (pending) return (await pending) as readonly T[];
  const run = execute().then((rows) => {
    const answered = rows[0]?.[VERSION_COLUMN];
    if (typeof answered === 'string') {
      forgetOlderThan(BigInt(answered));
      keep(key, answered, rows);
    }
    return rows;
  });
  running.set(sharedKey, run);
  try {
    return (await run) as readonly T[];
  } finally {
    running.delete(sharedKey);
  }
}

/** What the cache holds (tests, and a health view of its size). */
export function answerCacheStats() {
  return { entries: entries.size, bytes: heldBytes, newest: newest.toString() };
}

/** Empties the cache (tests). */
export function clearAnswerCache() {
  entries.clear();
  running.clear();
  heldBytes = 0;
  newest = -1n;
}
