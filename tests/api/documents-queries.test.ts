import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { documentItems, documents } from '@/db/schema';
import { parseListQuery } from '@/lib/http/list-params';
import { getDocumentDetail, listDocumentItems, searchDocumentItems, searchDocuments } from '@/lib/documents/queries';
import { DOCUMENT_ITEM_LIST, DOCUMENT_LIST } from '@/lib/documents/schemas';
import { DocumentType as T } from '@/lib/documents/types';
import { unique } from './helpers';
import { insertCooperator } from './project-fixtures';
import { newProject, unitId } from './project-items-fixtures';

/** The read queries: display names, storno tags, children, the list filters (the routes' tests cover the rest). */
describe('document queries', () => {
  it('reads a document, its storno and follow-up, and its items with names', async () => {
    const db = await getDb();
    const m3 = await unitId('m3');
    const supplier = await insertCooperator(`Dobavljač ${unique()}`);
    const projectId = await newProject(`Gradilište ${unique()}`);
    const code = `PRM-Q-${unique()}`;
    const [doc] = await db
      .insert(documents)
      .values({ documentTypeId: T.PurchaseReceivedNote, code, year: 2026, projectId, supplierId: supplier.id, documentStatusId: 901, totalPrice: '12.50' })
      .returning();
    const [line] = await db
      .insert(documentItems)
      .values({ documentId: doc.id, name: 'Cement', unitOfMeasurementId: m3, quantity: '2.5', unitPrice: '5', totalPrice: '12.50', projectId })
      .returning();
    const [storno] = await db
      .insert(documents)
      .values({ documentTypeId: T.PurchaseReceivedNote, code: `${code}-S`, year: 2026, projectId, stornedDocumentId: doc.id, parentId: doc.id, documentStatusId: 901 })
      .returning();
    const [child] = await db.insert(documents).values({ documentTypeId: T.ConsumptionNote, code: `IZD-Q-${unique()}`, year: 2026, projectId, parentId: doc.id }).returning();

    const detail = await getDocumentDetail(db, doc.id);
    expect(detail).toMatchObject({
      code,
      documentType: expect.any(String),
      documentStatus: expect.any(String),
      supplier: supplier.name,
      isStorno: false,
      isStorned: true,
      storningDocumentId: storno.id,
      totalPrice: '12.50',
    });
    expect(detail?.children.map((c) => c.id)).toEqual([child.id]);
    expect(detail?.storningDocuments.map((c) => c.id)).toEqual([storno.id]);

    const list = await searchDocuments(db, parseListQuery({ DocumentTypeId: String(T.PurchaseReceivedNote), ProjectId: String(projectId) }, DOCUMENT_LIST));
    expect(list.pageItems.map((d) => d.id)).toEqual([storno.id, doc.id]);
    expect(list.pageItems[0]).toMatchObject({ isStorno: true, stornedDocumentCode: code, parentCode: code });

    const items = await listDocumentItems(db, doc.id);
    expect(items).toEqual([expect.objectContaining({ id: line.id, documentCode: code, unitOfMeasurement: expect.any(String), quantity: '2.500000', status: expect.any(String) })]);
    const paged = await searchDocumentItems(
      db,
      parseListQuery({ DocumentTypeId: String(T.PurchaseReceivedNote), ParentDocumentStatusId: '901', ProjectId: String(projectId) }, DOCUMENT_ITEM_LIST),
    );
    expect(paged.totalItems).toBe(1);
  });
});
