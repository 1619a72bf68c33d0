import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { documentItems, documents } from '@/db/schema';
import { parseListQuery } from '@/lib/http/list-params';
import { searchDocumentItems, searchDocuments } from '@/lib/documents/queries';
import { DOCUMENT_ITEM_LIST, DOCUMENT_LIST } from '@/lib/documents/schemas';
import { DocumentType as T } from '@/lib/documents/types';
import { unique } from './helpers';
import { insertCooperator } from './project-fixtures';
import { newProject, unitId } from './project-items-fixtures';

/**
 * The lists read a page as a deferred join (the page's ids from the nearer end, then their rows):
 * every page, the deepest ones read in the reversed order included, must be exactly the same
 * slice of the full sorted list, with ties (same day, same name, no supplier) broken the same way.
 */
describe('documents and items: deep pages', () => {
  it('every page equals the same slice of the full sorted list', async () => {
    const db = await getDb();
    const kg = await unitId('kg');
    const projectId = await newProject(`Gradilište ${unique()}`);
    const suppliers = [await insertCooperator(`Dobavljač A ${unique()}`), await insertCooperator(`Dobavljač B ${unique()}`)];
    const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + (n % 5), 8, 0, 0));
    const docs = await db
      .insert(documents)
      .values(
        Array.from({ length: 23 }, (_, n) => ({
          documentTypeId: T.PurchaseReceivedNote,
          code: `PRM-DP-${unique()}-${n}`,
          year: 2025,
          projectId,
          supplierId: n % 3 === 0 ? null : suppliers[n % 2].id,
          documentStatusId: n % 2 ? 901 : 900,
          createdDate: day(n),
          totalPrice: String(n % 4),
        })),
      )
      .returning({ id: documents.id });
    await db.insert(documentItems).values(
      docs.flatMap((d, n) =>
        Array.from({ length: 1 + (n % 3) }, (_, i) => ({ documentId: d.id, name: `Cement ${(n + i) % 4}`, unitOfMeasurementId: kg, quantity: '1', projectId })),
      ),
    );

    const base = { DocumentTypeId: String(T.PurchaseReceivedNote), ProjectId: String(projectId) };
    const sorts: Record<string, string>[] = [{}, { SortBy: 'supplier', SortOrder: 'asc' }, { SortBy: 'supplier', SortOrder: 'desc' }, { SortBy: 'totalPrice', SortOrder: 'asc' }, { SortBy: 'documentStatus', SortOrder: 'desc' }];
    for (const sort of sorts) {
      const all = await searchDocuments(db, parseListQuery({ ...base, ...sort, PageSize: '100' }, DOCUMENT_LIST));
      expect(all.totalItems).toBe(23);
      for (const size of [4, 5]) {
        for (let page = 0; page * size < 23 + size; page++) {
          const got = await searchDocuments(db, parseListQuery({ ...base, ...sort, PageSize: String(size), PageIndex: String(page) }, DOCUMENT_LIST));
          expect(got.pageItems.map((d) => d.id), JSON.stringify({ sort, size, page })).toEqual(all.pageItems.slice(page * size, page * size + size).map((d) => d.id));
          expect(got.totalItems).toBe(23);
        }
      }
    }

    const itemSorts: Record<string, string>[] = [{}, { SortBy: 'name', SortOrder: 'asc' }, { SortBy: 'name', SortOrder: 'desc' }, { SortBy: 'documentCode', SortOrder: 'asc' }];
    for (const sort of itemSorts) {
      const all = await searchDocumentItems(db, parseListQuery({ ...base, ...sort, PageSize: '100' }, DOCUMENT_ITEM_LIST));
      expect(all.totalItems).toBe(45);
      for (const size of [7, 10]) {
        for (let page = 0; page * size < 45 + size; page++) {
          const got = await searchDocumentItems(db, parseListQuery({ ...base, ...sort, PageSize: String(size), PageIndex: String(page) }, DOCUMENT_ITEM_LIST));
          expect(got.pageItems, JSON.stringify({ sort, size, page })).toEqual(all.pageItems.slice(page * size, page * size + size));
        }
      }
    }

    // Every page, the deepest (read reversed from the end) included, is the plain OFFSET query's
    // page: for the items on the documents' own columns (not the copies on the lines), with the
    // tab and day filters the screen always sends.
    const plain = async (query: SQL) => (await db.execute<{ id: number }>(query)).rows.map((r) => r.id);
    const itemCases: [Record<string, string>, SQL, SQL][] = [
      [{}, sql`true`, sql`d.created_date desc, d.id desc, i.id asc`],
      [{ ParentDocumentStatusId: '901' }, sql`d.document_status_id = 901`, sql`d.created_date desc, d.id desc, i.id asc`],
      [{ DateFrom: '2025-01-02', DateTo: '2025-01-04', SortBy: 'documentCreatedDate', SortOrder: 'asc' }, sql`d.created_date >= timestamptz '2025-01-02 00:00+01' and d.created_date < timestamptz '2025-01-05 00:00+01'`, sql`d.created_date asc, d.id asc, i.id asc`],
      [{ SortBy: 'name', SortOrder: 'asc' }, sql`true`, sql`i.name asc, i.id asc`],
      // "Name contains" (the trigram index; few matches: the kit sorts the matches, SORT_MATCHES_MAX).
      [{ 'Filter.Name': 'ENT 2' }, sql`i.name ilike '%ent 2%'`, sql`d.created_date desc, d.id desc, i.id asc`],
      [{ 'Filter.Name': 'ent 2', SortBy: 'name', SortOrder: 'desc' }, sql`i.name ilike '%ent 2%'`, sql`i.name desc, i.id desc`],
    ];
    for (const [filters, where, order] of itemCases) {
      for (let page = 0; page < 7; page++) {
        const got = await searchDocumentItems(db, parseListQuery({ ...base, ...filters, PageSize: '7', PageIndex: String(page) }, DOCUMENT_ITEM_LIST));
        const expected = await plain(sql`
          select i.id from document_items i join documents d on d.id = i.document_id
          where d.document_type_id = ${T.PurchaseReceivedNote} and i.project_id = ${projectId} and ${where}
          order by ${order} offset ${page * 7} limit 7`);
        expect(got.pageItems.map((r) => r.id), JSON.stringify({ filters, page })).toEqual(expected);
        if (page === 0) expect(expected.length).toBeGreaterThan(0);
      }
    }
    for (let page = 0; page < 6; page++) {
      const got = await searchDocuments(db, parseListQuery({ ...base, DocumentStatusId: '901', PageSize: '4', PageIndex: String(page) }, DOCUMENT_LIST));
      const expected = await plain(sql`
        select id from documents where document_type_id = ${T.PurchaseReceivedNote} and project_id = ${projectId} and document_status_id = 901
        order by created_date desc, id desc offset ${page * 4} limit 4`);
      expect(got.pageItems.map((r) => r.id), String(page)).toEqual(expected);
    }
  });
});
