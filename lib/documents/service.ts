import 'server-only';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { attachments, documentItems, documents, files } from '@/db/schema';
import { AppError, conflict, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import type { AppUser } from '@/lib/users/queries';
import { lockDocument, readDocumentRow, requireChange, stateOf } from './access';
import { allocateDocumentCode, reserveManualCode } from './counter';
import { documentFieldErrors, keepDocumentTypeFields } from './fields';
import { classifyCopy } from './follow-ups';
import { insertCopiedLines, insertWarehouseLines, sourceLines, stockOfProject, WAREHOUSE_LINE_TYPES } from './lines';
import { codeYear } from './numbering';
import { getDocumentDetail } from './queries';
import { addError, checkFormProject, checkSupplier, projectStatuses, refreshDocumentTotal, throwIfAny, type FieldErrors } from './refs';
import type { DocumentCreateInput, DocumentDetailDto, DocumentUpdateInput } from './schemas';
import { statusAfterGenerate } from './statuses';

/**
 * Document writes (POST, PUT, DELETE /api/Documents). The workflow (process, complete, copy,
 * storno) is in workflow.ts. Codes come from counter.ts in the document's transaction: a typed
 * code is kept when it is free for its type and year (409 otherwise), an empty one is the next.
 */
export type Actor = Pick<AppUser, 'id' | 'roleId' | 'name' | 'surname'>;

export const actorName = (user: Actor) => `${user.name} ${user.surname}`.trim().slice(0, 200);

type HeaderValues = {
  projectId: number | null;
  destinationProjectId: number | null;
  supplierId: number | null;
  deadlineDate: string | null;
  receiptCode: string | null;
  receiptAmount: string | null;
};

/** The header's fields of the type, the role's required ones, every id checked (400). */
async function resolveHeader(
  tx: Tx,
  roleId: number,
  documentTypeId: number,
  input: HeaderValues,
  current: { projectId: number | null; destinationProjectId: number | null } | null,
): Promise<HeaderValues> {
  const values = keepDocumentTypeFields(documentTypeId, {
    projectId: input.projectId,
    destinationProjectId: input.destinationProjectId,
    supplierId: input.supplierId,
    deadlineDate: input.deadlineDate,
    receiptCode: input.receiptCode,
    receiptAmount: input.receiptAmount,
  });
  const errors: FieldErrors = { ...documentFieldErrors(documentTypeId, roleId, values) };
  const statuses = await projectStatuses(tx, [values.projectId, values.destinationProjectId]);
  checkFormProject(errors, 'projectId', values.projectId, statuses, current?.projectId ?? null);
  checkFormProject(errors, 'destinationProjectId', values.destinationProjectId, statuses, current?.destinationProjectId ?? null);
  if (values.destinationProjectId !== null && values.destinationProjectId === values.projectId) {
    addError(errors, 'destinationProjectId', messages.documentDestinationSameProject);
  }
  await checkSupplier(tx, errors, values.supplierId);
  throwIfAny(errors);
  return values as HeaderValues;
}

/** 409 when the typed code is taken by another document of the type and year. */
async function assertCodeFree(tx: Tx, documentTypeId: number, year: number, code: string, exceptId: number | null) {
  const [taken] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.documentTypeId, documentTypeId),
        eq(documents.year, year),
        eq(documents.code, code),
        exceptId === null ? undefined : ne(documents.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw new AppError(409, messages.documentCodeTaken, { code: [messages.documentCodeTaken] });
}

/** A new document's code and year: the typed one (free, counter moved past it) or the next. */
export async function newCode(tx: Tx, documentTypeId: number, typed: string | null): Promise<{ code: string; year: number }> {
  const year = codeYear(new Date());
  if (typed === null) return { code: await allocateDocumentCode(tx, documentTypeId, year), year };
  await assertCodeFree(tx, documentTypeId, year, typed, null);
  await reserveManualCode(tx, documentTypeId, year, typed);
  return { code: typed, year };
}

/**
 * POST /api/Documents: a Draft. With `documentItemIds` (the Generate drawer from selected
 * items) its lines are generated from those lines: each one's document must allow this type
 * as a follow-up (follow-ups.ts, not a Draft, not a storno); one source document becomes the
 * parent. With `warehouseItemIds` (write-off, consumption, transfer note, liquidation: the
 * warehouse's Generate menu) a line per warehouse item with stock, taking its whole stock; the
 * items must be of the document's project when one is chosen.
 */
export async function createDocument(tx: Tx, user: Actor, input: DocumentCreateInput): Promise<DocumentDetailDto> {
  const type = input.documentTypeId;
  const header = await resolveHeader(tx, user.roleId, type, input, null);

  const sources = await sourceLines(tx, { ids: input.documentItemIds });
  if (sources.length !== input.documentItemIds.length) throw badSelection('documentItemIds', messages.documentSelectedItemsInvalid);
  const sourceDocIds = [...new Set(sources.map((s) => s.documentId))];
  let parentId = input.parentId;
  if (parentId === null && sourceDocIds.length === 1) parentId = sourceDocIds[0];
  if (parentId !== null && sourceDocIds.some((id) => id !== parentId)) throw badSelection('documentItemIds', messages.documentSelectedItemsInvalid);
  const sourceDocs = [];
  for (const id of [...new Set([...sourceDocIds, ...(parentId === null ? [] : [parentId])])].sort((a, b) => a - b)) {
    const source = await lockDocument(tx, id).catch(() => {
      throw badSelection('parentId', messages.invalidValue);
    });
    const kind = classifyCopy(stateOf(source), { destTypeId: type, isStorno: false });
    if (!kind.ok) throw conflict(kind.message);
    if (kind.kind !== 'generate') throw badSelection('parentId', messages.documentParentNotAllowed);
    sourceDocs.push(source);
  }

  let stock: Awaited<ReturnType<typeof stockOfProject>> = [];
  if (input.warehouseItemIds.length) {
    if (!WAREHOUSE_LINE_TYPES.includes(type)) throw badSelection('warehouseItemIds', messages.documentWarehouseItemsNotOutgoing);
    // Items of the document's project; with no project chosen, of any (each line its item's project).
    stock = await stockOfProject(tx, header.projectId, input.warehouseItemIds);
    if (stock.length !== input.warehouseItemIds.length) throw badSelection('warehouseItemIds', messages.documentWarehouseItemsNotOfProject);
  }

  const { code, year } = await newCode(tx, type, input.code);
  const [row] = await tx
    .insert(documents)
    .values({
      documentTypeId: type,
      code,
      year,
      ...header,
      parentId,
      currency: input.currency,
      comment: input.comment,
      createdById: user.id,
      createdBy: actorName(user),
    })
    .returning({ id: documents.id });
  const target = { id: row.id, documentTypeId: type, destinationProjectId: header.destinationProjectId };
  await insertCopiedLines(tx, target, sources, 'generate');
  await insertWarehouseLines(tx, target, stock);
  await refreshDocumentTotal(tx, row.id);
  // A requisition that something was generated from is Processed (statuses.ts).
  for (const source of sourceDocs) {
    const after = statusAfterGenerate(stateOf(source));
    if (after !== source.documentStatusId) await tx.update(documents).set({ documentStatusId: after, lastModifiedDate: new Date() }).where(eq(documents.id, source.id));
  }
  return (await getDocumentDetail(tx, row.id))!;
}

const badSelection = (field: string, message: string) => new AppError(400, message, { [field]: [message] });

/**
 * PUT /api/Documents/{id}: the header (the type, the parent and the lines never change here;
 * the body's documentTypeId is ignored). An empty code keeps the stored one.
 */
export async function updateDocument(tx: Tx, user: Actor, id: number, input: DocumentUpdateInput): Promise<DocumentDetailDto> {
  if (input.id !== null && input.id !== id) throw new AppError(400, messages.validationFailed, { id: [messages.invalidValue] });
  const doc = await lockDocument(tx, id);
  requireChange(user.roleId, doc, 'update');
  const header = await resolveHeader(tx, user.roleId, doc.documentTypeId, input, doc);
  const code = input.code ?? doc.code;
  if (code !== doc.code) {
    await assertCodeFree(tx, doc.documentTypeId, doc.year, code, id);
    await reserveManualCode(tx, doc.documentTypeId, doc.year, code);
  }
  await tx
    .update(documents)
    .set({ ...header, code, currency: input.currency, comment: input.comment, lastModifiedDate: new Date() })
    .where(eq(documents.id, id));
  return (await getDocumentDetail(tx, id))!;
}

/**
 * DELETE /api/Documents/{id}: with its lines and attachments (and their bytes). Refused while
 * another document follows from it or cancels it, or a line of another document points to one
 * of its lines (409, nothing deleted). The deleted code is not handed out again (counter.ts).
 */
export async function deleteDocument(tx: Tx, user: Actor, id: number): Promise<void> {
  const doc = await lockDocument(tx, id);
  requireChange(user.roleId, doc, 'delete');
  const [follower] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(ne(documents.id, id), or(eq(documents.parentId, id), eq(documents.stornedDocumentId, id))))
    .limit(1);
  const lineIds = tx.select({ id: documentItems.id }).from(documentItems).where(eq(documentItems.documentId, id));
  const [childLine] = await tx
    .select({ id: documentItems.id })
    .from(documentItems)
    .where(and(ne(documentItems.documentId, id), inArray(documentItems.parentItemId, lineIds)))
    .limit(1);
  if (follower || childLine) throw conflict(messages.documentHasFollowUps);
  const fileIds = (await tx.select({ fileId: attachments.fileId }).from(attachments).where(eq(attachments.documentId, id))).map((r) => r.fileId);
  await tx.delete(documents).where(eq(documents.id, id));
  if (fileIds.length) await tx.delete(files).where(inArray(files.id, fileIds));
}

/** GET /api/Documents/{id}. */
export async function readDocument(tx: Parameters<typeof getDocumentDetail>[0], id: number): Promise<DocumentDetailDto> {
  const doc = await getDocumentDetail(tx, id);
  if (!doc) throw notFound(messages.notFound);
  return doc;
}

export { readDocumentRow };
