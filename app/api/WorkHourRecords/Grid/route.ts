import { handler } from '@/lib/http/handler';
import { jsonResponse } from '@/lib/http/json-response';
import { timesheetGridJson } from '@/lib/work-hours/queries';
import { workHourGridQuerySchema } from '@/lib/work-hours/schemas';

/**
 * GET /api/WorkHourRecords/Grid?projectId&year&month&showInactive (an addition to the spec for the
 * grid: the month's rows, records, projects with this user's lock, fund and holidays in one call).
 * The body is TimesheetGridDto; the records' JSON is built by Postgres (lib/work-hours/queries.ts).
 */
export const GET = handler({ module: 'timesheet', operation: 'read', query: workHourGridQuerySchema }, async ({ db, user, query }) =>
  jsonResponse(await timesheetGridJson(db, user, query)),
);
