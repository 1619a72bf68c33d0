import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { documentItems, documents, stockMovements, warehouseItems } from '@/db/schema';
import { messages } from '@/lib/i18n/messages';
import {
  addItem,
  basics,
  complete,
  copy,
  createDoc,
  docRoute,
  expectLedgerInvariant,
  onHand,
  processDoc,
  projectStock,
  projectWithWarehouse,
  receive,
  S,
  snapshot,
  stored,
  T,
} from './documents-fixtures';
import { call } from './helpers';

/**
 * The workflow of spec part 2 §4 through the routes: every transition allowed and refused (409,
 * nothing changed), generate/copy/storno, the stock after receipts, consumption, transfer and
 * storno equal to the ledger, and 20 concurrent completes of the last units.
 */
let A: number;
let B: number;

beforeAll(async () => {
  await basics();
  A = await projectWithWarehouse();
  B = await projectWithWarehouse();
});

const lines = async (documentId: number) =>
  (await getDb()).select().from(documentItems).where(eq(documentItems.documentId, documentId)).orderBy(documentItems.id);

/** A refused call: 409 with the message, and nothing changed. */
async function refused(run: () => Promise<{ status: number; json: { message: string } }>, message: string, documentIds: number[], projectIds: number[] = [A, B]) {
  const before = await snapshot(documentIds, projectIds);
  const res = await run();
  expect(res.status, JSON.stringify(res.json)).toBe(409);
  expect(res.json.message).toBe(message);
  expect(await snapshot(documentIds, projectIds)).toEqual(before);
}

describe('the worked example of docs/documents.md through the API', () => {
  it('receives 10, consumes 4, refuses more than is left, transfers 3 A → B, stornos, refuses the receipt’s storno', async () => {
    const { supplierId } = await basics();
    // 1. receipt: a new warehouse item on A
    const receipt = await receive(A, '10', '85.5');
    const item1 = receipt.warehouseItemId;
    expect(await onHand(item1)).toBe('10.000000');
    expect((await stored(receipt.documentId))!.totalPrice).toBe('855.00');

    // 2. consumption of 4
    const izd = await createDoc(T.ConsumptionNote, { projectId: A });
    await addItem(izd.id, A, { warehouseItemId: item1, quantity: '4' });
    expect((await complete(izd.id)).status).toBe(200);
    expect(await onHand(item1)).toBe('6.000000');

    // A line asking for more than is on hand is refused when saved ...
    const otp = await createDoc(T.WriteOffNote, { projectId: A });
    const tooMuch = await call((await import('@/app/api/DocumentItems/route')).POST, 'POST', '/api/DocumentItems', {
      as: 'Admin',
      body: { documentId: otp.id, projectId: A, name: 'Beton', unitOfMeasurementId: (await basics()).m3, quantity: '7', warehouseItemId: item1 },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.errors.quantity).toEqual(['Raspoloživo je 6 m3']);
    // ... and when the stock went elsewhere in between, by the completion (409, nothing written).
    await addItem(otp.id, A, { warehouseItemId: item1, quantity: '5' });
    const other = await createDoc(T.ConsumptionNote, { projectId: A });
    await addItem(other.id, A, { warehouseItemId: item1, quantity: '2' });
    expect((await complete(other.id)).status).toBe(200);
    await refused(() => complete(otp.id), 'Raspoloživo je 4 m3', [otp.id]);
    expect((await stored(otp.id))!.documentStatusId).toBe(S.Draft);
    expect((await call(docRoute.DELETE, 'DELETE', '/x', { as: 'Admin', params: { id: otp.id } })).status).toBe(204);

    // 3. transfer note A → B: processed first, then completed: its received note appears
    const msi = await createDoc(T.TransferNote, { projectId: A, destinationProjectId: B });
    await addItem(msi.id, A, { warehouseItemId: item1, quantity: '3', destinationProjectId: B });
    await refused(() => complete(msi.id), messages.documentTransferNotProcessed, [msi.id]);
    expect((await processDoc(msi.id)).status).toBe(200);
    const done = await complete(msi.id);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ documentStatusId: S.Completed, children: [expect.objectContaining({ documentTypeId: T.TransferReceivedNote, documentStatusId: S.Draft })] });
    expect(await onHand(item1)).toBe('1.000000');
    expect(await projectStock(B)).toBe(0);
    const msu = done.json.children[0].id as number;
    const msuLines = await lines(msu);
    const msiLines = await lines(msi.id);
    expect(msuLines).toEqual([expect.objectContaining({ parentItemId: msiLines[0].id, destinationProjectId: B, quantity: '3.000000' })]);

    // 4. the received note puts it into B (a new item keeping the supplier and price)
    expect((await complete(msu)).status).toBe(200);
    expect(await projectStock(B)).toBe(3);
    const [item2] = await (await getDb()).select().from(warehouseItems).where(eq(warehouseItems.sourceDocumentItemId, msuLines[0].id));
    expect(item2).toMatchObject({ quantity: '3.000000', unitPrice: '85.500000', supplierId });

    // 5. storno of the first consumption: +4 back, a Completed "Storno", the source "Storniran"
    const storno = await copy({ sourceDocumentId: izd.id, destTypeId: T.ConsumptionNote, isStorno: true });
    expect(storno.status).toBe(201);
    expect(storno.json).toMatchObject({ documentStatusId: S.Completed, isStorno: true, stornedDocumentId: izd.id });
    expect(await onHand(item1)).toBe('5.000000');
    expect((await call(docRoute.GET, 'GET', '/x', { as: 'Admin', params: { id: izd.id } })).json).toMatchObject({
      isStorned: true,
      storningDocumentId: storno.json.id,
      storningDocuments: [expect.objectContaining({ id: storno.json.id })],
    });
    await refused(() => copy({ sourceDocumentId: izd.id, destTypeId: T.ConsumptionNote, isStorno: true }), messages.documentAlreadyStorned, [izd.id]);
    await refused(() => copy({ sourceDocumentId: storno.json.id, destTypeId: T.ConsumptionNote, isStorno: true }), messages.documentStornoOfStorno, [storno.json.id]);

    // the receipt's storno would take 10 from an item holding 5
    await refused(() => copy({ sourceDocumentId: receipt.documentId, destTypeId: T.PurchaseReceivedNote, isStorno: true }), 'Raspoloživo je 5 m3', [receipt.documentId]);

    // the transfer note is not storned while its received note stands; after that one's storno it is
    await refused(() => copy({ sourceDocumentId: msi.id, destTypeId: T.TransferNote, isStorno: true }), messages.documentTransferReceiptCompleted, [msi.id]);
    expect((await copy({ sourceDocumentId: msu, destTypeId: T.TransferReceivedNote, isStorno: true })).status).toBe(201);
    expect(await projectStock(B)).toBe(0);
    expect((await copy({ sourceDocumentId: msi.id, destTypeId: T.TransferNote, isStorno: true })).status).toBe(201);
    expect(await onHand(item1)).toBe('8.000000');

    // the ledger of item #1: +10 −4 −2 −3 +4 +3 = 8; every row stays
    const ledger = await (await getDb()).select({ q: stockMovements.quantity }).from(stockMovements).where(eq(stockMovements.warehouseItemId, item1));
    expect(ledger.map((r) => r.q)).toEqual(['10.000000', '-4.000000', '-2.000000', '-3.000000', '4.000000', '3.000000']);
    await expectLedgerInvariant([A, B]);
  });
});

