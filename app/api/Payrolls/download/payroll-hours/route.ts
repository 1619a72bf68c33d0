import { fileResponse } from '@/lib/files/response';
import { handler } from '@/lib/http/handler';
import { downloadPayrollHoursPdf } from '@/lib/payroll/downloads';
import { payrollDownloadSchema } from '@/lib/payroll/schemas';

/** GET /api/Payrolls/download/payroll-hours?payrollId: the record of working time, one PDF page per employee; audited as an export. */
export const GET = handler(
  { module: 'payrolls', operation: 'read', audit: 'export', query: payrollDownloadSchema },
  async ({ db, query, auditEntity }) => {
    auditEntity(query.payrollId);
    const { fileName, contentType, bytes } = await downloadPayrollHoursPdf(db, query.payrollId);
    return fileResponse({ content: bytes, fileName, contentType });
  },
);
