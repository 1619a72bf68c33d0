import type { DbOrTx } from '@/db/client';
import type { AppUser } from '@/lib/users/queries';

/**
 * THE seam for moving a project to Completed (spec part 1 section 4, part 2 "Setting a project to
 * Completed while it has warehouse items asks for confirmation, then a consumption note with the
 * remaining warehouse items is generated automatically").
 *
 * updateProject calls it inside its transaction, with the project row locked, whenever the
 * status changes from something else to Completed. Today it does nothing: warehouse items do
 * not exist yet.
 *
 * What the warehouses issue adds here:
 *  1. Read the warehouse's items with a remaining quantity (lock them `for update`).
 *  2. None: return (the project simply becomes Completed).
 *  3. Some, and `confirmed` is false: throw a 409 AppError with a Croatian question and a code the
 *     project form recognises (e.g. `{ message, code: 'confirmCompletion' }`); the form then asks
 *     with confirmAction() and saves again with `confirmCompletion: true` (add that optional
 *     flag to the PUT body next to projectSchema and pass it through as `confirmed`).
 *  4. Some, and confirmed: create a ConsumptionNote document (type 805) with those items and
 *     quantities in this same transaction, so the stock and the status change commit together.
 */
export type ProjectCompletion = {
  projectId: number;
  /** The project's warehouse (every project has one; null only for rows from before that rule). */
  warehouseId: number | null;
  user: Pick<AppUser, 'id' | 'roleId'>;
  /** The user confirmed the consumption note (always false until the form can ask). */
  confirmed: boolean;
};

export async function onProjectCompleted(tx: DbOrTx, completion: ProjectCompletion): Promise<void> {
  // Intentionally empty until warehouse items exist (see above).
  void tx;
  void completion;
}