describe('status transitions (§4): allowed, and refused with nothing changed', () => {
  it('process: Draft → Processing for requisitions and transfer notes only', async () => {
    for (const type of Object.values(T)) {
      const doc = await createDoc(type, { projectId: A, destinationProjectId: type === T.TransferNote || type === T.TransferReceivedNote ? B : null, supplierId: (await basics()).supplierId });
      if (type === T.RequisitionOrder || type === T.TransferNote) {
        const res = await processDoc(doc.id);
        expect(res.status, String(type)).toBe(200);
        expect(res.json.documentStatusId).toBe(S.Processing);
        await refused(() => processDoc(doc.id), messages.documentCannotProcess, [doc.id]);
      } else {
        await refused(() => processDoc(doc.id), messages.documentCannotProcess, [doc.id]);
      }
    }
  });

  it('complete: every type but the requisition; a transfer note only after processing; never twice', async () => {
    for (const type of Object.values(T)) {
      const doc = await createDoc(type, { projectId: A, destinationProjectId: type === T.TransferNote || type === T.TransferReceivedNote ? B : null, supplierId: (await basics()).supplierId });
      if (type === T.RequisitionOrder) {
        await refused(() => complete(doc.id), messages.documentRequisitionNeverCompletes, [doc.id]);
        expect((await processDoc(doc.id)).status).toBe(200);
        await refused(() => complete(doc.id), messages.documentRequisitionNeverCompletes, [doc.id]);
        continue;
      }
      if (type === T.TransferNote) {
        await refused(() => complete(doc.id), messages.documentTransferNotProcessed, [doc.id]);
        expect((await processDoc(doc.id)).status).toBe(200);
      }
      const res = await complete(doc.id);
      expect(res.status, `${type} ${JSON.stringify(res.json)}`).toBe(200);
      expect(res.json.documentStatusId).toBe(S.Completed);
      expect(res.json.completedDate).toEqual(expect.any(String));
      await refused(() => complete(doc.id), messages.documentCannotComplete, [doc.id]);
      await refused(() => processDoc(doc.id), messages.documentCannotProcess, [doc.id]);
    }
  });

  it('a Completed document is not edited or deleted, nor are its lines (409)', async () => {
    const doc = await createDoc(T.Order, { projectId: A, supplierId: (await basics()).supplierId });
    const line = await addItem(doc.id, A, { unitPrice: '2' });
    expect((await complete(doc.id)).status).toBe(200);
    const { itemRoute, itemsRoute } = await import('./documents-fixtures');
    const msg = messages.documentCompletedLocked;
    const { supplierId } = await basics();
    await refused(() => call(docRoute.PUT, 'PUT', '/x', { as: 'Admin', params: { id: doc.id }, body: { documentTypeId: T.Order, projectId: A, supplierId } }), msg, [doc.id]);
    await refused(() => call(docRoute.DELETE, 'DELETE', '/x', { as: 'Admin', params: { id: doc.id } }), msg, [doc.id]);
    const m3 = (await basics()).m3;
    const body = { documentId: doc.id, projectId: A, name: 'x', unitOfMeasurementId: m3, quantity: '1' };
    await refused(() => call(itemsRoute.POST, 'POST', '/x', { as: 'Admin', body }), msg, [doc.id]);
    await refused(() => call(itemRoute.PUT, 'PUT', '/x', { as: 'Admin', params: { id: line.id }, body }), msg, [doc.id]);
    await refused(() => call(itemRoute.DELETE, 'DELETE', '/x', { as: 'Admin', params: { id: line.id } }), msg, [doc.id]);
  });

  it('a transfer received note completes only after its transfer note, and never after that one’s storno', async () => {
    const item = (await receive(A, '2')).warehouseItemId;
    const msi = await createDoc(T.TransferNote, { projectId: A, destinationProjectId: B });
    await addItem(msi.id, A, { warehouseItemId: item, quantity: '2', destinationProjectId: B });
    expect((await processDoc(msi.id)).status).toBe(200);
    const msu = await copy({ sourceDocumentId: msi.id, destTypeId: T.TransferReceivedNote });
    expect(msu.status).toBe(201);
    await refused(() => complete(msu.json.id), messages.documentTransferSourceNotCompleted, [msu.json.id, msi.id]);
    // Completing the transfer note links the received note generated before: no second one.
    const done = await complete(msi.id);
    expect(done.json.children.map((c: { id: number }) => c.id)).toEqual([msu.json.id]);
    expect((await copy({ sourceDocumentId: msi.id, destTypeId: T.TransferNote, isStorno: true })).status).toBe(201);
    expect(await onHand(item)).toBe('2.000000');
    await refused(() => complete(msu.json.id), messages.documentTransferStorned, [msu.json.id]);
  });

  it('a transfer note line without a destination or warehouse item does not complete', async () => {
    const msi = await createDoc(T.TransferNote, { projectId: A, destinationProjectId: B });
    await addItem(msi.id, A, { destinationProjectId: B, name: 'Armatura' });
    expect((await processDoc(msi.id)).status).toBe(200);
    await refused(() => complete(msi.id), messages.documentItemNoWarehouseItem('Armatura'), [msi.id]);
  });
});

