import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { attachments, documentCounters, documentItems, documents, files, stockMovements, warehouseItems, warehouses } from '@/db/schema';
import { pgErrorCode } from '@/lib/http/errors';
import { allocateDocumentCode, reserveManualCode } from '@/lib/documents/counter';
import { DocumentType as T } from '@/lib/documents/types';
import { unique } from './helpers';
import { newProject, unitId } from './project-items-fixtures';

/**
 * The documents and stock model against the database (issue 12 groundwork): the numbering's
 * counter rows under concurrency, and the constraints that keep stock honest. No API yet.
 */

/** A year of its own per run, so the counters start empty even on a shared database. */
const freshYear = () => 2100 + Math.floor(Math.random() * 800);

async function insertDocument(documentTypeId: number, patch: Partial<typeof documents.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(documents)
    .values({ documentTypeId, code: `T-${unique()}`, year: 2026, ...patch })
    .returning({ id: documents.id });
  return row.id;
}

async function errorCode(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
  } catch (err) {
    return pgErrorCode(err) ?? pgErrorCode((err as { cause?: unknown }).cause) ?? 'other';
  }
  return undefined;
}

describe('document codes from the counter row (lib/documents/counter.ts)', () => {
  it('gives 20 concurrent documents of one type and year 20 different, consecutive codes', async () => {
    const db = await getDb();
    const year = freshYear();
    const codes = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const code = await allocateDocumentCode(tx, T.ConsumptionNote, year);
          await tx.insert(documents).values({ documentTypeId: T.ConsumptionNote, code, year });
          return code;
        }),
      ),
    );
    expect([...codes].sort()).toEqual(Array.from({ length: 20 }, (_, i) => `IZD-${year}-${String(i + 1).padStart(5, '0')}`));
  });

  it('never reuses the code of a deleted document, counts per type and year, and gives a rolled-back number back', async () => {
    const db = await getDb();
    const year = freshYear();
    const first = await db.transaction((tx) => allocateDocumentCode(tx, T.PurchaseReceivedNote, year));
    const id = await insertDocument(T.PurchaseReceivedNote, { code: first, year });
    await db.delete(documents).where(eq(documents.id, id));
    expect(await db.transaction((tx) => allocateDocumentCode(tx, T.PurchaseReceivedNote, year))).toBe(`PRM-${year}-00002`);
    expect(await db.transaction((tx) => allocateDocumentCode(tx, T.WriteOffNote, year))).toBe(`OTP-${year}-00001`);
    expect(await db.transaction((tx) => allocateDocumentCode(tx, T.PurchaseReceivedNote, year + 1))).toBe(`PRM-${year + 1}-00001`);

    await expect(
      db.transaction(async (tx) => {
        await allocateDocumentCode(tx, T.PurchaseReceivedNote, year);
        throw new Error('the document failed');
      }),
    ).rejects.toThrow('the document failed');
    expect(await db.transaction((tx) => allocateDocumentCode(tx, T.PurchaseReceivedNote, year))).toBe(`PRM-${year}-00003`);
  });

  it('moves past a typed code of our form, and skips a number already taken', async () => {
    const db = await getDb();
    const year = freshYear();
    await db.transaction(async (tx) => {
      await reserveManualCode(tx, T.Order, year, `NRD-${year}-00040`);
      await tx.insert(documents).values({ documentTypeId: T.Order, code: `NRD-${year}-00040`, year });
      await reserveManualCode(tx, T.Order, year, 'ručna oznaka 7');
    });
    expect(await db.transaction((tx) => allocateDocumentCode(tx, T.Order, year))).toBe(`NRD-${year}-00041`);
    // A typed code the counter did not see (inserted without reserveManualCode) is skipped.
    await insertDocument(T.Order, { code: `NRD-${year}-00042`, year });
    expect(await db.transaction((tx) => allocateDocumentCode(tx, T.Order, year))).toBe(`NRD-${year}-00043`);
    const [counter] = await db
      .select()
      .from(documentCounters)
      .where(and(eq(documentCounters.documentTypeId, T.Order), eq(documentCounters.year, year)));
    expect(counter.lastNumber).toBe(43);
  });

  it('keeps codes unique per type and year (the net under the counter)', async () => {
    const code = `DUP-${unique()}`;
    await insertDocument(T.Order, { code, year: 2026 });
    expect(await errorCode(insertDocument(T.Order, { code, year: 2026 }))).toBe('23505');
    await insertDocument(T.Order, { code, year: 2027 });
    await insertDocument(T.PurchaseOrder, { code, year: 2026 });
  });
});

