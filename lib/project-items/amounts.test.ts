import { describe, expect, it } from 'vitest';
import { addDecimals, fromScaled, multiplyDecimals, roundDecimalString, toScaled } from '@/lib/format/decimal';
import { parseDecimalInput } from '@/lib/format';
import { itemTotalPrice, ratioScaled, sumAt } from './amounts';

describe('exact decimal arithmetic (floats get these wrong)', () => {
  it('0.1 + 0.2 is 0.3', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
    expect(sumAt(['0.10', '0.20'], 2)).toBe('0.30');
  });

  it('1.005 rounds to 1.01, 2.675 to 2.68, -1.005 to -1.01 (half away from zero)', () => {
    expect(Math.round(1.005 * 100) / 100).toBe(1); // the float answer
    expect(roundDecimalString('1.005', 2)).toBe('1.01');
    expect(roundDecimalString('2.675', 2)).toBe('2.68');
    expect(roundDecimalString('-1.005', 2)).toBe('-1.01');
    expect(roundDecimalString('1.00499999', 2)).toBe('1.00');
  });

  it('10,000 x 0.01 summed is exactly 100.00', () => {
    let float = 0;
    for (let i = 0; i < 10000; i++) float += 0.01;
    expect(float).not.toBe(100);
    expect(sumAt(Array.from({ length: 10000 }, () => '0.01'), 2)).toBe('100.00');
    expect(itemTotalPrice('10000', '0.01')).toBe('100.00');
  });

  it('quantity 1.333333 x 19.99 = 26.65332667 -> 26.65', () => {
    expect(multiplyDecimals('1.333333', '19.99')).toBe('26.65332667');
    expect(itemTotalPrice('1.333333', '19.99')).toBe('26.65');
    expect(itemTotalPrice('1.333333', '19.990000')).toBe('26.65');
  });

  it('item totals round half away from zero at the cent', () => {
    expect(itemTotalPrice('1', '1.005')).toBe('1.01');
    expect(itemTotalPrice('0.5', '0.01')).toBe('0.01'); // 0.005 -> 0.01
    expect(itemTotalPrice('0.5', '-0.01')).toBe('-0.01');
    expect(itemTotalPrice('3', '0.333333')).toBe('1.00'); // 0.999999
    expect(itemTotalPrice('0', '123.45')).toBe('0.00');
    expect(itemTotalPrice('999999999999.999999', '1')).toBe('1000000000000.00');
  });

  it('scaled conversions keep every digit of large values', () => {
    expect(toScaled('123456789012.123456', 6)).toBe(123456789012123456n);
    expect(fromScaled(-5n, 2)).toBe('-0.05');
    expect(fromScaled(0n, 6)).toBe('0.000000');
  });

  it('ratios with 6 decimals (completed percent), 0 when the whole is 0', () => {
    expect(fromScaled(ratioScaled(1n, 3n), 6)).toBe('0.333333');
    expect(fromScaled(ratioScaled(2n, 3n), 6)).toBe('0.666667');
    expect(fromScaled(ratioScaled(5n, 0n), 6)).toBe('0.000000');
    expect(fromScaled(ratioScaled(150n, 100n), 6)).toBe('1.500000');
  });
});

describe('decimal comma input', () => {
  it('parses Croatian numbers exactly', () => {
    expect(parseDecimalInput('1.234,567890')).toBe('1234.567890');
    expect(parseDecimalInput('0,1')).toBe('0.1');
    expect(parseDecimalInput('12,5')).toBe('12.5');
    expect(parseDecimalInput('-0,000001')).toBe('-0.000001');
    expect(parseDecimalInput('1 234,5')).toBe('1234.5');
    expect(parseDecimalInput('1,2,3')).toBeNull();
    expect(parseDecimalInput('abc')).toBeNull();
  });
});
