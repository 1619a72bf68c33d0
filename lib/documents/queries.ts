import 'server-only';
import { and, asc, eq, getTableName, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { codebooks, cooperators, documentItems, documents, projectItems, projects, unitsOfMeasurement, warehouseItems } from '@/db/schema';
import { parseDecimalInput } from '@/lib/format';
import { dayRangeFilters } from '@/lib/http/day-range';
import type { ListQuery, Paged } from '@/lib/http/list-params';
import { cappedCount, defineList, exactCount, mapPage, type JsonPage } from '@/lib/http/list-query';
import { DOCUMENT_ITEM_LIST, DOCUMENT_LIST, type DocumentDetailDto, type DocumentDto, type DocumentItemDto, type DocumentLinkDto } from './schemas';

/**
 * Reads of documents and document items: one query per list or document (joins, never N+1),
 * on the indexes of db/schema/documents.ts. GET /api/Documents, /api/DocumentItems, the GETs by
 * id, /api/Projects/{id}/ProjectDocuments, and the screens (same functions, lenient parsing).
 */

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

const docStatus = alias(codebooks, 'document_status');
const destProject = alias(projects, 'destination_project');
const parentDoc = alias(documents, 'parent_document');

/**
 * A document's display names as scalar subqueries by primary key, not joins: a page's select is
 * then the document table alone (joined to the page's ids), which Postgres plans in no time and
 * always runs id by id (issue 15: with eight joined tables it searched the join orders on every
 * request, or, planned in written order, joined the page's ids last).
 */
const lookup = <T>(text: string, id: AnyColumn) => sql.raw(`(${text} ${qualified(id)})`) as SQL<T>;
/**
 * The column with its table's name: drizzle writes a lone column of a one-table select unqualified
 * ("id"), which inside the subquery would name the subquery's own column. Written as one text
 * (each lookup is one chunk of the page's select, not five to render on every request).
 */
const qualified = (column: AnyColumn) => `${quoted(getTableName(column.table))}.${quoted(column.name)}`;
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const label = <T extends string | null = string>(id: AnyColumn) => lookup<T>('select c.label from codebooks c where c.id =', id);
/** A column of the document `id` names (its parent, the one it cancels, a line's own). */
const ofDocumentById = <T>(column: string, id: AnyColumn) => lookup<T>(`select d.${column} from documents d where d.id =`, id);
const projectName = (id: AnyColumn) => lookup<string | null>('select p.name from projects p where p.id =', id);
const cooperatorName = (id: AnyColumn) => lookup<string | null>('select c.name from cooperators c where c.id =', id);

/** The storno that cancels the document (at most one: partial unique index). */
const storning = lookup<number | null>('select s.id from documents s where s.storned_document_id =', documents.id);
const storningCode = lookup<string | null>('select s.code from documents s where s.storned_document_id =', documents.id);

const documentColumns = {
  id: documents.id,
  code: documents.code,
  year: documents.year,
  documentTypeId: documents.documentTypeId,
  documentType: label(documents.documentTypeId),
  documentStatusId: documents.documentStatusId,
  documentStatus: label(documents.documentStatusId),
  projectId: documents.projectId,
  project: projectName(documents.projectId),
  destinationProjectId: documents.destinationProjectId,
  destinationProject: projectName(documents.destinationProjectId),
  supplierId: documents.supplierId,
  supplier: documents.supplierName,
  parentId: documents.parentId,
  parentCode: ofDocumentById<string | null>('code', documents.parentId),
  parentTypeId: ofDocumentById<number | null>('document_type_id', documents.parentId),
  stornedDocumentId: documents.stornedDocumentId,
  stornedDocumentCode: ofDocumentById<string | null>('code', documents.stornedDocumentId),
  stornedDocumentTypeId: ofDocumentById<number | null>('document_type_id', documents.stornedDocumentId),
  storningDocumentId: storning,
  storningDocumentCode: storningCode,
  isStorno: sql<boolean>`(${documents.stornedDocumentId} is not null)`,
  isStorned: sql<boolean>`(${storning} is not null)`,
  deadlineDate: documents.deadlineDate,
  receiptCode: documents.receiptCode,
  receiptAmount: documents.receiptAmount,
  currency: documents.currency,
  comment: documents.comment,
  totalPrice: documents.totalPrice,
  createdById: documents.createdById,
  createdBy: documents.createdBy,
  createdDate: documents.createdDate,
  lastModifiedDate: documents.lastModifiedDate,
  completedDate: documents.completedDate,
};

function documentSelect(db: DbOrTx) {
  return db.select(documentColumns).from(documents);
}

type DocumentRow = Awaited<ReturnType<typeof documentSelect>>[number];

/** The row as the spec's DTO: the dates as ISO texts (the JSON path writes them so in SQL). */
function toDocumentDto(r: DocumentRow): DocumentDto {
  return { ...r, createdDate: iso(r.createdDate), lastModifiedDate: isoOrNull(r.lastModifiedDate), completedDate: isoOrNull(r.completedDate) };
}

/** A typed amount ("1.234,50" or "1234.5") equal to the column; text that is no number matches nothing. */
function amountEquals(column: typeof documents.receiptAmount) {
  return (value: string): SQL => {
    const amount = parseDecimalInput(value);
    return amount === null ? sql`false` : sql`${column} = ${amount}::numeric`;
  };
}

const documentList = defineList(DOCUMENT_LIST, {
  filters: {
    documentTypeId: documents.documentTypeId,
    documentStatusId: documents.documentStatusId,
    projectId: documents.projectId,
    destinationProjectId: documents.destinationProjectId,
    supplierId: documents.supplierId,
    createdById: documents.createdById,
    parentId: documents.parentId,
    ...dayRangeFilters(documents.createdDate),
    deadlineDate: documents.deadlineDate,
    code: documents.code,
    project: projects.name,
    destinationProject: destProject.name,
    supplier: documents.supplierName,
    createdBy: documents.createdBy,
    parentCode: parentDoc.code,
    receiptCode: documents.receiptCode,
    receiptAmount: amountEquals(documents.receiptAmount),
    comment: documents.comment,
  },
  sort: {
    code: documents.code,
    createdDate: documents.createdDate,
    project: projects.name,
    destinationProject: destProject.name,
    // The copy on the document (db/schema/documents.ts): an index of the type by supplier.
    supplier: documents.supplierName,
    documentStatus: docStatus.ordinal,
    documentStatusId: docStatus.ordinal,
    deadlineDate: documents.deadlineDate,
    receiptCode: documents.receiptCode,
    receiptAmount: documents.receiptAmount,
    totalPrice: documents.totalPrice,
    currency: documents.currency,
    createdBy: documents.createdBy,
    parentCode: parentDoc.code,
    comment: documents.comment,
  },
  tiebreak: documents.id,
  nullsLast: true,
  // Exact, and index-backed (issue 15): every count has the type (the route requires it; a
  // project's documents have the project), so it is an index-only walk of that type's entries of
  // documents_type_date_idx / documents_type_status_date_idx (the largest type of the 100,000:
  // 25,000 entries, about 3 ms), never the table. An exact total keeps the deepest page reachable
  // (read backwards from the end). The items switch, five times larger, is capped instead.
  counting: exactCount,
  // Filtered by nothing but the type and the statuses (a tab): the total the database keeps.
  tally: { list: 'documents', k1: 'documentTypeId', k2: 'documentStatusId' },
});

/**
 * The /documents list and GET /api/Documents (paged). The caller guarantees a DocumentTypeId
 * filter (the route refuses a query without it). The count joins only what a text filter needs.
 */
export async function searchDocuments(db: DbOrTx, q: ListQuery): Promise<Paged<DocumentDto>> {
  return mapPage(await documentList.page(db, q, documentSource(db, q)), toDocumentDto);
}

/** The same page as JSON text written by Postgres (the API route: lib/http/list-json.ts). */
export function searchDocumentsJson(db: DbOrTx, q: ListQuery): Promise<string> {
  return documentList.pageJson(db, q, documentSource(db, q));
}

/**
 * The lean select of the matching documents' ids with only the joins `names` (the text filters
 * present, and for `keys` the sort) need. Every join is a left join on the document's own
 * foreign key, so leaving one out never changes which documents match.
 */
function leanDocuments(db: DbOrTx, names: ReadonlySet<string>) {
  let q = db.select({ id: documents.id }).from(documents).$dynamic();
  if (names.has('project')) q = q.leftJoin(projects, eq(projects.id, documents.projectId));
  if (names.has('destinationProject')) q = q.leftJoin(destProject, eq(destProject.id, documents.destinationProjectId));
  if (names.has('parentCode')) q = q.leftJoin(parentDoc, eq(parentDoc.id, documents.parentId));
  if (names.has('documentStatus') || names.has('documentStatusId')) q = q.leftJoin(docStatus, eq(docStatus.id, documents.documentStatusId));
  return q;
}

/**
 * A page of documents (the list and a project's documents) as a deferred join (docs/lists.md
 * "keys"): the page's ids from the lean select, sorted on the indexes of db/schema/documents.ts
 * and read from the nearer end, then the display columns of those 50 only, in the same statement;
 * the count joins only what a text filter needs.
 */
function documentSource(db: DbOrTx, q: ListQuery, where: SQL[] = []) {
  const filtered = new Set(Object.entries(q.filters).flatMap(([name, values]) => (values?.length ? [name] : [])));
  return {
    rows: documentSelect(db).$dynamic(),
    keys: leanDocuments(db, new Set([...filtered, q.sortBy])),
    count: leanDocuments(db, filtered),
    where,
    // The rows have no joins to sort by (their names are subqueries): every page through its ids.
    keysOnly: true,
  };
}

/** One document with its display names, or null. */
export async function getDocument(db: DbOrTx, id: number): Promise<DocumentDto | null> {
  const [row] = await documentSelect(db).where(eq(documents.id, id)).limit(1);
  return row ? toDocumentDto(row) : null;
}

const linkColumns = {
  id: documents.id,
  code: documents.code,
  documentTypeId: documents.documentTypeId,
  documentStatusId: documents.documentStatusId,
  documentStatus: docStatus.label,
};

/** The document with its follow-ups (children, not stornos) and its storno: the detail page. */
export async function getDocumentDetail(db: DbOrTx, id: number): Promise<DocumentDetailDto | null> {
  const doc = await getDocument(db, id);
  if (!doc) return null;
  const links: (DocumentLinkDto & { stornedDocumentId: number | null })[] = await db
    .select({ ...linkColumns, stornedDocumentId: documents.stornedDocumentId })
    .from(documents)
    .innerJoin(docStatus, eq(docStatus.id, documents.documentStatusId))
    .where(sql`${documents.parentId} = ${id} or ${documents.stornedDocumentId} = ${id}`)
    .orderBy(asc(documents.id));
  const strip = (l: DocumentLinkDto): DocumentLinkDto => ({
    id: l.id,
    code: l.code,
    documentTypeId: l.documentTypeId,
    documentStatusId: l.documentStatusId,
    documentStatus: l.documentStatus,
  });
  return {
    ...doc,
    children: links.filter((l) => l.stornedDocumentId !== id).map(strip),
    storningDocuments: links.filter((l) => l.stornedDocumentId === id).map(strip),
  };
}

/**
 * GET /api/Projects/{id}/ProjectDocuments: the project's documents (its own or arriving at it
 * as the destination), paged and filtered like the list; DocumentTypeId optional here.
 */
export async function searchProjectDocuments(db: DbOrTx, projectId: number, q: ListQuery): Promise<Paged<DocumentDto>> {
  return mapPage(await documentList.page(db, q, documentSource(db, q, ofProject(projectId))), toDocumentDto);
}

/** The same page as JSON text written by Postgres, with its total (the API route asks for the project only when it is 0). */
export function searchProjectDocumentsPage(db: DbOrTx, projectId: number, q: ListQuery): Promise<JsonPage> {
  return documentList.pageJsonTotal(db, q, documentSource(db, q, ofProject(projectId)));
}

const ofProject = (projectId: number) => [sql`(${documents.projectId} = ${projectId} or ${documents.destinationProjectId} = ${projectId})`];

// ---- items

const itemStatus = alias(codebooks, 'item_status');
const itemProject = alias(projects, 'item_project');
const itemDestProject = alias(projects, 'item_destination_project');
const itemSupplier = alias(cooperators, 'item_supplier');
const itemDoc = alias(documents, 'item_document');
const parentItem = alias(documentItems, 'parent_item');
const parentItemDoc = alias(documents, 'parent_item_document');

/** A line's document, parent line and stock item, by primary key (as the documents' names above). */
const ofParentItem = (text: string) =>
  lookup<string | number | null>(`select ${text} from document_items pi join documents pd on pd.id = pi.document_id where pi.id =`, documentItems.parentItemId);
const ofWarehouseItem = (text: string) => lookup<string | null>(`select w.${text} from warehouse_items w where w.id =`, documentItems.warehouseItemId);

const itemColumns = {
  id: documentItems.id,
  documentId: documentItems.documentId,
  // The document's type, status and creation time: their copies on the line (kept by the database).
  documentTypeId: documentItems.documentTypeId,
  documentCode: ofDocumentById<string>('code', documentItems.documentId),
  documentStatusId: documentItems.documentStatusId,
  documentCreatedDate: documentItems.documentCreatedDate,
  code: documentItems.code,
  name: documentItems.name,
  statusId: documentItems.statusId,
  status: label(documentItems.statusId),
  unitOfMeasurementId: documentItems.unitOfMeasurementId,
  unitOfMeasurement: lookup<string>('select u.short_name from units_of_measurement u where u.id =', documentItems.unitOfMeasurementId),
  quantity: documentItems.quantity,
  unitPrice: documentItems.unitPrice,
  totalPrice: documentItems.totalPrice,
  comment: documentItems.comment,
  projectId: documentItems.projectId,
  project: lookup<string>('select p.name from projects p where p.id =', documentItems.projectId),
  projectItemId: documentItems.projectItemId,
  projectItem: lookup<string | null>('select i.name from project_items i where i.id =', documentItems.projectItemId),
  parentItemId: documentItems.parentItemId,
  parentItemDocumentId: ofParentItem('pi.document_id') as SQL<number | null>,
  parentItemDocumentCode: ofParentItem('pd.code') as SQL<string | null>,
  parentItemDocumentTypeId: ofParentItem('pd.document_type_id') as SQL<number | null>,
  destinationProjectId: documentItems.destinationProjectId,
  destinationProject: projectName(documentItems.destinationProjectId),
  supplierId: documentItems.supplierId,
  supplier: cooperatorName(documentItems.supplierId),
  warehouseItemId: documentItems.warehouseItemId,
  warehouseItem: ofWarehouseItem('name'),
  // numeric as its text, as the column would give it.
  warehouseItemQuantity: ofWarehouseItem('quantity::text'),
  expenseTypeId: documentItems.expenseTypeId,
  expenseType: label<string | null>(documentItems.expenseTypeId),
  expenseGroupId: documentItems.expenseGroupId,
  expenseGroup: lookup<string | null>('select g.name from expense_groups g where g.id =', documentItems.expenseGroupId),
};

function itemSelect(db: DbOrTx) {
  return db.select(itemColumns).from(documentItems);
}

type ItemRow = Awaited<ReturnType<typeof itemSelect>>[number];

const toItemDto = (r: ItemRow): DocumentItemDto => ({ ...r, documentCreatedDate: iso(r.documentCreatedDate) });

// The items switch filters and sorts by its document's type, status and day through the
// copies on the line (document_items.document_type_id, document_status_id,
// document_created_date, kept by the database): one table's indexes, no join per line.
const itemList = defineList(DOCUMENT_ITEM_LIST, {
  filters: {
    documentTypeId: documentItems.documentTypeId,
    parentDocumentStatusId: documentItems.documentStatusId,
    documentId: documentItems.documentId,
    projectId: documentItems.projectId,
    destinationProjectId: documentItems.destinationProjectId,
    supplierId: documentItems.supplierId,
    statusId: documentItems.statusId,
    warehouseItemId: documentItems.warehouseItemId,
    ...dayRangeFilters(documentItems.documentCreatedDate),
    name: documentItems.name,
    documentCode: itemDoc.code,
    project: itemProject.name,
    projectItem: projectItems.name,
    supplier: itemSupplier.name,
    comment: documentItems.comment,
    warehouseItem: warehouseItems.name,
    destinationProject: itemDestProject.name,
    parentItemDocumentCode: parentItemDoc.code,
  },
  sort: {
    name: documentItems.name,
    documentCode: itemDoc.code,
    // Newest document first, its lines in their order.
    documentCreatedDate: [documentItems.documentCreatedDate, documentItems.documentId, { by: documentItems.id, order: 'asc' }],
    project: itemProject.name,
    projectItem: projectItems.name,
    supplier: itemSupplier.name,
    unitOfMeasurement: unitsOfMeasurement.shortName,
    quantity: documentItems.quantity,
    unitPrice: documentItems.unitPrice,
    totalPrice: documentItems.totalPrice,
    comment: documentItems.comment,
    status: itemStatus.ordinal,
    statusId: itemStatus.ordinal,
    warehouseItem: warehouseItems.name,
    destinationProject: itemDestProject.name,
    parentItemDocumentCode: parentItemDoc.code,
  },
  tiebreak: documentItems.id,
  nullsLast: true,
  // Capped (issue 15): a type holds over 125,000 lines (an exact count, even index-only, walks
  // them all: 15 ms alone); counting stops after 10,001 entries of the type's index and the
  // screen shows "10.000+" (pages within it are read forward; a page past it is counted exactly
  // and read from the end). Up to the cap (a project, a day
  // range, a tab of a year) the total is exact.
  counting: cappedCount(),
  // Filtered by nothing but the type and the documents' statuses (a tab): the exact total the
  // database keeps (list_tallies), however many lines.
  tally: { list: 'document_items', k1: 'documentTypeId', k2: 'parentDocumentStatusId' },
  // "Name contains" (a trigram index) and the other text filters may match a few of 125,000 lines.
  sortTextMatches: true,
});

/**
 * The lean select of the matching lines' ids: document_items alone (the type, status and day
 * filters are the copies on the line); a join only when `names` (text filters present, and for
 * `keys` the sort) need it. Inner joins follow NOT NULL foreign keys, so no join changes which
 * lines match.
 */
function leanItems(db: DbOrTx, names: ReadonlySet<string>) {
  let q = db.select({ id: documentItems.id }).from(documentItems).$dynamic();
  if (names.has('documentCode')) q = q.innerJoin(itemDoc, eq(itemDoc.id, documentItems.documentId));
  if (names.has('project')) q = q.innerJoin(itemProject, eq(itemProject.id, documentItems.projectId));
  if (names.has('projectItem')) q = q.leftJoin(projectItems, eq(projectItems.id, documentItems.projectItemId));
  if (names.has('supplier')) q = q.leftJoin(itemSupplier, eq(itemSupplier.id, documentItems.supplierId));
  if (names.has('warehouseItem')) q = q.leftJoin(warehouseItems, eq(warehouseItems.id, documentItems.warehouseItemId));
  if (names.has('destinationProject')) q = q.leftJoin(itemDestProject, eq(itemDestProject.id, documentItems.destinationProjectId));
  if (names.has('unitOfMeasurement')) q = q.innerJoin(unitsOfMeasurement, eq(unitsOfMeasurement.id, documentItems.unitOfMeasurementId));
  if (names.has('status') || names.has('statusId')) q = q.innerJoin(itemStatus, eq(itemStatus.id, documentItems.statusId));
  if (names.has('parentItemDocumentCode')) {
    q = q.leftJoin(parentItem, eq(parentItem.id, documentItems.parentItemId)).leftJoin(parentItemDoc, eq(parentItemDoc.id, parentItem.documentId));
  }
  return q;
}

/**
 * The items switch of /documents and GET /api/DocumentItems (paged; DocumentTypeId guaranteed
 * by the caller): a deferred join like the documents' (the page's 50 ids sorted and paged in a
 * subquery, then their display columns, in one statement).
 */
export async function searchDocumentItems(db: DbOrTx, q: ListQuery): Promise<Paged<DocumentItemDto>> {
  return mapPage(await itemList.page(db, q, itemSource(db, q)), toItemDto);
}

/** The same page as JSON text written by Postgres (the API route: lib/http/list-json.ts). */
export function searchDocumentItemsJson(db: DbOrTx, q: ListQuery): Promise<string> {
  return itemList.pageJson(db, q, itemSource(db, q));
}

function itemSource(db: DbOrTx, q: ListQuery) {
  const filtered = new Set(Object.entries(q.filters).flatMap(([name, values]) => (values?.length ? [name] : [])));
  return {
    rows: itemSelect(db).$dynamic(),
    keys: leanItems(db, new Set([...filtered, q.sortBy])),
    count: leanItems(db, filtered),
    // The rows have no joins to sort by (their names are subqueries): every page through its ids.
    keysOnly: true,
  };
}

/** The lines of one document in their order (the detail page's Details tab, exports). */
export async function listDocumentItems(db: DbOrTx, documentId: number): Promise<DocumentItemDto[]> {
  const rows = await itemSelect(db).where(eq(documentItems.documentId, documentId)).orderBy(asc(documentItems.id));
  return rows.map(toItemDto);
}

/** The given lines (any documents), in id order. */
export async function listDocumentItemsByIds(db: DbOrTx, ids: readonly number[]): Promise<DocumentItemDto[]> {
  if (ids.length === 0) return [];
  const rows = await itemSelect(db).where(inArray(documentItems.id, [...ids])).orderBy(asc(documentItems.id));
  return rows.map(toItemDto);
}

/** One line with its display names, or null. */
export async function getDocumentItem(db: DbOrTx, id: number): Promise<DocumentItemDto | null> {
  const [row] = await itemSelect(db).where(and(eq(documentItems.id, id))).limit(1);
  return row ? toItemDto(row) : null;
}