describe('the stock tables', () => {
  async function stockSetup() {
    const db = await getDb();
    const projectId = await newProject();
    const [wh] = await db.insert(warehouses).values({ projectId, name: `Skladište ${unique()}` }).returning({ id: warehouses.id });
    const documentId = await insertDocument(T.PurchaseReceivedNote, { projectId });
    const m3 = await unitId('m3');
    const [item] = await db
      .insert(documentItems)
      .values({ documentId, name: 'Beton', unitOfMeasurementId: m3, quantity: '10', projectId })
      .returning({ id: documentItems.id });
    const [wi] = await db
      .insert(warehouseItems)
      .values({ warehouseId: wh.id, name: 'Beton', unitOfMeasurementId: m3, sourceDocumentItemId: item.id, quantity: '10' })
      .returning({ id: warehouseItems.id });
    const [movement] = await db
      .insert(stockMovements)
      .values({ warehouseItemId: wi.id, documentItemId: item.id, documentId, quantity: '10' })
      .returning({ id: stockMovements.id });
    return { db, projectId, documentId, itemId: item.id, warehouseItemId: wi.id, movementId: movement.id, m3 };
  }

  it('the ledger is append-only: no update, no delete', async () => {
    const { db, movementId } = await stockSetup();
    expect(await errorCode(db.update(stockMovements).set({ quantity: '11' }).where(eq(stockMovements.id, movementId)))).toBe('23001');
    expect(await errorCode(db.delete(stockMovements).where(eq(stockMovements.id, movementId)))).toBe('23001');
    const [row] = await db.select().from(stockMovements).where(eq(stockMovements.id, movementId));
    expect(row.quantity).toBe('10.000000');
  });

  it('one ledger row per document item, never zero', async () => {
    const { db, documentId, itemId, warehouseItemId } = await stockSetup();
    expect(await errorCode(db.insert(stockMovements).values({ warehouseItemId, documentItemId: itemId, documentId, quantity: '-1' }))).toBe('23505');
    expect(await errorCode(db.insert(stockMovements).values({ warehouseItemId, documentItemId: itemId, documentId, quantity: '0' }))).toBe('23514');
  });

  it('on hand never goes below zero', async () => {
    const { db, warehouseItemId } = await stockSetup();
    expect(await errorCode(db.update(warehouseItems).set({ quantity: sql`${warehouseItems.quantity} - 10.000001` }).where(eq(warehouseItems.id, warehouseItemId)))).toBe('23514');
    await db.update(warehouseItems).set({ quantity: sql`${warehouseItems.quantity} - 10` }).where(eq(warehouseItems.id, warehouseItemId));
  });

  it('a document, item or warehouse item that moved stock cannot be deleted; nothing orphans', async () => {
    const { db, projectId, documentId, itemId, warehouseItemId } = await stockSetup();
    expect(await errorCode(db.delete(documents).where(eq(documents.id, documentId)))).toBe('23503');
    expect(await errorCode(db.delete(documentItems).where(eq(documentItems.id, itemId)))).toBe('23503');
    expect(await errorCode(db.delete(warehouseItems).where(eq(warehouseItems.id, warehouseItemId)))).toBe('23503');
    expect(await errorCode(db.delete(warehouses).where(eq(warehouses.projectId, projectId)))).toBe('23503');
  });

  it('a draft document takes its items and attachments with it', async () => {
    const db = await getDb();
    const projectId = await newProject();
    const documentId = await insertDocument(T.ConsumptionNote, { projectId });
    await db.insert(documentItems).values({ documentId, name: 'Cement', unitOfMeasurementId: await unitId('kg'), quantity: '2', projectId });
    const [file] = await db.insert(files).values({ content: Buffer.from('x'), contentType: 'text/plain', size: 1, sha256: '0'.repeat(64) }).returning({ id: files.id });
    await db.insert(attachments).values({ fileId: file.id, fileName: 'a.txt', contentType: 'text/plain', size: 1, documentId });
    await db.delete(documents).where(eq(documents.id, documentId));
    expect(await db.select().from(documentItems).where(eq(documentItems.documentId, documentId))).toEqual([]);
    expect(await db.select().from(attachments).where(eq(attachments.documentId, documentId))).toEqual([]);
    expect(await errorCode(db.insert(attachments).values({ fileId: file.id, fileName: 'b.txt', contentType: 'text/plain', size: 1, documentId }))).toBe('23503');
  });

  it('a document is storned at most once, never by itself', async () => {
    const source = await insertDocument(T.ConsumptionNote);
    await insertDocument(T.ConsumptionNote, { stornedDocumentId: source, documentStatusId: 901 });
    expect(await errorCode(insertDocument(T.ConsumptionNote, { stornedDocumentId: source, documentStatusId: 901 }))).toBe('23505');
    const db = await getDb();
    const other = await insertDocument(T.ConsumptionNote);
    expect(await errorCode(db.update(documents).set({ stornedDocumentId: other }).where(eq(documents.id, other)))).toBe('23514');
  });

  it('item quantities are positive', async () => {
    const db = await getDb();
    const projectId = await newProject();
    const documentId = await insertDocument(T.ConsumptionNote, { projectId });
    expect(await errorCode(db.insert(documentItems).values({ documentId, name: 'Cement', unitOfMeasurementId: await unitId('kg'), quantity: '0', projectId }))).toBe('23514');
  });
});
