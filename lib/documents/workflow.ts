import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { documentItems, documents } from '@/db/schema';
import { AppError, conflict } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { lockDocument, stateOf, type LockedDocument } from './access';
import { classifyCopy, type CopyKind } from './follow-ups';
import { insertCopiedLines, planCopiedLines, sourceLines } from './lines';
import { getDocumentDetail } from './queries';
import { refreshDocumentTotal } from './refs';
import { followUpHeader, planGeneratedDocument } from './generate-lines';
import type { DocumentCopyInput, DocumentDetailDto, DocumentGenerateInput } from './schemas';
import { actorName, newCode, type Actor } from './service';
import { completeDocument, DocumentStatus, processDocument, statusAfterGenerate } from './statuses';
import { moveDocumentStock } from './stock-ledger';
import { documentType, DocumentType as T } from './types';
import { can } from '@/lib/auth/permissions';

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
  // A generate takes the destination type's fields (and a received transfer's follow-ups are in
  // its destination project): followUpHeader, shared with the several-source generate.
  const header =
    kind === 'generate'
      ? followUpHeader(source, destTypeId)
      : {
          projectId: source.projectId,
          destinationProjectId: source.destinationProjectId,
          supplierId: source.supplierId,
          deadlineDate: source.deadlineDate,
          receiptCode: source.receiptCode,
          receiptAmount: source.receiptAmount,
        };
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

const badSelection = (message: string) => new AppError(400, message, { documentItemIds: [message] });

/**
 * POST /api/Documents/Generate { destTypeId, documentItemIds }: ONE new Draft of `destTypeId`
 * whose lines copy the selected lines of one or several documents (as a generate from one
 * document does: quantities, units, prices, project items, warehouse items, each line linked to
 * its source line), in the handler's one transaction:
 *
 * 1. the lines' documents are found from the ids and locked `for update` in ascending id order
 *    (the one lock order: two generates over the same documents wait, never deadlock);
 * 2. every source document must allow this follow-up now (`classifyCopy`: the table, not a
 *    Draft, not a storno; 409 otherwise) and the user must have the update right on it
 *    (`canGenerateFrom`; every role reads every document, §6);
 * 3. the lines are read again under those locks (an item write locks its document first), so
 *    what is copied is what the checks saw; an id that is not a line: 400;
 * 4. `planGeneratedDocument`: one project where the type needs one (or for a SiteManager), one
 *    destination for a received transfer, one currency, the type's required header (400);
 * 5. the document (parent: the source when there is one, else none: each line keeps its link),
 *    its lines, its total; a requisition generated from becomes Processed (as Copy does).
 */
export async function generateFromItems(tx: Tx, user: Actor, input: DocumentGenerateInput): Promise<DocumentDetailDto> {
  if (!canGenerateFrom(user.roleId)) throw new AppError(403, messages.forbidden);
  const ids = input.documentItemIds;
  if (ids.length === 0) throw badSelection(messages.documentGenerateNoItems);
  const owners = await tx.selectDistinct({ documentId: documentItems.documentId }).from(documentItems).where(inArray(documentItems.id, [...ids]));
  if (owners.length === 0) throw badSelection(messages.documentSelectedItemsInvalid);

  const sources: LockedDocument[] = [];
  for (const documentId of owners.map((o) => o.documentId).sort((a, b) => a - b)) {
    const source = await lockDocument(tx, documentId);
    const kind = classifyCopy(stateOf(source), { destTypeId: input.destTypeId, isStorno: false });
    if (!kind.ok) throw conflict(kind.message);
    if (kind.kind !== 'generate') {
      throw conflict(messages.documentFollowUpNotAllowed(documentTypeName(source.documentTypeId), documentTypeName(input.destTypeId)));
    }
    sources.push(source);
  }

  const lines = await sourceLines(tx, { ids });
  const locked = new Set(sources.map((s) => s.id));
  if (lines.length !== ids.length || lines.some((l) => !locked.has(l.documentId))) throw badSelection(messages.documentSelectedItemsInvalid);

  const rows = await planCopiedLines(tx, { id: 0, documentTypeId: input.destTypeId }, lines, 'generate');
  const plan = planGeneratedDocument(input.destTypeId, user.roleId, sources, rows);
  if (!plan.ok) throw badSelection(plan.message);

  const { code, year } = await newCode(tx, input.destTypeId, null);
  const [row] = await tx
    .insert(documents)
    .values({
      documentTypeId: input.destTypeId,
      code,
      year,
      ...plan.header,
      parentId: sources.length === 1 ? sources[0].id : null,
      currency: plan.currency,
      comment: plan.comment,
      createdById: user.id,
      createdBy: actorName(user),
    })
    .returning({ id: documents.id });
  await tx.insert(documentItems).values(rows.map((r) => ({ ...r, documentId: row.id })));
  await refreshDocumentTotal(tx, row.id);
  for (const source of sources) {
    const after = statusAfterGenerate(stateOf(source));
    if (after !== source.documentStatusId) await tx.update(documents).set({ documentStatusId: after, lastModifiedDate: now() }).where(eq(documents.id, source.id));
  }
  return (await getDocumentDetail(tx, row.id))!;
}

/** Generate needs the update right (§4: "update right gates … generate") and creates a document. */
export function canGenerateFrom(roleId: number): boolean {
  return can(roleId, 'documents', 'update') && can(roleId, 'documents', 'create');
}

function documentTypeName(id: number): string {
  try {
    return documentType(id).singular;
  } catch {
    return String(id);
  }
}
