import { describe, expect, it } from 'vitest';
import type { RawCell, RawRow } from '@/lib/excel/run-worker';
import { messages } from '@/lib/i18n/messages';
import { parseImportRows, readDecimal, type CellIndex } from './import-rows';

/** Cells A (id), Level, Ordinal, Name, Unit, Quantity, UnitPrice, TotalPrice. */
const INDEX: CellIndex = { id: 0, Level: 1, Ordinal: 2, Name: 3, UnitOfMeasurement: 4, Quantity: 5, UnitPrice: 6, TotalPrice: 7 };
/** A numeric cell comes from the worker as a number, a text cell as a string. */
const n = (v: number): RawCell => v;
const s = (v: string): RawCell => v;
let rowNo = 1;
const row = (...values: (RawCell | null)[]): RawRow => ({ row: ++rowNo, cells: values });
const parse = (rows: RawRow[], index = INDEX) => parseImportRows(rows, index);
const reset = () => (rowNo = 1);

describe('numbers from cells', () => {
  it('numeric cells round to 6 places as decimals (float noise gone)', async () => {
    expect(readDecimal(n(0.1 + 0.2), 'Quantity')).toBe('0.300000');
    expect(readDecimal(n(1.1), 'Quantity')).toBe('1.100000');
    expect(readDecimal(n(1 / 3), 'Quantity')).toBe('0.333333');
    expect(readDecimal(n(2.0000005), 'Quantity')).toBe('2.000001');
    expect(readDecimal(n(1e-7), 'Quantity')).toBe('0.000000');
    expect(readDecimal(n(123456789.123456), 'UnitPrice')).toBe('123456789.123456');
    expect(readDecimal(n(-10), 'UnitPrice')).toBe('-10.000000');
  });

  it('text with a decimal comma keeps its digits exactly; more than 6 decimals is an error', async () => {
    expect(readDecimal(s('1.234,567890'), 'Quantity')).toBe('1234.567890');
    expect(readDecimal(s(' 0,1 '), 'Quantity')).toBe('0.1');
    expect(readDecimal(s('123456789012,123456'), 'Quantity')).toBe('123456789012.123456');
    expect(() => readDecimal(s('1,1234567'), 'Quantity')).toThrow(messages.importCellDecimals('Količina'));
    expect(() => readDecimal(s('dvanaest'), 'UnitPrice')).toThrow(messages.importCellInvalidNumber('Jedinična cijena'));
    expect(() => readDecimal(true, 'Quantity')).toThrow(messages.importCellInvalidNumber('Količina'));
    expect(() => readDecimal(s('1234567890123'), 'Quantity')).toThrow(messages.amountTooLarge);
    expect(readDecimal(null, 'Quantity')).toBeNull();
  });
});

