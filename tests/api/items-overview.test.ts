import { and, desc, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { getDb } from '@/db/client';
import { auditLog, projectCooperatorItems, projectCooperators, projectItems, projects } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import { codebookId } from '@/db/seed/data/codebooks';
import { parseListQuery, type Paged } from '@/lib/http/list-params';
import { messages } from '@/lib/i18n/messages';
import { searchItemsOverview } from '@/lib/situations/overview-queries';
import { ITEMS_OVERVIEW_LIST, type ItemsOverviewRow } from '@/lib/situations/overview-schemas';
import * as searchRoute from '@/app/api/ProjectCooperatorItems/search/route';
import * as exportRoute from '@/app/api/ProjectCooperatorItems/ExportXLSX/route';
import { BASE, call, demoEmail, sessionCookie, unique } from './helpers';
import { CooperatorType, insertCooperator } from './project-fixtures';
import { unitId } from './project-items-fixtures';

/**
 * The project items overview (issue 11; spec part 1 sections 2, 3, 6, 7): every cost-list line
 * across projects through GET /api/ProjectCooperatorItems/search and the page's query function,
 * each filter and sort (ties by id, without overlap across pages), paging, the .xlsx export read
 * back cell by cell, and the rights (SuperAdmin and Management only).
 *
 * Two projects named by one tag (the file passes again on a shared database): project A
 * (started 2025) has a group 1 with items 1.2 and 1.10 and a root item 2, a contractor with a
 * line on each and its subcontractor with a line on 1.2; project B (started 2026) has item 1
 * and a contractor whose line totals the same as A's 1.2 (a tie for the sorts).
 */
const tag = unique();
type Fixture = {
  a: { c12: number; c110: number; c2: number; s12: number };
  b: { c1: number };
  names: { contractorA: string; subA: string; contractorB: string; projectA: string; projectB: string };
};
let f: Fixture;

async function insertItem(projectId: number, values: Partial<typeof projectItems.$inferInsert> & { ordinal: number; name: string }) {
  const db = await getDb();
  const [row] = await db.insert(projectItems).values({ projectId, ...values }).returning({ id: projectItems.id });
  return row.id;
}

async function insertProjectCooperator(projectId: number, name: string, typeId: number, clientId: number | null) {
  const cooperator = await insertCooperator(name);
  const db = await getDb();
  const [row] = await db
    .insert(projectCooperators)
    .values({ projectId, cooperatorId: cooperator.id, cooperatorTypeId: typeId, hasBoq: typeId === CooperatorType.Contractor, clientId })
    .returning({ id: projectCooperators.id });
  return { id: row.id, cooperatorId: cooperator.id };
}

async function insertLine(
  projectId: number,
  projectCooperatorId: number,
  projectItemId: number,
  quantity: string,
  unitPrice: string,
  totalPrice: string,
  contractorItemId: number | null = null,
) {
  const db = await getDb();
  const [row] = await db
    .insert(projectCooperatorItems)
    .values({ projectId, projectCooperatorId, projectItemId, quantity, unitPrice, totalPrice, contractorItemId })
    .returning({ id: projectCooperatorItems.id });
  return row.id;
}

beforeAll(async () => {
  const db = await getDb();
  const [m3, kg, kom] = await Promise.all([unitId('m3'), unitId('kg'), unitId('kom')]);
  const status = codebookId('ProjectStatus', 'Active');
  const names = {
    projectA: `A Pregled ${tag}`,
    projectB: `B Pregled ${tag}`,
    contractorA: `A Izvođač ${tag}`,
    subA: `B Podizvođač ${tag}`,
    contractorB: `C Izvođač ${tag}`,
  };
  const [pa] = await db
    .insert(projects)
    .values({ name: names.projectA, code: `PA-${tag}`, startDate: '2025-03-01', projectStatusId: status })
    .returning({ id: projects.id });
  const [pb] = await db
    .insert(projects)
    .values({ name: names.projectB, code: `PB-${tag}`, startDate: '2026-01-10', projectStatusId: status })
    .returning({ id: projects.id });
  const group = await insertItem(pa.id, { ordinal: 1, name: 'Betonski radovi', isGroup: true });
  const i12 = await insertItem(pa.id, { parentId: group, ordinal: 2, name: 'Beton C25/30', unitOfMeasurementId: m3, quantity: '12.5', unitPrice: '90', totalPrice: '1125' });
  const i110 = await insertItem(pa.id, { parentId: group, ordinal: 10, name: 'Armatura B500', unitOfMeasurementId: kg, quantity: '100', unitPrice: '1.5', totalPrice: '150' });
  const i2 = await insertItem(pa.id, { ordinal: 2, name: 'Čišćenje gradilišta', unitOfMeasurementId: kom, quantity: '3', unitPrice: '10', totalPrice: '30' });
  const ib1 = await insertItem(pb.id, { ordinal: 1, name: 'Beton C30/37', unitOfMeasurementId: m3, quantity: '12.5', unitPrice: '90', totalPrice: '1125' });
  const ca = await insertProjectCooperator(pa.id, names.contractorA, CooperatorType.Contractor, null);
  const sa = await insertProjectCooperator(pa.id, names.subA, CooperatorType.Subcontractor, ca.cooperatorId);
  const cb = await insertProjectCooperator(pb.id, names.contractorB, CooperatorType.Contractor, null);
  const c12 = await insertLine(pa.id, ca.id, i12, '12.5', '87.4', '1092.50');
  const c110 = await insertLine(pa.id, ca.id, i110, '100', '1.5', '150.00');
  const c2 = await insertLine(pa.id, ca.id, i2, '3', '10', '30.00');
  const s12 = await insertLine(pa.id, sa.id, i12, '4', '60', '240.00', c12);
  const c1 = await insertLine(pb.id, cb.id, ib1, '12.5', '87.4', '1092.50');
  f = { a: { c12, c110, c2, s12 }, b: { c1 }, names };
});

type Res = { status: number; json: Paged<ItemsOverviewRow> & { message?: string; errors?: Record<string, string[]> } };

const search = async (query: string, as: RoleName = 'Management'): Promise<Res> =>
  call(searchRoute.GET, 'GET', `/api/ProjectCooperatorItems/search?Filter.Project=${tag}&${query}`, { as });
const ok = async (query: string) => {
  const res = await search(query);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json;
};
const ids = (page: Paged<ItemsOverviewRow>) => page.pageItems.map((r) => r.id);

async function exportFile(query: string, as: RoleName = 'Management') {
  const req = new NextRequest(new URL(`/api/ProjectCooperatorItems/ExportXLSX?Filter.Project=${tag}&${query}`, BASE), {
    method: 'POST',
    headers: { cookie: await sessionCookie(demoEmail(as)), origin: BASE },
  });
  const res = await exportRoute.POST(req, { params: Promise.resolve({}) });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('GET /api/ProjectCooperatorItems/search', () => {
  it('answers report lines with every column, by project, cooperator and the bill of quantities order by default', async () => {
    const page = await ok('');
    expect(page).toMatchObject({ currentPage: 0, pageSize: 50, totalItems: 5, totalPages: 1 });
    expect(ids(page)).toEqual([f.a.c12, f.a.c110, f.a.c2, f.a.s12, f.b.c1]);
    expect(page.pageItems[0]).toEqual({
      id: f.a.c12,
      projectId: expect.any(Number),
      projectCooperatorId: expect.any(Number),
      projectItemId: expect.any(Number),
      ordinal: '1.2',
      projectItem: 'Beton C25/30',
      unit: 'm3',
      quantity: '12.500000',
      unitPrice: '87.400000',
      totalPrice: '1092.50',
      cooperator: f.names.contractorA,
      client: null,
      project: f.names.projectA,
      projectCode: `PA-${tag}`,
      year: 2025,
    });
    expect(page.pageItems.map((r) => [r.ordinal, r.cooperator, r.client])).toEqual([
      ['1.2', f.names.contractorA, null],
      ['1.10', f.names.contractorA, null],
      ['2', f.names.contractorA, null],
      ['1.2', f.names.subA, f.names.contractorA],
      ['1', f.names.contractorB, null],
    ]);
  });

  it.each([
    ['Filter.Ordinal=1.1', ['c110']],
    ['Filter.ProjectItem=beton', ['c12', 's12', 'c1']],
    ['Filter.Unit=KG', ['c110']],
    ['Filter.Quantity=12,5', ['c12', 'c1']],
    ['Filter.Quantity=12.5', ['c12', 'c1']],
    ['Filter.UnitPrice=87,40', ['c12', 'c1']],
    ['Filter.TotalPrice=1.092,50', ['c12', 'c1']],
    ['Filter.TotalPrice=240', ['s12']],
    ['Filter.TotalPrice=92', []], // a number is equality, not "contains"
    ['Filter.Cooperator=podizvođač', ['s12']],
    ['Filter.Client=a izvođač', ['s12']],
    ['Filter.ProjectCode=pb-', ['c1']],
    ['Filter.Year=2026', ['c1']],
    ['Year=2025&Filter.Unit=m3', ['c12', 's12']], // bare names, combined
  ])('filters: %s', async (query, expected) => {
    const page = await ok(query);
    const all = { ...f.a, ...f.b } as Record<string, number>;
    expect(ids(page)).toEqual(expected.map((k) => all[k]));
    expect(page.totalItems).toBe(expected.length);
  });

  it('sorts by each column; equal values page by id in the requested direction', async () => {
    const asc = await ok('SortBy=totalPrice&SortOrder=asc');
    expect(ids(asc)).toEqual([f.a.c2, f.a.c110, f.a.s12, ...[f.a.c12, f.b.c1].sort((x, y) => x - y)]);
    const desc = await ok('SortBy=TotalPrice&SortOrder=desc');
    expect(ids(desc)).toEqual([...[f.a.c12, f.b.c1].sort((x, y) => y - x), f.a.s12, f.a.c110, f.a.c2]);
    // Ordinal: the bill of quantities' order (1 < 1.2 < 1.10 < 2), then project and cooperator.
    expect(ids(await ok('SortBy=ordinal'))).toEqual([f.b.c1, f.a.c12, f.a.s12, f.a.c110, f.a.c2]);
    expect(ids(await ok('SortBy=ordinal&SortOrder=desc'))).toEqual([f.a.c2, f.a.c110, f.a.c12, f.a.s12, f.b.c1]);
    expect(ids(await ok('SortBy=year&SortOrder=desc'))).toEqual([f.b.c1, f.a.c12, f.a.c110, f.a.c2, f.a.s12]);
    expect(ids(await ok('SortBy=project&SortOrder=desc'))).toEqual([f.b.c1, f.a.c12, f.a.c110, f.a.c2, f.a.s12]);
    expect(ids(await ok('SortBy=projectItem'))).toEqual([f.a.c110, f.a.c12, f.a.s12, f.b.c1, f.a.c2]);
    expect(ids(await ok('SortBy=unit'))).toEqual([f.a.c110, f.a.c2, f.a.c12, f.a.s12, f.b.c1]);
    expect(ids(await ok('SortBy=quantity'))).toEqual([f.a.c2, f.a.s12, ...[f.a.c12, f.b.c1].sort((x, y) => x - y), f.a.c110]);
    expect(ids(await ok('SortBy=unitPrice&SortOrder=desc'))).toEqual([...[f.a.c12, f.b.c1].sort((x, y) => y - x), f.a.s12, f.a.c2, f.a.c110]);
    expect(ids(await ok('SortBy=cooperator'))).toEqual([f.a.c12, f.a.c110, f.a.c2, f.a.s12, f.b.c1]);
    // No client sorts last in both directions; equal clients keep the bill of quantities' order.
    expect(ids(await ok('SortBy=client&SortOrder=desc'))).toEqual([f.a.s12, f.a.c12, f.a.c110, f.a.c2, f.b.c1]);
    expect(ids(await ok('SortBy=projectCode&SortOrder=desc'))).toEqual([f.b.c1, f.a.c12, f.a.c110, f.a.c2, f.a.s12]);
    // An unknown sort is the default.
    expect(ids(await ok('SortBy=password'))).toEqual(ids(await ok('')));
  });

  it('pages without overlap, with the true count beyond the end; the page reads the same rows', async () => {
    const all = ids(await ok('SortBy=totalPrice&SortOrder=desc'));
    const paged: number[] = [];
    for (const index of [0, 1, 2]) {
      const p = await ok(`SortBy=totalPrice&SortOrder=desc&PageSize=2&PageIndex=${index}`);
      expect(p).toMatchObject({ currentPage: index, pageSize: 2, totalPages: 3, totalItems: 5 });
      paged.push(...ids(p));
    }
    expect(paged).toEqual(all);
    expect(await ok('PageSize=2&PageIndex=9')).toEqual({ pageItems: [], currentPage: 9, pageSize: 2, totalPages: 3, totalItems: 5 });
    const db = await getDb();
    const fromPage = await searchItemsOverview(
      db,
      parseListQuery(new URLSearchParams(`filter.project=${tag}&sortBy=totalPrice&sortOrder=desc&pageSize=2&pageIndex=1`), ITEMS_OVERVIEW_LIST),
    );
    expect(ids(fromPage)).toEqual(all.slice(2, 4));
  });

  it('a deep page is the same slice of the full sorted list, for every sort in both directions (read from the nearer end)', async () => {
    // With 5 lines in pages of 2, pages 1 and 2 lie in the back half: the kit reads them in the
    // reversed order (every direction and nulls placement flipped) and turns them back.
    for (const sortBy of ITEMS_OVERVIEW_LIST.sortable) {
      for (const sortOrder of ['asc', 'desc']) {
        for (const filter of ['', '&Filter.Cooperator=A%20Izvo']) {
          const all = ids(await ok(`SortBy=${sortBy}&SortOrder=${sortOrder}${filter}`));
          const paged: number[] = [];
          for (let index = 0; index * 2 < all.length; index++) {
            const page = await ok(`SortBy=${sortBy}&SortOrder=${sortOrder}${filter}&PageSize=2&PageIndex=${index}`);
            expect(page.totalItems).toBe(all.length);
            expect(ids(page), `${sortBy} ${sortOrder} ${filter} page ${index}`).toEqual(all.slice(index * 2, index * 2 + 2));
            paged.push(...ids(page));
          }
          expect(paged).toEqual(all);
        }
      }
    }
    // Pages of 3: the last page is partial (2 rows), read from the end.
    const all = ids(await ok('SortBy=client&SortOrder=asc'));
    expect(ids(await ok('SortBy=client&SortOrder=asc&PageSize=3&PageIndex=1'))).toEqual(all.slice(3));
  });

  it('refuses a filter value no list can use (400 on the key); the page ignores it', async () => {
    const res = await search('Filter.ProjectItem=a%00b');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: messages.nulCharacter, errors: { 'Filter.ProjectItem': [messages.nulCharacter] } });
    const long = await search(`Filter.Cooperator=${'x'.repeat(201)}`);
    expect(long.status).toBe(400);
    const page = await searchItemsOverview(await getDb(), parseListQuery(new URLSearchParams(`filter.project=${tag}&filter.cooperator=${'x'.repeat(201)}`), ITEMS_OVERVIEW_LIST));
    expect(page.totalItems).toBe(5);
  });

  it('only SuperAdmin and Management read it (spec section 6)', async () => {
    for (const role of ['SuperAdmin', 'Management'] as RoleName[]) expect((await search('', role)).status, role).toBe(200);
    for (const role of ['Admin', 'SiteManager', 'Procurement', 'Warehouse', 'Accounting'] as RoleName[]) {
      const res = await search('', role);
      expect(res.status, role).toBe(403);
      expect(res.json.message).toBe(messages.forbidden);
    }
    expect((await call(searchRoute.GET, 'GET', '/api/ProjectCooperatorItems/search', {})).status).toBe(401);
  });
});

