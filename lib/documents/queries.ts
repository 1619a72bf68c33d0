import 'server-only';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { codebooks, cooperators, documentItems, documents, expenseGroups, projectItems, projects, unitsOfMeasurement, warehouseItems } from '@/db/schema';
import { parseDecimalInput } from '@/lib/format';
import { dayRangeFilters } from '@/lib/http/day-range';
import type { ListQuery, Paged } from '@/lib/http/list-params';
import { cappedCount, defineList, exactCount, mapPage } from '@/lib/http/list-query';
import { inReadSnapshot } from '@/lib/project-items/paged-rows';
import { DOCUMENT_ITEM_LIST, DOCUMENT_LIST, type DocumentDetailDto, type DocumentDto, type DocumentItemDto, type DocumentLinkDto } from './schemas';

/**
 * Reads of documents and document items: one query per list or document (joins, never N+1),
 * on the indexes of db/schema/documents.ts. GET /api/Documents, /api/DocumentItems, the GETs by
 * id, /api/Projects/{id}/ProjectDocuments, and the screens (same functions, lenient parsing).
 */

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

const docType = alias(codebooks, 'document_type');
const docStatus = alias(codebooks, 'document_status');
const destProject = alias(projects, 'destination_project');
const parentDoc = alias(documents, 'parent_document');
const stornedDoc = alias(documents, 'storned_document');

/** The storno that cancels the document (at most one: partial unique index). */
const storning = sql<number | null>`(select s.id from documents s where s.storned_document_id = ${documents.id})`;
const storningCode = sql<string | null>`(select s.code from documents s where s.storned_document_id = ${documents.id})`;

const documentColumns = {
  id: documents.id,
  code: documents.code,
  year: documents.year,
  documentTypeId: documents.documentTypeId,
  documentType: docType.label,
  documentStatusId: documents.documentStatusId,
  documentStatus: docStatus.label,
  projectId: documents.projectId,
  project: projects.name,
  destinationProjectId: documents.destinationProjectId,
  destinationProject: destProject.name,
  supplierId: documents.supplierId,
  supplier: cooperators.name,
  parentId: documents.parentId,
  parentCode: parentDoc.code,
  parentTypeId: parentDoc.documentTypeId,
  stornedDocumentId: documents.stornedDocumentId,
  stornedDocumentCode: stornedDoc.code,
  stornedDocumentTypeId: stornedDoc.documentTypeId,
  storningDocumentId: storning,
  storningDocumentCode: storningCode,
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
  return db
    .select(documentColumns)
    .from(documents)
    .innerJoin(docType, eq(docType.id, documents.documentTypeId))
    .innerJoin(docStatus, eq(docStatus.id, documents.documentStatusId))
    .leftJoin(projects, eq(projects.id, documents.projectId))
    .leftJoin(destProject, eq(destProject.id, documents.destinationProjectId))
    .leftJoin(cooperators, eq(cooperators.id, documents.supplierId))
    .leftJoin(parentDoc, eq(parentDoc.id, documents.parentId))
    .leftJoin(stornedDoc, eq(stornedDoc.id, documents.stornedDocumentId));
}

type DocumentRow = Awaited<ReturnType<typeof documentSelect>>[number];

function toDocumentDto(r: DocumentRow): DocumentDto {
  const storningDocumentId = r.storningDocumentId === null ? null : Number(r.storningDocumentId);
  return {
    ...r,
    storningDocumentId,
    isStorno: r.stornedDocumentId !== null,
    isStorned: storningDocumentId !== null,
    createdDate: iso(r.createdDate),
    lastModifiedDate: isoOrNull(r.lastModifiedDate),
    completedDate: isoOrNull(r.completedDate),
  };
}

/**
 * One read snapshot (the count, the page's ids and their rows agree) whose statements are planned
 * in their written join order: the main table first, then lookups by primary key, which is the
 * order they should run in. The rows of a page join 8 (documents) or 13 (items) tables; letting
 * the planner search every order (the genetic search from 12 tables) cost 5–28 ms of planning
 * per request for 0.5 ms of execution (bench:documents, "SQL alone"). Only in a transaction of
 * its own: a caller's transaction keeps its settings.
 */
