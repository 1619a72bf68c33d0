import { describe, expect, it } from 'vitest';
import { describePeriod, overlappingRow, periodsOverlap } from './periods';

const p = (activeFrom: string | null, activeTo: string | null) => ({ activeFrom, activeTo });

describe('periodsOverlap (both ends included, a missing end is open)', () => {
  it('finds shared days', () => {
    expect(periodsOverlap(p('2026-01-01', '2026-06-30'), p('2026-06-30', '2026-12-31'))).toBe(true); // one shared day
    expect(periodsOverlap(p('2026-01-01', '2026-06-29'), p('2026-06-30', '2026-12-31'))).toBe(false);
    expect(periodsOverlap(p('2026-03-01', '2026-03-31'), p('2026-01-01', '2026-12-31'))).toBe(true); // inside
  });
  it('treats missing ends as open', () => {
    expect(periodsOverlap(p(null, null), p('2026-01-01', '2026-01-01'))).toBe(true);
    expect(periodsOverlap(p('2026-07-01', null), p(null, '2026-06-30'))).toBe(false);
    expect(periodsOverlap(p('2026-07-01', null), p(null, '2026-07-01'))).toBe(true);
    expect(periodsOverlap(p(null, '2025-12-31'), p('2026-01-01', null))).toBe(false);
  });
});

describe('overlappingRow', () => {
  const rows = [
    { id: 1, employeeId: 7, ...p('2026-01-01', '2026-03-31') },
    { id: 2, employeeId: 8, ...p(null, null) },
  ];
  it('finds the same employee in an overlapping period, never another employee or the edited row', () => {
    expect(overlappingRow(rows, 7, p('2026-03-31', null))?.id).toBe(1);
    expect(overlappingRow(rows, 7, p('2026-04-01', null))).toBeNull();
    expect(overlappingRow(rows, 9, p(null, null))).toBeNull();
    expect(overlappingRow(rows, 7, p('2026-02-01', '2026-02-02'), 1)).toBeNull();
  });
});

describe('describePeriod', () => {
  it('reads in Croatian', () => {
    expect(describePeriod(p('2026-01-01', '2026-03-31'))).toBe('01.01.2026. – 31.03.2026.');
    expect(describePeriod(p('2026-01-01', null))).toBe('od 01.01.2026.');
    expect(describePeriod(p(null, '2026-03-31'))).toBe('do 31.03.2026.');
    expect(describePeriod(p(null, null))).toBe('bez vremenskog ograničenja');
  });
});
