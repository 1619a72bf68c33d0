import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../client';
import { cooperators, documentItems, documents, projects, unitsOfMeasurement, users, warehouseItems, warehouses } from '../schema';
import { createDocumentItem, deleteDocumentItem, updateDocumentItem } from '../../lib/documents/item-service';
import { documentCopySchema, documentCreateSchema, documentItemCreateSchema } from '../../lib/documents/schemas';
import { createDocument, type Actor } from '../../lib/documents/service';
import { completeDocumentById, copyDocument, processDocumentById } from '../../lib/documents/workflow';
import { DocumentType as T } from '../../lib/documents/types';
import { DEMO_COOPERATORS } from './data/project-people';
import { DEMO_PROJECTS } from './data/projects';

/**
 * Demo documents (issue 12): every type in every status it can reach (lib/documents/statuses.ts),
 * made through the documents service and workflow on top of demo-stock.ts's received notes, so
 * the ledger equals the stock on hand. Project A = the first demo project, B = the second.
 *
 *   A: requisition (Processed) -> purchase order (Completed) -> received note (Completed)
 *        -> consumption note (Completed), write-off (Completed); the order -> Order (Draft),
 *        Liquidation (Completed)
 *   A -> B: transfer note (Completed) -> its transfer received note (Completed)
 *   B -> A: transfer note (Completed) whose received note stays Draft (goods on the way)
 *   drafts and in-progress ones: requisitions (Draft, Processing), purchase order, Order
 *   (Completed too), received note, transfer notes (Draft, Processing), consumption, write-off,
 *   liquidation; a consumption note on A completed and then storned.
 *
 * Idempotent: nothing is added when a document with DEMO_DOCUMENTS_COMMENT exists.
 * Counts per type and status: db/seed/seed.test.ts.
 */
export const DEMO_DOCUMENTS_COMMENT = 'Demo: tijek dokumenata';

type Line = { name: string; unit: string; quantity: string; unitPrice: string };

