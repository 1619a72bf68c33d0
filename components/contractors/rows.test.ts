import { describe, expect, it } from 'vitest';
import type { ProjectCooperatorItemDto } from '@/lib/situations/schemas';
import { projectContractors } from '@/lib/situations/contractors';
import { FIXTURE_TREE } from '@/tests/fixtures/project-items';
import { contractorRows } from './rows';
import { planSave } from './save-plan';

const line = (id: number, pc: number, item: number, quantity: string, unitPrice: string, totalPrice: string, contractorItemId: number | null = null): ProjectCooperatorItemDto => ({
  id, projectId: 7, projectCooperatorId: pc, projectItemId: item, contractorItemId, quantity, unitPrice, totalPrice, cooperatorName: '', projectItemName: '', unitOfMeasurement: null,
});
const CONTRACTOR = { id: 11, name: 'Gradnja', subcontractors: [{ id: 21, name: 'Armirač' }] };
const LINES = [line(1, 11, 7, '12.500000', '87.400000', '1092.50'), line(2, 21, 7, '4.000000', '60.000000', '240.00', 1), line(3, 11, 2, '1.000000', '0.010000', '0.01'), line(4, 12, 9, '1.000000', '500.000000', '500.00')];

describe('contractorRows', () => {
  it('lists every item and group in tree order, with the lines and exact group totals', () => {
    const { rows, totals, items, itemsWithData } = contractorRows(FIXTURE_TREE.items, CONTRACTOR, LINES, false);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rows.find((r) => r.id === 7)!.lines[21].quantity).toBe('4.000000');
    expect(rows.find((r) => r.id === 6)!.totals).toEqual({ 11: '1092.50', 21: '240.00' });
    expect(totals).toEqual({ 11: '1092.51', 21: '240.00' });
    expect([itemsWithData, items]).toEqual([2, 5]);
  });

  it('keeps only the items with data and their groups', () => {
    const { rows } = contractorRows(FIXTURE_TREE.items, CONTRACTOR, LINES, true);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 6, 7]);
  });
});

describe('planSave', () => {
  const lines = { 11: { id: 1, quantity: '12.500000', unitPrice: '87.400000', totalPrice: '1092.50' } };
  it('one body for the whole row (the contractor first); nothing for unchanged values', () => {
    expect(planSave(7, [11, 21], lines, { 11: { quantity: '12,5', unitPrice: '87,4' }, 21: { quantity: '', unitPrice: '' } })).toEqual({ body: null });
    expect(planSave(7, [11, 21], lines, { 11: { quantity: '1.234,5', unitPrice: '87,4' }, 21: { quantity: '4', unitPrice: '60' } })).toEqual({
      body: {
        projectItemId: 7,
        contractorId: 11,
        parties: [
          { projectCooperatorId: 11, quantity: '1234.5', unitPrice: '87.4' },
          { projectCooperatorId: 21, quantity: '4', unitPrice: '60' },
        ],
      },
    });
    // A new subcontractor line alone changes the row; the unchanged contractor is still sent (the server skips it).
    expect(planSave(7, [11, 21], lines, { 11: { quantity: '12,5', unitPrice: '87,4' }, 21: { quantity: '4', unitPrice: '-1,5' } })).toMatchObject({
      body: { parties: [{ projectCooperatorId: 11, quantity: '12.5' }, { projectCooperatorId: 21, unitPrice: '-1.5' }] },
    });
  });

  it('both fields emptied on a line: the party goes as nulls (deleted on the server)', () => {
    expect(planSave(7, [11], lines, { 11: { quantity: ' ', unitPrice: '' } })).toEqual({
      body: { projectItemId: 7, contractorId: 11, parties: [{ projectCooperatorId: 11, quantity: null, unitPrice: null }] },
    });
  });

  it('refuses one field without the other and what is not a number, before anything is sent', () => {
    expect(planSave(7, [11], {}, { 11: { quantity: '3', unitPrice: '' } })).toEqual({ error: 'Unesite i količinu i jediničnu cijenu (ili obrišite obje za brisanje stavke).', party: 11 });
    expect(planSave(7, [11, 21], lines, { 11: { quantity: '12,5', unitPrice: '87,4' }, 21: { quantity: '', unitPrice: '5' } })).toMatchObject({ party: 21 });
    expect(planSave(7, [11], {}, { 11: { quantity: '3', unitPrice: 'abc' } })).toMatchObject({ error: 'Neispravan broj.' });
  });
});

describe('projectContractors', () => {
  it('takes contractors with a bill of quantities and the subcontractors whose client they are', () => {
    const base = { hasBoq: false, clientId: null };
    const list = projectContractors([
      { ...base, id: 1, cooperatorId: 100, cooperatorTypeId: 501, hasBoq: true, cooperatorName: 'A' },
      { ...base, id: 2, cooperatorId: 101, cooperatorTypeId: 501, cooperatorName: 'B (no BOQ)' },
      { ...base, id: 3, cooperatorId: 102, cooperatorTypeId: 502, clientId: 100, cooperatorName: 'Sub of A' },
      { ...base, id: 4, cooperatorId: 103, cooperatorTypeId: 502, clientId: 101, cooperatorName: 'Sub of B' },
    ]);
    expect(list).toEqual([{ id: 1, name: 'A', subcontractors: [{ id: 3, name: 'Sub of A' }] }]);
  });
});
