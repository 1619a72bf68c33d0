import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { documents, users } from '@/db/schema';
import { insertWarehouseLines, stockOfProject } from '@/lib/documents/lines';
import { refreshDocumentTotal } from '@/lib/documents/refs';
import { newCode } from '@/lib/documents/service';
import { DocumentStatus } from '@/lib/documents/statuses';
import { moveDocumentStock } from '@/lib/documents/stock-ledger';
import { DocumentType } from '@/lib/documents/types';
import { AppError } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import type { AppUser } from '@/lib/users/queries';

/**
 * THE seam for moving a project to Completed (spec part 1 section 4, part 2 §4 "Setting a
 * project to Completed while it has warehouse items asks for confirmation, then a consumption
 * note with the remaining warehouse items is generated automatically").
 *
 * updateProject calls it inside its transaction, with the project row locked, whenever the
 * status changes from something else to Completed:
 *  1. the warehouse's items with stock are read and locked `for update` (ascending id: the one
 *     lock order of stock, lib/documents/stock.ts);
 *  2. none: nothing to do, the project simply becomes Completed;
 *  3. some, not confirmed: 409 `{ message: <the question>, code: 'confirmCompletion' }`; the
 *     project form asks (confirmAction) and saves again with `confirmCompletion: true`;
 *  4. some, confirmed: a ConsumptionNote (805) of the project with one line per item taking its
 *     whole stock, completed at once through moveDocumentStock, in this same transaction: the
 *     stock, the note and the status change commit together or not at all.
 */
export const CONFIRM_COMPLETION_CODE = 'confirmCompletion';

export type ProjectCompletion = {
  projectId: number;
  /** The project's warehouse (every project has one; null only for rows from before that rule). */
  warehouseId: number | null;
  user: Pick<AppUser, 'id' | 'roleId'>;
  /** The user confirmed the consumption note of the remaining stock. */
  confirmed: boolean;
};

export async function onProjectCompleted(tx: Tx, completion: ProjectCompletion): Promise<void> {
  if (completion.warehouseId === null) return;
  const stock = await stockOfProject(tx, completion.projectId, null);
  if (!stock.length) return;
  if (!completion.confirmed) throw new AppError(409, messages.projectCompletionConfirm(stock.length), undefined, CONFIRM_COMPLETION_CODE);

  const [author] = await tx.select({ name: users.name, surname: users.surname }).from(users).where(eq(users.id, completion.user.id));
  const type = DocumentType.ConsumptionNote;
  const { code, year } = await newCode(tx, type, null);
  const [note] = await tx
    .insert(documents)
    .values({
      documentTypeId: type,
      code,
      year,
      projectId: completion.projectId,
      comment: messages.projectCompletionNoteComment,
      createdById: completion.user.id,
      createdBy: author ? `${author.name} ${author.surname}`.trim().slice(0, 200) : null,
    })
    .returning({ id: documents.id });
  await insertWarehouseLines(tx, { id: note.id, documentTypeId: type, destinationProjectId: null }, stock);
  await refreshDocumentTotal(tx, note.id);
  await moveDocumentStock(tx, note.id, completion.user.id);
  const at = new Date();
  await tx
    .update(documents)
    .set({ documentStatusId: DocumentStatus.Completed, completedDate: at, completedById: completion.user.id, lastModifiedDate: at })
    .where(eq(documents.id, note.id));
}
