import { fileResponse } from '@/lib/files/response';
import { handler } from '@/lib/http/handler';
import { summedExportSchema } from '@/lib/work-hours/export-schemas';
import { exportSummedXlsx, XLSX_CONTENT_TYPE } from '@/lib/work-hours/export-service';

/**
 * POST /api/WorkHourRecords/ExportSummedXlsx { year, month }: regular hours per employee per
 * project for the month as .xlsx. An export reads (timesheet read), audited as an export.
 */
export const POST = handler(
  { module: 'timesheet', operation: 'read', audit: 'export', body: summedExportSchema },
  async ({ db, body }) => {
    const { fileName, bytes } = await exportSummedXlsx(db, body);
    return fileResponse({ content: bytes, fileName, contentType: XLSX_CONTENT_TYPE });
  },
);
