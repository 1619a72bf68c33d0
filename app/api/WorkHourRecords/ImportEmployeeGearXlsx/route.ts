import { fileResponse } from '@/lib/files/response';
import { zagrebClock } from '@/lib/format/zone';
import { handler } from '@/lib/http/handler';
import { gearSummaryQuerySchema } from '@/lib/work-hours/export-schemas';
import { XLSX_CONTENT_TYPE } from '@/lib/work-hours/export-service';
import { exportGearSummary } from '@/lib/work-hours/gear-summary';

/**
 * POST /api/WorkHourRecords/ImportEmployeeGearXlsx (no body, spec part 2 §7 "Returns a file"):
 * the gear summary of the current year (or ?year=) as .xlsx — one row per employee with gear
 * handed over, 1/0 per gear column, the sum of each column. Despite the name it writes nothing:
 * a read of the timesheet, audited as an export.
 */
export const POST = handler(
  { module: 'timesheet', operation: 'read', audit: 'export', query: gearSummaryQuerySchema },
  async ({ db, query }) => {
    const { fileName, bytes } = await exportGearSummary(db, query.year ?? zagrebClock(new Date()).year);
    return fileResponse({ content: bytes, fileName, contentType: XLSX_CONTENT_TYPE });
  },
);
