import { fileResponse } from '@/lib/files/response';
import { handler } from '@/lib/http/handler';
import { timesheetExportSchema } from '@/lib/work-hours/export-schemas';
import { exportTimesheetXlsx, XLSX_CONTENT_TYPE } from '@/lib/work-hours/export-service';

/**
 * POST /api/WorkHourRecords/ExportXlsx { projectId, year, month }: the month's grid as .xlsx
 * (one sheet, a column per day, type abbreviations, totals per employee). projectId 0 or absent:
 * all projects. An export reads (timesheet read), audited as an export.
 */
export const POST = handler(
  { module: 'timesheet', operation: 'read', audit: 'export', body: timesheetExportSchema },
  async ({ db, body, auditEntity }) => {
    if (body.projectId !== null) auditEntity(body.projectId);
    const { fileName, bytes } = await exportTimesheetXlsx(db, body);
    return fileResponse({ content: bytes, fileName, contentType: XLSX_CONTENT_TYPE });
  },
);
