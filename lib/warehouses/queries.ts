import 'server-only';
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { cities, countries, documentItems, documents, projects, unitsOfMeasurement, warehouseItems, warehouses } from '@/db/schema';
import { notFound } from '@/lib/http/errors';
import { rowsJson } from '@/lib/http/list-json';
import type { ListQuery, Paged } from '@/lib/http/list-params';
import { cappedCount, COUNT_CAP, defineList, exactCount, type JsonPage } from '@/lib/http/list-query';
import { messages } from '@/lib/i18n/messages';
import { WAREHOUSE_ITEM_LIST, WAREHOUSE_LIST, type WarehouseDetailDto, type WarehouseDto, type WarehouseItemDto } from './schemas';

/** Reads of warehouses and their stock (spec part 2 §7 "Warehouse", "WarehouseItems"). */

// The warehouse mirrors its project's address and place (lib/projects/service.ts syncWarehouse);
// the spec's filters name the project's, so both the columns and the filters read the project.
const warehouseColumns = {
  id: warehouses.id,
  projectId: warehouses.projectId,
  project: projects.name,
  name: warehouses.name,
  address: projects.address,
  cityId: projects.cityId,
  city: cities.name,
  countryId: projects.countryId,
  country: countries.name,
};

function warehouseSelect(db: DbOrTx) {
  return db
    .select(warehouseColumns)
    .from(warehouses)
    .innerJoin(projects, eq(projects.id, warehouses.projectId))
    .leftJoin(cities, eq(cities.id, projects.cityId))
    .leftJoin(countries, eq(countries.id, projects.countryId));
}

const warehouseList = defineList(WAREHOUSE_LIST, {
  filters: {
    projectId: warehouses.projectId,
    project_Name: projects.name,
    project_Address: projects.address,
    project_City_NameUniversal: [cities.nameUniversal, cities.name],
    project_Country_NameUniversal: [countries.nameUniversal, countries.name],
  },
  sort: {
    project_Name: projects.name,
    project_Address: projects.address,
    project_City_NameUniversal: cities.name,
    project_Country_NameUniversal: countries.name,
    name: warehouses.name,
  },
  tiebreak: warehouses.id,
  // Exact: bounded by nature, one warehouse per project (hundreds in decades).
  counting: exactCount,
});

/** GET /api/Warehouse/search and the /warehouses table. */
export async function searchWarehouses(db: DbOrTx, q: ListQuery): Promise<Paged<WarehouseDto>> {
  return warehouseList.page(db, q, warehouseSource(db));
}

/** The same page as JSON text written by Postgres (the API route: lib/http/list-json.ts). */
export function searchWarehousesJson(db: DbOrTx, q: ListQuery): Promise<string> {
  return warehouseList.pageJson(db, q, warehouseSource(db));
}

function warehouseSource(db: DbOrTx) {
  return {
    rows: warehouseSelect(db).$dynamic(),
    count: db
      .select({ id: warehouses.id })
      .from(warehouses)
      .innerJoin(projects, eq(projects.id, warehouses.projectId))
      .leftJoin(cities, eq(cities.id, projects.cityId))
      .leftJoin(countries, eq(countries.id, projects.countryId))
      .$dynamic(),
  };
}

/** GET /api/Warehouse: every warehouse (one per project), by project name; also the screen's select. */
/** Every warehouse, by project name. */
const allWarehouses = (db: DbOrTx) => warehouseSelect(db).orderBy(asc(projects.name), asc(warehouses.id));

export async function listWarehouses(db: DbOrTx): Promise<WarehouseDto[]> {
  return allWarehouses(db);
}

/** GET /api/Warehouse: the same list as JSON text written by Postgres, answered from the answer cache while the data is unchanged. */
export function listWarehousesJson(db: DbOrTx): Promise<string> {
  return rowsJson(db, allWarehouses(db));
}

export async function getWarehouse(db: DbOrTx, id: number): Promise<WarehouseDto | null> {
  const [row] = await warehouseSelect(db).where(eq(warehouses.id, id)).limit(1);
  return row ?? null;
}

export async function getProjectWarehouse(db: DbOrTx, projectId: number): Promise<WarehouseDto | null> {
  const [row] = await warehouseSelect(db).where(eq(warehouses.projectId, projectId)).limit(1);
  return row ?? null;
}

