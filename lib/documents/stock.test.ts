import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';
import {
  availableStockMessage,
  checkAvailability,
  itemQuantityError,
  ledgerBalances,
  lockOrder,
  movementDirection,
  planMovements,
  type OnHand,
  type PlannedMovement,
  type StockLine,
} from './stock';
import { ALL_DOCUMENT_TYPE_IDS, DocumentType as T } from './types';

const line = (patch: Partial<StockLine> = {}): StockLine => ({
  id: 1,
  name: 'Beton C25/30',
  quantity: '10',
  projectId: 100,
  destinationProjectId: null,
  warehouseItemId: null,
  ...patch,
});

describe('which documents move stock, and which way', () => {
  it('receipts bring stock in, transfers out, consumption and write-off take it out, the rest nothing', () => {
    const dirs = Object.fromEntries(ALL_DOCUMENT_TYPE_IDS.map((t) => [t, movementDirection(t)]));
    expect(dirs).toEqual({ 800: 0, 801: 0, 802: 1, 803: -1, 804: 1, 805: -1, 806: -1, 807: 0, 808: 0 });
  });
});

describe('planMovements', () => {
  it('puts a received line into a new warehouse item of the line’s project', () => {
    expect(planMovements({ documentTypeId: T.PurchaseReceivedNote, isStorno: false }, [line({ quantity: '10.5' })])).toEqual({
      ok: true,
      movements: [{ documentItemId: 1, kind: 'new', projectId: 100, quantity: '10.500000' }],
    });
  });

  it('puts a transfer received line into the destination project', () => {
    const plan = planMovements({ documentTypeId: T.TransferReceivedNote, isStorno: false }, [line({ destinationProjectId: 200 })]);
    expect(plan).toEqual({ ok: true, movements: [{ documentItemId: 1, kind: 'new', projectId: 200, quantity: '10.000000' }] });
    expect(planMovements({ documentTypeId: T.TransferReceivedNote, isStorno: false }, [line()])).toEqual({
      ok: false,
      documentItemId: 1,
      message: messages.documentItemNoDestination('Beton C25/30'),
    });
  });

  it('takes outgoing lines out of their warehouse item, which they must name', () => {
    for (const t of [T.TransferNote, T.ConsumptionNote, T.WriteOffNote]) {
      expect(planMovements({ documentTypeId: t, isStorno: false }, [line({ warehouseItemId: 7, quantity: '4' })])).toEqual({
        ok: true,
        movements: [{ documentItemId: 1, kind: 'existing', warehouseItemId: 7, quantity: '-4.000000' }],
      });
      expect(planMovements({ documentTypeId: t, isStorno: false }, [line()])).toEqual({ ok: false, documentItemId: 1, message: messages.documentItemNoWarehouseItem('Beton C25/30') });
    }
  });

  it('mirrors the cancelled ledger row on a storno (same item, opposite sign)', () => {
    const storno = (t: number, q: string) => planMovements({ documentTypeId: t, isStorno: true }, [line({ id: 9, cancels: { warehouseItemId: 7, quantity: q } })]);
    expect(storno(T.ConsumptionNote, '-4.000000')).toEqual({ ok: true, movements: [{ documentItemId: 9, kind: 'existing', warehouseItemId: 7, quantity: '4.000000' }] });
    expect(storno(T.PurchaseReceivedNote, '10.000000')).toEqual({ ok: true, movements: [{ documentItemId: 9, kind: 'existing', warehouseItemId: 7, quantity: '-10.000000' }] });
    expect(planMovements({ documentTypeId: T.ConsumptionNote, isStorno: true }, [line()]).ok).toBe(false);
  });

  it('moves nothing for paper documents', () => {
    for (const t of [T.RequisitionOrder, T.PurchaseOrder, T.Order, T.Liquidation]) expect(planMovements({ documentTypeId: t, isStorno: false }, [line()])).toEqual({ ok: true, movements: [] });
  });
});

describe('the availability check (§5, §8 "Raspoloživo je {n} {unit}")', () => {
  const onHand = new Map<number, OnHand>([
    [7, { quantity: '5.500000', unit: 'm³' }],
    [8, { quantity: '0.000000', unit: 'kom' }],
  ]);
  const out = (warehouseItemId: number, quantity: string): PlannedMovement => ({ documentItemId: 1, kind: 'existing', warehouseItemId, quantity });

  it('lets exactly the stock on hand go out', () => {
    expect(checkAvailability(onHand, [out(7, '-5.5')])).toEqual({ ok: true });
    expect(checkAvailability(onHand, [out(7, '-5.500001')])).toEqual({ ok: false, warehouseItemId: 7, message: 'Raspoloživo je 5,5 m³' });
  });

  it('sums the lines that share an item', () => {
    expect(checkAvailability(onHand, [out(7, '-3'), out(7, '-3')])).toEqual({ ok: false, warehouseItemId: 7, message: 'Raspoloživo je 5,5 m³' });
    expect(checkAvailability(onHand, [out(7, '-3'), out(7, '2'), out(7, '-3')])).toEqual({ ok: true });
  });

  it('says zero for an empty item and ignores new items', () => {
    expect(checkAvailability(onHand, [out(8, '-1')])).toEqual({ ok: false, warehouseItemId: 8, message: 'Raspoloživo je 0 kom' });
    expect(checkAvailability(onHand, [{ documentItemId: 2, kind: 'new', projectId: 1, quantity: '3' }])).toEqual({ ok: true });
  });

  it('checks one line in the item form', () => {
    expect(itemQuantityError('3.250000', '3.25', 'kg')).toBeNull();
    expect(itemQuantityError('3.250000', '3.26', 'kg')).toBe('Raspoloživo je 3,25 kg');
    expect(availableStockMessage('1234.5', 'm²')).toBe('Raspoloživo je 1.234,5 m²');
  });
});

