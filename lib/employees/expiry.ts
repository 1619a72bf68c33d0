/**
 * Expiry awareness for safety officers: the five dated certificates of an employee, and
 * whether each has expired or expires soon. Dates are 'YYYY-MM-DD' strings compared as
 * strings (no Date, no time zone shift); "today" is passed in, computed once on the server
 * in Croatian time (todayIso), so server and browser agree and tests can fix it.
 */
import { toIsoDate } from '@/lib/format';

export const EXPIRY_FIELDS = [
  { key: 'medicalExaminationExpirationDate', label: 'Liječnički pregled', short: 'Liječnički' },
  { key: 'workingPermissionExpirationDate', label: 'Radna dozvola', short: 'Radna dozvola' },
  { key: 'supervisionDecisionExpirationDate', label: 'Rješenje o nadzoru', short: 'Nadzor' },
  { key: 'authorizationExpirationDate', label: 'Ovlaštenje za zaštitu na radu', short: 'Ovlaštenje' },
  { key: 'toxicologyExpirationDate', label: 'Toksikologija', short: 'Toksikologija' },
] as const;

export type ExpiryKey = (typeof EXPIRY_FIELDS)[number]['key'];
export type ExpiryDates = Record<ExpiryKey, string | null>;
export type ExpiryStatus = 'expired' | 'soon' | 'ok' | 'none';

/** "Ističe uskoro" covers the next 30 days. */
export const EXPIRING_SOON_DAYS = 30;

/** Today's date in Croatia as 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now);
}

/** 'YYYY-MM-DD' plus n days (calendar arithmetic in UTC, so no DST surprises). */
export function addDaysIso(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/** Expired: the date is before today. Soon: today up to EXPIRING_SOON_DAYS ahead. */
export function expiryStatus(date: string | null | undefined, today: string): ExpiryStatus {
  if (!date) return 'none';
  if (date < today) return 'expired';
  if (date <= addDaysIso(today, EXPIRING_SOON_DAYS)) return 'soon';
  return 'ok';
}

/** The certificates that need attention, expired first. */
export function expiryAlerts(dates: ExpiryDates, today: string) {
  return EXPIRY_FIELDS.map((f) => ({ ...f, date: dates[f.key], status: expiryStatus(dates[f.key], today) }))
    .filter((a) => a.status === 'expired' || a.status === 'soon')
    .sort((a, b) => (a.status === b.status ? 0 : a.status === 'expired' ? -1 : 1));
}