describe('generate, copy and storno (POST /api/Documents/Copy)', () => {
  it('generates the follow-ups of the table, not from a Draft, not another type', async () => {
    const req = await createDoc(T.RequisitionOrder, { projectId: A });
    await addItem(req.id, A, { statusId: 1203, quantity: '2', unitPrice: '3.5' });
    await addItem(req.id, A, { name: 'Cement', quantity: '1' });
    await refused(() => copy({ sourceDocumentId: req.id, destTypeId: T.PurchaseOrder }), messages.documentGenerateFromDraft, [req.id]);
    await refused(() => copy({ sourceDocumentId: req.id, destTypeId: T.ConsumptionNote }), messages.documentFollowUpNotAllowed('Zahtjevnica', 'Izdatnica'), [req.id]);
    expect((await processDoc(req.id)).status).toBe(200);
    const po = await copy({ sourceDocumentId: req.id, destTypeId: T.PurchaseOrder });
    expect(po.status).toBe(201);
    expect(po.json).toMatchObject({ documentTypeId: T.PurchaseOrder, documentStatusId: S.Draft, parentId: req.id, parentCode: req.code, totalPrice: '7.00' });
    expect(po.json.code).toMatch(/^NBN-\d{4}-\d{5}$/);
    const src = await lines(req.id);
    // Procured is a PurchaseOrder status too: kept; the link to each source line.
    expect((await lines(po.json.id)).map((l) => [l.parentItemId, l.statusId])).toEqual([
      [src[0].id, 1203],
      [src[1].id, 1201],
    ]);
    // The requisition something was generated from is Processed; a transfer note of only the second line.
    expect((await stored(req.id))!.documentStatusId).toBe(S.Processed);
    const tn = await copy({ sourceDocumentId: req.id, destTypeId: T.TransferNote, documentItemIds: [src[1].id] });
    expect(tn.status).toBe(201);
    expect((await lines(tn.json.id)).map((l) => [l.parentItemId, l.statusId, l.supplierId])).toEqual([[src[1].id, 1201, null]]);
    // A line that is not the source's: 400, nothing created.
    const before = await snapshot([req.id], [A]);
    const bad = await copy({ sourceDocumentId: req.id, destTypeId: T.TransferNote, documentItemIds: [src[0].id, 2_000_000_000] });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.documentItemIds).toEqual([messages.documentSelectedItemsInvalid]);
    expect(await snapshot([req.id], [A])).toEqual(before);
  });

  it('a consumption note generated from a receipt takes the warehouse items the receipt brought in', async () => {
    const r = await receive(A, '4');
    const izd = await copy({ sourceDocumentId: r.documentId, destTypeId: T.ConsumptionNote });
    expect(izd.status).toBe(201);
    expect(await lines(izd.json.id)).toEqual([expect.objectContaining({ warehouseItemId: r.warehouseItemId, parentItemId: r.lineId, projectId: A, quantity: '4.000000' })]);
    expect((await complete(izd.json.id)).status).toBe(200);
    expect(await onHand(r.warehouseItemId)).toBe('0.000000');
  });

  it('copy: a new Draft of the same type without links; not of a storno; storno only of stock types', async () => {
    const order = await createDoc(T.Order, { projectId: A, supplierId: (await basics()).supplierId, comment: 'Hitno ž' });
    await addItem(order.id, A, { quantity: '3', unitPrice: '1.10' });
    const c = await copy({ sourceDocumentId: order.id, destTypeId: T.Order });
    expect(c.status).toBe(201);
    expect(c.json).toMatchObject({ parentId: null, documentStatusId: S.Draft, comment: 'Hitno ž', totalPrice: '3.30' });
    expect(c.json.code).not.toBe(order.code);
    expect((await lines(c.json.id))[0].parentItemId).toBeNull();
    expect((await complete(order.id)).status).toBe(200);
    await refused(() => copy({ sourceDocumentId: order.id, destTypeId: T.Order, isStorno: true }), messages.documentStornoType, [order.id]);
    const r = await receive(A, '1');
    await refused(() => copy({ sourceDocumentId: r.documentId, destTypeId: T.ConsumptionNote, isStorno: true }), messages.documentStornoSameType, [r.documentId]);
    const draft = await createDoc(T.ConsumptionNote, { projectId: A });
    await refused(() => copy({ sourceDocumentId: draft.id, destTypeId: T.ConsumptionNote, isStorno: true }), messages.documentStornoNotCompleted, [draft.id]);
    const s = await copy({ sourceDocumentId: r.documentId, destTypeId: T.PurchaseReceivedNote, isStorno: true });
    expect(s.status).toBe(201);
    await refused(() => copy({ sourceDocumentId: s.json.id, destTypeId: T.PurchaseReceivedNote }), messages.documentCopyOfStorno, [s.json.id]);
    await refused(() => copy({ sourceDocumentId: s.json.id, destTypeId: T.ConsumptionNote }), messages.documentGenerateFromStorno, [s.json.id]);
  });
});