/** The detailed form (spec §3: "the detailed form adds warehouseItems"): its items with stock first. */
export async function getWarehouseDetail(db: DbOrTx, id: number): Promise<WarehouseDetailDto | null> {
  const warehouse = await getWarehouse(db, id);
  if (!warehouse) return null;
  const items = await itemSelect(db).where(eq(warehouseItems.warehouseId, id)).orderBy(asc(warehouseItems.name), asc(warehouseItems.id)).limit(ITEMS_MAX);
  return { ...warehouse, warehouseItems: items };
}

// ---- warehouse items

const sourceDocuments = alias(documents, 'source_documents');
/** quantity x unit price, exact in numeric, rounded to cents as every total. */
const totalPrice = sql<string>`round(${warehouseItems.quantity} * ${warehouseItems.unitPrice}, 2)`;

const itemColumns = {
  id: warehouseItems.id,
  warehouseId: warehouseItems.warehouseId,
  projectId: warehouses.projectId,
  projectName: projects.name,
  supplierId: warehouseItems.supplierId,
  supplier: warehouseItems.supplierName,
  sourceDocumentItemId: warehouseItems.sourceDocumentItemId,
  sourceDocumentItemDocumentId: sourceDocuments.id,
  sourceDocumentItemDocumentCode: sourceDocuments.code,
  sourceDocumentItemDocumentTypeId: sourceDocuments.documentTypeId,
  name: warehouseItems.name,
  description: warehouseItems.description,
  quantity: warehouseItems.quantity,
  unitPrice: warehouseItems.unitPrice,
  totalPrice: sql<string>`${totalPrice}::text`,
  unitOfMeasurementId: warehouseItems.unitOfMeasurementId,
  unitOfMeasurement: unitsOfMeasurement.shortName,
};

function itemSelect(db: DbOrTx) {
  return db
    .select(itemColumns)
    .from(warehouseItems)
    .innerJoin(warehouses, eq(warehouses.id, warehouseItems.warehouseId))
    .innerJoin(projects, eq(projects.id, warehouses.projectId))
    .innerJoin(unitsOfMeasurement, eq(unitsOfMeasurement.id, warehouseItems.unitOfMeasurementId))
    .leftJoin(documentItems, eq(documentItems.id, warehouseItems.sourceDocumentItemId))
    .leftJoin(sourceDocuments, eq(sourceDocuments.id, documentItems.documentId));
}

const itemList = defineList(WAREHOUSE_ITEM_LIST, {
  filters: {
    warehouseId: warehouseItems.warehouseId,
    name: warehouseItems.name,
    supplier_Name: warehouseItems.supplierName,
    projectId: warehouses.projectId,
    id: warehouseItems.id,
  },
  sort: {
    name: warehouseItems.name,
    projectName: [projects.name, warehouseItems.name],
    sourceDocument: sourceDocuments.code,
    // The copy on the item (db/schema/documents.ts): an index by supplier.
    supplier_Name: warehouseItems.supplierName,
    unitOfMeasurement: unitsOfMeasurement.shortName,
    quantity: warehouseItems.quantity,
    unitPrice: warehouseItems.unitPrice,
    totalPrice,
    createdDate: warehouseItems.createdDate,
  },
  tiebreak: warehouseItems.id,
  // Capped (issue 15): every received line of every project becomes a warehouse item, so the
  // stock grows for good; at most 10,001 entries are counted, the screen shows "10.000+" above;
  // unfiltered, the planner's estimate answers "10.000+" when the table is clearly larger.
  counting: cappedCount(COUNT_CAP, { estimate: warehouseItems }),
  // Unfiltered, or of given warehouses only: the exact total the database keeps (list_tallies).
  tally: { list: 'warehouse_items', k1: 'warehouseId' },
  // "Name contains" (a trigram index) may match a few thousand of 137,000 far down the name order.
  sortTextMatches: true,
});

/**
 * The ids of the matching items, with only the joins `names` (the filters and the sort in use)
 * need; the warehouse always (the callers' conditions may name its project).
 */
function leanItems(db: DbOrTx, names: Set<string>) {
  let qb = db.select({ id: warehouseItems.id }).from(warehouseItems).innerJoin(warehouses, eq(warehouses.id, warehouseItems.warehouseId)).$dynamic();
  if (names.has('projectName')) qb = qb.innerJoin(projects, eq(projects.id, warehouses.projectId));
  if (names.has('unitOfMeasurement')) qb = qb.innerJoin(unitsOfMeasurement, eq(unitsOfMeasurement.id, warehouseItems.unitOfMeasurementId));
  if (names.has('sourceDocument')) {
    qb = qb
      .leftJoin(documentItems, eq(documentItems.id, warehouseItems.sourceDocumentItemId))
      .leftJoin(sourceDocuments, eq(sourceDocuments.id, documentItems.documentId));
  }
  return qb;
}

