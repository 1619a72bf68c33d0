import { handler } from '@/lib/http/handler';
import { copyBatchSchema } from '@/lib/work-hours/schemas';
import { copyWorkHourRecords } from '@/lib/work-hours/service';

/**
 * POST /api/WorkHourRecords/CopyBatch { projectId, originDate, destinationDate }: the created
 * records and their count ({ count, records }; the grid says "Kopirano N zapisa").
 */
export const POST = handler(
  { module: 'timesheet', operation: 'create', body: copyBatchSchema },
  async ({ db, body, user, auditEntity }) => {
    auditEntity(`${body.projectId}:${body.originDate}>${body.destinationDate}`);
    return copyWorkHourRecords(db, body, user);
  },
);
