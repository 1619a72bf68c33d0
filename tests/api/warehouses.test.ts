import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { warehouseItems } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import * as warehouseListRoute from '@/app/api/Warehouse/route';
import * as warehouseSearchRoute from '@/app/api/Warehouse/search/route';
import * as warehouseRoute from '@/app/api/Warehouse/[id]/route';
import * as warehouseItemsOfRoute from '@/app/api/Warehouse/[id]/WarehouseItems/route';
import * as projectWarehouseRoute from '@/app/api/Warehouse/project/[id]/route';
import * as itemListRoute from '@/app/api/WarehouseItems/route';
import * as itemSearchRoute from '@/app/api/WarehouseItems/search/route';
import * as itemRoute from '@/app/api/WarehouseItems/[id]/route';
import * as hasItemsRoute from '@/app/api/WarehouseItems/hasWarehouseItems/[projectId]/route';
import * as printRoute from '@/app/api/WarehouseItems/Print/route';
import { BASE, call, demoEmail, expectFieldError, sessionCookie, statementsMatching, unique } from './helpers';
import { insertCooperator } from './project-fixtures';
import { unitId } from './project-items-fixtures';
import { projectWithWarehouse, receive } from './stock-fixtures';

/**
 * Warehouses and warehouse items (spec part 2 §5, §6, §7): the reads and their filters, the
 * name/description edit, hasWarehouseItems and the stock list PDF. Stock is made by completing
 * received notes through the model (tests/api/stock-fixtures.ts), so the ledger is consistent.
 */
const ALL: RoleName[] = ['SuperAdmin', 'Admin', 'Accounting', 'Management', 'SiteManager', 'Procurement', 'Warehouse'];
const tag = unique();
let A: { projectId: number; warehouseId: number };
let B: { projectId: number; warehouseId: number };
let empty: { projectId: number; warehouseId: number };
let supplier: { id: number; name: string };
let receipt: Awaited<ReturnType<typeof receive>>;
let bItem: number;

beforeAll(async () => {
  const m3 = await unitId('m3');
  const kom = await unitId('kom');
  A = await projectWithWarehouse(`Šibenik most ${tag}`);
  B = await projectWithWarehouse(`Đakovo škola ${tag}`);
  empty = await projectWithWarehouse(`Prazno ${tag}`);
  supplier = await insertCooperator(`Betonara Žužić ${tag}`);
  receipt = await receive(A.projectId, [
    { name: `Beton C25/30 ${tag}`, unitOfMeasurementId: m3, quantity: '2.5', unitPrice: '12.345678', supplierId: supplier.id },
    { name: `Čavli ${tag}`, unitOfMeasurementId: kom, quantity: '1000', unitPrice: '0.05' },
  ]);
  bItem = (await receive(B.projectId, [{ name: `Cijev ${tag}`, unitOfMeasurementId: kom, quantity: '4', unitPrice: '10' }])).warehouseItemIds[0];
  // An item used up: on hand 0 (no ledger rows, so the invariant holds).
  await (await getDb()).insert(warehouseItems).values({ warehouseId: empty.warehouseId, name: `Potrošeno ${tag}`, unitOfMeasurementId: kom, quantity: '0' });
});

const get = (route: { GET: Parameters<typeof call>[0] }, path: string, as: RoleName | null = 'Admin', params?: Record<string, string | number>) =>
  call(route.GET, 'GET', path, { as, params });
const names = (res: { json: { pageItems: { name: string }[] } }) => res.json.pageItems.map((i) => i.name).sort();

