import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { documentItems, warehouseItems, warehouses } from '@/db/schema';
import { keepItemFields } from './fields';
import { DEFAULT_ITEM_STATUS, resolveItemStatus } from './item-statuses';
import { lineTotal } from './item-service';
import { DocumentType as T, isOutgoingType } from './types';

/**
 * Lines made from other lines (generate, copy, storno, the Generate drawer's selected items)
 * and from warehouse items (the warehouse's "new document from selected items").
 *
 * - storno: the same lines, each pointing to the line it cancels (parent_item_id: the stock
 *   ledger mirrors that line's movement);
 * - copy: the same lines, no link;
 * - generate: the destination type's fields only (fields.ts), its item status (a status the
 *   type lacks becomes Draft), a link to the source line; where the destination takes stock out
 *   and the source line brought stock in, the line takes that warehouse item (and its project:
 *   what a transfer received note brought in lies in the destination project).
 */
export type CopyMode = 'generate' | 'copy' | 'storno';
type SourceLine = typeof documentItems.$inferSelect;

export async function sourceLines(tx: Tx, where: { documentId: number } | { ids: readonly number[] }): Promise<SourceLine[]> {
  const condition = 'documentId' in where ? eq(documentItems.documentId, where.documentId) : inArray(documentItems.id, [...where.ids]);
  if ('ids' in where && where.ids.length === 0) return [];
  return tx.select().from(documentItems).where(condition).orderBy(asc(documentItems.id));
}

/** The warehouse items that the given lines brought in (receipts), by source line id. */
async function receivedItems(tx: Tx, lineIds: number[]): Promise<Map<number, { id: number; projectId: number }>> {
  if (!lineIds.length) return new Map();
  const rows = await tx
    .select({ id: warehouseItems.id, lineId: warehouseItems.sourceDocumentItemId, projectId: warehouses.projectId })
    .from(warehouseItems)
    .innerJoin(warehouses, eq(warehouses.id, warehouseItems.warehouseId))
    .where(inArray(warehouseItems.sourceDocumentItemId, lineIds));
  return new Map(rows.map((r) => [r.lineId!, { id: r.id, projectId: r.projectId }]));
}

export async function insertCopiedLines(tx: Tx, target: { id: number; documentTypeId: number }, lines: readonly SourceLine[], mode: CopyMode): Promise<void> {
  const rows = await planCopiedLines(tx, target, lines, mode);
  if (rows.length) await tx.insert(documentItems).values(rows);
}

/** The rows insertCopiedLines stores (read first by the several-source generate to check their projects). */
export async function planCopiedLines(tx: Tx, target: { id: number; documentTypeId: number }, lines: readonly SourceLine[], mode: CopyMode) {
  if (!lines.length) return [];
  const destType = target.documentTypeId;
  const received = mode === 'generate' && isOutgoingType(destType) ? await receivedItems(tx, lines.map((l) => l.id)) : new Map();
  const rows = lines.map((l) => {
    const base = {
      documentId: target.id,
      code: l.code,
      name: l.name,
      statusId: l.statusId,
      unitOfMeasurementId: l.unitOfMeasurementId,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      totalPrice: lineTotal(l.quantity, l.unitPrice),
      comment: l.comment,
      projectId: l.projectId,
      projectItemId: l.projectItemId,
      parentItemId: mode === 'copy' ? null : l.id,
      destinationProjectId: l.destinationProjectId,
      supplierId: l.supplierId,
      warehouseItemId: l.warehouseItemId,
      expenseTypeId: l.expenseTypeId,
      expenseGroupId: l.expenseGroupId,
    };
    if (mode !== 'generate') return base;
    const stock = received.get(l.id);
    const moved = stock ? { warehouseItemId: stock.id, projectId: stock.projectId, projectItemId: stock.projectId === l.projectId ? l.projectItemId : null } : {};
    const kept = keepItemFields(destType, { ...base, ...moved });
    // A transfer received note's lines arrive where the transfer note sent them.
    if (destType === T.TransferReceivedNote) kept.destinationProjectId = l.destinationProjectId;
    if (kept.destinationProjectId === kept.projectId) kept.destinationProjectId = null;
    return { ...kept, statusId: resolveItemStatus(destType, l.statusId) ?? DEFAULT_ITEM_STATUS };
  });
  return rows;
}

/**
 * Lines taking the whole stock on hand of the given warehouse items, each of its item's project,
 * name, unit, unit price and supplier from the item (the type's fields only: a liquidation's
 * line names no warehouse item).
 */
export async function insertWarehouseLines(
  tx: Tx,
  target: { id: number; documentTypeId: number; destinationProjectId: number | null },
  items: readonly { id: number; name: string; unitOfMeasurementId: number; unitPrice: string; supplierId: number | null; quantity: string; projectId: number }[],
): Promise<void> {
  if (!items.length) return;
  const rows = items.map((w) => ({
    ...keepItemFields(target.documentTypeId, {
      documentId: target.id,
      name: w.name,
      unitOfMeasurementId: w.unitOfMeasurementId,
      quantity: w.quantity,
      unitPrice: w.unitPrice,
      totalPrice: lineTotal(w.quantity, w.unitPrice),
      projectId: w.projectId,
      supplierId: w.supplierId,
      warehouseItemId: w.id,
      destinationProjectId: target.destinationProjectId === w.projectId ? null : target.destinationProjectId,
    }),
    statusId: DEFAULT_ITEM_STATUS as number,
  }));
  await tx.insert(documentItems).values(rows);
}

/**
 * The types a document can be made of selected warehouse items (spec part 2 §2 "Warehouse
 * items": the Generate menu offers write-off, consumption, transfer note and liquidation).
 */
export const WAREHOUSE_LINE_TYPES: readonly number[] = [T.WriteOffNote, T.ConsumptionNote, T.TransferNote, T.Liquidation];

/**
 * Warehouse items with stock, locked in id order (the one lock order): the project's (ids null),
 * or the given ones of the project, or (projectId null) the given ones of any project.
 */
export async function stockOfProject(tx: Tx, projectId: number | null, ids: readonly number[] | null) {
  const rows = await tx
    .select({
      id: warehouseItems.id,
      name: warehouseItems.name,
      unitOfMeasurementId: warehouseItems.unitOfMeasurementId,
      unitPrice: warehouseItems.unitPrice,
      supplierId: warehouseItems.supplierId,
      quantity: warehouseItems.quantity,
      projectId: warehouses.projectId,
    })
    .from(warehouseItems)
    .innerJoin(warehouses, eq(warehouses.id, warehouseItems.warehouseId))
    .where(ids === null ? eq(warehouses.projectId, projectId ?? -1) : inArray(warehouseItems.id, [...ids]))
    .orderBy(asc(warehouseItems.id))
    .for('update', { of: warehouseItems });
  return rows.filter((r) => (projectId === null || r.projectId === projectId) && /[1-9]/.test(r.quantity));
}
