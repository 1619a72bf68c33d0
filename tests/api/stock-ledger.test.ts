import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { documentItems, documents, stockMovements, warehouseItems, warehouses } from '@/db/schema';
import { moveDocumentStock } from '@/lib/documents/stock-ledger';
import { DocumentType as T } from '@/lib/documents/types';
import { unique } from './helpers';
import { insertCooperator } from './project-fixtures';
import { newProject, unitId } from './project-items-fixtures';

/**
 * The stock model on the database (lib/documents/stock-ledger.ts): the worked example of
 * docs/documents.md step by step, the ledger invariant after each step, refusals that write
 * nothing, and 20 concurrent consumptions of the last units. Documents are inserted directly:
 * the documents API is the next session's.
 */
type Line = Partial<typeof documentItems.$inferInsert>;
let m3: number;
let supplierId: number;

beforeAll(async () => {
  m3 = await unitId('m3');
  supplierId = (await insertCooperator(`Betonara ${unique()}`)).id;
});

async function projectWithWarehouse(): Promise<number> {
  const projectId = await newProject(`Gradilište ${unique()}`);
  await (await getDb()).insert(warehouses).values({ projectId, name: `Skladište ${projectId}` });
  return projectId;
}

async function documentWith(documentTypeId: number, projectId: number, lines: Line[], patch: Partial<typeof documents.$inferInsert> = {}) {
  const db = await getDb();
  const [doc] = await db
    .insert(documents)
    .values({ documentTypeId, code: `T-${unique()}`, year: 2026, projectId, ...patch })
    .returning({ id: documents.id });
  const items = await db
    .insert(documentItems)
    .values(lines.map((l) => ({ name: 'Beton C25/30', unitOfMeasurementId: m3, quantity: '1', projectId, ...l, documentId: doc.id })))
    .returning({ id: documentItems.id });
  return { id: doc.id, itemIds: items.map((i) => i.id) };
}

const move = async (documentId: number) => (await getDb()).transaction((tx) => moveDocumentStock(tx, documentId, null));

async function stockOf(projectId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ q: sql<string>`coalesce(sum(${warehouseItems.quantity}), 0)` })
    .from(warehouseItems)
    .innerJoin(warehouses, eq(warehouses.id, warehouseItems.warehouseId))
    .where(eq(warehouses.projectId, projectId));
  return Number(row.q);
}