describe('rows to a tree (Level, groups, items)', () => {
  it('a row followed by a deeper row is a group; a leaf with both amounts is an item; a bare leaf an empty group', async () => {
    reset();
    const r = await parse([
      row(null, 1, '1', 'Zemljani radovi', null, null, null, 100),
      row(null, 2, '1.1', 'Iskop – ručni', 'm3', 2, '3,5', 7),
      row(17, 2, '1.2', 'Odvoz', 'T', '1,5', 10, null),
      row(null, 1, '2', 'Završni radovi (čćđšž)', null, null, null, null),
    ]);
    expect(r.errors).toEqual([]);
    expect(r.rows).toEqual([
      { row: 2, id: null, level: 1, isGroup: true, name: 'Zemljani radovi', unit: null, quantity: null, unitPrice: null },
      { row: 3, id: null, level: 2, isGroup: false, name: 'Iskop – ručni', unit: 'm3', quantity: '2.000000', unitPrice: '3.5' },
      { row: 4, id: 17, level: 2, isGroup: false, name: 'Odvoz', unit: 'T', quantity: '1.5', unitPrice: '10.000000' },
      { row: 5, id: null, level: 1, isGroup: true, name: 'Završni radovi (čćđšž)', unit: null, quantity: null, unitPrice: null },
    ]);
  });

  it('without Level the dotted ordinal gives the level', async () => {
    reset();
    const index: CellIndex = { id: 0, Ordinal: 1, Name: 2, UnitOfMeasurement: 3, Quantity: 4, UnitPrice: 5 };
    const r = await parse(
      [row(null, '1.', 'A'), row(null, '1.1', 'A1'), row(null, '1.1.1', 'x', 'kom', 1, 1), row(null, n(2), 'B', 'kom', 1, 1)],
      index,
    );
    expect(r.errors).toEqual([]);
    expect(r.rows.map((x) => [x.level, x.isGroup])).toEqual([
      [1, true],
      [2, true],
      [3, false],
      [1, false],
    ]);
    // an empty Level cell falls back to the ordinal too
    reset();
    expect((await parse([row(null, null, '1', 'A'), row(null, null, '1.1', 'B', 'm', 1, 1)])).rows.map((x) => x.level)).toEqual([1, 2]);
    reset();
    expect((await parse([row(null, null, 'A)', 'A')])).errors).toEqual([{ row: 2, message: messages.importLevelMissing }]);
  });

  it('level rules: the first row on level 1, at most one level deeper, positive integers', async () => {
    reset();
    expect((await parse([row(null, 2, '1', 'A')])).errors).toEqual([{ row: 2, message: messages.importFirstLevel }]);
    reset();
    expect((await parse([row(null, 1, '1', 'A'), row(null, 3, '1.1.1', 'B', 'm', 1, 1)])).errors).toEqual([
      { row: 3, message: messages.importLevelJump },
    ]);
    reset();
    expect((await parse([row(null, 0, '1', 'A')])).errors).toEqual([{ row: 2, message: messages.importLevelInvalid }]);
    reset();
    expect((await parse([row(null, 1.5, '1', 'A')])).errors).toEqual([{ row: 2, message: messages.importLevelInvalid }]);
  });

  it('a group with amounts, an item with one amount or without a unit, a missing name: errors naming the row', async () => {
    reset();
    const r = await parse([
      row(null, 1, '1', 'A', 'm', 1, 1),
      row(null, 2, '1.1', 'B', 'm', 1, null),
      row(null, 2, '1.2', 'C', null, 1, 1),
      row(null, 2, '1.3', null, 'm', 1, 1),
      row('x', 2, '1.4', 'D', 'm', 1, 1),
    ]);
    expect(r.rows).toEqual([]);
    expect(r.errors).toEqual([
      { row: 5, message: messages.importCellRequired('Naziv') },
      { row: 6, message: messages.importIdInvalid },
    ]);
    reset();
    expect((await parse([row(null, 1, '1', 'A', 'm', 1, 1), row(null, 2, '1.1', 'B', 'm', 1, null), row(null, 2, '1.2', 'C', null, 1, 1)])).errors).toEqual([
      { row: 2, message: messages.importGroupWithAmounts },
      { row: 3, message: messages.importItemIncomplete },
      { row: 4, message: messages.importCellRequired('Jedinica mjere') },
    ]);
  });

  it('ids: integers, each at most once; a negative quantity, a too long unit', async () => {
    reset();
    expect((await parse([row(5, 1, '1', 'A'), row(5, 1, '2', 'B')])).errors).toEqual([{ row: 3, message: messages.importIdDuplicate(5) }]);
    reset();
    expect((await parse([row(s(' 12 '), 1, '1', 'A')])).rows[0].id).toBe(12);
    reset();
    expect((await parse([row(1.5, 1, '1', 'A')])).errors[0].message).toBe(messages.importIdInvalid);
    reset();
    expect((await parse([row(null, 1, '1', 'A', 'm', -1, 1)])).errors[0].message).toBe(`Količina: ${messages.min(0)}`);
    reset();
    expect((await parse([row(null, 1, '1', 'A', 'x'.repeat(21), 1, 1)])).errors[0].message).toBe(messages.importCellTooLong('Jedinica mjere', 20));
  });

  it('a total that does not fit numeric(18,2) is refused', async () => {
    reset();
    expect((await parse([row(null, 1, '1', 'A', 'm', '999999999999', '99999')])).errors).toEqual([{ row: 2, message: messages.amountTooLarge }]);
  });

  it('an error cell (#N/A) is an error, not an empty cell', async () => {
    reset();
    expect((await parse([row(null, 1, '1', 'A', 'm', { error: '#N/A' }, 1)])).errors).toEqual([
      { row: 2, message: messages.importCellInvalidNumber('Količina') },
    ]);
    reset();
    expect((await parse([row(null, 1, '1', { error: '#REF!' })])).errors).toEqual([{ row: 2, message: messages.importCellError('#REF!') }]);
  });

  it('long lists are read in chunks (yielding to the event loop) with the same result', async () => {
    reset();
    const rows = [row(null, 1, '1', 'Grupa')];
    for (let i = 1; i <= 1500; i++) rows.push(row(null, 2, `1.${i}`, `Stavka ${i}`, 'm', i, '0,01'));
    const ok = await parse(rows);
    expect(ok.errors).toEqual([]);
    expect(ok.rows).toHaveLength(1501);
    expect(ok.rows[1500]).toMatchObject({ row: 1502, level: 2, quantity: '1500.000000', unitPrice: '0.01' });
    rows[1200] = { row: rows[1200].row, cells: [null, 2, '1.1200', 'Loša', 'm', 'x', 1] };
    expect((await parse(rows)).errors).toEqual([{ row: 1202, message: messages.importCellInvalidNumber('Količina') }]);
  });
});
