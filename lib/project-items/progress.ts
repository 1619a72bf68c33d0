import type { DbOrTx } from '@/db/client';
import type { CompletedQuantities } from './tree';

/**
 * THE completed quantity of each item of a project: the one place progress comes from. The
 * items tree, the summary row and the item detail all read it through this function, and
 * completed/remaining prices and percents are derived from it in tree.ts.
 *
 * Completed quantities come from situations (progress statements, a later issue): the
 * situations module only has to make this return, per project item id, the sum of its
 * situation items' quantities (one grouped query). Until then nothing is completed: the map is
 * empty, every completed amount is 0 and the remaining amounts equal the contracted ones.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function completedQuantities(db: DbOrTx, projectId: number): Promise<CompletedQuantities> {
  return new Map();
}