describe('rights (spec part 2 §6: warehouses read by all seven, items read by five + Warehouse, written by five)', () => {
  it('answers 401 without a session', async () => {
    expect((await get(warehouseSearchRoute, '/api/Warehouse/search', null)).status).toBe(401);
    expect((await get(itemSearchRoute, '/api/WarehouseItems/search', null)).status).toBe(401);
  });

  for (const role of ALL) {
    it(`${role}`, async () => {
      const readsItems = role !== 'Procurement';
      const writesItems = !['Procurement', 'Warehouse'].includes(role);
      expect((await get(warehouseListRoute, '/api/Warehouse', role)).status).toBe(200);
      expect((await get(warehouseSearchRoute, '/api/Warehouse/search', role)).status).toBe(200);
      const detail = await get(warehouseRoute, `/api/Warehouse/${A.warehouseId}`, role, { id: A.warehouseId });
      expect(detail.status).toBe(200);
      // Procurement reads the warehouse but not its stock.
      expect(detail.json.warehouseItems.length).toBe(readsItems ? 2 : 0);
      expect((await get(itemSearchRoute, '/api/WarehouseItems/search', role)).status).toBe(readsItems ? 200 : 403);
      expect((await get(hasItemsRoute, `/api/WarehouseItems/hasWarehouseItems/${A.projectId}`, role, { projectId: A.projectId })).status).toBe(
        readsItems ? 200 : 403,
      );
      const id = receipt.warehouseItemIds[1];
      const put = await call(itemRoute.PUT, 'PUT', `/api/WarehouseItems/${id}`, { as: role, params: { id }, body: { name: `Čavli ${tag}`, description: role } });
      expect(put.status).toBe(writesItems ? 200 : 403);
    });
  }
});

describe('warehouse reads (spec part 2 §7 "Warehouse")', () => {
  it('searches by project id, project name, and the project city/country names', async () => {
    const byId = await get(warehouseSearchRoute, `/api/Warehouse/search?Filter.ProjectId=${A.projectId}`);
    expect(byId.json.pageItems.map((w: { id: number }) => w.id)).toEqual([A.warehouseId]);
    const byName = await get(warehouseSearchRoute, `/api/Warehouse/search?Filter.Project_Name=${encodeURIComponent(`đakovo škola ${tag}`)}`);
    expect(byName.json.pageItems).toEqual([expect.objectContaining({ id: B.warehouseId, projectId: B.projectId, project: `Đakovo škola ${tag}` })]);
    const sorted = await get(warehouseSearchRoute, `/api/Warehouse/search?Filter.Project_Name=${tag}&SortBy=project_Name&SortOrder=desc`);
    expect(sorted.json.pageItems.map((w: { project: string }) => w.project)).toEqual([`Šibenik most ${tag}`, `Prazno ${tag}`, `Đakovo škola ${tag}`].sort().reverse());
    expect(sorted.json.totalItems).toBe(3);
    expect((await get(warehouseSearchRoute, '/api/Warehouse/search?Filter.Project_City_NameUniversal=zzz-none')).json.totalItems).toBe(0);
    expect((await get(warehouseSearchRoute, '/api/Warehouse/search?Filter.ProjectId=abc')).status).toBe(400);
  });

  it('GET /api/Warehouse lists all, /project/{id} finds the project’s, unknown ids 404', async () => {
    const all = await get(warehouseListRoute, '/api/Warehouse');
    expect(all.json.map((w: { id: number }) => w.id)).toEqual(expect.arrayContaining([A.warehouseId, B.warehouseId]));
    expect((await get(projectWarehouseRoute, `/api/Warehouse/project/${B.projectId}`, 'Admin', { id: B.projectId })).json.id).toBe(B.warehouseId);
    expect((await get(projectWarehouseRoute, '/api/Warehouse/project/2000000000', 'Admin', { id: 2000000000 })).status).toBe(404);
    expect((await get(warehouseRoute, '/api/Warehouse/2000000000', 'Admin', { id: 2000000000 })).status).toBe(404);
  });

  it('/{warehouseId}/WarehouseItems lists only that warehouse’s items, whatever the filter names', async () => {
    const res = await get(warehouseItemsOfRoute, `/api/Warehouse/${A.warehouseId}/WarehouseItems?Filter.WarehouseId=${B.warehouseId}`, 'Admin', { id: A.warehouseId });
    expect(res.status).toBe(200);
    expect(res.json.totalItems).toBe(0);
    const own = await get(warehouseItemsOfRoute, `/api/Warehouse/${A.warehouseId}/WarehouseItems?SortBy=name`, 'Admin', { id: A.warehouseId });
    expect(names(own)).toEqual([`Beton C25/30 ${tag}`, `Čavli ${tag}`].sort());
    // a warehouse that is not there: 404, whatever the filters
    expect((await get(warehouseItemsOfRoute, '/api/Warehouse/2000000000/WarehouseItems', 'Admin', { id: 2000000000 })).status).toBe(404);
    expect((await get(warehouseItemsOfRoute, '/api/Warehouse/2000000000/WarehouseItems?Filter.Name=beton', 'Admin', { id: 2000000000 })).status).toBe(404);
    if (process.env.DATABASE_URL) {
      // Its items prove the warehouse exists: it is looked up only for an empty list (a statement less per page).
      const lookups = (qs: string) =>
        statementsMatching(() => get(warehouseItemsOfRoute, `/api/Warehouse/${A.warehouseId}/WarehouseItems${qs}`, 'Admin', { id: A.warehouseId }), /^select "id" from "warehouses" where/);
      expect(await lookups('?SortBy=name')).toBe(0);
      expect(await lookups('?Filter.Name=nema-takve-stavke')).toBe(1);
    }
  });
});

