import { croatianHolidays, type PublicHoliday } from '@/lib/lookups/holidays';

/**
 * The month's fund of working hours (spec part 2 section 2, the grid's header): every Monday to
 * Friday of the month times 8 hours. Public holidays on a weekday stay in the fund (they are paid
 * hours, the usual Croatian reckoning: 2026-01 has 22 weekdays incl. 1.1. and 6.1. -> 176).
 * `month` is 1-based.
 */
export const FUND_HOURS_PER_DAY = 8;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The weekdays (Monday-Friday) of a month. */
export function weekdaysInMonth(year: number, month: number): number {
  let n = 0;
  for (let day = 1, last = daysInMonth(year, month); day <= last; day++) {
    const dow = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    if (dow !== 0 && dow !== 6) n++;
  }
  return n;
}

export function fundHours(year: number, month: number): number {
  return weekdaysInMonth(year, month) * FUND_HOURS_PER_DAY;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-01' and the month's last day 'YYYY-MM-DD'. */
export function monthRange(year: number, month: number): { from: string; to: string } {
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(daysInMonth(year, month))}` };
}

/** The month's public holidays (lib/lookups/holidays.ts). */
export function holidaysInMonth(year: number, month: number): PublicHoliday[] {
  const prefix = `${year}-${pad(month)}-`;
  return croatianHolidays(year).filter((h) => h.date.startsWith(prefix));
}
