import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';

/**
 * The kept running cumulative (issue 11): situation_items.cumulative_quantity = the row's quantity
 * plus the quantities of the same line in every earlier situation (activeFrom, then id). Every
 * write of situation items keeps it in the same transaction (service.ts), so a situation's table
 * reads one row per line (situation-lines.ts) instead of summing the earlier situations.
 *
 * Locking: every change to a line's rows first takes THAT LINE's row lock (lockLines, ids in
 * ascending order when there are several), then reads and writes the line's situation items in
 * later statements; under READ COMMITTED each statement sees what the previous lock holder
 * committed, so two writers on the same line in different situations cannot both miss each
 * other's delta. Situation row locks (create, the batch write, a situation's edit or delete) are
 * always taken before line locks, as before: no lock cycle.
 */

/** Row locks on the given lines (ascending ids: two multi-line writers never wait on each other in a cycle). */
export async function lockLines(tx: Tx, lineIds: readonly number[]): Promise<void> {
  if (!lineIds.length) return;
  const ids = [...new Set(lineIds)].sort((a, b) => a - b);
  await tx.execute(sql`select id from project_cooperator_items where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by id for no key update`);
}

/** The line's cumulative just before the situation: its latest earlier row's (≤ 24 rows by the line index), or 0. */
export function cumulativeBefore(lineId: number, situationId: number) {
  return sql`coalesce((
    select e.cumulative_quantity from situation_items e
    join project_situations s on s.id = e.project_situation_id
    join project_situations t on t.id = ${situationId}
    where e.project_cooperator_item_id = ${lineId} and (s.active_from, s.id) < (t.active_from, t.id)
    order by s.active_from desc, s.id desc limit 1), 0)`;
}

/** Adds `delta` (an exact decimal string) to the cumulative of the line's rows in situations LATER than the given one. */
export async function shiftLater(tx: Tx, lineId: number, situationId: number, delta: string): Promise<void> {
  await tx.execute(sql`
    update situation_items si set cumulative_quantity = si.cumulative_quantity + ${delta}::numeric
    from project_situations s, project_situations t
    where t.id = ${situationId} and si.project_cooperator_item_id = ${lineId}
      and s.id = si.project_situation_id and (s.active_from, s.id) > (t.active_from, t.id)`);
}

/** A situation about to go: its lines locked, its quantities taken off those lines' rows in later situations (one statement). */
export async function releaseSituation(tx: Tx, situationId: number): Promise<void> {
  const lines = await tx.execute(sql`select project_cooperator_item_id as id from situation_items where project_situation_id = ${situationId}`);
  await lockLines(tx, (lines.rows as { id: number | string }[]).map((r) => Number(r.id)));
  await tx.execute(sql`
    update situation_items si set cumulative_quantity = si.cumulative_quantity - gone.quantity
    from situation_items gone, project_situations s, project_situations t
    where gone.project_situation_id = ${situationId} and t.id = ${situationId}
      and si.project_cooperator_item_id = gone.project_cooperator_item_id
      and s.id = si.project_situation_id and (s.active_from, s.id) > (t.active_from, t.id)`);
}

/**
 * After a situation's order changed (its activeFrom moved it past another situation): every
 * cumulative of the project recomputed set-based by the window sum, under every line's lock of
 * the project. Rare (a period's start corrected), so the cost (seconds on 1.4 M rows) is paid
 * only then; only the rows whose value changes are written.
 */
export async function recomputeProjectCumulatives(tx: Tx, projectId: number): Promise<void> {
  await tx.execute(sql`select id from project_cooperator_items where project_id = ${projectId} order by id for no key update`);
  await tx.execute(sql`
    update situation_items si set cumulative_quantity = w.cumulative
    from project_situations ps, (
      select x.id, sum(x.quantity) over (partition by x.project_cooperator_item_id order by s.active_from, s.id) as cumulative
      from situation_items x join project_situations s on s.id = x.project_situation_id
      where s.project_id = ${projectId}
    ) w
    where ps.project_id = ${projectId} and si.project_situation_id = ps.id -- the project's rows by their situations' index, not a scan of every project's
      and si.id = w.id and si.cumulative_quantity <> w.cumulative`);
}

/** Whether moving a situation from `from` to `to` (activeFrom) passes another situation of the project: the order changes. */
export async function orderChanges(tx: Tx, projectId: number, situationId: number, from: string, to: string): Promise<boolean> {
  if (from === to) return false;
  const [low, high] = from < to ? [from, to] : [to, from];
  const result = await tx.execute(sql`
    select exists (
      select 1 from project_situations e
      where e.project_id = ${projectId} and e.id <> ${situationId}
        and (e.active_from, e.id) > (${low}::date, ${situationId}) and (e.active_from, e.id) < (${high}::date, ${situationId})
    ) as changes`);
  return Boolean((result.rows[0] as { changes: boolean }).changes);
}