describe('20 concurrent completes of consumption notes of the last 5 units', () => {
  it('stores exactly the accepted ones; the stock ends at zero and equals the ledger', async () => {
    const P = await projectWithWarehouse();
    const { warehouseItemId } = await receive(P, '5');
    const notes: number[] = [];
    for (let i = 0; i < 20; i++) {
      const doc = await createDoc(T.ConsumptionNote, { projectId: P });
      await addItem(doc.id, P, { warehouseItemId, quantity: '1' });
      notes.push(doc.id);
    }
    const results = await Promise.all(notes.map((id) => complete(id)));
    const accepted = notes.filter((_, i) => results[i].status === 200);
    expect(accepted).toHaveLength(5);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.json.message).toBe('Raspoloživo je 0 m3');
    }
    const db = await getDb();
    const completed = await db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.projectId, P), eq(documents.documentTypeId, T.ConsumptionNote), eq(documents.documentStatusId, S.Completed)));
    expect(completed.map((d) => d.id).sort()).toEqual([...accepted].sort());
    const moved = await db.select({ documentId: stockMovements.documentId }).from(stockMovements).where(eq(stockMovements.warehouseItemId, warehouseItemId));
    expect(moved).toHaveLength(6);
    expect(await onHand(warehouseItemId)).toBe('0.000000');
    await expectLedgerInvariant([P]);
  });
});
