import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { documentItems, expenseGroups, projectItems, unitsOfMeasurement, warehouseItems, warehouses } from '@/db/schema';
import { AppError, conflict, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { codebookErrors } from '@/lib/lookups/codebooks';
import { itemTotalPrice } from '@/lib/project-items/amounts';
import type { AppUser } from '@/lib/users/queries';
import { lockDocument, requireChange, type LockedDocument } from './access';
import { itemFieldErrors, keepItemFields } from './fields';
import { resolveItemStatus } from './item-statuses';
import { getDocumentItem } from './queries';
import { addError, checkSupplier, checkUnit, projectStatuses, refreshDocumentTotal, throwIfAny, type FieldErrors } from './refs';
import type { DocumentItemDto, DocumentItemInput } from './schemas';
import { itemQuantityError } from './stock';
import { isOutgoingType } from './types';

/**
 * Document item writes (POST, PUT, DELETE /api/DocumentItems): the document is locked and must
 * be changeable (not Completed; a SiteManager's only while Draft); the type's rules of fields.ts
 * and item-statuses.ts; every id checked against the database; the line's total
 * round(quantity × unitPrice, 2) and the document's total kept in the same transaction.
 */
type Actor = Pick<AppUser, 'id' | 'roleId'>;
type StoredItem = typeof documentItems.$inferSelect;

export type ItemValues = Omit<DocumentItemInput, 'documentId'> & { statusId: number; totalPrice: string };

/** A line's total: round(quantity × unitPrice, 2); no price, no amount. */
export const lineTotal = (quantity: string, unitPrice: string | null) => (unitPrice === null ? '0.00' : itemTotalPrice(quantity, unitPrice));

/**
 * The values to store for a line of `doc`, or 400 with every field's problem. On update,
 * changing the project clears the warehouse item and the project item the line had (§5), so
 * an id of the old project is never kept by accident.
 */
export async function resolveItemValues(tx: Tx, doc: LockedDocument, input: DocumentItemInput, current: StoredItem | null): Promise<ItemValues> {
  const type = doc.documentTypeId;
  let values: DocumentItemInput = { ...input };
  // The link to the source line is made by generating; a form that does not send it keeps it.
  if (current && values.parentItemId === null) values.parentItemId = current.parentItemId;
  if (current && values.projectId !== current.projectId) {
    if (values.warehouseItemId === current.warehouseItemId) values.warehouseItemId = null;
    if (values.projectItemId === current.projectItemId) values.projectItemId = null;
  }
  // The status as sent: a type without the field keeps Draft and refuses any other (item-statuses.ts).
  const statusId = resolveItemStatus(type, values.statusId);
  values = keepItemFields(type, values);

  const errors: FieldErrors = { ...itemFieldErrors(type, values) };
  if (statusId === null) (errors.statusId ??= []).push(messages.documentItemStatusInvalid);

  const statuses = await projectStatuses(tx, [values.projectId, values.destinationProjectId]);
  if (!statuses.has(values.projectId)) addError(errors, 'projectId', messages.invalidValue);
  if (values.destinationProjectId !== null) {
    if (!statuses.has(values.destinationProjectId)) addError(errors, 'destinationProjectId', messages.invalidValue);
    else if (values.destinationProjectId === values.projectId) addError(errors, 'destinationProjectId', messages.documentDestinationSameProject);
  }
  await checkUnit(tx, errors, values.unitOfMeasurementId);
  await checkSupplier(tx, errors, values.supplierId);
  Object.assign(errors, await codebookErrors(tx, { expenseTypeId: ['ExpenseType', values.expenseTypeId] }));

  if (values.projectItemId !== null) {
    const [pi] = await tx.select({ projectId: projectItems.projectId }).from(projectItems).where(eq(projectItems.id, values.projectItemId));
    if (!pi || pi.projectId !== values.projectId) addError(errors, 'projectItemId', messages.documentItemProjectItemNotOfProject);
  }
  if (values.expenseGroupId !== null && values.expenseTypeId !== null) {
    const [group] = await tx.select({ typeId: expenseGroups.expenseTypeId }).from(expenseGroups).where(eq(expenseGroups.id, values.expenseGroupId));
    if (!group || group.typeId !== values.expenseTypeId) addError(errors, 'expenseGroupId', messages.documentItemExpenseGroupWrongType);
  }
  if (values.parentItemId !== null && values.parentItemId !== current?.parentItemId) {
    // A source line is a line of the document this one follows (or cancels).
    const [parent] = await tx.select({ documentId: documentItems.documentId }).from(documentItems).where(eq(documentItems.id, values.parentItemId));
    const sources = [doc.parentId, doc.stornedDocumentId].filter((id) => id !== null);
    if (!parent || !sources.includes(parent.documentId)) addError(errors, 'parentItemId', messages.documentItemParentInvalid);
  }
  if (values.warehouseItemId !== null) await checkWarehouseItem(tx, errors, type, values);

  throwIfAny(errors);
  return { ...values, statusId: statusId!, totalPrice: lineTotal(values.quantity, values.unitPrice) };
}

/**
 * The warehouse item must be in the warehouse of the line's project; where stock goes out it
 * must have stock, and the line may not ask for more than is on hand ("Raspoloživo je …"; the
 * completion checks again under the row lock, which is the check that counts).
 */
async function checkWarehouseItem(tx: Tx, errors: FieldErrors, type: number, values: DocumentItemInput) {
  const [item] = await tx
    .select({ projectId: warehouses.projectId, quantity: warehouseItems.quantity, unit: unitsOfMeasurement.shortName })
    .from(warehouseItems)
    .innerJoin(warehouses, eq(warehouses.id, warehouseItems.warehouseId))
    .innerJoin(unitsOfMeasurement, eq(unitsOfMeasurement.id, warehouseItems.unitOfMeasurementId))
    .where(eq(warehouseItems.id, values.warehouseItemId!));
  if (!item || item.projectId !== values.projectId) return addError(errors, 'warehouseItemId', messages.documentItemWarehouseNotOfProject);
  if (!isOutgoingType(type)) return;
  if (!/[1-9]/.test(item.quantity)) return addError(errors, 'warehouseItemId', messages.documentItemWarehouseEmpty);
  const tooMuch = itemQuantityError(item.quantity, values.quantity, item.unit);
  if (tooMuch) addError(errors, 'quantity', tooMuch);
}

const rowOf = (documentId: number, v: ItemValues) => ({
  documentId,
  name: v.name,
  statusId: v.statusId,
  unitOfMeasurementId: v.unitOfMeasurementId,
  quantity: v.quantity,
  unitPrice: v.unitPrice,
  totalPrice: v.totalPrice,
  comment: v.comment,
  projectId: v.projectId,
  projectItemId: v.projectItemId,
  parentItemId: v.parentItemId,
  destinationProjectId: v.destinationProjectId,
  supplierId: v.supplierId,
  warehouseItemId: v.warehouseItemId,
  expenseTypeId: v.expenseTypeId,
  expenseGroupId: v.expenseGroupId,
});

export async function createDocumentItem(tx: Tx, user: Actor, input: DocumentItemInput): Promise<DocumentItemDto> {
  const doc = await lockDocument(tx, input.documentId).catch((err) => {
    // The document of a new line is a field of the payload: a missing one is bad input.
    if (err instanceof AppError && err.status === 404) throw new AppError(400, messages.validationFailed, { documentId: [messages.invalidValue] });
    throw err;
  });
  requireChange(user.roleId, doc, 'update');
  const values = await resolveItemValues(tx, doc, input, null);
  const [row] = await tx.insert(documentItems).values(rowOf(doc.id, values)).returning({ id: documentItems.id });
  await refreshDocumentTotal(tx, doc.id);
  return (await getDocumentItem(tx, row.id))!;
}

/** The item and its document, both locked (document first: the one lock order of documents). */
async function lockItem(tx: Tx, id: number): Promise<{ doc: LockedDocument; item: StoredItem }> {
  const [ref] = await tx.select({ documentId: documentItems.documentId }).from(documentItems).where(eq(documentItems.id, id));
  if (!ref) throw notFound(messages.notFound);
  const doc = await lockDocument(tx, ref.documentId);
  const [item] = await tx.select().from(documentItems).where(eq(documentItems.id, id)).for('update');
  if (!item) throw notFound(messages.notFound);
  return { doc, item };
}

export async function updateDocumentItem(tx: Tx, user: Actor, id: number, input: DocumentItemInput): Promise<DocumentItemDto> {
  const { doc, item } = await lockItem(tx, id);
  requireChange(user.roleId, doc, 'update');
  if (input.documentId !== item.documentId) throw new AppError(400, messages.validationFailed, { documentId: [messages.documentItemDocumentFixed] });
  const values = await resolveItemValues(tx, doc, input, item);
  await tx.update(documentItems).set(rowOf(doc.id, values)).where(eq(documentItems.id, id));
  await refreshDocumentTotal(tx, doc.id);
  return (await getDocumentItem(tx, id))!;
}

export async function deleteDocumentItem(tx: Tx, user: Actor, id: number): Promise<void> {
  const { doc } = await lockItem(tx, id);
  requireChange(user.roleId, doc, 'delete');
  const [child] = await tx
    .select({ id: documentItems.id })
    .from(documentItems)
    .where(and(eq(documentItems.parentItemId, id), ne(documentItems.id, id)))
    .limit(1);
  if (child) throw conflict(messages.documentItemHasFollowUps);
  await tx.delete(documentItems).where(eq(documentItems.id, id));
  await refreshDocumentTotal(tx, doc.id);
}
