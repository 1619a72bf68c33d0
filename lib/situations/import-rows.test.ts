import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';
import { parseContractorRows } from './import-rows';

/** The contractor import's cells (id, quantity, unit price) without a workbook. */
describe('parseContractorRows', () => {
  it('reads numbers and decimal-comma text exactly; rows without amounts are counted, not lines', async () => {
    const parsed = await parseContractorRows([
      { row: 2, cells: [11, 0.1 + 0.2, '1.234,567890'] },
      { row: 3, cells: [12, null, null] },
      { row: 4, cells: [null, 5, -2.5] },
    ]);
    expect(parsed).toEqual({
      rows: [
        { row: 2, id: 11, quantity: '0.300000', unitPrice: '1234.567890' },
        { row: 4, id: null, quantity: '5.000000', unitPrice: '-2.500000' },
      ],
      rowsWithoutAmounts: 1,
      errors: [],
    });
  });

  it('one amount only, a negative quantity, a duplicate id, a NUL, 7 decimals: errors naming the row, no rows', async () => {
    const parsed = await parseContractorRows([
      { row: 2, cells: [1, 3, null] },
      { row: 3, cells: [2, -1, 1] },
      { row: 4, cells: [3, 1, 1] },
      { row: 5, cells: [3, 1, 1] },
      { row: 6, cells: ['4\u0000', 1, 1] },
      { row: 7, cells: [5, '1,1234567', 1] },
      { row: 8, cells: ['x', 1, 1] },
    ]);
    expect(parsed.rows).toEqual([]);
    expect(parsed.errors).toEqual([
      { row: 2, message: messages.contractorImportIncomplete },
      { row: 3, message: `Količina: ${messages.min(0)}` },
      { row: 5, message: messages.importIdDuplicate(3) },
      { row: 6, message: messages.importCellNul('Id') },
      { row: 7, message: messages.importCellDecimals('Količina') },
      { row: 8, message: messages.importIdInvalid },
    ]);
  });
});
