import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { CompletedQuantities } from './tree';

/**
 * THE completed quantity of each item of a project: the one place progress comes from. The
 * items tree, the summary row and the item detail all read it through this function, and
 * completed/remaining prices and percents are derived from it in tree.ts.
 *
 * Completed = the cumulative executed quantity over all situations and all contractors
 * (issue 11): per project item, the sum over its CONTRACTOR lines of what their situation items
 * executed (a subcontractor's quantity is part of its contractor's, so its lines are not counted
 * again). Each line keeps that sum in executed_quantity, moved by every situation item write in
 * the same transaction (lib/situations/service.ts), so this is ONE grouped query over the
 * project's lines (index project_id, project_item_id), not over every situation's rows: a
 * 10,000-item project with 3 contractors and 24 situations reads 30,000 rows, not 720,000.
 * Exact numeric sums as text; items with nothing executed are absent (0). More than contracted
 * is returned as is, never capped (the tree shows over 100 %).
 */
export async function completedQuantities(db: DbOrTx, projectId: number): Promise<CompletedQuantities> {
  const result = await db.execute(sql`
    select project_item_id as id, sum(executed_quantity)::text as quantity
    from project_cooperator_items
    where project_id = ${projectId} and contractor_item_id is null and executed_quantity <> 0
    group by project_item_id`);
  return new Map((result.rows as { id: number | string; quantity: string }[]).map((r) => [Number(r.id), r.quantity]));
}
