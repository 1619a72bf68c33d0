/**
 * Which fields a document and a document item have per type, and which are required (spec
 * part 2 §5 "Document form" and "Document item form"), pure and client-safe: the forms show
 * these fields and the service applies the same rules (and drops the fields a type does not
 * have, so a hidden value can never be stored).
 */
import { Role } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import { itemStatusVisible } from './item-statuses';
import { DocumentType as T, isTransferType } from './types';

// ---- the document form

/** The fields that depend on the type (project, currency and comment are on every type). */
export type DocumentTypeField = 'supplierId' | 'deadlineDate' | 'destinationProjectId' | 'receiptCode' | 'receiptAmount';

export const DOCUMENT_TYPE_FIELDS: Readonly<Record<number, readonly DocumentTypeField[]>> = {
  [T.RequisitionOrder]: ['supplierId', 'deadlineDate'],
  [T.PurchaseOrder]: ['supplierId', 'deadlineDate'],
  [T.PurchaseReceivedNote]: ['supplierId'],
  [T.TransferNote]: ['destinationProjectId', 'deadlineDate'],
  [T.TransferReceivedNote]: ['destinationProjectId'],
  [T.ConsumptionNote]: [],
  [T.WriteOffNote]: [],
  [T.Liquidation]: ['supplierId', 'receiptCode', 'receiptAmount'],
  [T.Order]: ['supplierId', 'deadlineDate'],
};

const ALL_TYPE_FIELDS: readonly DocumentTypeField[] = ['supplierId', 'deadlineDate', 'destinationProjectId', 'receiptCode', 'receiptAmount'];

export function documentTypeFields(documentTypeId: number): readonly DocumentTypeField[] {
  return DOCUMENT_TYPE_FIELDS[documentTypeId] ?? [];
}

export type DocumentFieldValues = {
  projectId?: number | null;
  supplierId?: number | null;
  deadlineDate?: string | null;
  destinationProjectId?: number | null;
  receiptCode?: string | null;
  receiptAmount?: string | null;
};

/** Required: supplier on an Order; the project when the user is a SiteManager. */
export function documentRequiredFields(documentTypeId: number, roleId: number): readonly (keyof DocumentFieldValues)[] {
  const required: (keyof DocumentFieldValues)[] = [];
  if (roleId === Role.SiteManager) required.push('projectId');
  if (documentTypeId === T.Order) required.push('supplierId');
  return required;
}

const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Field errors of the document form (the API's 400 body and the form's messages). */
export function documentFieldErrors(documentTypeId: number, roleId: number, values: DocumentFieldValues): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of documentRequiredFields(documentTypeId, roleId)) if (isEmpty(values[field])) errors[field] = [messages.required];
  return errors;
}

/** The values with every field the type does not have set to null. */
export function keepDocumentTypeFields<V extends DocumentFieldValues>(documentTypeId: number, values: V): V {
  const kept = documentTypeFields(documentTypeId);
  const out: V = { ...values };
  for (const field of ALL_TYPE_FIELDS) if (!kept.includes(field)) (out as DocumentFieldValues)[field] = null;
  return out;
}

// ---- the document item form

export type ItemField =
  | 'projectId'
  | 'name'
  | 'unitOfMeasurementId'
  | 'quantity'
  | 'unitPrice'
  | 'comment'
  | 'projectItemId'
  | 'expenseTypeId'
  | 'expenseGroupId'
  | 'statusId'
  | 'supplierId'
  | 'warehouseItemId'
  | 'destinationProjectId';

const COMMON_ITEM_FIELDS: readonly ItemField[] = [
  'projectId',
  'projectItemId',
  'name',
  'unitOfMeasurementId',
  'quantity',
  'unitPrice',
  'expenseTypeId',
  'expenseGroupId',
  'comment',
];
/** Types whose lines name a supplier (the buying and paying documents). */
const SUPPLIER_ITEM_TYPES: readonly number[] = [T.RequisitionOrder, T.PurchaseOrder, T.PurchaseReceivedNote, T.Liquidation, T.Order];
/** Types whose lines take stock out of a warehouse item. */
const WAREHOUSE_ITEM_TYPES: readonly number[] = [T.TransferNote, T.ConsumptionNote, T.WriteOffNote];

/**
 * The item fields of a type. The spec lists the possible columns, not the set per type; this
 * follows its rules: the status on the three types of §4, the warehouse item where stock goes
 * out, the destination project on the transfer types, the supplier where goods are bought.
 */
export function itemFields(documentTypeId: number): readonly ItemField[] {
  const fields = [...COMMON_ITEM_FIELDS];
  if (itemStatusVisible(documentTypeId)) fields.push('statusId');
  if (SUPPLIER_ITEM_TYPES.includes(documentTypeId)) fields.push('supplierId');
  if (WAREHOUSE_ITEM_TYPES.includes(documentTypeId)) fields.push('warehouseItemId');
  if (isTransferType(documentTypeId)) fields.push('destinationProjectId');
  return fields;
}

/**
 * §5: project, name, unit and quantity always; unit price on a Liquidation; destination project
 * on the transfer types; warehouse item on consumption and write-off notes. (A transfer note's
 * warehouse item may wait until completion, which needs it: lib/documents/stock.ts.)
 */
export function itemRequiredFields(documentTypeId: number): readonly ItemField[] {
  const required: ItemField[] = ['projectId', 'name', 'unitOfMeasurementId', 'quantity'];
  if (documentTypeId === T.Liquidation) required.push('unitPrice');
  if (isTransferType(documentTypeId)) required.push('destinationProjectId');
  if (documentTypeId === T.ConsumptionNote || documentTypeId === T.WriteOffNote) required.push('warehouseItemId');
  return required;
}

export type ItemFieldValues = Partial<Record<ItemField, unknown>>;

/** Field errors of the item form: the required fields, and an expense group only after an expense type. */
export function itemFieldErrors(documentTypeId: number, values: ItemFieldValues): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of itemRequiredFields(documentTypeId)) if (isEmpty(values[field])) errors[field] = [messages.required];
  if (!isEmpty(values.expenseGroupId) && isEmpty(values.expenseTypeId)) errors.expenseGroupId = [messages.documentExpenseGroupNeedsType];
  return errors;
}

/** The item values with every field the type does not have set to null (statusId: see item-statuses). */
export function keepItemFields<V extends ItemFieldValues>(documentTypeId: number, values: V): V {
  const kept = itemFields(documentTypeId);
  const out: V = { ...values };
  for (const field of ['statusId', 'supplierId', 'warehouseItemId', 'destinationProjectId'] as const) {
    if (!kept.includes(field)) (out as ItemFieldValues)[field] = null;
  }
  return out;
}

/** The form's dependent fields: what a change of one field clears (§5). */
export const ITEM_FIELD_CLEARS: Readonly<Partial<Record<ItemField, readonly ItemField[]>>> = {
  projectId: ['warehouseItemId', 'projectItemId'],
  expenseTypeId: ['expenseGroupId'],
};
