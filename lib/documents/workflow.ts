import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { documentItems, documents } from '@/db/schema';
import { AppError, conflict } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { lockDocument, stateOf, type LockedDocument } from './access';
import { keepDocumentTypeFields } from './fields';
import { classifyCopy, type CopyKind } from './follow-ups';
import { insertCopiedLines, sourceLines } from './lines';
import { getDocumentDetail } from './queries';
import { refreshDocumentTotal } from './refs';
import type { DocumentCopyInput, DocumentDetailDto } from './schemas';
import { actorName, newCode, type Actor } from './service';
import { completeDocument, DocumentStatus, processDocument, statusAfterGenerate } from './statuses';
import { moveDocumentStock } from './stock-ledger';
import { DocumentType as T } from './types';

/**
 * The workflow of §4 (POST /api/Documents/Process, /Complete, /Copy), each in the handler's one
 * transaction with the document row locked first: a refusal is a 409 with the rule's Croatian
 * message and nothing written (the transaction rolls back).
 *
 * Transfers (docs/documents.md "Stock"): completing a TransferNote takes its stock out of the
 * source project and, unless one was generated already, creates its TransferReceivedNote (a
 * Draft of the same lines, linked line by line); completing that puts the stock into the
 * destination project. Choices beyond the spec, both tested: a TransferReceivedNote of a
 * storned TransferNote does not complete, and a TransferNote whose received note is completed
 * (and not storned) is not storned before it.
 */

const now = () => new Date();

/** POST /api/Documents/Process: Draft -> Processing (requisitions and transfer notes). */
export async function processDocumentById(tx: Tx, user: Actor, documentId: number): Promise<DocumentDetailDto> {
  void user;
  const doc = await lockDocument(tx, documentId);
  const result = processDocument(stateOf(doc));
  if (!result.ok) throw conflict(result.message);
  await tx.update(documents).set({ documentStatusId: result.to, lastModifiedDate: now() }).where(eq(documents.id, documentId));
  return (await getDocumentDetail(tx, documentId))!;
}

/** The received notes generated from a transfer note, not stornos. */
async function receivedNotesOf(tx: Tx, transferNoteId: number) {
  return tx
    .select({ id: documents.id, documentStatusId: documents.documentStatusId })
    .from(documents)
    .where(and(eq(documents.parentId, transferNoteId), eq(documents.documentTypeId, T.TransferReceivedNote), isNull(documents.stornedDocumentId)));
}

/**
 * POST /api/Documents/Complete: the status rule, the stock (moveDocumentStock: row locks, the
 * availability check, the ledger) and the status change, together.
 */
export async function completeDocumentById(tx: Tx, user: Actor, documentId: number): Promise<DocumentDetailDto> {
  const doc = await lockDocument(tx, documentId);
  let parentStatusId: number | null = null;
  if (doc.documentTypeId === T.TransferReceivedNote && doc.parentId !== null) {
    const parent = await lockDocument(tx, doc.parentId);
    parentStatusId = parent.documentStatusId;
    if (parent.documentTypeId === T.TransferNote && parent.isStorned) throw conflict(messages.documentTransferStorned);
  }
  const result = completeDocument(stateOf(doc), parentStatusId);
  if (!result.ok) throw conflict(result.message);
  if (doc.documentTypeId === T.TransferNote) {
    // Its received note will need where each line goes.
    const [line] = await tx
      .select({ name: documentItems.name })
      .from(documentItems)
      .where(and(eq(documentItems.documentId, documentId), isNull(documentItems.destinationProjectId)))
      .limit(1);
    if (line) throw conflict(messages.documentItemNoDestination(line.name));
  }
  await moveDocumentStock(tx, documentId, user.id);
  await tx
    .update(documents)
    .set({ documentStatusId: result.to, completedDate: now(), completedById: user.id, lastModifiedDate: now() })
    .where(eq(documents.id, documentId));
  if (doc.documentTypeId === T.TransferNote && (await receivedNotesOf(tx, documentId)).length === 0) {
    await createFollowUp(tx, user, doc, T.TransferReceivedNote, 'generate', null);
  }
  return (await getDocumentDetail(tx, documentId))!;
}

