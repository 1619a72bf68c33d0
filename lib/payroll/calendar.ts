import { daysInMonth, holidaysInMonth, monthRange, weekdaysInMonth } from '@/lib/work-hours/fund';

/**
 * The calendar facts the payroll needs (pure; no database), on the work-hours calendar
 * (lib/work-hours/fund.ts): the fund counts every Monday to Friday (holidays included, paid), the
 * payroll's working days are those weekdays less the public holidays on them.
 */
export { daysInMonth, monthRange };

/** 'YYYY-MM-DD' of a day of the month. */
export function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Weekday public holidays of the month ('YYYY-MM-DD'). */
export function weekdayHolidays(year: number, month: number): string[] {
  return holidaysInMonth(year, month)
    .map((h) => h.date)
    .filter((d) => {
      const wd = new Date(`${d}T00:00:00Z`).getUTCDay();
      return wd !== 0 && wd !== 6;
    });
}

/** Mondays to Fridays of the month minus the public holidays that fall on them. */
export function workingDaysInMonth(year: number, month: number): number {
  return weekdaysInMonth(year, month) - weekdayHolidays(year, month).length;
}
