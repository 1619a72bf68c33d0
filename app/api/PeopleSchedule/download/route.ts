import { fileResponse } from '@/lib/files/response';
import { handler } from '@/lib/http/handler';
import { scheduleDownloadSchema } from '@/lib/work-hours/export-schemas';
import { XLSX_CONTENT_TYPE } from '@/lib/work-hours/export-service';
import { exportSchedule } from '@/lib/work-hours/schedule';

/**
 * GET /api/PeopleSchedule/download?date=YYYY-MM-DD&type=default|accommodation: the people
 * schedule of the day as .xlsx, by project (default) or by accommodation supplier. A read of the
 * people schedule (SA, A, Ac, M, SM, P), audited as an export.
 */
export const GET = handler(
  { module: 'schedule', operation: 'read', audit: 'export', query: scheduleDownloadSchema },
  async ({ db, query }) => {
    const { fileName, bytes } = await exportSchedule(db, query);
    return fileResponse({ content: bytes, fileName, contentType: XLSX_CONTENT_TYPE });
  },
);
