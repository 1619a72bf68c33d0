import { croatianHolidays } from '@/lib/lookups/holidays';

/**
 * The calendar facts the payroll needs (pure; no database). The working days of a month are its
 * Mondays to Fridays that are not public holidays (lib/lookups/holidays.ts). This is the payroll's
 * own small count: the work-hours fund (lib/work-hours/fund.ts, built in parallel) counts hours of
 * the published fund, which includes holidays; the two are to be unified later (docs/payroll.md).
 */

/** Days of a month (1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'YYYY-MM-DD' of a day of the month. */
export function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** First and last day of the month, 'YYYY-MM-DD'. */
export function monthRange(year: number, month: number): { from: string; to: string } {
  return { from: isoDay(year, month, 1), to: isoDay(year, month, daysInMonth(year, month)) };
}

/** Weekday public holidays of the month ('YYYY-MM-DD'). */
export function weekdayHolidays(year: number, month: number): string[] {
  const prefix = `${isoDay(year, month, 1).slice(0, 8)}`;
  return croatianHolidays(year)
    .map((h) => h.date)
    .filter((d) => d.startsWith(prefix))
    .filter((d) => {
      const wd = new Date(`${d}T00:00:00Z`).getUTCDay();
      return wd !== 0 && wd !== 6;
    });
}

/** Mondays to Fridays of the month minus the public holidays that fall on them. */
export function workingDaysInMonth(year: number, month: number): number {
  let weekdays = 0;
  const days = daysInMonth(year, month);
  for (let d = 1; d <= days; d++) {
    const wd = new Date(Date.UTC(year, month - 1, d)).getUTCDay();
    if (wd !== 0 && wd !== 6) weekdays++;
  }
  return weekdays - weekdayHolidays(year, month).length;
}