/**
 * A new document from `source`: generate (parent link, the destination type's fields), copy
 * (no link) or storno (created Completed, pointing to what it cancels). `lineIds` limits the
 * lines taken (generate and copy; a storno cancels every line).
 */
async function createFollowUp(tx: Tx, user: Actor, source: LockedDocument, destTypeId: number, kind: CopyKind, lineIds: readonly number[] | null): Promise<number> {
  let header = {
    projectId: source.projectId,
    destinationProjectId: source.destinationProjectId,
    supplierId: source.supplierId,
    deadlineDate: source.deadlineDate,
    receiptCode: source.receiptCode,
    receiptAmount: source.receiptAmount,
  };
  // What a received transfer brought in lies in the destination project: its follow-ups are there.
  if (kind === 'generate' && source.documentTypeId === T.TransferReceivedNote && source.destinationProjectId !== null) {
    header = { ...header, projectId: source.destinationProjectId, destinationProjectId: null };
  }
  if (kind === 'generate') header = keepDocumentTypeFields(destTypeId, header);
  const { code, year } = await newCode(tx, destTypeId, null);
  const storno = kind === 'storno';
  const [row] = await tx
    .insert(documents)
    .values({
      documentTypeId: destTypeId,
      code,
      year,
      ...header,
      parentId: kind === 'generate' ? source.id : null,
      stornedDocumentId: storno ? source.id : null,
      documentStatusId: storno ? DocumentStatus.Completed : DocumentStatus.Draft,
      completedDate: storno ? now() : null,
      completedById: storno ? user.id : null,
      currency: source.currency,
      comment: source.comment,
      createdById: user.id,
      createdBy: actorName(user),
    })
    .returning({ id: documents.id });
  let lines = await sourceLines(tx, { documentId: source.id });
  if (lineIds !== null && lineIds.length) {
    const wanted = new Set(lineIds);
    lines = lines.filter((l) => wanted.has(l.id));
    if (lines.length !== wanted.size) throw new AppError(400, messages.documentSelectedItemsInvalid, { documentItemIds: [messages.documentSelectedItemsInvalid] });
  }
  await insertCopiedLines(tx, { id: row.id, documentTypeId: destTypeId }, lines, kind);
  await refreshDocumentTotal(tx, row.id);
  return row.id;
}

/**
 * POST /api/Documents/Copy { sourceDocumentId, destTypeId, isStorno, documentItemIds? }:
 * classifyCopy says which operation. A storno moves the mirrored stock at once (refused when
 * that would leave an item below zero: "Raspoloživo je …").
 */
export async function copyDocument(tx: Tx, user: Actor, input: DocumentCopyInput): Promise<DocumentDetailDto> {
  const source = await lockDocument(tx, input.sourceDocumentId);
  const kind = classifyCopy(stateOf(source), { destTypeId: input.destTypeId, isStorno: input.isStorno });
  if (!kind.ok) throw conflict(kind.message);

  if (kind.kind === 'storno' && source.documentTypeId === T.TransferNote) {
    const completed = (await receivedNotesOf(tx, source.id)).filter((d) => d.documentStatusId === DocumentStatus.Completed);
    if (completed.length) {
      const stornoed = await tx.select({ id: documents.stornedDocumentId }).from(documents).where(inArray(documents.stornedDocumentId, completed.map((d) => d.id)));
      if (stornoed.length < completed.length) throw conflict(messages.documentTransferReceiptCompleted);
    }
  }
  const id = await createFollowUp(tx, user, source, input.destTypeId, kind.kind, kind.kind === 'storno' ? null : input.documentItemIds);
  if (kind.kind === 'storno') await moveDocumentStock(tx, id, user.id);
  if (kind.kind === 'generate') {
    const after = statusAfterGenerate(stateOf(source));
    if (after !== source.documentStatusId) await tx.update(documents).set({ documentStatusId: after, lastModifiedDate: now() }).where(eq(documents.id, source.id));
  }
  return (await getDocumentDetail(tx, id))!;
}
