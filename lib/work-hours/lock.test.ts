import { describe, expect, it } from 'vitest';
import { Role } from '@/lib/auth/roles';
import { cellLock, lockDeadline, workHourLock } from './lock';

const at = (iso: string) => new Date(iso);
const base = { year: 2026, month: 1, extensionDays: null as number | null, managesProject: true };

describe('lockDeadline: month end 24:00 Europe/Zagreb + extension days', () => {
  it('January 2026 without an extension (2 days): 3.2.2026. 00:00 in Zagreb (winter time, UTC+1)', () => {
    expect(lockDeadline(2026, 1, null)).toBe('2026-02-02T23:00:00.000Z');
  });
  it('June 2026 with 2 days: 3.7.2026. 00:00 in Zagreb (summer time, UTC+2)', () => {
    expect(lockDeadline(2026, 6, 2)).toBe('2026-07-02T22:00:00.000Z');
  });
  it('December with 30 days crosses the year', () => {
    expect(lockDeadline(2026, 12, 30)).toBe('2027-01-30T23:00:00.000Z');
  });
  it('an explicit 0 is not the default', () => {
    expect(lockDeadline(2026, 1, 0)).toBe('2026-01-31T23:00:00.000Z');
  });
  it('March with the clock change on the 29th: 3.4. 00:00 is summer time', () => {
    expect(lockDeadline(2026, 3, 2)).toBe('2026-04-02T22:00:00.000Z');
  });
});

describe('cellLock at the edges', () => {
  const SM = Role.SiteManager;
  it('project without extension: open in the last minute of the 2nd day, locked just after midnight', () => {
    expect(cellLock({ ...base, roleId: SM, now: at('2026-02-02T22:59:59Z') })).toBeNull(); // 2.2. 23:59:59 Zagreb
    expect(cellLock({ ...base, roleId: SM, now: at('2026-02-02T23:00:00Z') })).toBeNull(); // exactly the deadline
    expect(cellLock({ ...base, roleId: SM, now: at('2026-02-02T23:00:01Z') })).toBe('deadline');
    expect(cellLock({ ...base, roleId: SM, now: at('2026-03-15T10:00:00Z') })).toBe('deadline');
  });
  it('a project with 5 days: the last minute of the 5th day is open, the next minute locked', () => {
    const p = { ...base, extensionDays: 5 };
    expect(cellLock({ ...p, roleId: SM, now: at('2026-02-05T22:59:00Z') })).toBeNull(); // 5.2. 23:59 Zagreb
    expect(cellLock({ ...p, roleId: SM, now: at('2026-02-05T23:00:30Z') })).toBe('deadline'); // 6.2. 00:00:30
  });
  it('the month itself and earlier days of next month are open', () => {
    expect(cellLock({ ...base, roleId: SM, now: at('2026-01-10T08:00:00Z') })).toBeNull();
    expect(cellLock({ ...base, roleId: SM, now: at('2026-02-01T12:00:00Z') })).toBeNull();
  });
  it('a future month is open', () => {
    expect(cellLock({ ...base, month: 12, roleId: SM, now: at('2026-02-10T12:00:00Z') })).toBeNull();
  });

  const late = at('2026-06-01T12:00:00Z');
  for (const role of ['SuperAdmin', 'Admin', 'Accounting', 'Management'] as const) {
    it(`${role} is never locked, not even on a project he does not manage`, () => {
      expect(cellLock({ ...base, roleId: Role[role], now: late, managesProject: false })).toBeNull();
    });
  }
  it('SiteManager: locked after the deadline; unauthorized on a project he does not manage (before or after)', () => {
    expect(cellLock({ ...base, roleId: SM, now: late })).toBe('deadline');
    expect(cellLock({ ...base, roleId: SM, now: late, managesProject: false })).toBe('unauthorized');
    expect(cellLock({ ...base, roleId: SM, now: at('2026-01-05T12:00:00Z'), managesProject: false })).toBe('unauthorized');
  });
  it('Procurement: locked after the deadline, never scoped by project', () => {
    expect(cellLock({ ...base, roleId: Role.Procurement, now: late, managesProject: false })).toBe('deadline');
    expect(cellLock({ ...base, roleId: Role.Procurement, now: at('2026-01-05T12:00:00Z'), managesProject: false })).toBeNull();
  });
  it('Warehouse (no timesheet right at all) is locked by the deadline like any other role', () => {
    expect(cellLock({ ...base, roleId: Role.Warehouse, now: late })).toBe('deadline');
  });
  it('the positional form agrees', () => {
    expect(workHourLock(SM, at('2026-02-02T23:00:01Z'), 2026, 1, null, true)).toBe('deadline');
    expect(workHourLock(Role.Admin, at('2030-01-01T00:00:00Z'), 2026, 1, null, false)).toBeNull();
  });
});
