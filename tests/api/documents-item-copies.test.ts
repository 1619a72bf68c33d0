import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { documentItems, documents } from '@/db/schema';
import { addItem, basics, complete, copy, createDoc, docRoute, itemRoute, itemsRoute, processDoc, projectWithWarehouse, S, T } from './documents-fixtures';
import { call } from './helpers';
import { unitId } from './project-items-fixtures';

/**
 * document_items carries its document's type, status and creation time (migration 0010, kept by
 * the database's triggers) so the items switch filters and sorts on one table. They must equal
 * the document's after every write the app does: create, line add/edit, process, complete,
 * generate, copy, storno, delete; and a statement that writes them by hand cannot make them
 * differ.
 */
let A: number;
let B: number;

beforeAll(async () => {
  await basics();
  A = await projectWithWarehouse();
  B = await projectWithWarehouse();
});

type Copy = { id: number; documentId: number; documentTypeId: number; documentStatusId: number; documentCreatedDate: Date };

/** The lines of the documents with their copies. */
async function copies(documentIds: number[]): Promise<Copy[]> {
  return (await getDb())
    .select({
      id: documentItems.id,
      documentId: documentItems.documentId,
      documentTypeId: documentItems.documentTypeId,
      documentStatusId: documentItems.documentStatusId,
      documentCreatedDate: documentItems.documentCreatedDate,
    })
    .from(documentItems)
    .where(inArray(documentItems.documentId, documentIds))
    .orderBy(documentItems.id);
}

/** Every line of the documents has its document's type, status and date (and there are lines). */
async function expectInStep(documentIds: number[]) {
  const db = await getDb();
  const docs = await db.select().from(documents).where(inArray(documents.id, documentIds));
  const lines = await copies(documentIds);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    const doc = docs.find((d) => d.id === line.documentId)!;
    expect(line, `line ${line.id}`).toEqual({
      id: line.id,
      documentId: doc.id,
      documentTypeId: doc.documentTypeId,
      documentStatusId: doc.documentStatusId,
      documentCreatedDate: doc.createdDate,
    });
  }
  return lines;
}

describe('document_items: the copies of the document type, status and date', () => {
  it('stay equal to the document through create, edit, process, generate, complete, storno and delete', async () => {
    // A requisition: lines through the API, then Process (Draft → Processing).
    const req = await createDoc(T.RequisitionOrder, { projectId: A });
    const l1 = await addItem(req.id, A, { quantity: '2', unitPrice: '3.5' });
    await addItem(req.id, A, { name: 'Cement', quantity: '1' });
    expect((await expectInStep([req.id])).map((l) => l.documentStatusId)).toEqual([S.Draft, S.Draft]);
    const { m3 } = await basics();
    const edited = await call(itemRoute.PUT, 'PUT', '/api/DocumentItems/x', {
      as: 'Admin',
      params: { id: l1.id },
      body: { documentId: req.id, projectId: A, name: 'Beton C30/37', unitOfMeasurementId: m3, quantity: '3', unitPrice: '3.5' },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect((await processDoc(req.id)).status).toBe(200);
    expect((await expectInStep([req.id])).map((l) => l.documentStatusId)).toEqual([S.Processing, S.Processing]);

    // Generate a purchase order: its lines are the order's (type 801), the requisition becomes Processed.
    const po = await copy({ sourceDocumentId: req.id, destTypeId: T.PurchaseOrder });
    expect(po.status).toBe(201);
    const poLines = await expectInStep([po.json.id, req.id]);
    expect(poLines.filter((l) => l.documentId === po.json.id).map((l) => [l.documentTypeId, l.documentStatusId])).toEqual([
      [T.PurchaseOrder, S.Draft],
      [T.PurchaseOrder, S.Draft],
    ]);
    expect(poLines.filter((l) => l.documentId === req.id).map((l) => l.documentStatusId)).toEqual([S.Processed, S.Processed]);

    // A receipt completed, then stornoed (the storno is created Completed).
    const prm = await createDoc(T.PurchaseReceivedNote, { projectId: B, supplierId: (await basics()).supplierId });
    await addItem(prm.id, B, { quantity: '5', unitPrice: '2' });
    expect((await complete(prm.id)).status).toBe(200);
    expect((await expectInStep([prm.id]))[0].documentStatusId).toBe(S.Completed);
    const storno = await copy({ sourceDocumentId: prm.id, destTypeId: T.PurchaseReceivedNote, isStorno: true });
    expect(storno.status, JSON.stringify(storno.json)).toBe(201);
    expect((await expectInStep([storno.json.id]))[0]).toMatchObject({ documentTypeId: T.PurchaseReceivedNote, documentStatusId: S.Completed });

    // A copy of the order (same type, a new Draft) and its deletion: no line of it is left.
    const c = await copy({ sourceDocumentId: po.json.id, destTypeId: T.PurchaseOrder });
    expect(c.status).toBe(201);
    await expectInStep([c.json.id]);
    expect((await call(docRoute.DELETE, 'DELETE', '/api/Documents/x', { as: 'Admin', params: { id: c.json.id } })).status).toBe(204);
    expect(await copies([c.json.id])).toEqual([]);

    // The items switch finds the lines by the copies: the order's Draft lines on the active tab.
    const list = await call(itemsRoute.GET, 'GET', `/api/DocumentItems?DocumentTypeId=${T.PurchaseOrder}&ProjectId=${A}&ParentDocumentStatusId=${S.Draft}&PageSize=100`, { as: 'Admin' });
    expect(list.status).toBe(200);
    expect((list.json.pageItems as { documentId: number }[]).filter((r) => r.documentId === po.json.id)).toHaveLength(2);
  });

  it('a hand-written value is replaced by the document\'s; a change of the document reaches its lines; a missing document is 23503', async () => {
    const db = await getDb();
    const doc = await createDoc(T.ConsumptionNote, { projectId: A });
    const kg = await unitId('kg');
    // An insert that says otherwise stores the document's values.
    const [line] = await db
      .insert(documentItems)
      .values({ documentId: doc.id, name: 'Čavli', unitOfMeasurementId: kg, quantity: '1', projectId: A, documentTypeId: T.Order, documentStatusId: S.Completed, documentCreatedDate: new Date('2001-01-01') })
      .returning({ id: documentItems.id });
    await expectInStep([doc.id]);
    // So does an update of the copies.
    await db.update(documentItems).set({ documentStatusId: S.Completed, documentTypeId: T.Order }).where(eq(documentItems.id, line.id));
    expect((await expectInStep([doc.id]))[0]).toMatchObject({ documentTypeId: T.ConsumptionNote, documentStatusId: S.Draft });
    // The document's status or date changed by any statement reaches its lines.
    await db.update(documents).set({ documentStatusId: S.Processing, createdDate: new Date('2024-03-05T10:00:00Z') }).where(eq(documents.id, doc.id));
    expect((await expectInStep([doc.id]))[0]).toMatchObject({ documentStatusId: S.Processing, documentCreatedDate: new Date('2024-03-05T10:00:00Z') });
    // A line of no document: the foreign key's error, nothing stored.
    const err = await db
      .insert(documentItems)
      .values({ documentId: 2_000_000_000, name: 'Nitko', unitOfMeasurementId: kg, quantity: '1', projectId: A })
      .then(() => null, (e: { code?: string; cause?: { code?: string } }) => e.code ?? e.cause?.code);
    expect(err).toBe('23503');
    expect((await db.execute<{ n: number }>(sql`select count(*)::int as n from document_items where document_id = 2000000000`)).rows[0].n).toBe(0);
  });
});
