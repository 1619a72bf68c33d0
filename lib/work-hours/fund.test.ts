import { describe, expect, it } from 'vitest';
import { fundHours, holidaysInMonth, monthRange } from './fund';

describe('fund of hours (Monday-Friday x 8, holidays included)', () => {
  it('2026: January 176, June 176, December 184', () => {
    expect(fundHours(2026, 1)).toBe(176);
    expect(fundHours(2026, 6)).toBe(176);
    expect(fundHours(2026, 12)).toBe(184);
  });
  it('counts weekday holidays in the fund (January 2026 has two, still 22 days)', () => {
    expect(holidaysInMonth(2026, 1).map((h) => h.date)).toEqual(['2026-01-01', '2026-01-06']);
    expect(fundHours(2026, 1)).toBe(22 * 8);
  });
  it('February of a leap year and not', () => {
    expect(fundHours(2028, 2)).toBe(21 * 8); // 29 days, starts Tuesday
    expect(fundHours(2026, 2)).toBe(20 * 8);
  });
  it('month range', () => {
    expect(monthRange(2026, 2)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange(2026, 12)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