/**
 * GET /api/WarehouseItems(/search), /api/Warehouse/{id}/WarehouseItems and the /warehouse-items
 * table: the page and the capped count; a page deep in the list reads its ids first.
 */
export async function searchWarehouseItems(db: DbOrTx, q: ListQuery, warehouseId?: number): Promise<Paged<WarehouseItemDto>> {
  return itemList.page(db, q, warehouseItemSource(db, q, warehouseId));
}

/**
 * The same page as JSON text written by Postgres (the API routes: lib/http/list-json.ts); with
 * `warehouseId`, of that warehouse only (/api/Warehouse/{id}/WarehouseItems).
 */
export function searchWarehouseItemsJson(db: DbOrTx, q: ListQuery, warehouseId?: number): Promise<string> {
  return itemList.pageJson(db, q, warehouseItemSource(db, q, warehouseId));
}

/**
 * For a warehouse's items: they reference the warehouse by foreign key, so `listed` items prove it
 * exists and only an empty list looks it up (404 when it is missing; one statement less per page).
 */
export async function requireWarehouseUnlessListed(db: DbOrTx, warehouseId: number, listed: number): Promise<void> {
  if (listed > 0) return;
  const [row] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, warehouseId)).limit(1);
  if (!row) throw notFound(messages.notFound);
}

/** One warehouse's items with the total (for requireWarehouseUnlessListed). */
export function searchWarehouseItemsPage(db: DbOrTx, q: ListQuery, warehouseId: number): Promise<JsonPage> {
  return itemList.pageJsonTotal(db, q, warehouseItemSource(db, q, warehouseId));
}

function warehouseItemSource(db: DbOrTx, q: ListQuery, warehouseId?: number) {
  const filtered = Object.keys(q.filters).filter((name) => q.filters[name]?.length);
  return {
    rows: itemSelect(db).$dynamic(),
    count: leanItems(db, new Set(filtered)),
    keys: leanItems(db, new Set([...filtered, q.sortBy])),
    where: warehouseId === undefined ? [] : [eq(warehouseItems.warehouseId, warehouseId)],
    tallyK1: warehouseId,
    // Every page through its ids: with the rows' six joins Postgres joined every item of a
    // warehouse before sorting, and with fresh statistics chose a parallel scan of all 137,000
    // items instead (70 ms; the lean ids: 1-2 ms, then 50 rows by id).
    keysOnly: true,
  };
}

export async function getWarehouseItem(db: DbOrTx, id: number): Promise<WarehouseItemDto | null> {
  const [row] = await itemSelect(db).where(eq(warehouseItems.id, id)).limit(1);
  return row ?? null;
}

/** The most rows a stock list prints or a detailed warehouse carries. */
export const ITEMS_MAX = 5000;

/** The stock list: the selection (ids) or a warehouse's items, by project and name; at most ITEMS_MAX. */
export async function stockListItems(db: DbOrTx, q: { ids: number[]; warehouseId: number | null }): Promise<WarehouseItemDto[]> {
  const conditions: SQL[] = [];
  if (q.ids.length) conditions.push(inArray(warehouseItems.id, q.ids));
  else if (q.warehouseId) conditions.push(eq(warehouseItems.warehouseId, q.warehouseId));
  else conditions.push(gt(warehouseItems.quantity, '0'));
  return itemSelect(db)
    .where(and(...conditions))
    .orderBy(asc(projects.name), asc(warehouseItems.name), asc(warehouseItems.id))
    .limit(ITEMS_MAX);
}

/** GET /api/WarehouseItems/hasWarehouseItems/{projectId}: any stock on hand in the project's warehouse. */
export async function projectHasStock(db: DbOrTx, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: warehouseItems.id })
    .from(warehouseItems)
    .innerJoin(warehouses, eq(warehouses.id, warehouseItems.warehouseId))
    .where(and(eq(warehouses.projectId, projectId), gt(warehouseItems.quantity, '0')))
    .limit(1);
  return !!row;
}
