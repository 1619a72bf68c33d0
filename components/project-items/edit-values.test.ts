import { describe, expect, it } from 'vitest';
import { formatUnitPrice } from './cell-format';
import { lineTotal, lineTotalText, toEditText } from './edit-values';

describe('toEditText', () => {
  it('shows stored decimals with a comma and no trailing zeros', () => {
    expect(toEditText('12.500000')).toBe('12,5');
    expect(toEditText('1234.000000')).toBe('1234');
    expect(toEditText('0.000001')).toBe('0,000001');
    expect(toEditText('-0.000000')).toBe('0');
    expect(toEditText(null)).toBe('');
  });
});

describe('lineTotal', () => {
  it('multiplies exactly and rounds half-up to cents', () => {
    expect(lineTotal('123,456789', '100')).toBe('12345.68');
    expect(lineTotal('1,005', '1')).toBe('1.01'); // a float would give 1.00
    expect(lineTotal('0,000001', '0,000001')).toBe('0.00');
    expect(lineTotal('999999999999,999999', '2')).toBe('2000000000000.00');
    expect(lineTotal('-1,005', '1')).toBe('-1.01');
    expect(lineTotal('1.234,5', '2')).toBe('2469.00');
  });

  it('is null while an input is not a number', () => {
    expect(lineTotal('', '1')).toBeNull();
    expect(lineTotal('1,2,3', '1')).toBeNull();
    expect(lineTotal('1,1234567', '1')).toBeNull(); // 7 decimals are refused on save
  });

  it('renders the preview in the money format', () => {
    expect(lineTotalText('1234,5', '2')).toBe('2.469,00');
    expect(lineTotalText('x', '2')).toBe('');
  });
});

describe('formatUnitPrice', () => {
  it('shows 2 to 6 decimals', () => {
    expect(formatUnitPrice('100.000000')).toBe('100,00');
    expect(formatUnitPrice('1234.5')).toBe('1.234,50');
    expect(formatUnitPrice('12.345678')).toBe('12,345678');
    expect(formatUnitPrice('0.001')).toBe('0,001');
    expect(formatUnitPrice(null)).toBe('');
  });
});