describe('POST /api/ProjectCooperatorItems/ExportXLSX', () => {
  it('the matching rows in the query order as an .xlsx: Croatian headers, numbers as numbers with formats, cell by cell', async () => {
    const res = await exportFile('SortBy=totalPrice&SortOrder=desc&PageSize=1&PageIndex=3');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(decodeURIComponent(res.headers.get('content-disposition')!.split("UTF-8''")[1])).toBe('Stavke troškovnika.xlsx');
    const book = XLSX.read(res.bytes, { type: 'array', cellNF: true });
    expect(book.SheetNames).toEqual(['Stavke troškovnika']);
    const ws = book.Sheets['Stavke troškovnika'];
    const rows = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, defval: null });
    const rowA12 = ['1.2', 'Beton C25/30', 'm3', 12.5, 87.4, 1092.5, f.names.contractorA, null, f.names.projectA, `PA-${tag}`, 2025];
    const rowB1 = ['1', 'Beton C30/37', 'm3', 12.5, 87.4, 1092.5, f.names.contractorB, null, f.names.projectB, `PB-${tag}`, 2026];
    expect(rows).toEqual([
      ['R. br.', 'Stavka', 'Jed. mj.', 'Količina', 'Jedinična cijena', 'Ukupna cijena', 'Suradnik', 'Naručitelj', 'Centar odgovornosti', 'Šifra centra', 'Godina'],
      // equal totals: by id, descending (B's line was written last)
      rowB1,
      rowA12,
      ['1.2', 'Beton C25/30', 'm3', 4, 60, 240, f.names.subA, f.names.contractorA, f.names.projectA, `PA-${tag}`, 2025],
      ['1.10', 'Armatura B500', 'kg', 100, 1.5, 150, f.names.contractorA, null, f.names.projectA, `PA-${tag}`, 2025],
      ['2', 'Čišćenje gradilišta', 'kom', 3, 10, 30, f.names.contractorA, null, f.names.projectA, `PA-${tag}`, 2025],
    ]);
    expect(ws.A2).toMatchObject({ t: 's' });
    expect(ws.D2).toMatchObject({ t: 'n', z: '#,##0.00####' });
    expect(ws.E2).toMatchObject({ t: 'n', z: '#,##0.00####' });
    expect(ws.F2).toMatchObject({ t: 'n', z: '#,##0.00' });
    expect(ws.K2).toMatchObject({ t: 'n', v: expect.any(Number), z: '0' });
  });

  it('takes the filters of the search; is audited as an export; SuperAdmin and Management only', async () => {
    const res = await exportFile('Filter.Year=2026');
    expect(res.status).toBe(200);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(res.bytes, { type: 'array' }).Sheets['Stavke troškovnika'], { header: 1 });
    expect(rows.slice(1).map((r) => r[8])).toEqual([f.names.projectB]);
    const db = await getDb();
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'projectItemsOverview'), eq(auditLog.operation, 'export')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toBeDefined();
    expect((await exportFile('', 'SuperAdmin')).status).toBe(200);
    for (const role of ['Admin', 'SiteManager', 'Accounting'] as RoleName[]) expect((await exportFile('', role)).status, role).toBe(403);
    expect((await exportFile('Filter.Unit=a%00')).status).toBe(400);
  });
});