function inListSnapshot<T>(db: DbOrTx, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  const own = !(db instanceof PgTransaction);
  return inReadSnapshot(db, async (tx) => {
    if (own) await tx.execute(sql`set local join_collapse_limit = 1`);
    return fn(tx);
  });
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
    supplier: cooperators.name,
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
    supplier: cooperators.name,
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
export function searchDocuments(db: DbOrTx, q: ListQuery): Promise<Paged<DocumentDto>> {
  return documentPage(db, q);
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
  if (names.has('supplier')) q = q.leftJoin(cooperators, eq(cooperators.id, documents.supplierId));
  if (names.has('parentCode')) q = q.leftJoin(parentDoc, eq(parentDoc.id, documents.parentId));
  if (names.has('documentStatus') || names.has('documentStatusId')) q = q.leftJoin(docStatus, eq(docStatus.id, documents.documentStatusId));
  return q;
}

/**
 * A page of documents (the list and a project's documents) as a deferred join (docs/lists.md
 * "keys"): the page's ids from the lean select, sorted on the indexes of db/schema/documents.ts
 * and read from the nearer end, then the display columns of those 50 only; the count joins only
 * what a text filter needs. One snapshot, so the count, the ids and the rows agree.
 */
function documentPage(db: DbOrTx, q: ListQuery, where: SQL[] = []): Promise<Paged<DocumentDto>> {
  const filtered = new Set(Object.entries(q.filters).flatMap(([name, values]) => (values?.length ? [name] : [])));
  return inListSnapshot(db, async (tx) => {
    const page = await documentList.page(tx, q, {
      rows: documentSelect(tx).$dynamic(),
      keys: leanDocuments(tx, new Set([...filtered, q.sortBy])),
      count: leanDocuments(tx, filtered),
      where,
      keysOnly: true,
      // Planned in written order (inListSnapshot): the page's ids first, then its rows by id.
      keysApart: true,
    });
    return mapPage(page, toDocumentDto);
  });
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
export function searchProjectDocuments(db: DbOrTx, projectId: number, q: ListQuery): Promise<Paged<DocumentDto>> {
  return documentPage(db, q, [sql`(${documents.projectId} = ${projectId} or ${documents.destinationProjectId} = ${projectId})`]);
}

// ---- items

const itemStatus = alias(codebooks, 'item_status');
const expenseType = alias(codebooks, 'expense_type');
const itemProject = alias(projects, 'item_project');
const itemDestProject = alias(projects, 'item_destination_project');
const itemSupplier = alias(cooperators, 'item_supplier');
const itemDoc = alias(documents, 'item_document');
const parentItem = alias(documentItems, 'parent_item');
const parentItemDoc = alias(documents, 'parent_item_document');

const itemColumns = {
  id: documentItems.id,
  documentId: documentItems.documentId,
  documentTypeId: itemDoc.documentTypeId,
  documentCode: itemDoc.code,
  documentStatusId: itemDoc.documentStatusId,
  documentCreatedDate: itemDoc.createdDate,
  code: documentItems.code,
  name: documentItems.name,
  statusId: documentItems.statusId,
  status: itemStatus.label,
  unitOfMeasurementId: documentItems.unitOfMeasurementId,
  unitOfMeasurement: unitsOfMeasurement.shortName,
  quantity: documentItems.quantity,
  unitPrice: documentItems.unitPrice,
  totalPrice: documentItems.totalPrice,
  comment: documentItems.comment,
  projectId: documentItems.projectId,
  project: itemProject.name,
  projectItemId: documentItems.projectItemId,
  projectItem: projectItems.name,
  parentItemId: documentItems.parentItemId,
  parentItemDocumentId: parentItem.documentId,
  parentItemDocumentCode: parentItemDoc.code,
  parentItemDocumentTypeId: parentItemDoc.documentTypeId,
  destinationProjectId: documentItems.destinationProjectId,
  destinationProject: itemDestProject.name,
  supplierId: documentItems.supplierId,
  supplier: itemSupplier.name,
  warehouseItemId: documentItems.warehouseItemId,
  warehouseItem: warehouseItems.name,
  warehouseItemQuantity: warehouseItems.quantity,
  expenseTypeId: documentItems.expenseTypeId,
  expenseType: expenseType.label,
  expenseGroupId: documentItems.expenseGroupId,
  expenseGroup: expenseGroups.name,
};

function itemSelect(db: DbOrTx) {
  return db
    .select(itemColumns)
    .from(documentItems)
    .innerJoin(itemDoc, eq(itemDoc.id, documentItems.documentId))
    .innerJoin(itemStatus, eq(itemStatus.id, documentItems.statusId))
    .innerJoin(unitsOfMeasurement, eq(unitsOfMeasurement.id, documentItems.unitOfMeasurementId))
    .innerJoin(itemProject, eq(itemProject.id, documentItems.projectId))
    .leftJoin(projectItems, eq(projectItems.id, documentItems.projectItemId))
    .leftJoin(parentItem, eq(parentItem.id, documentItems.parentItemId))
    .leftJoin(parentItemDoc, eq(parentItemDoc.id, parentItem.documentId))
    .leftJoin(itemDestProject, eq(itemDestProject.id, documentItems.destinationProjectId))
    .leftJoin(itemSupplier, eq(itemSupplier.id, documentItems.supplierId))
    .leftJoin(warehouseItems, eq(warehouseItems.id, documentItems.warehouseItemId))
    .leftJoin(expenseType, eq(expenseType.id, documentItems.expenseTypeId))
    .leftJoin(expenseGroups, eq(expenseGroups.id, documentItems.expenseGroupId));
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
 * by the caller): a deferred join like the documents' (the page's 50 ids first, then their
 * display columns), in one snapshot.
 */
export function searchDocumentItems(db: DbOrTx, q: ListQuery): Promise<Paged<DocumentItemDto>> {
  const filtered = new Set(Object.entries(q.filters).flatMap(([name, values]) => (values?.length ? [name] : [])));
  return inListSnapshot(db, async (tx) => {
    const page = await itemList.page(tx, q, {
      rows: itemSelect(tx).$dynamic(),
      keys: leanItems(tx, new Set([...filtered, q.sortBy])),
      count: leanItems(tx, filtered),
      keysOnly: true,
      // Planned in written order (inListSnapshot): the page's ids first, then its rows by id.
      keysApart: true,
    });
    return mapPage(page, toItemDto);
  });
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
