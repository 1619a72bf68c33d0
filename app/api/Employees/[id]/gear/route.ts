import { notFound } from '@/lib/http/errors';
import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { listGearRecords } from '@/lib/employees/gear-queries';
import { readGearRequest } from '@/lib/employees/gear-request';
import { createGearRecord } from '@/lib/employees/gear-service';
import { employeeExists } from '@/lib/employees/queries';

/** GET /api/Employees/{employeeId}/gear: `{ items, totals }`, totals summed per gear column in SQL. */
export const GET = handler({ module: 'employees', operation: 'read', params: idParams }, async ({ db, params }) => {
  if (!(await employeeExists(db, params.id))) throw notFound(messages.notFound);
  return listGearRecords(db, params.id);
});

/** POST /api/Employees/{employeeId}/gear: JSON, or multipart with the signed receipt as `file`. */
export const POST = handler(
  { module: 'employees', operation: 'create', params: idParams, input: ({ req }) => readGearRequest(req) },
  async ({ db, params, user, auditEntity, input: { input, receipt } }) => {
    const record = await createGearRecord(db, { ...input, employeeId: params.id, receipt }, user);
    auditEntity(record.id); // the record, not the employee of the path
    return record;
  },
);
