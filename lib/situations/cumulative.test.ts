import { describe, expect, it } from 'vitest';
import { compareSituations, cumulate } from './cumulative';

const row = (projectSituationId: number, projectCooperatorItemId: number, quantity: string, unitPrice: string) => ({
  projectSituationId,
  projectCooperatorItemId,
  quantity,
  unitPrice,
});

describe('situation order', () => {
  it('orders by activeFrom, then id, whatever order the ids were created in', () => {
    const situations = [
      { id: 5, activeFrom: '2026-03-01' },
      { id: 2, activeFrom: '2026-04-01' },
      { id: 9, activeFrom: '2026-01-01' },
      { id: 3, activeFrom: '2026-03-01' },
    ];
    expect([...situations].sort(compareSituations).map((s) => s.id)).toEqual([9, 3, 5, 2]);
  });

  it('cumulates in that order, not in id or input order', () => {
    const situations = [
      { id: 2, activeFrom: '2026-02-01' },
      { id: 1, activeFrom: '2026-03-01' },
    ];
    const out = cumulate(situations, [row(1, 10, '3', '1'), row(2, 10, '4', '1')]);
    expect(out.map((r) => [r.projectSituationId, r.cumulativeQuantity])).toEqual([
      [2, '4.000000'],
      [1, '7.000000'],
    ]);
  });

  it('keeps each line its own running sum and drops rows of unknown situations', () => {
    const out = cumulate([{ id: 1, activeFrom: '2026-01-01' }, { id: 2, activeFrom: '2026-02-01' }], [
      row(2, 11, '1', '2'),
      row(1, 10, '1', '2'),
      row(2, 10, '2', '2'),
      row(7, 10, '100', '2'),
    ]);
    expect(out.map((r) => [r.projectSituationId, r.projectCooperatorItemId, r.cumulativeQuantity])).toEqual([
      [1, 10, '1.000000'],
      [2, 10, '3.000000'],
      [2, 11, '1.000000'],
    ]);
  });
});

describe('cumulative arithmetic, exact where floats are not', () => {
  it('0.1 + 0.2 is 0.3', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const out = cumulate([{ id: 1, activeFrom: '2026-01-01' }, { id: 2, activeFrom: '2026-02-01' }], [row(1, 1, '0.1', '10'), row(2, 1, '0.2', '10')]);
    expect(out[1].cumulativeQuantity).toBe('0.300000');
    expect(out[1].cumulativeTotalPrice).toBe('3.00');
  });

  it('rounds amounts half away from zero to the cent (1.005 -> 1.01, where toFixed gives 1.00)', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    const [r] = cumulate([{ id: 1, activeFrom: '2026-01-01' }], [row(1, 1, '1.005', '1')]);
    expect(r.totalPrice).toBe('1.01');
    const [n] = cumulate([{ id: 1, activeFrom: '2026-01-01' }], [row(1, 1, '1.005', '-1')]);
    expect(n.totalPrice).toBe('-1.01');
  });

  it('the cumulative amount is the amount of the cumulative quantity, not a sum of rounded amounts', () => {
    // 3 x 0.333333 x 0.015: each period 0.005 -> 0.01 (sum 0.03); cumulative 0.999999 x 0.015 = 0.014999985 -> 0.01
    const situations = [1, 2, 3].map((id) => ({ id, activeFrom: `2026-0${id}-01` }));
    const out = cumulate(situations, [1, 2, 3].map((s) => row(s, 1, '0.333333', '0.015')));
    expect(out.map((r) => r.totalPrice)).toEqual(['0.00', '0.00', '0.00']);
    expect(out[2].cumulativeQuantity).toBe('0.999999');
    expect(out[2].cumulativeTotalPrice).toBe('0.01');
  });

  it('the documented example: 12.5 m3 at 87.40, situations of 5 and 9 m3', () => {
    const out = cumulate([{ id: 1, activeFrom: '2026-01-01' }, { id: 2, activeFrom: '2026-02-01' }], [row(1, 1, '5', '87.40'), row(2, 1, '9', '87.40')]);
    expect(out.map((r) => [r.totalPrice, r.cumulativeQuantity, r.cumulativeTotalPrice])).toEqual([
      ['437.00', '5.000000', '437.00'],
      ['786.60', '14.000000', '1223.60'],
    ]);
  });

  it('large quantities stay exact beyond float precision', () => {
    const out = cumulate([{ id: 1, activeFrom: '2026-01-01' }, { id: 2, activeFrom: '2026-02-01' }], [
      row(1, 1, '999999999999.999999', '1'),
      row(2, 1, '0.000001', '1'),
    ]);
    expect(out[1].cumulativeQuantity).toBe('1000000000000.000000');
    expect(out[1].cumulativeTotalPrice).toBe('1000000000000.00');
  });

  it("starts from the earlier situations' sums when given them instead of their rows", () => {
    const before = new Map([[1, '0.1']]);
    const [r] = cumulate([{ id: 3, activeFrom: '2026-03-01' }], [row(3, 1, '0.2', '10'), row(2, 1, '50', '10')], before);
    expect(r).toMatchObject({ projectSituationId: 3, totalPrice: '2.00', cumulativeQuantity: '0.300000', cumulativeTotalPrice: '3.00' });
  });
});
