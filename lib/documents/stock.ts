/**
 * The stock movement model (issue 12 "Stock"; docs/documents.md), pure and client-safe. The
 * service will run it inside the completing transaction:
 *
 *   1. planMovements(document, lines)      what each line moves, signed (+ in, - out)
 *   2. lockOrder(warehouse item ids)       lock those rows `for update` in ascending id order
 *                                          (every transaction the same order: no deadlock)
 *   3. checkAvailability(on hand, plan)    refuse "Raspoloživo je {n} {unit}" before writing
 *   4. per movement: create the warehouse item of a receipt (quantity 0), insert the ledger row
 *      and add its quantity to warehouse_items.quantity, in the same transaction
 *
 * so on hand always equals the ledger's sum per warehouse item, and the check constraint
 * quantity >= 0 is the net under step 3.
 *
 *   type                   on completion                                     storno
 *   PurchaseReceivedNote   + into a new warehouse item of the line's project   - from that item
 *   TransferReceivedNote   + into a new item of the destination project        - from that item
 *   TransferNote           - from the line's warehouse item (source project)   + back into it
 *   ConsumptionNote        - from the line's warehouse item                     + back into it
 *   WriteOffNote           - from the line's warehouse item                     + back into it
 *   the others             nothing (paper documents)                           (no storno)
 *
 * A storno line mirrors the ledger row of the line it cancels: the same warehouse item, the
 * opposite sign. A storno of a receipt whose stock was already used fails the availability check.
 */
import { fromScaled, toScaled } from '@/lib/format/decimal';
import { formatQuantity } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { DocumentType as T } from './types';

/** Quantities are numeric(18,6). */
const SCALE = 6;
const scaled = (q: string) => toScaled(q, SCALE);

/** +1 the type's completion brings stock in, -1 takes it out, 0 moves nothing. */
export function movementDirection(documentTypeId: number): 1 | -1 | 0 {
  if (documentTypeId === T.PurchaseReceivedNote || documentTypeId === T.TransferReceivedNote) return 1;
  if (documentTypeId === T.TransferNote || documentTypeId === T.ConsumptionNote || documentTypeId === T.WriteOffNote) return -1;
  return 0;
}

export type StockDocument = { documentTypeId: number; isStorno: boolean };

export type StockLine = {
  id: number;
  name: string;
  /** The line's quantity, positive (document_items.quantity > 0). */
  quantity: string;
  projectId: number | null;
  destinationProjectId: number | null;
  warehouseItemId: number | null;
  /** A storno line: the ledger row of the line it cancels (via parent_item_id). */
  cancels?: { warehouseItemId: number; quantity: string } | null;
};

/** A movement into an existing warehouse item, or into a new one in a project's warehouse. */
export type PlannedMovement =
  | { documentItemId: number; kind: 'existing'; warehouseItemId: number; quantity: string }
  | { documentItemId: number; kind: 'new'; projectId: number; quantity: string };

export type PlanResult = { ok: true; movements: PlannedMovement[] } | { ok: false; documentItemId: number; message: string };

const negate = (q: string) => fromScaled(-scaled(q), SCALE);
const positive = (q: string) => fromScaled(scaled(q), SCALE);

/** What completing (or creating the storno) `doc` moves, one movement per line, or why it cannot. */
export function planMovements(doc: StockDocument, lines: readonly StockLine[]): PlanResult {
  const direction = movementDirection(doc.documentTypeId);
  const movements: PlannedMovement[] = [];
  if (direction === 0) return { ok: true, movements };
  for (const line of lines) {
    if (doc.isStorno) {
      if (!line.cancels) return { ok: false, documentItemId: line.id, message: messages.documentItemNothingToCancel(line.name) };
      movements.push({ documentItemId: line.id, kind: 'existing', warehouseItemId: line.cancels.warehouseItemId, quantity: negate(line.cancels.quantity) });
    } else if (direction < 0) {
      if (line.warehouseItemId == null) return { ok: false, documentItemId: line.id, message: messages.documentItemNoWarehouseItem(line.name) };
      movements.push({ documentItemId: line.id, kind: 'existing', warehouseItemId: line.warehouseItemId, quantity: negate(line.quantity) });
    } else {
      const projectId = doc.documentTypeId === T.TransferReceivedNote ? line.destinationProjectId : line.projectId;
      if (projectId == null) {
        const message = doc.documentTypeId === T.TransferReceivedNote ? messages.documentItemNoDestination(line.name) : messages.documentItemNoProject(line.name);
        return { ok: false, documentItemId: line.id, message };
      }
      movements.push({ documentItemId: line.id, kind: 'new', projectId, quantity: positive(line.quantity) });
    }
  }
  return { ok: true, movements };
}

/** The warehouse item rows to lock, each once, in ascending id order (the one lock order). */
export function lockOrder(warehouseItemIds: Iterable<number>): number[] {
  return [...new Set(warehouseItemIds)].sort((a, b) => a - b);
}

/** §8: "Raspoloživo je 3,5 m³" (the quantity in Croatian form). */
export function availableStockMessage(onHand: string, unit: string): string {
  return messages.availableStock(formatQuantity(onHand) || '0', unit);
}

/**
 * §5 for one line of an outgoing type: the requested quantity must not exceed what is on hand;
 * null when it fits.
 */
export function itemQuantityError(onHand: string, requested: string, unit: string): string | null {
  return scaled(requested) > scaled(onHand) ? availableStockMessage(onHand, unit) : null;
}

export type OnHand = { quantity: string; unit: string };
export type AvailabilityResult = { ok: true } | { ok: false; warehouseItemId: number; message: string };

/**
 * Whether the movements into existing items leave every one at zero or more, summing the lines
 * that share an item (two lines of 3 on an item with 5 fail: "Raspoloživo je 5 m³").
 */
export function checkAvailability(onHand: ReadonlyMap<number, OnHand>, movements: readonly PlannedMovement[]): AvailabilityResult {
  const delta = new Map<number, bigint>();
  for (const m of movements) if (m.kind === 'existing') delta.set(m.warehouseItemId, (delta.get(m.warehouseItemId) ?? 0n) + scaled(m.quantity));
  for (const id of lockOrder(delta.keys())) {
    const have = onHand.get(id);
    const quantity = have?.quantity ?? '0';
    if (scaled(quantity) + delta.get(id)! < 0n) return { ok: false, warehouseItemId: id, message: availableStockMessage(quantity, have?.unit ?? '') };
  }
  return { ok: true };
}

/** The ledger's sum per warehouse item: what warehouse_items.quantity must always equal. */
export function ledgerBalances(ledger: readonly { warehouseItemId: number; quantity: string }[]): Map<number, string> {
  const sums = new Map<number, bigint>();
  for (const row of ledger) sums.set(row.warehouseItemId, (sums.get(row.warehouseItemId) ?? 0n) + scaled(row.quantity));
  return new Map([...sums].map(([id, q]) => [id, fromScaled(q, SCALE)]));
}