describe('warehouse item reads (spec part 2 §3, §7 "WarehouseItems")', () => {
  it('answers the spec’s fields: project, supplier, source document, unit, exact total', async () => {
    const id = receipt.warehouseItemIds[0];
    const res = await get(itemRoute, `/api/WarehouseItems/${id}`, 'Warehouse', { id });
    expect(res.json).toMatchObject({
      id,
      warehouseId: A.warehouseId,
      projectName: `Šibenik most ${tag}`,
      supplierId: supplier.id,
      supplier: supplier.name,
      sourceDocumentItemId: receipt.documentItemIds[0],
      sourceDocumentItemDocumentId: receipt.documentId,
      sourceDocumentItemDocumentCode: receipt.code,
      sourceDocumentItemDocumentTypeId: 802,
      name: `Beton C25/30 ${tag}`,
      unitOfMeasurement: expect.stringMatching(/m/),
    });
    expect(Number(res.json.quantity)).toBe(2.5);
    // 2.5 x 12.345678 = 30.864195 -> 30.86, in exact decimals.
    expect(res.json.totalPrice).toBe('30.86');
  });

  it('filters by Filter.WarehouseId, Filter.Name, Filter.Supplier_Name and projectId', async () => {
    const base = '/api/WarehouseItems/search';
    expect(names(await get(itemSearchRoute, `${base}?Filter.WarehouseId=${B.warehouseId}`))).toEqual([`Cijev ${tag}`]);
    expect(names(await get(itemSearchRoute, `${base}?Filter.Name=${encodeURIComponent(`čavli ${tag}`)}`))).toEqual([`Čavli ${tag}`]);
    expect(names(await get(itemSearchRoute, `${base}?Filter.Supplier_Name=${encodeURIComponent(`žužić ${tag}`)}`))).toEqual([`Beton C25/30 ${tag}`]);
    expect(names(await get(itemSearchRoute, `${base}?projectId=${A.projectId}`))).toEqual([`Beton C25/30 ${tag}`, `Čavli ${tag}`].sort());
    const both = await get(itemListRoute, `/api/WarehouseItems?projectId=${A.projectId}&projectId=${B.projectId}&SortBy=totalPrice&SortOrder=desc`);
    expect(both.json.pageItems.map((i: { totalPrice: string }) => i.totalPrice)).toEqual(['50.00', '40.00', '30.86']);
    expect((await get(itemSearchRoute, `${base}?Filter.WarehouseId=x`)).status).toBe(400);
  });
});

