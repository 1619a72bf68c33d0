import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { getWorkHourRecord } from '@/lib/work-hours/queries';
import { readWorkHourRequest } from '@/lib/work-hours/request';
import { deleteWorkHourRecord, updateWorkHourRecord } from '@/lib/work-hours/service';

/** GET /api/WorkHourRecords/{id}. */
export const GET = handler({ module: 'timesheet', operation: 'read', params: idParams }, async ({ db, params }) =>
  getWorkHourRecord(db, params.id),
);

/** PUT /api/WorkHourRecords/{id}: JSON or multipart (gear receipt); hasGear absent keeps the gear. */
export const PUT = handler(
  { module: 'timesheet', operation: 'update', params: idParams, input: ({ req }) => readWorkHourRequest(req) },
  async ({ db, params, user, input: { input, receipt } }) => updateWorkHourRecord(db, params.id, input, user, { receipt }),
);

/** DELETE /api/WorkHourRecords/{id} (204); the audit row keeps the deleted record. */
export const DELETE = handler({ module: 'timesheet', operation: 'delete', params: idParams }, async ({ db, params, user, auditSnapshot }) => {
  auditSnapshot(await deleteWorkHourRecord(db, params.id, user));
  return null;
});
