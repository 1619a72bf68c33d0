import { fileResponse } from '@/lib/files/response';
import { handler } from '@/lib/http/handler';
import { downloadPayrollXlsx } from '@/lib/payroll/downloads';
import { payrollDownloadSchema } from '@/lib/payroll/schemas';

/** GET /api/Payrolls/download/payroll?payrollId: the payroll as .xlsx (every column, totals); a read, audited as an export. */
export const GET = handler(
  { module: 'payrolls', operation: 'read', audit: 'export', query: payrollDownloadSchema },
  async ({ db, query, auditEntity }) => {
    auditEntity(query.payrollId);
    const { fileName, contentType, bytes } = await downloadPayrollXlsx(db, query.payrollId);
    return fileResponse({ content: bytes, fileName, contentType });
  },
);
