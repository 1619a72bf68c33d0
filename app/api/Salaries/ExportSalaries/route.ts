import { fileResponse } from '@/lib/files/response';
import { handler } from '@/lib/http/handler';
import { exportSalaries } from '@/lib/payroll/export';
import { companyMonthSchema } from '@/lib/payroll/schemas';

/** POST /api/Salaries/ExportSalaries { companyId, month, year }: the month's salaries as .xlsx (a read, audited as an export). */
export const POST = handler(
  { module: 'salaries', operation: 'read', audit: 'export', body: companyMonthSchema },
  async ({ db, body, auditEntity }) => {
    auditEntity(`${body.companyId}:${body.year}-${body.month}`);
    const { fileName, contentType, bytes } = await exportSalaries(db, body);
    return fileResponse({ content: bytes, fileName, contentType });
  },
);