describe('locks and the ledger', () => {
  it('locks each warehouse item once, in ascending id order', () => {
    expect(lockOrder([9, 3, 9, 12, 3, 1])).toEqual([1, 3, 9, 12]);
  });
  it('sums the ledger per warehouse item exactly', () => {
    const sums = ledgerBalances([
      { warehouseItemId: 1, quantity: '0.1' },
      { warehouseItemId: 1, quantity: '0.2' },
      { warehouseItemId: 2, quantity: '-0.000001' },
      { warehouseItemId: 2, quantity: '0.000001' },
    ]);
    expect(Object.fromEntries(sums)).toEqual({ 1: '0.300000', 2: '0.000000' });
  });
});

/**
 * The worked example of docs/documents.md, run through the model: project A (warehouse item
 * created by the receipt) and project B. An in-memory stand-in for the service's steps 1-4.
 */
describe('the worked example: receive 10 m³, consume 4, transfer 3, storno of the consumption', () => {
  type Item = { id: number; projectId: number; quantity: string };
  const A = 100;
  const B = 200;
  const items: Item[] = [];
  const ledger: { warehouseItemId: number; documentItemId: number; quantity: string }[] = [];
  let lineId = 0;

  function complete(documentTypeId: number, isStorno: boolean, lines: Omit<StockLine, 'id' | 'name'>[]) {
    const full = lines.map((l) => ({ ...l, id: ++lineId, name: 'Beton C25/30' }));
    const plan = planMovements({ documentTypeId, isStorno }, full);
    if (!plan.ok) return plan;
    const onHand = new Map(items.map((i) => [i.id, { quantity: i.quantity, unit: 'm³' }]));
    const available = checkAvailability(onHand, plan.movements);
    if (!available.ok) return available;
    for (const m of plan.movements) {
      const item = m.kind === 'new' ? (items.push({ id: items.length + 1, projectId: m.projectId, quantity: '0' }), items[items.length - 1]) : items.find((i) => i.id === m.warehouseItemId)!;
      ledger.push({ warehouseItemId: item.id, documentItemId: m.documentItemId, quantity: m.quantity });
      item.quantity = ledgerBalances(ledger.filter((r) => r.warehouseItemId === item.id)).get(item.id)!;
    }
    return { ok: true as const, lines: full };
  }
  const stock = (projectId: number) => items.filter((i) => i.projectId === projectId).reduce((s, i) => s + Number(i.quantity), 0);
  const invariant = () => {
    const sums = ledgerBalances(ledger);
    for (const i of items) expect(sums.get(i.id)).toBe(i.quantity);
  };

  it('keeps each warehouse at the expected stock after every step, equal to the ledger', () => {
    expect(complete(T.PurchaseReceivedNote, false, [{ quantity: '10', projectId: A, destinationProjectId: null, warehouseItemId: null }]).ok).toBe(true);
    expect([stock(A), stock(B)]).toEqual([10, 0]);

    const consumption = complete(T.ConsumptionNote, false, [{ quantity: '4', projectId: A, destinationProjectId: null, warehouseItemId: 1 }]);
    expect([stock(A), stock(B)]).toEqual([6, 0]);

    // Too much is refused and moves nothing.
    expect(complete(T.WriteOffNote, false, [{ quantity: '7', projectId: A, destinationProjectId: null, warehouseItemId: 1 }])).toMatchObject({ ok: false, message: 'Raspoloživo je 6 m³' });
    expect([stock(A), stock(B)]).toEqual([6, 0]);

    complete(T.TransferNote, false, [{ quantity: '3', projectId: A, destinationProjectId: B, warehouseItemId: 1 }]);
    expect([stock(A), stock(B)]).toEqual([3, 0]);
    complete(T.TransferReceivedNote, false, [{ quantity: '3', projectId: A, destinationProjectId: B, warehouseItemId: null }]);
    expect([stock(A), stock(B)]).toEqual([3, 3]);

    // Storno of the consumption: its line's ledger row, mirrored.
    const consumed = ledger.find((r) => r.documentItemId === (consumption as { lines: StockLine[] }).lines[0].id)!;
    complete(T.ConsumptionNote, true, [{ quantity: '4', projectId: A, destinationProjectId: null, warehouseItemId: 1, cancels: consumed }]);
    expect([stock(A), stock(B)]).toEqual([7, 3]);

    // A storno of the receipt would need all 10 back: refused, 7 are left.
    const received = ledger[0];
    expect(complete(T.PurchaseReceivedNote, true, [{ quantity: '10', projectId: A, destinationProjectId: null, warehouseItemId: null, cancels: received }])).toMatchObject({
      ok: false,
      message: 'Raspoloživo je 7 m³',
    });
    expect(ledger).toHaveLength(5);
    invariant();
  });
});