/** Every warehouse item of the projects: on hand equals the ledger's sum. */
async function expectLedgerInvariant(projectIds: number[]) {
  const db = await getDb();
  const rows = await db
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

const ledgerCount = async (documentId: number) => (await (await getDb()).select().from(stockMovements).where(eq(stockMovements.documentId, documentId))).length;

describe('the worked example on the database (docs/documents.md)', () => {
  it('receives 10, consumes 4, refuses 7, transfers 3, stornos the consumption, refuses the receipt’s storno', async () => {
    const db = await getDb();
    const A = await projectWithWarehouse();
    const B = await projectWithWarehouse();

    const receipt = await documentWith(T.PurchaseReceivedNote, A, [{ quantity: '10', unitPrice: '85.5', supplierId }]);
    await move(receipt.id);
    expect([await stockOf(A), await stockOf(B)]).toEqual([10, 0]);
    const [item] = await db.select().from(warehouseItems).where(eq(warehouseItems.sourceDocumentItemId, receipt.itemIds[0]));
    expect(item).toMatchObject({ name: 'Beton C25/30', unitOfMeasurementId: m3, unitPrice: '85.500000', supplierId, quantity: '10.000000' });

    const consumption = await documentWith(T.ConsumptionNote, A, [{ quantity: '4', warehouseItemId: item.id }]);
    await move(consumption.id);
    expect([await stockOf(A), await stockOf(B)]).toEqual([6, 0]);

    const tooMuch = await documentWith(T.WriteOffNote, A, [{ quantity: '3', warehouseItemId: item.id }, { quantity: '4', warehouseItemId: item.id }]);
    await expect(move(tooMuch.id)).rejects.toMatchObject({ status: 409, message: 'Raspoloživo je 6 m3' });
    expect(await ledgerCount(tooMuch.id)).toBe(0);
    expect([await stockOf(A), await stockOf(B)]).toEqual([6, 0]);

    const transfer = await documentWith(T.TransferNote, A, [{ quantity: '3', warehouseItemId: item.id, destinationProjectId: B }], { destinationProjectId: B });
    await move(transfer.id);
    expect([await stockOf(A), await stockOf(B)]).toEqual([3, 0]);
    const arrival = await documentWith(T.TransferReceivedNote, A, [{ quantity: '3', destinationProjectId: B, parentItemId: transfer.itemIds[0] }], { destinationProjectId: B, parentId: transfer.id });
    await move(arrival.id);
    expect([await stockOf(A), await stockOf(B)]).toEqual([3, 3]);
    const [moved] = await db.select().from(warehouseItems).where(eq(warehouseItems.sourceDocumentItemId, arrival.itemIds[0]));
    // It keeps the supplier and unit price of the stock it came from.
    expect(moved).toMatchObject({ supplierId, unitPrice: '85.500000', quantity: '3.000000' });

    const storno = await documentWith(T.ConsumptionNote, A, [{ quantity: '4', warehouseItemId: item.id, parentItemId: consumption.itemIds[0] }], {
      stornedDocumentId: consumption.id,
      documentStatusId: 901,
    });
    await move(storno.id);
    expect([await stockOf(A), await stockOf(B)]).toEqual([7, 3]);

    const receiptStorno = await documentWith(T.PurchaseReceivedNote, A, [{ quantity: '10', parentItemId: receipt.itemIds[0] }], { stornedDocumentId: receipt.id });
    await expect(move(receiptStorno.id)).rejects.toMatchObject({ status: 409, message: 'Raspoloživo je 7 m3' });
    expect([await stockOf(A), await stockOf(B)]).toEqual([7, 3]);

    await expectLedgerInvariant([A, B]);
    const all = await db.select().from(stockMovements).where(inArray(stockMovements.warehouseItemId, [item.id, moved.id]));
    expect(all.map((r) => r.quantity).sort()).toEqual(['-3.000000', '-4.000000', '10.000000', '3.000000', '4.000000']);
  });

  it('moves a document once (a second move is refused by the ledger’s unique key)', async () => {
    const A = await projectWithWarehouse();
    const receipt = await documentWith(T.PurchaseReceivedNote, A, [{ quantity: '2' }]);
    await move(receipt.id);
    await expect(move(receipt.id)).rejects.toBeTruthy();
    expect(await stockOf(A)).toBe(2);
    await expectLedgerInvariant([A]);
  });

  it('takes stock only from the line’s own project', async () => {
    const A = await projectWithWarehouse();
    const B = await projectWithWarehouse();
    const receipt = await documentWith(T.PurchaseReceivedNote, A, [{ quantity: '5' }]);
    await move(receipt.id);
    const [item] = await (await getDb()).select().from(warehouseItems).where(eq(warehouseItems.sourceDocumentItemId, receipt.itemIds[0]));
    const foreign = await documentWith(T.ConsumptionNote, B, [{ quantity: '1', warehouseItemId: item.id, name: 'Tuđi beton' }]);
    await expect(move(foreign.id)).rejects.toMatchObject({ status: 409, message: 'Stavka „Tuđi beton”: odabrana stavka skladišta nije na skladištu projekta stavke.' });
    expect(await stockOf(A)).toBe(5);
  });

  it('refuses an outgoing line without a warehouse item, and a receipt into a project without a warehouse', async () => {
    const A = await projectWithWarehouse();
    const noItem = await documentWith(T.WriteOffNote, A, [{ quantity: '1', name: 'Oplata' }]);
    await expect(move(noItem.id)).rejects.toMatchObject({ status: 409, message: 'Stavka „Oplata” nema odabranu stavku skladišta.' });
    const bare = await newProject();
    const receipt = await documentWith(T.PurchaseReceivedNote, bare, [{ quantity: '1' }]);
    await expect(move(receipt.id)).rejects.toMatchObject({ status: 409 });
    expect(await ledgerCount(receipt.id)).toBe(0);
  });
});

describe('concurrency', () => {
  it('20 concurrent consumptions of the last 5 units: exactly 5 stored, stock 0, never below', async () => {
    const db = await getDb();
    const A = await projectWithWarehouse();
    const receipt = await documentWith(T.PurchaseReceivedNote, A, [{ quantity: '5' }]);
    await move(receipt.id);
    const [item] = await db.select().from(warehouseItems).where(eq(warehouseItems.sourceDocumentItemId, receipt.itemIds[0]));
    const notes = [];
    for (let i = 0; i < 20; i++) notes.push(await documentWith(T.ConsumptionNote, A, [{ quantity: '1', warehouseItemId: item.id }]));

    const results = await Promise.allSettled(notes.map((n) => move(n.id)));
    const accepted = notes.filter((_, i) => results[i].status === 'fulfilled');
    expect(accepted).toHaveLength(5);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 409, message: 'Raspoloživo je 0 m3' });

    const [after] = await db.select().from(warehouseItems).where(eq(warehouseItems.id, item.id));
    expect(after.quantity).toBe('0.000000');
    const out = await db
      .select({ documentId: stockMovements.documentId })
      .from(stockMovements)
      .where(and(eq(stockMovements.warehouseItemId, item.id), sql`${stockMovements.quantity} < 0`));
    expect(out.map((r) => r.documentId).sort()).toEqual(accepted.map((n) => n.id).sort());
    await expectLedgerInvariant([A]);
  });

  it('two documents taking two items in opposite line order do not deadlock (ascending lock order)', async () => {
    const db = await getDb();
    const A = await projectWithWarehouse();
    const receipt = await documentWith(T.PurchaseReceivedNote, A, [{ quantity: '100' }, { quantity: '100' }]);
    await move(receipt.id);
    const items = await db.select().from(warehouseItems).where(inArray(warehouseItems.sourceDocumentItemId, receipt.itemIds)).orderBy(warehouseItems.id);
    const [x, y] = items.map((i) => i.id);
    const notes = [];
    for (let i = 0; i < 10; i++) {
      const order = i % 2 ? [x, y] : [y, x];
      notes.push(await documentWith(T.ConsumptionNote, A, order.map((warehouseItemId) => ({ quantity: '1', warehouseItemId }))));
    }
    const results = await Promise.allSettled(notes.map((n) => move(n.id)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await stockOf(A)).toBe(180);
    await expectLedgerInvariant([A]);
  });
});
