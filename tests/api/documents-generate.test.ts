import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { documentItems, projectItems } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import * as generateRoute from '@/app/api/Documents/Generate/route';
import {
  addItem,
  basics,
  complete,
  copy,
  createDoc,
  expectLedgerInvariant,
  onHand,
  processDoc,
  projectWithWarehouse,
  receive,
  S,
  snapshot,
  stored,
  T,
} from './documents-fixtures';
import { call } from './helpers';

/**
 * POST /api/Documents/Generate { destTypeId, documentItemIds }: one document from selected lines
 * of several documents (the items switch's Generate drawer). Allowed: two requisitions' lines
 * into one purchase order, two receipts' lines into one consumption note (their warehouse
 * items), two transfer notes into one received note. Refused (409 / 400) with nothing changed:
 * a Draft or a storno source, a type the table does not allow, lines of several projects where
 * the type needs one (or for a SiteManager), two destinations, two currencies, an Order without
 * a common supplier, unknown ids, none.
 */
let A: number;
let B: number;
let C: number;

beforeAll(async () => {
  await basics();
  A = await projectWithWarehouse();
  B = await projectWithWarehouse();
  C = await projectWithWarehouse();
});

const generate = (destTypeId: number, documentItemIds: unknown, as: RoleName = 'Admin') =>
  call(generateRoute.POST, 'POST', '/api/Documents/Generate', { as, body: { destTypeId, documentItemIds } });

const lines = async (documentId: number) =>
  (await getDb()).select().from(documentItems).where(eq(documentItems.documentId, documentId)).orderBy(documentItems.id);

const documentCount = async () => Number(((await (await getDb()).execute(sql`select count(*) as n from documents`)).rows[0] as { n: string }).n);

/** A requisition of `projectId` in Processing with the given lines. */
async function requisition(projectId: number, items: Record<string, unknown>[], header: Record<string, unknown> = {}) {
  const doc = await createDoc(T.RequisitionOrder, { projectId, ...header });
  const made = [];
  for (const item of items) made.push(await addItem(doc.id, projectId, item));
  expect((await processDoc(doc.id)).status).toBe(200);
  return { ...doc, lines: made };
}

/** A refused call: the status and message (on documentItemIds for a 400), nothing changed, no new document. */
async function refused(run: () => Promise<{ status: number; json: { message: string; errors?: Record<string, string[]> } }>, status: 400 | 409, message: string, documentIds: number[]) {
  const before = await snapshot(documentIds, [A, B, C]);
  const count = await documentCount();
  const res = await run();
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json.message).toBe(message);
  if (status === 400) expect(res.json.errors?.documentItemIds).toEqual([message]);
  expect(await snapshot(documentIds, [A, B, C])).toEqual(before);
  expect(await documentCount()).toBe(count);
}

