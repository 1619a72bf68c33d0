import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { yieldToLoop } from './import-rows';

/**
 * The statements of an import's replacement, in chunks that yield to the event loop between
 * them. The embedded database (PGlite) runs every statement synchronously on the server's main
 * thread: one statement over 20,000 rows would stop every other request for a second or more,
 * while a chunk of a few hundred rows takes a few milliseconds. On Postgres the chunks cost a
 * few round trips more and keep the JSON of each statement small.
 */
export const ROWS_PER_STATEMENT = 250;
const READ_ROWS_PER_STATEMENT = 1000;

export async function inChunks<T>(list: readonly T[], size: number, run: (chunk: readonly T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < list.length; start += size) {
    if (start > 0) await yieldToLoop();
    await run(list.slice(start, start + size));
  }
}

/** A row as the statements write it (column names as in the table). */
export type PlannedItem = {
  id: number;
  project_id: number;
  parent_id: number | null;
  ordinal: number;
  name: string;
  is_group: boolean;
  unit_of_measurement_id: number | null;
  quantity: string | null;
  unit_price: string | null;
  total_price: string | null;
};

export type ExistingItem = { id: number; parentId: number | null; isGroup: boolean };

/** The project's items (id order, keyset pages). */
export async function existingItems(tx: DbOrTx, projectId: number): Promise<ExistingItem[]> {
  const out: ExistingItem[] = [];
  for (let after = 0; ; ) {
    const result = await tx.execute(sql`
      select id, parent_id as "parentId", is_group as "isGroup" from project_items
      where project_id = ${projectId} and id > ${after} order by id limit ${READ_ROWS_PER_STATEMENT}`);
    const page = result.rows as { id: number | string; parentId: number | string | null; isGroup: boolean }[];
    for (const r of page) out.push({ id: Number(r.id), parentId: r.parentId === null ? null : Number(r.parentId), isGroup: r.isGroup });
    if (page.length < READ_ROWS_PER_STATEMENT) return out;
    after = out[out.length - 1].id;
    await yieldToLoop();
  }
}

/** Ids from the table's identity sequence, so parents are known before the rows are written. */
export async function allocateIds(tx: DbOrTx, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let left = n; left > 0; left -= READ_ROWS_PER_STATEMENT) {
    if (ids.length) await yieldToLoop();
    const result = await tx.execute(sql`
      select nextval(pg_get_serial_sequence('project_items', 'id'))::int as id
      from generate_series(1, ${Math.min(left, READ_ROWS_PER_STATEMENT)}::int)`);
    for (const r of result.rows as { id: number | string }[]) ids.push(Number(r.id));
  }
  return ids;
}

const RECORDSET = sql.raw(`(id int, project_id int, parent_id int, ordinal int, name text, is_group boolean,
    unit_of_measurement_id int, quantity numeric, unit_price numeric, total_price numeric)`);

/** New rows in document order: a parent always comes before its children (an earlier chunk). */
export async function insertItems(tx: DbOrTx, rows: readonly PlannedItem[]): Promise<void> {
  await inChunks(rows, ROWS_PER_STATEMENT, async (chunk) => {
    await tx.execute(sql`
      insert into project_items (id, project_id, parent_id, ordinal, name, is_group, unit_of_measurement_id, quantity, unit_price, total_price)
      overriding system value
      select id, project_id, parent_id, ordinal, name, is_group, unit_of_measurement_id, quantity, unit_price, total_price
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x${RECORDSET}`);
  });
}

export async function updateItems(tx: DbOrTx, projectId: number, rows: readonly PlannedItem[]): Promise<void> {
  await inChunks(rows, ROWS_PER_STATEMENT, async (chunk) => {
    await tx.execute(sql`
      update project_items p set parent_id = x.parent_id, ordinal = x.ordinal, name = x.name,
        unit_of_measurement_id = x.unit_of_measurement_id, quantity = x.quantity, unit_price = x.unit_price,
        total_price = x.total_price
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x${RECORDSET}
      where p.id = x.id and p.project_id = ${projectId}`);
  });
}

/**
 * Deletes rows deepest first, so that no statement's cascade takes a whole subtree at once (the
 * rows are all absent from the file: by now no kept row hangs under them).
 */
export async function deleteItems(tx: DbOrTx, projectId: number, ids: readonly number[], existing: readonly ExistingItem[]): Promise<void> {
  const parentOf = new Map(existing.map((r) => [r.id, r.parentId]));
  const depth = new Map<number, number>();
  const depthOf = (id: number): number => {
    let d = 0;
    for (let p = parentOf.get(id); p != null && d <= parentOf.size; p = parentOf.get(p)) d++;
    return d;
  };
  for (const id of ids) depth.set(id, depthOf(id));
  const deepestFirst = [...ids].sort((a, b) => depth.get(b)! - depth.get(a)!);
  await inChunks(deepestFirst, ROWS_PER_STATEMENT, async (chunk) => {
    await tx.execute(sql`
      delete from project_items
      where project_id = ${projectId} and id in (select value::int from jsonb_array_elements_text(${JSON.stringify(chunk)}::jsonb))`);
  });
}