describe('hasWarehouseItems/{projectId} (true when any item has quantity > 0)', () => {
  it('is true with stock, false with none or only used-up items', async () => {
    const has = async (projectId: number) => (await get(hasItemsRoute, `/api/WarehouseItems/hasWarehouseItems/${projectId}`, 'SiteManager', { projectId })).json;
    expect(await has(A.projectId)).toBe(true);
    expect(await has(empty.projectId)).toBe(false);
    expect(await has(2000000000)).toBe(false);
  });
});

describe('PUT /api/WarehouseItems/{id} (spec §5: name required ≤ 200, description; nothing else)', () => {
  it('changes the name and description only, never the stock or the price', async () => {
    const id = bItem;
    const res = await call(itemRoute.PUT, 'PUT', `/api/WarehouseItems/${id}`, {
      as: 'SiteManager',
      params: { id },
      body: { name: `  Cijev PEHD ${tag} `, description: 'Ø 110 mm', quantity: '999', unitPrice: '1', warehouseId: A.warehouseId, supplierId: supplier.id },
    });
    expect(res.status).toBe(200);
    const [row] = await (await getDb()).select().from(warehouseItems).where(eq(warehouseItems.id, id));
    expect(row).toMatchObject({ name: `Cijev PEHD ${tag}`, description: 'Ø 110 mm', warehouseId: B.warehouseId, supplierId: null });
    expect(Number(row.quantity)).toBe(4);
    expect(Number(row.unitPrice)).toBe(10);
  });

  it('refuses a missing or too long name (400, nothing changed) and an unknown id (404)', async () => {
    const id = bItem;
    const before = (await (await getDb()).select().from(warehouseItems).where(eq(warehouseItems.id, id)))[0];
    const put = (body: unknown) => call(itemRoute.PUT, 'PUT', `/api/WarehouseItems/${id}`, { as: 'Admin', params: { id }, body });
    expectFieldError(await put({ name: '  ' }), 'name', messages.required);
    expectFieldError(await put({ name: 'ž'.repeat(201) }), 'name', messages.maxLength(200));
    expect((await (await getDb()).select().from(warehouseItems).where(eq(warehouseItems.id, id)))[0]).toEqual(before);
    const missing = 2000000000;
    expect((await call(itemRoute.PUT, 'PUT', `/api/WarehouseItems/${missing}`, { as: 'Admin', params: { id: missing }, body: { name: 'x' } })).status).toBe(404);
  });
});

describe('the stock list PDF (GET /api/WarehouseItems/Print)', () => {
  async function print(query: string, as: RoleName = 'Warehouse') {
    const req = new NextRequest(new URL(`/api/WarehouseItems/Print${query}`, BASE), { headers: { cookie: await sessionCookie(demoEmail(as)) } });
    const res = await printRoute.GET(req, { params: Promise.resolve({}) });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { res, bytes };
  }
  const text = async (bytes: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

  it('prints the selection with Croatian letters, totals and the download headers', async () => {
    const { res, bytes } = await print(`?id=${receipt.warehouseItemIds[0]}&id=${receipt.warehouseItemIds[1]}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const t = await text(bytes);
    expect(t).toContain('Stanje skladišta');
    expect(t).toContain(`Čavli ${tag}`);
    expect(t).toContain(`Beton C25/30 ${tag}`);
    expect(t).toContain('Betonara Žužić');
    expect(t).toContain('30,86');
    expect(t).toContain('80,86'); // 30,86 + 50,00
    expect(t).not.toContain(`Cijev`);
  });

  it('prints a warehouse’s items; refuses Procurement and an unknown warehouse', async () => {
    const t = await text((await print(`?warehouseId=${B.warehouseId}`)).bytes);
    expect(t).toContain(`Đakovo škola ${tag}`);
    expect(t).not.toContain(`Čavli ${tag}`);
    expect((await print(`?warehouseId=${B.warehouseId}`, 'Procurement')).res.status).toBe(403);
    expect((await print('?warehouseId=2000000000')).res.status).toBe(404);
  });
});
