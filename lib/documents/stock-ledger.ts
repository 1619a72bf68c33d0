import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { documentItems, documents, stockMovements, unitsOfMeasurement, warehouseItems, warehouses } from '@/db/schema';
import { conflict, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { checkAvailability, lockOrder, planMovements, type OnHand, type StockLine } from './stock';
import { DocumentType } from './types';

/**
 * The SQL side of the stock model (lib/documents/stock.ts; docs/documents.md "Stock"): moves
 * the stock of one document, inside the caller's transaction (completing a document, creating
 * a storno, completing a project). Throws a 409 with the Croatian reason and writes nothing
 * (the caller's transaction rolls back) when any line cannot move.
 *
 * Locks, always in this order: the document row, then the warehouse items taken from, in
 * ascending id order. On hand is read after its lock, so concurrent documents on the same item
 * serialize and each sees what the one before it left.
 */
export async function moveDocumentStock(tx: Tx, documentId: number, userId: number | null): Promise<void> {
  const [doc] = await tx
    .select({ id: documents.id, documentTypeId: documents.documentTypeId, stornedDocumentId: documents.stornedDocumentId, supplierId: documents.supplierId })
    .from(documents)
    .where(eq(documents.id, documentId))
    .for('update');
  if (!doc) throw notFound(messages.notFound);

  const rows = await tx.select().from(documentItems).where(eq(documentItems.documentId, documentId)).orderBy(asc(documentItems.id));
  const isStorno = doc.stornedDocumentId !== null;

  // A storno line cancels the ledger row of its source line.
  const cancelled = new Map<number, { warehouseItemId: number; quantity: string }>();
  const parentIds = rows.flatMap((r) => (isStorno && r.parentItemId !== null ? [r.parentItemId] : []));
  if (parentIds.length) {
    const ledger = await tx
      .select({ documentItemId: stockMovements.documentItemId, warehouseItemId: stockMovements.warehouseItemId, quantity: stockMovements.quantity })
      .from(stockMovements)
      .where(inArray(stockMovements.documentItemId, parentIds));
    for (const row of ledger) cancelled.set(row.documentItemId, row);
  }

  const lines: StockLine[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    quantity: r.quantity,
    projectId: r.projectId,
    destinationProjectId: r.destinationProjectId,
    warehouseItemId: r.warehouseItemId,
    cancels: r.parentItemId !== null ? (cancelled.get(r.parentItemId) ?? null) : null,
  }));
  const plan = planMovements({ documentTypeId: doc.documentTypeId, isStorno }, lines);
  if (!plan.ok) throw conflict(plan.message);
  if (!plan.movements.length) return;

  // Lock the items taken from or given back to, in id order; read on hand after the lock.
  const lockIds = lockOrder(plan.movements.flatMap((m) => (m.kind === 'existing' ? [m.warehouseItemId] : [])));
  const locked = lockIds.length
    ? await tx
        .select({ id: warehouseItems.id, quantity: warehouseItems.quantity, unit: unitsOfMeasurement.shortName, projectId: warehouses.projectId })
        .from(warehouseItems)
        .innerJoin(unitsOfMeasurement, eq(unitsOfMeasurement.id, warehouseItems.unitOfMeasurementId))
        .innerJoin(warehouses, eq(warehouses.id, warehouseItems.warehouseId))
        .where(inArray(warehouseItems.id, lockIds))
        .orderBy(asc(warehouseItems.id))
        .for('update', { of: warehouseItems })
    : [];
  const byId = new Map(locked.map((r) => [r.id, r]));

  // Scope: a line takes stock only from its own project's warehouse (never trust the client's id).
  if (!isStorno) {
    for (const line of lines) {
      if (line.warehouseItemId === null) continue;
      const item = byId.get(line.warehouseItemId);
      if (!item || item.projectId !== line.projectId) throw conflict(messages.documentItemWrongWarehouse(line.name));
    }
  }

  const onHand = new Map<number, OnHand>(locked.map((r) => [r.id, { quantity: r.quantity, unit: r.unit }]));
  const available = checkAvailability(onHand, plan.movements);
  if (!available.ok) throw conflict(available.message);

  const rowById = new Map(rows.map((r) => [r.id, r]));
  // A transferred item keeps its supplier and unit price: those of the warehouse item its
  // transfer note line took it from.
  const origin = new Map<number, { supplierId: number | null; unitPrice: string }>();
  const transferParents = rows.flatMap((r) => (!isStorno && doc.documentTypeId === DocumentType.TransferReceivedNote && r.parentItemId !== null ? [r.parentItemId] : []));
  if (transferParents.length) {
    const sources = await tx
      .select({ id: documentItems.id, supplierId: warehouseItems.supplierId, unitPrice: warehouseItems.unitPrice })
      .from(documentItems)
      .innerJoin(warehouseItems, eq(warehouseItems.id, documentItems.warehouseItemId))
      .where(inArray(documentItems.id, transferParents));
    for (const s of sources) origin.set(s.id, s);
  }
  // Set-based (a 200-line receipt in a handful of statements, not 4 per line): the warehouses
  // of the projects receiving, one insert of the new warehouse items (created with their
  // quantity: their only ledger row is the one inserted below), one insert of every ledger row,
  // one update of the existing items taken from or given back to (already locked above).
  const newMoves = plan.movements.filter((m) => m.kind === 'new');
  const warehouseOf = new Map<number, number>();
  if (newMoves.length) {
    const projectIds = [...new Set(newMoves.map((m) => m.projectId))];
    const found = await tx.select({ id: warehouses.id, projectId: warehouses.projectId }).from(warehouses).where(inArray(warehouses.projectId, projectIds));
    for (const w of found) warehouseOf.set(w.projectId, w.id);
    if (projectIds.some((id) => !warehouseOf.has(id))) throw conflict(messages.documentProjectWithoutWarehouse);
  }
  const itemOfLine = new Map<number, number>();
  if (newMoves.length) {
    const created = await tx
      .insert(warehouseItems)
      .values(
        newMoves.map((m) => {
          const line = rowById.get(m.documentItemId)!;
          const from = line.parentItemId !== null ? origin.get(line.parentItemId) : undefined;
          return {
            warehouseId: warehouseOf.get(m.projectId)!,
            name: line.name,
            unitOfMeasurementId: line.unitOfMeasurementId,
            unitPrice: from?.unitPrice ?? line.unitPrice ?? '0',
            // A receipt line without its own supplier has the document's.
            supplierId: from ? from.supplierId : (line.supplierId ?? doc.supplierId),
            sourceDocumentItemId: line.id,
            quantity: m.quantity,
          };
        }),
      )
      .returning({ id: warehouseItems.id, line: warehouseItems.sourceDocumentItemId });
    for (const c of created) itemOfLine.set(c.line!, c.id);
  }
  const ledger = plan.movements.map((m) => ({
    warehouseItemId: m.kind === 'new' ? itemOfLine.get(m.documentItemId)! : m.warehouseItemId,
    documentItemId: m.documentItemId,
    documentId,
    quantity: m.quantity,
    createdById: userId,
  }));
  await tx.insert(stockMovements).values(ledger);
  const existing = ledger.filter((_, i) => plan.movements[i].kind === 'existing');
  if (existing.length) {
    const values = sql.join(
      existing.map((r) => sql`(${r.warehouseItemId}::int, ${r.quantity}::numeric)`),
      sql`, `,
    );
    await tx.execute(sql`
      update warehouse_items wi set quantity = wi.quantity + t.q
      from (select id, sum(q) as q from (values ${values}) v(id, q) group by id) t
      where wi.id = t.id`);
  }
}
