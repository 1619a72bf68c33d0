import { describe, expect, it } from 'vitest';
import { addDaysIso, expiryAlerts, expiryStatus, todayIso } from './expiry';

describe('expiry', () => {
  it('marks a date before today expired, up to 30 days ahead soon, later ok', () => {
    expect(expiryStatus('2026-11-21', '2026-11-22')).toBe('expired');
    expect(expiryStatus('2026-11-22', '2026-11-22')).toBe('soon');
    expect(expiryStatus('2026-12-22', '2026-11-22')).toBe('soon');
    expect(expiryStatus('2026-12-23', '2026-11-22')).toBe('ok');
    expect(expiryStatus(null, '2026-11-22')).toBe('none');
  });

  it('adds days across months, years and the DST change', () => {
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysIso('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysIso('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('takes today in Croatian time', () => {
    // 23:30 UTC on 31 December is already New Year in Zagreb.
    expect(todayIso(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('lists expired certificates first, then those expiring soon', () => {
    const alerts = expiryAlerts(
      {
        medicalExaminationExpirationDate: '2026-12-01',
        workingPermissionExpirationDate: '2026-01-01',
        supervisionDecisionExpirationDate: null,
        authorizationExpirationDate: '2030-01-01',
        toxicologyExpirationDate: '2026-11-01',
      },
      '2026-11-22',
    );
    expect(alerts.map((a) => [a.key, a.status])).toEqual([
      ['workingPermissionExpirationDate', 'expired'],
      ['toxicologyExpirationDate', 'expired'],
      ['medicalExaminationExpirationDate', 'soon'],
    ]);
  });
});
