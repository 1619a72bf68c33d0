import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatQuantity,
  isoDateToPicked,
  parseDecimalInput,
  pickedDateToIso,
  toIsoDate,
} from './index';
import { parseDecimal, roundDecimal, toDecimalString } from './decimal';

describe('formatDate', () => {
  it('formats a Postgres date string without any time-zone shift', () => {
    expect(formatDate('2026-11-22')).toBe('22.11.2026.');
    expect(formatDate('2026-01-01')).toBe('01.01.2026.');
    expect(formatDate('2026-12-31')).toBe('31.12.2026.');
  });

  it('pads day and month to two digits and keeps the trailing dot', () => {
    expect(formatDate('2026-03-05')).toBe('05.03.2026.');
  });

  it('returns empty text for empty or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date('invalid'))).toBe('');
  });

  it('shows instants in Croatian wall-clock time (same text on a UTC server and in the browser)', () => {
    // 23:30 UTC on 21 Nov is already 22 Nov in Zagreb (UTC+1 in winter).
    expect(formatDate(new Date('2026-11-21T23:30:00Z'))).toBe('22.11.2026.');
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('22.11.2026.');
    // Summer time: UTC+2.
    expect(formatDate('2026-06-30T22:30:00+00:00')).toBe('01.07.2026.');
  });

  it('takes an offset-less date-time string as written', () => {
    expect(formatDate('2026-11-22T23:59:59')).toBe('22.11.2026.');
    expect(formatDate('2026-11-22 00:00:00')).toBe('22.11.2026.');
  });
});

