import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { COUNT_CAP } from '@/lib/http/list-query';
import { itemsRoute, listRoute, S, T } from './documents-fixtures';
import { call, unique } from './helpers';
import { newProject, unitId } from './project-items-fixtures';

/**
 * How the two lists count (issue 15). GET /api/DocumentItems with a cap (`cappedCount`): more
 * than 10,000 matching lines answer totalItems 10,000 with `totalCapped: true`; up to 10,000 the
 * count is exact and the result has no `totalCapped`; the pages at the cap's end (read forward,
 * the end being unknown) are the plain OFFSET query's rows. GET /api/Documents counts exactly
 * (index-backed: the type is always there), so 10,001 documents are 10,001 and the deepest page
 * (read backwards from the end) is the plain OFFSET query's.
 */
const N = COUNT_CAP + 1;
let projectId: number;

beforeAll(async () => {
  const db = await getDb();
  projectId = await newProject(`Gradilište brojanja ${unique()}`);
  const kg = await unitId('kg');
  const tag = unique();
  // 10,001 receipts of one project, two per half hour of 2025 (ties on the date), one of them a Draft; a line each.
  await db.execute(sql`
    insert into documents (document_type_id, code, year, document_status_id, project_id, created_date)
    select ${T.PurchaseReceivedNote}::int, 'PRM-CAP-' || ${tag}::text || '-' || n, 2025, case when n = 17 then ${S.Draft}::int else ${S.Completed}::int end, ${projectId}::int,
      timestamptz '2025-01-01 08:00:00+01' + (n / 2) * interval '30 minutes'
    from generate_series(1, ${N}::int) n`);
  await db.execute(sql`
    insert into document_items (document_id, name, unit_of_measurement_id, quantity, project_id)
    select id, 'Cement ' || (id % 7), ${kg}::int, 1, ${projectId}::int from documents where project_id = ${projectId}`);
}, 60_000);

afterAll(async () => {
  await (await getDb()).execute(sql`delete from documents where project_id = ${projectId}`);
});

type Page = { pageItems: { id: number }[]; totalItems: number; totalPages: number; totalCapped?: boolean };

const get = async (route: typeof listRoute.GET, path: string, query: string): Promise<Page> => {
  const res = await call(route, 'GET', `/api/${path}?DocumentTypeId=${T.PurchaseReceivedNote}&ProjectId=${projectId}&${query}`, { as: 'Admin' });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as Page;
};

const ids = async (query: ReturnType<typeof sql>) => (await (await getDb()).execute<{ id: number }>(query)).rows.map((r) => r.id);

describe('capped counts of the documents list and the items switch', () => {
  it('documents: an exact total above 10,000 (no flag); the deepest pages are the plain OFFSET query\'s rows', async () => {
    const all = await get(listRoute.GET, 'Documents', 'PageSize=50');
    expect(all).toMatchObject({ totalItems: N, totalPages: 201 });
    expect(all).not.toHaveProperty('totalCapped');
    const few = await get(listRoute.GET, 'Documents', `DocumentStatusId=${S.Draft}`);
    expect(few.totalItems).toBe(1);
    // A day range (1 January in Zagreb: two documents per half hour from 08:00 to midnight).
    const day = await get(listRoute.GET, 'Documents', 'DateFrom=2025-01-01&DateTo=2025-01-01&PageSize=100');
    const expected = await ids(sql`select id from documents where project_id = ${projectId} and created_date < timestamptz '2025-01-02 00:00:00+01'`);
    expect(day.totalItems).toBe(expected.length);
    for (const [page, sort, order] of [
      [200, '', sql`created_date desc nulls last, id desc nulls last`],
      [199, '', sql`created_date desc nulls last, id desc nulls last`],
      [150, '&SortBy=code&SortOrder=asc', sql`code asc nulls last, id asc nulls last`],
    ] as const) {
      const got = await get(listRoute.GET, 'Documents', `PageSize=50&PageIndex=${page}${sort}`);
      const plain = await ids(sql`select id from documents where document_type_id = ${T.PurchaseReceivedNote} and project_id = ${projectId} order by ${order} offset ${page * 50} limit 50`);
      expect(plain.length, String(page)).toBe(page === 200 ? 1 : 50);
      expect(got.pageItems.map((r) => r.id), `${page}${sort}`).toEqual(plain);
    }
  });

  it('items: over the cap the cap and the flag; the last pages are the plain OFFSET query\'s rows (on the documents\' own columns)', async () => {
    const over = await get(itemsRoute.GET, 'DocumentItems', 'PageSize=50');
    expect(over).toMatchObject({ totalItems: 10_000, totalPages: 200, totalCapped: true });
    expect(over.pageItems).toHaveLength(50);
    // Exactly 10,000 lines of Completed documents: exact, no flag.
    const at = await get(itemsRoute.GET, 'DocumentItems', `ParentDocumentStatusId=${S.Completed}`);
    expect(at.totalItems).toBe(10_000);
    expect(at).not.toHaveProperty('totalCapped');
    const active = await get(itemsRoute.GET, 'DocumentItems', `ParentDocumentStatusId=${S.Draft}&ParentDocumentStatusId=${S.Processing}`);
    expect(active.totalItems).toBe(1);
    expect(active).not.toHaveProperty('totalCapped');
    for (const [page, sort, order] of [
      [199, '', sql`d.created_date desc, d.id desc, i.id asc`],
      [200, '', sql`d.created_date desc, d.id desc, i.id asc`],
      [199, '&SortBy=name&SortOrder=desc', sql`i.name desc nulls last, i.id desc nulls last`],
    ] as const) {
      const got = await get(itemsRoute.GET, 'DocumentItems', `PageSize=50&PageIndex=${page}${sort}`);
      const plain = await ids(sql`
        select i.id from document_items i join documents d on d.id = i.document_id
        where d.document_type_id = ${T.PurchaseReceivedNote} and i.project_id = ${projectId} order by ${order} offset ${page * 50} limit 50`);
      expect(plain.length, String(page)).toBe(page === 200 ? 1 : 50);
      expect(got.pageItems.map((r) => r.id), `${page}${sort}`).toEqual(plain);
    }
  });
});
