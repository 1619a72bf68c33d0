import 'server-only';
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { cacheableVersion, cachedRows, withVersionColumn } from './answer-cache';

/** At most this many statement texts are prepared per process (each pooled connection keeps its own). */
const PREPARED_MAX = 500;
const preparedNames = new Set<string>();

/** The statement name of a text (a hash: one text, one statement per connection), or undefined past PREPARED_MAX. */
export function preparedName(text: string): string | undefined {
  const name = `list_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
  if (!preparedNames.has(name)) {
    if (preparedNames.size >= PREPARED_MAX) return undefined;
    preparedNames.add(name);
  }
  return name;
}

/** What a statement's run reads of drizzle's database (its internals, pinned by lib/http/list-query.test.ts). */
export type StatementInternals = {
  dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: { path: string[]; field: unknown }[] | undefined,
      name: string | undefined,
      arrayMode: boolean,
      mapper?: undefined,
      meta?: unknown,
      cache?: unknown,
    ): { joinsNotNullableMap?: unknown; execute(): Promise<unknown> };
  };
};

/**
 * Runs an SQL statement with its rows as objects, prepared under the hash of its text (as
 * `runPrepared` of list-query.ts) unless `prepare` is false or LIST_PREPARED=0. `cached`: in a
 * read request the rows may come from the answer cache (answer-cache.ts; they then carry the
 * data's version as one more column, and must not be changed): for statements whose answer
 * depends on nothing but their text, their parameters and the data.
 */
export async function runStatement<T extends Record<string, unknown>>(db: DbOrTx, statement: SQL, { prepare = true, cached = false } = {}): Promise<readonly T[]> {
  const version = cached ? cacheableVersion(db) : undefined;
  const internals = db as unknown as StatementInternals;
  const query = internals.dialect.sqlToQuery(version === undefined ? statement : withVersionColumn(statement));
  const execute = async () => {
    const name = prepare && process.env.LIST_PREPARED !== '0' ? preparedName(query.sql) : undefined;
    const result = (await internals.session.prepareQuery(query, undefined, name, false).execute()) as { rows: T[] } | T[];
    return Array.isArray(result) ? result : result.rows;
  };
  return version === undefined ? execute() : cachedRows(query, version, execute);
}