describe('formatDateTime', () => {
  it('formats "22.11.2026. 14:05"', () => {
    expect(formatDateTime('2026-11-22T13:05:00Z')).toBe('22.11.2026. 14:05');
    expect(formatDateTime('2026-07-01T12:00:00.000Z')).toBe('01.07.2026. 14:00');
    expect(formatDateTime(new Date('2026-11-22T13:05:00Z'))).toBe('22.11.2026. 14:05');
  });

  it('uses 24-hour time with midnight as 00', () => {
    expect(formatDateTime('2026-11-22T23:00:00Z')).toBe('23.11.2026. 00:00');
    expect(formatDateTime('2026-11-22 00:07')).toBe('22.11.2026. 00:07');
  });

  it('shows a plain date at midnight and empty for empty', () => {
    expect(formatDateTime('2026-11-22')).toBe('22.11.2026. 00:00');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('toIsoDate and picker conversions', () => {
  it('gives the exchange form', () => {
    expect(toIsoDate('2026-11-22')).toBe('2026-11-22');
    expect(toIsoDate('2026-11-22T10:00:00')).toBe('2026-11-22');
    expect(toIsoDate(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(toIsoDate(undefined)).toBe('');
  });

  it('round-trips a picked local date', () => {
    const picked = isoDateToPicked('2026-02-28');
    expect(picked).not.toBeNull();
    expect(picked!.getDate()).toBe(28);
    expect(pickedDateToIso(picked)).toBe('2026-02-28');
    expect(pickedDateToIso(null)).toBe('');
    expect(isoDateToPicked('')).toBeNull();
  });
});

describe('formatMoney', () => {
  it('uses a decimal comma, thousands dots and two decimals', () => {
    expect(formatMoney('1234.56')).toBe('1.234,56');
    expect(formatMoney('1234567.89')).toBe('1.234.567,89');
    expect(formatMoney('100')).toBe('100,00');
    expect(formatMoney('999.9')).toBe('999,90');
    expect(formatMoney(1234.5)).toBe('1.234,50');
  });

  it('shows 0,00 for zero or empty', () => {
    expect(formatMoney('0')).toBe('0,00');
    expect(formatMoney('0.00')).toBe('0,00');
    expect(formatMoney(0)).toBe('0,00');
    expect(formatMoney('')).toBe('0,00');
    expect(formatMoney(null)).toBe('0,00');
    expect(formatMoney(undefined)).toBe('0,00');
  });

  it('formats negatives and never shows a negative zero', () => {
    expect(formatMoney('-1234.56')).toBe('-1.234,56');
    expect(formatMoney('-0.001')).toBe('0,00');
    expect(formatMoney('-0.005')).toBe('-0,01');
    expect(formatMoney('-0')).toBe('0,00');
  });

  it('rounds half-up exactly where floating point gets it wrong', () => {
    expect(formatMoney('0.005')).toBe('0,01');
    expect(formatMoney('1.005')).toBe('1,01');
    expect(formatMoney('2.675')).toBe('2,68');
    expect(formatMoney('1.045')).toBe('1,05');
    expect(formatMoney('8.345')).toBe('8,35');
    expect(formatMoney('0.004999')).toBe('0,00');
    expect(formatMoney('1.0049999999999999')).toBe('1,00');
    expect(formatMoney(1.005)).toBe('1,01');
    expect(formatMoney(2.675)).toBe('2,68');
  });

  it('carries through all digits', () => {
    expect(formatMoney('999.995')).toBe('1.000,00');
    expect(formatMoney('999999.999')).toBe('1.000.000,00');
    expect(formatMoney('-999.995')).toBe('-1.000,00');
  });

  it('keeps huge values exact', () => {
    expect(formatMoney('9999999999999999.99')).toBe('9.999.999.999.999.999,99');
    expect(formatMoney('9999999999999999.995')).toBe('10.000.000.000.000.000,00');
    expect(formatMoney('-9999999999999999.99')).toBe('-9.999.999.999.999.999,99');
    expect(formatMoney('123456789012345678901234567890.125')).toBe(
      '123.456.789.012.345.678.901.234.567.890,13',
    );
  });

  it('accepts Postgres numeric forms and exponent notation', () => {
    expect(formatMoney('00012.3400')).toBe('12,34');
    expect(formatMoney('.5')).toBe('0,50');
    expect(formatMoney('+7')).toBe('7,00');
    expect(formatMoney(1e21)).toBe('1.000.000.000.000.000.000.000,00');
    expect(formatMoney(5e-3)).toBe('0,01');
    expect(formatMoney('1.5E+3')).toBe('1.500,00');
  });

  it('returns empty text for garbage rather than a wrong amount', () => {
    expect(formatMoney('abc')).toBe('');
    expect(formatMoney('1,5')).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatQuantity', () => {
  it('shows up to 6 decimals and trims trailing zeros', () => {
    expect(formatQuantity('1234.500000')).toBe('1.234,5');
    expect(formatQuantity('0.000001')).toBe('0,000001');
    expect(formatQuantity('12.000000')).toBe('12');
    expect(formatQuantity('0')).toBe('0');
    expect(formatQuantity('3.1234565')).toBe('3,123457');
    expect(formatQuantity('0.0000004')).toBe('0');
    expect(formatQuantity('-2.25')).toBe('-2,25');
    expect(formatQuantity(1234567.125)).toBe('1.234.567,125');
  });

  it('is empty for empty values', () => {
    expect(formatQuantity(null)).toBe('');
    expect(formatQuantity('')).toBe('');
  });
});

describe('formatPercent', () => {
  it('multiplies a fraction by 100 exactly, two decimals', () => {
    expect(formatPercent('0.1234')).toBe('12,34 %');
    expect(formatPercent('1')).toBe('100,00 %');
    expect(formatPercent(0)).toBe('0,00 %');
    expect(formatPercent('0.123456')).toBe('12,35 %');
    expect(formatPercent('0.00005')).toBe('0,01 %');
    expect(formatPercent('12.5')).toBe('1.250,00 %');
    expect(formatPercent(0.29)).toBe('29,00 %');
    expect(formatPercent('-0.5')).toBe('-50,00 %');
    expect(formatPercent(null)).toBe('');
  });
});

describe('formatNumber', () => {
  it('rounds to the given decimals with Croatian separators', () => {
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber('1.25', 1)).toBe('1,3');
    expect(formatNumber(undefined)).toBe('');
  });
});

describe('parseDecimalInput', () => {
  it('parses Croatian input into the canonical decimal string', () => {
    expect(parseDecimalInput('1.234,56')).toBe('1234.56');
    expect(parseDecimalInput('1234,56')).toBe('1234.56');
    expect(parseDecimalInput('12,5')).toBe('12.5');
    expect(parseDecimalInput('-0,5')).toBe('-0.5');
    expect(parseDecimalInput(',5')).toBe('0.5');
    expect(parseDecimalInput('1 234,50')).toBe('1234.50');
    expect(parseDecimalInput('1\u00a0234,50')).toBe('1234.50');
    expect(parseDecimalInput('1.234.567,891')).toBe('1234567.891');
    expect(parseDecimalInput('0007')).toBe('7');
    expect(parseDecimalInput('+3')).toBe('3');
    expect(parseDecimalInput('-0')).toBe('0');
  });

  it('reads dots as thousands only when they group by three', () => {
    expect(parseDecimalInput('1.234')).toBe('1234');
    expect(parseDecimalInput('1.234.567')).toBe('1234567');
    expect(parseDecimalInput('12.5')).toBe('12.5');
    expect(parseDecimalInput('0.25')).toBe('0.25');
  });

  it('returns null for invalid input', () => {
    expect(parseDecimalInput('')).toBeNull();
    expect(parseDecimalInput('   ')).toBeNull();
    expect(parseDecimalInput(null)).toBeNull();
    expect(parseDecimalInput('abc')).toBeNull();
    expect(parseDecimalInput('1,2,3')).toBeNull();
    expect(parseDecimalInput('12.34,5')).toBeNull();
    expect(parseDecimalInput('1.2.3')).toBeNull();
    expect(parseDecimalInput('12,')).toBeNull();
    expect(parseDecimalInput('-')).toBeNull();
    expect(parseDecimalInput('1e5')).toBeNull();
  });
});

describe('decimal core', () => {
  it('round trips and rounds half away from zero', () => {
    expect(toDecimalString(roundDecimal(parseDecimal('2.5')!, 0))).toBe('3');
    expect(toDecimalString(roundDecimal(parseDecimal('-2.5')!, 0))).toBe('-3');
    expect(toDecimalString(roundDecimal(parseDecimal('0.0000001')!, 6))).toBe('0.000000');
    expect(toDecimalString(parseDecimal('1e-7')!)).toBe('0.0000001');
    expect(parseDecimal('1.2.3')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });
});
