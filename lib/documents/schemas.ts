/**
 * Documents and document items: the payloads (spec part 2 §3 "Document", "Document item",
 * "Small action payloads") and the DTOs the screens read, shared by the forms (zod4Resolver) and
 * the API (authoritative). Rules by type come from fields.ts and item-statuses.ts; what needs the
 * database (the project is active, the warehouse item is of the line's project, the expense group
 * of the expense type, the status rules) is checked in service.ts.
 *
 * Decisions: a quantity is > 0 with at most 6 decimals (the column's check); a unit price may be
 * empty (0 total) except on a Liquidation, and is not negative; a line's total is
 * round(quantity × unitPrice, 2) and must fit numeric(18,2); the currency is three capital
 * letters, EUR by default; a receipt amount is money (2 decimals), not negative.
 */
import { Role } from '@/lib/auth/roles';
import { listQuerySchema, type ListQuery, type ListQueryOptions } from '@/lib/http/list-params';
import { messages } from '@/lib/i18n/messages';
import { hr, z } from '@/lib/i18n/zod';
import { MONEY_MAX_INT_DIGITS, QUANTITY_MAX_INT_DIGITS, QUANTITY_SCALE } from '@/lib/project-items/amounts';
import { quantityField, totalFits, whenValid } from '@/lib/project-items/schemas';
import { documentFieldErrors, itemFieldErrors } from './fields';
import { isDocumentTypeId } from './types';

export const DOCUMENT_CODE_MAX = 50;
export const RECEIPT_CODE_MAX = 200;
export const DOCUMENT_COMMENT_MAX = 4000;
export const ITEM_NAME_MAX = 200;
export const ITEM_COMMENT_MAX = 4000;
/** The most lines one save may take from selected source items or warehouse items. */
export const MAX_SELECTED_IDS = 500;

const documentTypeIdField = () =>
  hr.requiredId().refine((id) => isDocumentTypeId(id), { message: messages.invalidValue });

const currencyField = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? 'EUR' : typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string().regex(/^[A-Z]{3}$/, messages.invalidValue),
  );

/** Ids picked in a table (documentItemIds, warehouseItemIds): unique, at most MAX_SELECTED_IDS. */
const idListField = () =>
  z
    .preprocess((v) => (v === undefined || v === null ? [] : v), z.array(hr.requiredId()).max(MAX_SELECTED_IDS, messages.tooManyValues(MAX_SELECTED_IDS)))
    .transform((ids) => [...new Set(ids)]);

const positiveQuantity = () => quantityField().refine((v) => /[1-9]/.test(v), messages.positive);
const intDigits = (v: string) => v.replace('-', '').split('.')[0].length;
const optionalUnitPrice = () =>
  hr.optionalDecimal({ decimals: QUANTITY_SCALE, min: 0 }).refine((v) => v === null || intDigits(v) <= QUANTITY_MAX_INT_DIGITS, messages.amountTooLarge);

// ---- the document

const documentFields = {
  documentTypeId: documentTypeIdField(),
  /** Empty: the next code of the type and year (counter.ts); typed: kept, unique per type and year. */
  code: hr.optionalText(DOCUMENT_CODE_MAX),
  projectId: hr.optionalId(),
  destinationProjectId: hr.optionalId(),
  supplierId: hr.optionalId(),
  parentId: hr.optionalId(),
  deadlineDate: hr.optionalDate(),
  receiptCode: hr.optionalText(RECEIPT_CODE_MAX),
  receiptAmount: hr.optionalDecimal({ decimals: 2, min: 0 }).refine((v) => v === null || intDigits(v) <= MONEY_MAX_INT_DIGITS, messages.amountTooLarge),
  currency: currencyField(),
  comment: hr.optionalText(DOCUMENT_COMMENT_MAX),
  /**
   * Create only: lines to copy from these source document items (the Generate drawer from
   * selected items; each keeps a link to its source line), and lines to make of these warehouse
   * items (their whole stock on hand). Ignored on update.
   */
  documentItemIds: idListField(),
  warehouseItemIds: idListField(),
};

/** POST /api/Documents (the role's required fields: documentFormSchema / the service). */
export const documentCreateSchema = z.object(documentFields);
/** PUT /api/Documents/{id}: the same payload with the id (the type never changes; see service). */
export const documentUpdateSchema = z.object({ ...documentFields, id: hr.optionalId() });

export type DocumentCreateInput = z.output<typeof documentCreateSchema>;
export type DocumentUpdateInput = z.output<typeof documentUpdateSchema>;

/** The form's schema for a role: the payload and the required fields of fields.ts (the supplier of an Order, a SiteManager's project). */
export function documentFormSchema(roleId: number) {
  return documentCreateSchema.superRefine((v, ctx) => addFieldErrors(ctx, documentFieldErrors(v.documentTypeId, roleId, v)));
}

// ---- the document item

