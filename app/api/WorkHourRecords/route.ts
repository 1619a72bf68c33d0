import { handler } from '@/lib/http/handler';
import { jsonResponse } from '@/lib/http/json-response';
import { listWorkHourRecordsJson } from '@/lib/work-hours/queries';
import { readWorkHourRequest } from '@/lib/work-hours/request';
import { workHourListQuerySchema } from '@/lib/work-hours/schemas';
import { createWorkHourRecord } from '@/lib/work-hours/service';

/**
 * GET /api/WorkHourRecords?projectId&employeeId&year&month (year and month required, month
 * 1-based): WorkHourRecordDto[] by date and employee, its JSON built by Postgres.
 */
export const GET = handler({ module: 'timesheet', operation: 'read', query: workHourListQuerySchema }, async ({ db, query }) =>
  jsonResponse(await listWorkHourRecordsJson(db, query)),
);

/** POST /api/WorkHourRecords (201): JSON, or multipart with the gear receipt as `file`. */
export const POST = handler(
  { module: 'timesheet', operation: 'create', input: ({ req }) => readWorkHourRequest(req) },
  async ({ db, user, input: { input, receipt } }) => createWorkHourRecord(db, input, user, { receipt }),
);
