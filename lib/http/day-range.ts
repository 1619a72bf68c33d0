import { gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { APP_TIME_ZONE } from '@/lib/format/zone';

/**
 * A calendar day 'YYYY-MM-DD' of a list filter is a day in Croatian time: these bounds compare a
 * timestamp column with the day's start and the next day's start, so the column's index serves.
 * One place for the news day filter and the documents' from/to days.
 */
export const dayStart = (day: string): SQL => sql`(${day}::date)::timestamp at time zone ${APP_TIME_ZONE}`;
export const dayEnd = (day: string): SQL => sql`((${day}::date) + 1)::timestamp at time zone ${APP_TIME_ZONE}`;

/** The list filters "from day" and "to day" (both inclusive) on a timestamp column. */
export const dayRangeFilters = (column: AnyColumn) => ({
  dateFrom: (day: string): SQL => gte(column, dayStart(day)),
  dateTo: (day: string): SQL => lt(column, dayEnd(day)),
});