export async function seedDemoDocuments(tx: DbOrTx): Promise<void> {
  const [done] = await tx.select({ id: documents.id }).from(documents).where(eq(documents.comment, DEMO_DOCUMENTS_COMMENT)).limit(1);
  if (done) return;
  const [admin] = await tx
    .select({ id: users.id, roleId: users.roleId, name: users.name, surname: users.surname })
    .from(users)
    .where(eq(sql`lower(${users.email})`, 'admin@gradiliste.test'))
    .limit(1);
  const names = [DEMO_PROJECTS[0].name, DEMO_PROJECTS[1].name];
  const projectRows = await tx.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.name, names));
  const [supplier] = await tx.select({ id: cooperators.id }).from(cooperators).where(eq(cooperators.name, DEMO_COOPERATORS[DEMO_COOPERATORS.length - 1].name)).limit(1);
  const units = await tx.select({ id: unitsOfMeasurement.id, shortName: unitsOfMeasurement.shortName }).from(unitsOfMeasurement);
  if (!admin || !supplier || projectRows.length !== 2) return;
  const A = projectRows.find((p) => p.name === names[0])!.id;
  const B = projectRows.find((p) => p.name === names[1])!.id;
  const t = tx as Tx;
  const user: Actor = admin;
  const unitId = (s: string) => units.find((u) => u.shortName === s)!.id;

  const create = async (documentTypeId: number, projectId: number, extra: Record<string, unknown> = {}) =>
    (await createDocument(t, user, documentCreateSchema.parse({ documentTypeId, projectId, comment: DEMO_DOCUMENTS_COMMENT, ...extra }))).id;
  const addLines = async (documentId: number, projectId: number, lines: Line[], extra: Record<string, unknown> = {}) => {
    for (const l of lines) {
      await createDocumentItem(
        t,
        user,
        documentItemCreateSchema.parse({ documentId, name: l.name, unitOfMeasurementId: unitId(l.unit), quantity: l.quantity, unitPrice: l.unitPrice, projectId, ...extra }),
      );
    }
  };
  const generate = async (sourceDocumentId: number, destTypeId: number) =>
    (await copyDocument(t, user, documentCopySchema.parse({ sourceDocumentId, destTypeId }))).id;
  const storno = async (sourceDocumentId: number, destTypeId: number) =>
    (await copyDocument(t, user, documentCopySchema.parse({ sourceDocumentId, destTypeId, isStorno: true }))).id;
  const complete = (id: number) => completeDocumentById(t, user, id);
  const process = (id: number) => processDocumentById(t, user, id);
  /** Sets line quantities by name (lines not named keep theirs). */
  const setQuantities = async (documentId: number, quantities: Record<string, string>) => {
    const rows = await tx.select().from(documentItems).where(eq(documentItems.documentId, documentId)).orderBy(asc(documentItems.id));
    for (const r of rows) {
      const quantity = quantities[r.name];
      if (quantity === undefined) continue;
      const { id, code, totalPrice, ...rest } = r;
      void code;
      void totalPrice;
      await updateDocumentItem(t, user, id, documentItemCreateSchema.parse({ ...pick(rest), quantity }));
    }
  };
  /** Warehouse items of a project by name (demo-stock.ts's received notes). */
  const stockOf = async (projectId: number, wanted: string[]) => {
    const rows = await tx
      .select({ id: warehouseItems.id, name: warehouseItems.name })
      .from(warehouseItems)
      .innerJoin(warehouses, eq(warehouses.id, warehouseItems.warehouseId))
      .where(and(eq(warehouses.projectId, projectId), inArray(warehouseItems.name, wanted)))
      .orderBy(asc(warehouseItems.id));
    return rows.map((r) => r.id);
  };

  // The chain on A: requisition -> purchase order -> received note -> consumption note.
  const masonry: Line[] = [
    { name: 'Blok opeka 25×19×19 cm', unit: 'kom', quantity: '1200', unitPrice: '1.15' },
    { name: 'Mort za zidanje M5 (vreća 40 kg)', unit: 'vr', quantity: '80', unitPrice: '6.40' },
    { name: 'Vapneno-cementna žbuka (vreća 40 kg)', unit: 'vr', quantity: '50', unitPrice: '7.90' },
  ];
  const requisition = await create(T.RequisitionOrder, A, { supplierId: supplier.id, deadlineDate: '2026-03-15' });
  await addLines(requisition, A, masonry, { supplierId: supplier.id });
  await process(requisition);
  const purchaseOrder = await generate(requisition, T.PurchaseOrder); // the requisition becomes Processed
  await complete(purchaseOrder);
  const received = await generate(purchaseOrder, T.PurchaseReceivedNote);
  await complete(received);
  const consumption = await generate(received, T.ConsumptionNote);
  await setQuantities(consumption, { [masonry[0].name]: '700', [masonry[1].name]: '45', [masonry[2].name]: '20' });
  await complete(consumption);
  const writeOff = await generate(received, T.WriteOffNote);
  const broken = masonry[0].name;
  const others = await tx.select({ id: documentItems.id }).from(documentItems).where(and(eq(documentItems.documentId, writeOff), ne(documentItems.name, broken)));
  for (const o of others) await deleteDocumentItem(t, user, o.id);
  await setQuantities(writeOff, { [broken]: '35' }); // broken on unloading
  await complete(writeOff);
  await generate(purchaseOrder, T.Order); // an Order to the supplier, still Draft
  const liquidation = await generate(purchaseOrder, T.Liquidation);
  await complete(liquidation);

  // A -> B: part of A's reinforcement and cement, sent, processed, completed and received.
  const transfer = await create(T.TransferNote, A, { destinationProjectId: B, deadlineDate: '2026-03-20', warehouseItemIds: await stockOf(A, ['Armaturna mreža Q-335', 'Cement CEM II 42,5 (vreća 25 kg)']) });
  await setQuantities(transfer, { 'Armaturna mreža Q-335': '20', 'Cement CEM II 42,5 (vreća 25 kg)': '40' });
  await process(transfer);
  await complete(transfer); // creates its transfer received note (Draft)
  const [arrival] = await tx.select({ id: documents.id }).from(documents).where(and(eq(documents.parentId, transfer), eq(documents.documentTypeId, T.TransferReceivedNote)));
  await complete(arrival.id);

  // B -> A: waterproofing sent, its received note still Draft (on the way).
  const back = await create(T.TransferNote, B, { destinationProjectId: A, warehouseItemIds: await stockOf(B, ['Hidroizolacijska traka']) });
  await setQuantities(back, { 'Hidroizolacijska traka': '30' });
  await process(back);
  await complete(back);

  // Documents in progress.
  const reqDraft = await create(T.RequisitionOrder, B, { supplierId: supplier.id, deadlineDate: '2026-04-10' });
  await addLines(reqDraft, B, [
    { name: 'Ploča OSB 18 mm', unit: 'kom', quantity: '40', unitPrice: '24.60' },
    { name: 'Vijci za drvo 5×60 (kutija 200 kom)', unit: 'kom', quantity: '10', unitPrice: '8.20' },
  ]);
  const reqProcessing = await create(T.RequisitionOrder, B, { supplierId: supplier.id, deadlineDate: '2026-04-01' });
  await addLines(reqProcessing, B, [{ name: 'Građevinsko ljepilo za pločice C2TE (vreća 25 kg)', unit: 'vr', quantity: '30', unitPrice: '11.40' }]);
  await process(reqProcessing);
  const poDraft = await create(T.PurchaseOrder, B, { supplierId: supplier.id, deadlineDate: '2026-04-05' });
  await addLines(poDraft, B, [{ name: 'Kamena vuna 10 cm', unit: 'm2', quantity: '220', unitPrice: '9.75' }], { supplierId: supplier.id });
  const order = await create(T.Order, B, { supplierId: supplier.id, deadlineDate: '2026-03-30' });
  await addLines(order, B, [{ name: 'Najam fasadne skele', unit: 'mj', quantity: '1', unitPrice: '1450.00' }], { supplierId: supplier.id });
  await complete(order);
  const receivedDraft = await create(T.PurchaseReceivedNote, B, { supplierId: supplier.id });
  await addLines(receivedDraft, B, [{ name: 'Pijesak 0–4 mm', unit: 'm3', quantity: '12', unitPrice: '21.00' }], { supplierId: supplier.id });
  const transferProcessing = await create(T.TransferNote, A, { destinationProjectId: B, warehouseItemIds: await stockOf(A, ['Beton C25/30']) });
  await setQuantities(transferProcessing, { 'Beton C25/30': '4' });
  await process(transferProcessing);
  const transferDraft = await create(T.TransferNote, B, { destinationProjectId: A, warehouseItemIds: await stockOf(B, ['Čelični profil HEB 200']) });
  await setQuantities(transferDraft, { 'Čelični profil HEB 200': '6' });
  await create(T.ConsumptionNote, B, { warehouseItemIds: await stockOf(B, ['Armaturna mreža Q-335']) }).then((id) => setQuantities(id, { 'Armaturna mreža Q-335': '12' }));
  await create(T.WriteOffNote, B, { warehouseItemIds: await stockOf(B, ['Čelični profil HEB 200']) }).then((id) => setQuantities(id, { 'Čelični profil HEB 200': '1.5' }));
  const liquidationDraft = await create(T.Liquidation, A, { supplierId: supplier.id, receiptCode: 'R-2026-0147', receiptAmount: '312.50' });
  await addLines(liquidationDraft, A, [{ name: 'Prijevoz materijala na gradilište', unit: 'paš', quantity: '1', unitPrice: '312.50' }], { supplierId: supplier.id });

  // A consumption note completed by mistake and storned (the stock goes back).
  const mistake = await create(T.ConsumptionNote, A, { warehouseItemIds: await stockOf(A, ['Beton C25/30']) });
  await setQuantities(mistake, { 'Beton C25/30': '3' });
  await complete(mistake);
  await storno(mistake, T.ConsumptionNote);
}

/** A stored line as the item payload (every input field of documentItemCreateSchema). */
function pick(r: Omit<typeof documentItems.$inferSelect, 'id' | 'code' | 'totalPrice'>) {
  return {
    documentId: r.documentId,
    name: r.name,
    statusId: r.statusId,
    unitOfMeasurementId: r.unitOfMeasurementId,
    unitPrice: r.unitPrice,
    comment: r.comment,
    projectId: r.projectId,
    projectItemId: r.projectItemId,
    parentItemId: r.parentItemId,
    destinationProjectId: r.destinationProjectId,
    supplierId: r.supplierId,
    warehouseItemId: r.warehouseItemId,
    expenseTypeId: r.expenseTypeId,
    expenseGroupId: r.expenseGroupId,
  };
}
