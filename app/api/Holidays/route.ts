import { handler } from '@/lib/http/handler';
import { croatianHolidays } from '@/lib/lookups/holidays';
import { holidaysQuerySchema } from '@/lib/lookups/schemas';

/** The current year in Croatia (the default when ?year is absent). */
const zagrebYear = () => Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Zagreb', year: 'numeric' }).format(new Date()));

/** GET /api/Holidays?year=YYYY: Croatian public holidays in the spec's holiday shape (1992-2100). */
export const GET = handler({ module: 'lookups', operation: 'read', query: holidaysQuerySchema }, async ({ query }) =>
  croatianHolidays(query.year ?? zagrebYear()),
);
