import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { isEmbedded, type Db, type DbOrTx } from '@/db/client';
import { yieldToLoop } from './import-rows';

/**
 * Large reads in pages that yield to the event loop. The embedded database (PGlite) runs a
 * statement and decodes its rows synchronously on the main thread, about 20 ms per 1,000 rows
 * of the bill of quantities: one query over 20,000 rows stops every other request for 0.4 s.
 * A cursor reads the query's rows in pages of ROWS_PER_PAGE, in the query's order, from one
 * execution (no page scans the rows before it again), and everything is read in one snapshot.
 */
export const ROWS_PER_PAGE = 500;
/**
 * On PostgreSQL node-pg decodes the rows as their bytes arrive (a socket chunk at a time, other
 * requests' callbacks between), so pages can be ten times larger: the 11,110 rows of the
 * benchmark's bill of quantities in 3 fetches instead of 23 (issue 15: the whole tree read went
 * from about 230 to 170 ms on the 2-core machine).
 */
export const ROWS_PER_PAGE_POSTGRES = 5000;

/**
 * Runs `fn` in one read-only snapshot: a repeatable-read transaction of its own, or the
 * caller's transaction (a write reading back what it wrote). A list read in pages is then never
 * half before and half after someone else's import.
 */
export function inReadSnapshot<T>(db: DbOrTx, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return fn(db);
  return (db as Db).transaction(fn, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

let cursors = 0;

/** Every row of `query`, in its order, through a cursor; `tx` must be a transaction (inReadSnapshot). */
export async function rowsInPages<T>(tx: DbOrTx, query: SQL, pageSize = isEmbedded() ? ROWS_PER_PAGE : ROWS_PER_PAGE_POSTGRES): Promise<T[]> {
  const cursor = sql.raw(`paged_rows_${++cursors}`);
  await tx.execute(sql`declare ${cursor} no scroll cursor for ${query}`);
  const rows: T[] = [];
  for (;;) {
    const page = (await tx.execute(sql`fetch forward ${sql.raw(String(pageSize))} from ${cursor}`)).rows as T[];
    for (const row of page) rows.push(row);
    if (page.length < pageSize) break;
    await yieldToLoop();
  }
  await tx.execute(sql`close ${cursor}`);
  return rows;
}