const itemFields = {
  documentId: hr.requiredId(),
  name: hr.requiredText(ITEM_NAME_MAX),
  statusId: hr.optionalId(),
  unitOfMeasurementId: hr.requiredId(),
  quantity: positiveQuantity(),
  unitPrice: optionalUnitPrice(),
  comment: hr.optionalText(ITEM_COMMENT_MAX),
  projectId: hr.requiredId(),
  projectItemId: hr.optionalId(),
  parentItemId: hr.optionalId(),
  destinationProjectId: hr.optionalId(),
  supplierId: hr.optionalId(),
  warehouseItemId: hr.optionalId(),
  expenseTypeId: hr.optionalId(),
  expenseGroupId: hr.optionalId(),
};

const lineTotalFits = (v: { quantity: string; unitPrice: string | null }, ctx: z.RefinementCtx) => {
  if (v.unitPrice !== null) totalFits({ quantity: v.quantity, unitPrice: v.unitPrice }, ctx);
};

/** POST /api/DocumentItems (the type's rules: documentItemFormSchema / the service). */
export const documentItemCreateSchema = z.object(itemFields).superRefine(lineTotalFits, whenValid('quantity', 'unitPrice'));
/** PUT /api/DocumentItems/{id}: the same payload (the document never changes). */
export const documentItemUpdateSchema = z
  .object({ ...itemFields, id: hr.optionalId() })
  .superRefine(lineTotalFits, whenValid('quantity', 'unitPrice'));

export type DocumentItemInput = z.output<typeof documentItemCreateSchema>;

/** The item form's schema for the document's type: the payload and fields.ts's required fields. */
export function documentItemFormSchema(documentTypeId: number) {
  return documentItemCreateSchema.superRefine((v, ctx) => addFieldErrors(ctx, itemFieldErrors(documentTypeId, v)));
}

function addFieldErrors(ctx: z.RefinementCtx, errors: Record<string, string[]>) {
  for (const [field, list] of Object.entries(errors)) for (const message of list) ctx.addIssue({ code: 'custom', path: [field], message });
}

// ---- the actions

/** POST /api/Documents/Process and /Complete. */
export const documentActionSchema = z.object({ documentId: hr.requiredId() });

/**
 * POST /api/Documents/Copy: generate (another type, the follow-up table), copy (the same type)
 * or storno (isStorno). Our addition: `documentItemIds`, the source lines to take (the Generate
 * drawer from selected items); empty or absent takes every line.
 */
export const documentCopySchema = z.object({
  sourceDocumentId: hr.requiredId(),
  destTypeId: documentTypeIdField(),
  isStorno: z.preprocess((v) => v ?? false, z.boolean()),
  documentItemIds: idListField(),
});
export type DocumentCopyInput = z.output<typeof documentCopySchema>;

/**
 * POST /api/Documents/Generate (our addition, the items switch's Generate drawer): one document
 * of `destTypeId` from selected lines of one or several documents (lib/documents/generate-lines.ts).
 */
export const documentGenerateSchema = z.object({
  destTypeId: documentTypeIdField(),
  documentItemIds: idListField(),
});
export type DocumentGenerateInput = z.output<typeof documentGenerateSchema>;

/** POST /api/Documents/ExportPDF and /ExportXLSX. */
export const documentExportSchema = z.object({ id: hr.requiredId() });

// ---- the DTOs

/** A document as the list and the detail read it (spec §3 "Document", with display names). */
export type DocumentDto = {
  id: number;
  code: string;
  year: number;
  documentTypeId: number;
  documentType: string;
  documentStatusId: number;
  documentStatus: string;
  projectId: number | null;
  project: string | null;
  destinationProjectId: number | null;
  destinationProject: string | null;
  supplierId: number | null;
  supplier: string | null;
  parentId: number | null;
  parentCode: string | null;
  parentTypeId: number | null;
  /** Set on a storno: the document it cancels ("Storno" tag). */
  stornedDocumentId: number | null;
  stornedDocumentCode: string | null;
  stornedDocumentTypeId: number | null;
  /** Set when a storno cancels this document ("Storniran" tag). */
  storningDocumentId: number | null;
  storningDocumentCode: string | null;
  isStorno: boolean;
  isStorned: boolean;
  deadlineDate: string | null;
  receiptCode: string | null;
  receiptAmount: string | null;
  currency: string;
  comment: string | null;
  totalPrice: string;
  createdById: number | null;
  createdBy: string | null;
  /** ISO instants. */
  createdDate: string;
  lastModifiedDate: string | null;
  completedDate: string | null;
};

/** A document linked to another (children tabs, storning documents). */
export type DocumentLinkDto = { id: number; code: string; documentTypeId: number; documentStatusId: number; documentStatus: string };

/** GET /api/Documents/{id}: the document, its follow-ups and its storno (the detail page's tabs). */
export type DocumentDetailDto = DocumentDto & {
  children: DocumentLinkDto[];
  storningDocuments: DocumentLinkDto[];
};

