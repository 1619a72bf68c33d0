import { describe, expect, it } from 'vitest';
import type { SituationTableLine } from '@/lib/situations/table-schemas';
import { clearQuantities, editableLines, editValues, planQuantities } from './save-plan';

const line = (lineId: number, periodQuantity: string, situationItemId: number | null): SituationTableLine => ({
  projectItemId: 1,
  projectCooperatorId: 1,
  lineId,
  quantity: '10',
  unitPrice: '1',
  totalPrice: '10',
  periodQuantity,
  periodAmount: '0',
  cumulativeQuantity: '0',
  cumulativeAmount: '0',
  situationItemId,
  periodIncome: null,
  cumulativeIncome: null,
});

describe('situations tab: saving a row', () => {
  const lines = editableLines(line(1, '9.5', 11), [line(2, '0', null), undefined, line(3, '4', 13)]);

  it('opens with the stored quantities in Croatian, empty where there is none', () => {
    expect(editValues(lines)).toEqual({ 1: '9,5', 2: '', 3: '4' });
  });

  it('sends only what changed: a new quantity, a changed one, an emptied one (null)', () => {
    expect(planQuantities(lines, { 1: '9,50', 2: '1.234,5', 3: '' })).toEqual({
      lines: [
        { projectCooperatorItemId: 2, quantity: '1234.5' },
        { projectCooperatorItemId: 3, quantity: null },
      ],
    });
    expect(planQuantities(lines, { 1: '9,5', 2: '', 3: '4' })).toEqual({ lines: [] });
  });

  it('refuses a number that is not one, a negative one, more than 6 decimals', () => {
    expect(planQuantities(lines, { 1: 'abc' })).toEqual({ error: 'invalid', lineId: 1 });
    expect(planQuantities(lines, { 1: '-1' })).toEqual({ error: 'invalid', lineId: 1 });
    expect(planQuantities(lines, { 1: '0,1234567' })).toEqual({ error: 'invalid', lineId: 1 });
  });

  it("deleting the row's quantities: the lines that have one", () => {
    expect(clearQuantities(lines)).toEqual([
      { projectCooperatorItemId: 1, quantity: null },
      { projectCooperatorItemId: 3, quantity: null },
    ]);
  });
});
