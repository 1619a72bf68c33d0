import { eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '@/db/client';
import { documentItems, documents, projects, stockMovements, warehouseItems, warehouses } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import * as listRoute from '@/app/api/Documents/route';
import * as docRoute from '@/app/api/Documents/[id]/route';
import * as processRoute from '@/app/api/Documents/Process/route';
import * as completeRoute from '@/app/api/Documents/Complete/route';
import * as copyRoute from '@/app/api/Documents/Copy/route';
import * as itemsRoute from '@/app/api/DocumentItems/route';
import * as itemRoute from '@/app/api/DocumentItems/[id]/route';
import { call, unique } from './helpers';
import { insertCooperator } from './project-fixtures';
import { newProject, unitId } from './project-items-fixtures';

/** Documents through their routes (the API tests of tests/api/documents*.test.ts). */
export { completeRoute, copyRoute, docRoute, itemRoute, itemsRoute, listRoute, processRoute };

export const T = {
  RequisitionOrder: 800,
  PurchaseOrder: 801,
  PurchaseReceivedNote: 802,
  TransferNote: 803,
  TransferReceivedNote: 804,
  ConsumptionNote: 805,
  WriteOffNote: 806,
  Liquidation: 807,
  Order: 808,
} as const;
export const S = { Draft: 900, Completed: 901, Processing: 902, Processed: 903 } as const;

export async function projectWithWarehouse(name = `Gradilište ${unique()}`): Promise<number> {
  const projectId = await newProject(name);
  await (await getDb()).insert(warehouses).values({ projectId, name: `Skladište ${projectId}` });
  return projectId;
}

let cached: { m3: number; kom: number; supplierId: number } | null = null;
export async function basics() {
  cached ??= { m3: await unitId('m3'), kom: await unitId('kom'), supplierId: (await insertCooperator(`Betonara ${unique()}`)).id };
  return cached;
}

type As = RoleName;

export async function createDoc(documentTypeId: number, body: Record<string, unknown> = {}, as: As = 'Admin') {
  const res = await call(listRoute.POST, 'POST', '/api/Documents', { as, body: { documentTypeId, ...body } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: number; code: string; documentStatusId: number; totalPrice: string };
}

export async function addItem(documentId: number, projectId: number, body: Record<string, unknown> = {}, as: As = 'Admin') {
  const { m3 } = await basics();
  const res = await call(itemsRoute.POST, 'POST', '/api/DocumentItems', {
    as,
    body: { documentId, projectId, name: 'Beton C25/30', unitOfMeasurementId: m3, quantity: '1', ...body },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: number; totalPrice: string; warehouseItemId: number | null };
}

export const complete = (documentId: number, as: As = 'Admin') => call(completeRoute.POST, 'POST', '/api/Documents/Complete', { as, body: { documentId } });
export const processDoc = (documentId: number, as: As = 'Admin') => call(processRoute.POST, 'POST', '/api/Documents/Process', { as, body: { documentId } });
export const copy = (body: Record<string, unknown>, as: As = 'Admin') => call(copyRoute.POST, 'POST', '/api/Documents/Copy', { as, body: { isStorno: false, ...body } });

/** A completed receipt of `quantity` on the project: the new warehouse item's id. */
export async function receive(projectId: number, quantity: string, unitPrice = '10') {
  const { supplierId } = await basics();
  const doc = await createDoc(T.PurchaseReceivedNote, { projectId, supplierId });
  const line = await addItem(doc.id, projectId, { quantity, unitPrice });
  const done = await complete(doc.id);
  expect(done.status, JSON.stringify(done.json)).toBe(200);
  const [item] = await (await getDb()).select({ id: warehouseItems.id }).from(warehouseItems).where(eq(warehouseItems.sourceDocumentItemId, line.id));
  return { documentId: doc.id, lineId: line.id, warehouseItemId: item.id };
}

export async function stored(id: number) {
  const [row] = await (await getDb()).select().from(documents).where(eq(documents.id, id));
  return row ?? null;
}

export async function onHand(warehouseItemId: number): Promise<string> {
  const [row] = await (await getDb()).select({ q: warehouseItems.quantity }).from(warehouseItems).where(eq(warehouseItems.id, warehouseItemId));
  return row.q;
}

export async function projectStock(projectId: number): Promise<number> {
  const [row] = await (await getDb())
    .select({ q: sql<string>`coalesce(sum(${warehouseItems.quantity}), 0)` })
    .from(warehouseItems)
    .innerJoin(warehouses, eq(warehouses.id, warehouseItems.warehouseId))
    .where(eq(warehouses.projectId, projectId));
  return Number(row.q);
}

/** Every warehouse item of the projects: on hand equals the ledger's sum. */
export async function expectLedgerInvariant(projectIds: number[]) {
  const rows = await (await getDb())
    .select({
      id: warehouseItems.id,
      quantity: warehouseItems.quantity,
      ledger: sql<string>`(select coalesce(sum(m.quantity), 0)::numeric(18,6)::text from ${stockMovements} m where m.warehouse_item_id = ${warehouseItems.id})`,
    })
    .from(warehouseItems)
    .innerJoin(warehouses, eq(warehouses.id, warehouseItems.warehouseId))
    .where(inArray(warehouses.projectId, projectIds));
  for (const r of rows) expect(r.ledger, `warehouse item ${r.id}`).toBe(r.quantity);
}

/**
 * Everything a refused call must leave as it was: the documents and their lines, the documents
 * following from them, and the projects' documents, ledger rows and stock (scoped, so other
 * test files on the same database do not disturb it).
 */
export async function snapshot(documentIds: number[], projectIds: number[] = []) {
  const db = await getDb();
  const ids = sql.join(documentIds.map((id) => sql`${id}`), sql`, `);
  const pids = projectIds.length ? sql.join(projectIds.map((id) => sql`${id}`), sql`, `) : sql`null`;
  const n = async (q: ReturnType<typeof sql>) => Number(((await db.execute(q)).rows[0] as { n: number | string }).n);
  return {
    docs: await db.select().from(documents).where(inArray(documents.id, documentIds)).orderBy(documents.id),
    lines: await db.select().from(documentItems).where(inArray(documentItems.documentId, documentIds)).orderBy(documentItems.id),
    followers: await n(sql`select count(*) as n from documents where parent_id in (${ids}) or storned_document_id in (${ids})`),
    projectDocs: await n(sql`select count(*) as n from documents where project_id in (${pids}) or destination_project_id in (${pids})`),
    ledger: await n(sql`select count(*) as n from stock_movements m join warehouse_items w on w.id = m.warehouse_item_id
      join warehouses h on h.id = w.warehouse_id where h.project_id in (${pids})`),
    stock: await Promise.all(projectIds.map(projectStock)),
  };
}

export async function setProjectStatus(projectId: number, statusId: number) {
  await (await getDb()).update(projects).set({ projectStatusId: statusId }).where(eq(projects.id, projectId));
}
