import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';
import { columnToIndex, excelRangeError, indexToColumn, parseCell, parseExcelRange, rangeColumns, rangeText } from './range';

const FORMAT = messages.excelRangeFormat;
const TOO_LARGE = messages.excelRangeTooLarge;

describe('column letters', () => {
  it('convert both ways at the edges', () => {
    expect(columnToIndex('A')).toBe(1);
    expect(columnToIndex('Z')).toBe(26);
    expect(columnToIndex('AA')).toBe(27);
    expect(columnToIndex('AZ')).toBe(52);
    expect(columnToIndex('ZZ')).toBe(702);
    expect(columnToIndex('AAA')).toBe(703);
    expect(columnToIndex('XFD')).toBe(16384);
    expect(columnToIndex('xfd')).toBe(16384);
    expect(columnToIndex('A1')).toBeNaN();
    for (const n of [1, 2, 26, 27, 52, 702, 703, 16384]) expect(columnToIndex(indexToColumn(n))).toBe(n);
    expect(indexToColumn(16384)).toBe('XFD');
    expect(() => indexToColumn(0)).toThrow();
  });

  it('cells within the sheet', () => {
    expect(parseCell('XFD1048576')).toEqual({ column: 16384, row: 1048576 });
    expect(parseCell('XFE1')).toBeNull();
    expect(parseCell('A1048577')).toBeNull();
    expect(parseCell('A0')).toBeNull();
  });
});

describe('parseExcelRange (spec part 1 section 5)', () => {
  it('accepts valid ranges and normalises them', () => {
    const r = parseExcelRange('B2:H100000');
    expect(r).toEqual({ ok: true, range: { start: { column: 2, row: 2 }, end: { column: 8, row: 100000 }, text: 'B2:H100000' } });
    expect(parseExcelRange('A1:A1').ok).toBe(true);
    expect(parseExcelRange('B5:B5').ok).toBe(true);
    // lower case accepted (Excel's Name Box does) and spaces around ignored
    const lower = parseExcelRange(' b2:h10 ');
    expect(lower.ok && lower.range.text).toBe('B2:H10');
  });

  it('edge columns and rows: XFD and 1048576 are the last, XFE and 1048577 are past them', () => {
    expect(parseExcelRange('XFA1:XFD1048576').ok).toBe(true);
    expect(excelRangeError('XFA1:XFE2')).toBe(FORMAT);
    expect(excelRangeError('A1:A1048577')).toBe(FORMAT);
    expect(excelRangeError('A1048577:A1048577')).toBe(FORMAT);
  });

  it('row 0, a start row after the end row, a start column after the end column', () => {
    expect(excelRangeError('A0:B2')).toBe(FORMAT);
    expect(excelRangeError('A1:B0')).toBe(FORMAT);
    expect(excelRangeError('B10:H9')).toBe(FORMAT);
    expect(parseExcelRange('B9:H9').ok).toBe(true);
    expect(excelRangeError('H2:B9')).toBe(FORMAT);
  });

  it('the form start:end with 1-3 letters and 1-7 digits', () => {
    for (const bad of ['B2', 'B2:', ':H5', 'B2-H5', 'B2:H5:J6', 'ABCD1:ABCD2', '2B:H5', 'B:H', 'B2:H12345678', 'Č2:H5', 'B2.0:H5', 'B 2:H5']) {
      expect(excelRangeError(bad), bad).toBe(FORMAT);
    }
  });

  it('16 columns is the most: a difference of 15 passes, 16 is too large', () => {
    expect(parseExcelRange('A1:P1').ok).toBe(true); // A..P = 16 columns
    expect(excelRangeError('A1:Q1')).toBe(TOO_LARGE); // 17
    expect(excelRangeError('B2:R9')).toBe(TOO_LARGE);
    expect(parseExcelRange('XEO1:XFD1').ok).toBe(true); // the last 16 columns
    expect(excelRangeError('XEN1:XFD1')).toBe(TOO_LARGE);
    const r = parseExcelRange('B2:Q3');
    expect(r.ok && rangeColumns(r.range)).toBe(16);
  });

  it('required and at most 21 characters', () => {
    expect(excelRangeError('')).toBe(messages.required);
    expect(excelRangeError('   ')).toBe(messages.required);
    expect(excelRangeError(null)).toBe(messages.required);
    // 21 characters is the longest valid range
    expect('XFC1048575:XFD1048576'.length).toBe(21);
    expect(parseExcelRange('XFC1048575:XFD1048576').ok).toBe(true);
    expect(excelRangeError('XFC01048575:XFD1048576')).toBe(messages.maxLength(21)); // 22
    expect(messages.maxLength(21)).toBe('Najviše je dopušteno 21 znak');
  });

  it('rangeText builds the text', () => {
    expect(rangeText(2, 2, 8, 100)).toBe('B2:H100');
  });
});