describe('POST /api/Documents/Generate: lines of several documents into one', () => {
  it('two requisitions’ lines become one purchase order: quantities, units, prices, project items, links; both requisitions Processed', async () => {
    const { supplierId, kom } = await basics();
    const [pi] = await (await getDb())
      .insert(projectItems)
      .values({ projectId: A, name: 'Zidanje', isGroup: false, ordinal: 1 } as typeof projectItems.$inferInsert)
      .returning();
    const r1 = await requisition(A, [{ name: 'Cement', quantity: '10', unitPrice: '5.5', unitOfMeasurementId: kom, projectItemId: pi.id, statusId: 1203 }, { name: 'Ostalo', quantity: '1' }], { supplierId, deadlineDate: '2026-12-01' });
    const r2 = await requisition(A, [{ name: 'Pijesak', quantity: '2.5', unitPrice: '30', comment: 'za žbuku' }], { supplierId, deadlineDate: '2026-12-05' });

    const res = await generate(T.PurchaseOrder, [r2.lines[0].id, r1.lines[0].id]);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    // One project, the common supplier; the deadlines differ, so none; no single parent.
    expect(res.json).toMatchObject({ documentTypeId: T.PurchaseOrder, documentStatusId: S.Draft, projectId: A, supplierId, deadlineDate: null, parentId: null, totalPrice: '130.00' });
    expect(res.json.code).toMatch(/^NBN-\d{4}-\d{5}$/);
    const made = await lines(res.json.id);
    expect(made.map((l) => [l.parentItemId, l.name, l.quantity, l.unitPrice, l.totalPrice, l.unitOfMeasurementId, l.projectId, l.projectItemId, l.statusId, l.comment])).toEqual([
      [r1.lines[0].id, 'Cement', '10.000000', '5.500000', '55.00', kom, A, pi.id, 1203, null],
      [r2.lines[0].id, 'Pijesak', '2.500000', '30.000000', '75.00', (await basics()).m3, A, null, 1201, 'za žbuku'],
    ]);
    // The line not selected stays behind; both sources are Processed (as a generate from one).
    expect((await stored(r1.id))!.documentStatusId).toBe(S.Processed);
    expect((await stored(r2.id))!.documentStatusId).toBe(S.Processed);
  });

  it('lines of one document: that document is the parent (as POST /api/Documents/Copy with documentItemIds)', async () => {
    const r = await requisition(A, [{ name: 'Cijev' }, { name: 'Spojnica' }]);
    const res = await generate(T.TransferNote, [r.lines[1].id]);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({ parentId: r.id, projectId: A });
    expect((await lines(res.json.id)).map((l) => l.parentItemId)).toEqual([r.lines[1].id]);
  });

  it('two receipts’ lines become one consumption note taking the warehouse items they brought in; it completes', async () => {
    const r1 = await receive(A, '6', '10');
    const r2 = await receive(A, '4', '12.5');
    const res = await generate(T.ConsumptionNote, [r1.lineId, r2.lineId]);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({ documentTypeId: T.ConsumptionNote, projectId: A, supplierId: null, totalPrice: '110.00' });
    expect((await lines(res.json.id)).map((l) => [l.parentItemId, l.warehouseItemId, l.quantity])).toEqual([
      [r1.lineId, r1.warehouseItemId, '6.000000'],
      [r2.lineId, r2.warehouseItemId, '4.000000'],
    ]);
    expect((await complete(res.json.id)).status).toBe(200);
    expect([await onHand(r1.warehouseItemId), await onHand(r2.warehouseItemId)]).toEqual(['0.000000', '0.000000']);
    await expectLedgerInvariant([A]);
  });

  it('a purchase order may gather several projects’ lines (no header project); a SiteManager’s may not', async () => {
    const ra = await requisition(A, [{ name: 'Opeka A' }]);
    const rb = await requisition(B, [{ name: 'Opeka B' }]);
    await refused(() => generate(T.PurchaseOrder, [ra.lines[0].id, rb.lines[0].id], 'SiteManager'), 400, messages.documentGenerateSiteManagerOneProject, [ra.id, rb.id]);
    const res = await generate(T.PurchaseOrder, [ra.lines[0].id, rb.lines[0].id]);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.projectId).toBeNull();
    expect((await lines(res.json.id)).map((l) => l.projectId)).toEqual([A, B]);
    // A SiteManager generates from lines of one project.
    const rc = await requisition(C, [{ name: 'Opeka C1' }, { name: 'Opeka C2' }]);
    const sm = await generate(T.PurchaseOrder, [rc.lines[0].id, rc.lines[1].id], 'SiteManager');
    expect(sm.status, JSON.stringify(sm.json)).toBe(201);
    expect(sm.json.projectId).toBe(C);
  });

  it('refuses a transfer note of lines of two projects (one source project), nothing changed', async () => {
    const ra = await requisition(A, [{ name: 'Skela A' }]);
    const rb = await requisition(B, [{ name: 'Skela B' }]);
    await refused(() => generate(T.TransferNote, [ra.lines[0].id, rb.lines[0].id]), 400, messages.documentGenerateOneProject('Međuskladišnica – izlaz'), [ra.id, rb.id]);
    // Consumption from receipts of two projects likewise.
    const ka = await receive(A, '1');
    const kb = await receive(B, '1');
    await refused(() => generate(T.ConsumptionNote, [ka.lineId, kb.lineId]), 400, messages.documentGenerateOneProject('Izdatnica'), [ka.documentId, kb.documentId]);
  });

  it('refuses a Draft source, a storno, and a type the follow-up table does not allow (409), nothing changed', async () => {
    const processing = await requisition(A, [{ name: 'Vapno' }]);
    const draft = await createDoc(T.RequisitionOrder, { projectId: A });
    const draftLine = await addItem(draft.id, A, { name: 'Gips' });
    await refused(() => generate(T.PurchaseOrder, [processing.lines[0].id, draftLine.id]), 409, messages.documentGenerateFromDraft, [processing.id, draft.id]);

    const r = await receive(A, '3');
    const izd = await createDoc(T.ConsumptionNote, { projectId: A });
    await addItem(izd.id, A, { warehouseItemId: r.warehouseItemId, quantity: '1' });
    expect((await complete(izd.id)).status).toBe(200);
    const storno = await copy({ sourceDocumentId: izd.id, destTypeId: T.ConsumptionNote, isStorno: true });
    expect(storno.status).toBe(201);
    const stornoLine = (await lines(storno.json.id))[0];
    // A consumption note is no source of anything; its storno neither.
    await refused(() => generate(T.WriteOffNote, [r.lineId, stornoLine.id]), 409, messages.documentFollowUpNotAllowed('Izdatnica', 'Otpisnica'), [r.documentId, storno.json.id]);
    // A requisition does not become a receipt; the same type is a copy, not a generate.
    await refused(() => generate(T.PurchaseReceivedNote, [processing.lines[0].id]), 409, messages.documentFollowUpNotAllowed('Zahtjevnica', 'Primka'), [processing.id]);
    await refused(() => generate(T.RequisitionOrder, [processing.lines[0].id]), 409, messages.documentFollowUpNotAllowed('Zahtjevnica', 'Zahtjevnica'), [processing.id]);
  });

  it('refuses unknown ids, no ids, two currencies and an Order without a common supplier (400), nothing changed', async () => {
    const r = await requisition(A, [{ name: 'Čavli' }]);
    await refused(() => generate(T.PurchaseOrder, [r.lines[0].id, 2_000_000_000]), 400, messages.documentSelectedItemsInvalid, [r.id]);
    await refused(() => generate(T.PurchaseOrder, [2_000_000_000]), 400, messages.documentSelectedItemsInvalid, [r.id]);
    await refused(() => generate(T.PurchaseOrder, []), 400, messages.documentGenerateNoItems, [r.id]);
    const usd = await requisition(A, [{ name: 'Vijci' }], { currency: 'USD' });
    await refused(() => generate(T.PurchaseOrder, [r.lines[0].id, usd.lines[0].id]), 400, messages.documentGenerateMixedCurrencies, [r.id, usd.id]);

    // Orders need a supplier (§5): two purchase orders of different suppliers leave none.
    const { supplierId } = await basics();
    const other = (await (await import('./project-fixtures')).insertCooperator(`Dobavljač ${Date.now()}`)).id;
    const po1 = await createDoc(T.PurchaseOrder, { projectId: A, supplierId });
    const l1 = await addItem(po1.id, A, { name: 'Daska' });
    const po2 = await createDoc(T.PurchaseOrder, { projectId: A, supplierId: other });
    const l2 = await addItem(po2.id, A, { name: 'Letva' });
    expect((await complete(po1.id)).status).toBe(200);
    expect((await complete(po2.id)).status).toBe(200);
    await refused(() => generate(T.Order, [l1.id, l2.id]), 400, messages.documentGenerateMissingHeader('Narudžba'), [po1.id, po2.id]);
    // Generated one by one, each Order has its supplier.
    expect((await generate(T.Order, [l1.id])).json).toMatchObject({ supplierId, parentId: po1.id });
  });

  it('two transfer notes to one destination become one received note; to two destinations: 400', async () => {
    const stock = await receive(A, '10');
    const transfer = async (destination: number, quantity: string) => {
      const msi = await createDoc(T.TransferNote, { projectId: A, destinationProjectId: destination });
      const line = await addItem(msi.id, A, { warehouseItemId: stock.warehouseItemId, quantity, destinationProjectId: destination });
      expect((await processDoc(msi.id)).status).toBe(200);
      return { id: msi.id, lineId: line.id };
    };
    const toB1 = await transfer(B, '1');
    const toB2 = await transfer(B, '2');
    const toC = await transfer(C, '3');
    await refused(() => generate(T.TransferReceivedNote, [toB1.lineId, toC.lineId]), 400, messages.documentGenerateOneDestination, [toB1.id, toC.id]);
    const res = await generate(T.TransferReceivedNote, [toB1.lineId, toB2.lineId]);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({ documentTypeId: T.TransferReceivedNote, projectId: A, destinationProjectId: B, parentId: null });
    expect((await lines(res.json.id)).map((l) => [l.parentItemId, l.quantity, l.destinationProjectId])).toEqual([
      [toB1.lineId, '1.000000', B],
      [toB2.lineId, '2.000000', B],
    ]);
  });

  it('concurrent generates over the same two documents, the lines in either order, all succeed (one lock order)', async () => {
    const r1 = await requisition(A, [{ name: 'Žica 1' }]);
    const r2 = await requisition(A, [{ name: 'Žica 2' }]);
    const pairs = Array.from({ length: 8 }, (_, i) => (i % 2 ? [r1.lines[0].id, r2.lines[0].id] : [r2.lines[0].id, r1.lines[0].id]));
    const results = await Promise.all(pairs.map((ids) => generate(T.PurchaseOrder, ids)));
    expect(results.map((r) => r.status)).toEqual(pairs.map(() => 201));
    expect(new Set(results.map((r) => r.json.code)).size).toBe(8);
  });

  it('refuses a body that is not a list of ids (400 with the field)', async () => {
    const res = await generate(T.PurchaseOrder, 'x');
    expect(res.status).toBe(400);
    expect(res.json.errors.documentItemIds).toBeDefined();
  });
});
