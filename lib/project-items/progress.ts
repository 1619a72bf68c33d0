import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { CompletedQuantities } from './tree';

/**
 * THE completed quantity of each item of a project: the one place progress comes from. The
 * items tree, the summary row and the item detail all read it through this function, and
 * completed/remaining prices and percents are derived from it in tree.ts.
 *
 * Completed = the cumulative executed quantity over all situations and all contractors
 * (issue 11): per project item, the sum of the situation items on CONTRACTOR lines (a
 * subcontractor's quantity is part of its contractor's, so its lines are not counted again).
 * ONE grouped query over the indexes (project_situations by project, situation_items by
 * situation); exact numeric sums as text. Items without situation quantities are absent (0).
 * More than contracted is returned as is, never capped (the tree shows over 100 %).
 */
export async function completedQuantities(db: DbOrTx, projectId: number): Promise<CompletedQuantities> {
  const result = await db.execute(sql`
    select ci.project_item_id as id, sum(si.quantity)::text as quantity
    from project_situations s
    join situation_items si on si.project_situation_id = s.id
    join project_cooperator_items ci on ci.id = si.project_cooperator_item_id
    where s.project_id = ${projectId} and ci.contractor_item_id is null
    group by ci.project_item_id`);
  return new Map((result.rows as { id: number | string; quantity: string }[]).map((r) => [Number(r.id), r.quantity]));
}