/** A document item (spec §3 "Document item", with display names and its document's). */
export type DocumentItemDto = {
  id: number;
  documentId: number;
  documentTypeId: number;
  documentCode: string;
  documentStatusId: number;
  documentCreatedDate: string;
  code: string | null;
  name: string;
  statusId: number;
  status: string;
  unitOfMeasurementId: number;
  unitOfMeasurement: string;
  quantity: string;
  unitPrice: string | null;
  totalPrice: string;
  comment: string | null;
  projectId: number;
  project: string;
  projectItemId: number | null;
  projectItem: string | null;
  parentItemId: number | null;
  parentItemDocumentId: number | null;
  parentItemDocumentCode: string | null;
  parentItemDocumentTypeId: number | null;
  destinationProjectId: number | null;
  destinationProject: string | null;
  supplierId: number | null;
  supplier: string | null;
  warehouseItemId: number | null;
  warehouseItem: string | null;
  /** On hand of the warehouse item now (the form's "Raspoloživo je" hint). */
  warehouseItemQuantity: string | null;
  expenseTypeId: number | null;
  expenseType: string | null;
  expenseGroupId: number | null;
  expenseGroup: string | null;
};

// ---- the lists

/**
 * GET /api/Documents and the /documents table. DocumentTypeId is required (the route refuses a
 * query without it); dateFrom/dateTo bound the creation day (Europe/Zagreb), both inclusive.
 * Text filters are the table's columns; the id filters are the spec's query names.
 */
export const DOCUMENT_LIST = {
  sortable: [
    'code',
    'createdDate',
    'project',
    'destinationProject',
    'supplier',
    'documentStatus',
    'documentStatusId',
    'deadlineDate',
    'receiptCode',
    'receiptAmount',
    'totalPrice',
    'currency',
    'createdBy',
    'parentCode',
    'comment',
  ],
  defaultSortBy: 'createdDate',
  defaultSortOrder: 'desc',
  filters: {
    documentTypeId: 'ids',
    documentStatusId: 'ids',
    projectId: 'ids',
    destinationProjectId: 'ids',
    supplierId: 'ids',
    createdById: 'ids',
    parentId: 'ids',
    dateFrom: 'date',
    dateTo: 'date',
    deadlineDate: 'date',
    code: 'text',
    project: 'text',
    destinationProject: 'text',
    supplier: 'text',
    createdBy: 'text',
    parentCode: 'text',
    receiptCode: 'text',
    receiptAmount: 'text',
    comment: 'text',
  },
} as const satisfies ListQueryOptions;

/**
 * GET /api/DocumentItems and the items switch of /documents: DocumentTypeId required, the
 * document's creation day (dateFrom/dateTo), ParentDocumentStatusId (repeated: the document's
 * status, the active/inactive tab), the item's project, destination project and supplier.
 */
export const DOCUMENT_ITEM_LIST = {
  sortable: [
    'name',
    'documentCode',
    'documentCreatedDate',
    'project',
    'projectItem',
    'supplier',
    'unitOfMeasurement',
    'quantity',
    'unitPrice',
    'totalPrice',
    'comment',
    'status',
    'statusId',
    'warehouseItem',
    'destinationProject',
    'parentItemDocumentCode',
  ],
  defaultSortBy: 'documentCreatedDate',
  defaultSortOrder: 'desc',
  filters: {
    documentTypeId: 'ids',
    parentDocumentStatusId: 'ids',
    documentId: 'ids',
    projectId: 'ids',
    destinationProjectId: 'ids',
    supplierId: 'ids',
    statusId: 'ids',
    warehouseItemId: 'ids',
    dateFrom: 'date',
    dateTo: 'date',
    name: 'text',
    documentCode: 'text',
    project: 'text',
    projectItem: 'text',
    supplier: 'text',
    comment: 'text',
    warehouseItem: 'text',
    destinationProject: 'text',
    parentItemDocumentCode: 'text',
  },
} as const satisfies ListQueryOptions;

/** The API's form of a list that needs DocumentTypeId (400 on `DocumentTypeId` without it). */
function withDocumentType(opts: ListQueryOptions) {
  return listQuerySchema(opts).superRefine((q: ListQuery, ctx) => {
    if (!q.filters.documentTypeId?.length) ctx.addIssue({ code: 'custom', path: ['DocumentTypeId'], message: messages.required });
  });
}

/** GET /api/Documents: the list kit's query, DocumentTypeId required. */
export const documentListQuerySchema = withDocumentType(DOCUMENT_LIST);
/** GET /api/DocumentItems: the list kit's query, DocumentTypeId required. */
export const documentItemListQuerySchema = withDocumentType(DOCUMENT_ITEM_LIST);
/** GET /api/Projects/{id}/ProjectDocuments: the same filters, DocumentTypeId optional. */
export const projectDocumentsQuerySchema = listQuerySchema(DOCUMENT_LIST);

/** Roles whose document form requires a project (for the forms' hint). */
export const PROJECT_REQUIRED_ROLES: readonly number[] = [Role.SiteManager];
