import { describe, expect, it } from 'vitest';
import { estimateTextWidth } from '@/components/project-items/column-widths';
import type { SituationTableLine } from '@/lib/situations/table-schemas';
import { AMOUNT, type SituationRow } from './rows';
import { columnWidths } from './widths';

const main: SituationTableLine = {
  projectItemId: 1, projectCooperatorId: 1, lineId: 1, quantity: '1000', unitPrice: '123456.789', totalPrice: '123456789',
  periodQuantity: '1000', periodAmount: '123456789.12', cumulativeQuantity: '1000', cumulativeAmount: '123456789.12', situationItemId: 1, periodIncome: null, cumulativeIncome: null,
};
const row: SituationRow = {
  id: 1, ordinalDisplay: '1', name: 'Beton', unit: 'm3', level: 1, isGroup: false, expanded: false, main, subs: {}, percent: '1', sums: { [AMOUNT.period]: '123456789.12' },
};

describe('situations tab: column widths', () => {
  it('the widest amount (123.456.789,12) and the total fit their columns; typed input widens the quantity', () => {
    const fit = (text: string) => Math.ceil(estimateTextWidth(text, true));
    const widths = columnWidths([row], [], { [AMOUNT.period]: '987654321.99' }, estimateTextWidth);
    expect(widths.periodAmount).toBeGreaterThan(fit('987.654.321,99'));
    expect(widths.periodAmount).toBeGreaterThan(fit('123.456.789,12'));
    const typed = columnWidths([row], [], {}, estimateTextWidth, { 1: '1234567890,123456' });
    expect(typed.periodQuantity).toBeGreaterThan(widths.periodQuantity);
  });
});
