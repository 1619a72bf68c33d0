import { handler } from '@/lib/http/handler';
import { getTimesheetGrid } from '@/lib/work-hours/queries';
import { workHourGridQuerySchema } from '@/lib/work-hours/schemas';

/**
 * GET /api/WorkHourRecords/Grid?projectId&year&month&showInactive (an addition to the spec for the
 * grid: the month's rows, records, projects with this user's lock, fund and holidays in one call).
 */
export const GET = handler({ module: 'timesheet', operation: 'read', query: workHourGridQuerySchema }, async ({ db, user, query }) =>
  getTimesheetGrid(db, user, query),
);
