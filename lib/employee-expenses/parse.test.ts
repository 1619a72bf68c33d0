import { describe, expect, it } from 'vitest';
import { parseAmount, parseCsv, parseOib, readLines } from './parse';

describe('parseCsv', () => {
  it('detects ";" and keeps line numbers across empty lines, BOM and CRLF', () => {
    expect(parseCsv('\uFEFFa;b;1,5\r\n\r\nc;d;2\r\n')).toEqual([
      { row: 1, cells: ['a', 'b', '1,5'] },
      { row: 3, cells: ['c', 'd', '2'] },
    ]);
  });
  it('"," separator with quoted decimal commas and quotes inside', () => {
    expect(parseCsv('a,"b ""x""","1,5"\nc,d,2')).toEqual([
      { row: 1, cells: ['a', 'b "x"', '1,5'] },
      { row: 2, cells: ['c', 'd', '2'] },
    ]);
  });
  it('a quoted line break counts for the next line numbers', () => {
    expect(parseCsv('a;"b\nc";1\nd;e;2').map((r) => r.row)).toEqual([1, 3]);
  });
});

describe('parseAmount', () => {
  it.each([
    ['1.234,56', '1234.56'],
    ['1,234.56', '1234.56'],
    ['0,1', '0.10'],
    ['12.5', '12.50'],
    ['1.234.567', '1234567.00'],
    ['100 €', '100.00'],
    ['2,50', '2.50'],
  ])('%s -> %s', (text, value) => expect(parseAmount(text)).toBe(value));
  it('numeric cells are rounded half away from zero to the cent', () => {
    expect(parseAmount(1.005)).toBe('1.01');
    expect(parseAmount(0.1 + 0.2)).toBe('0.30');
  });
  it.each([['1,234'], ['abc'], ['-1'], ['1,2,3'], ['']])('refuses %s', (text) => expect(() => parseAmount(text)).toThrow());
  it('refuses more than 16 integer digits', () => expect(() => parseAmount('12345678901234567')).toThrow(/prevelik/));
});

describe('parseOib and readLines', () => {
  it('a numeric OIB gets its leading zeros back', () => expect(parseOib(1234567890)).toBe('01234567890'));
  it('a header first row is skipped, a data first row is not', () => {
    expect(readLines([{ row: 1, cells: ['OIB', 'Projekt', 'Iznos'] }, { row: 2, cells: ['12345678901', 'P1', '5'] }])).toEqual({
      lines: [{ row: 2, oib: '12345678901', projectCode: 'P1', amount: '5.00' }],
      errors: [],
    });
    expect(readLines([{ row: 1, cells: ['1234567890x', 'P1', '5'] }]).errors).toEqual([{ row: 1, message: 'neispravan OIB 1234567890x (11 znamenki)' }]);
  });
  it('a fourth column is refused', () =>
    expect(readLines([{ row: 4, cells: ['12345678901', 'P1', '5', 'x'] }]).errors[0].message).toMatch(/više od tri stupca/));
});
