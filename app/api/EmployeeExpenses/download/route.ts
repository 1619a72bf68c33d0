import { fileResponse } from '@/lib/files/response';
import { handler } from '@/lib/http/handler';
import { downloadEmployeeExpenses } from '@/lib/employee-expenses/download';
import { companyMonthSchema } from '@/lib/payroll/schemas';

/** GET /api/EmployeeExpenses/download?companyId&month&year: the month as .xlsx (employees x projects, totals); audited as an export. */
export const GET = handler(
  { module: 'employeeExpenses', operation: 'read', audit: 'export', query: companyMonthSchema },
  async ({ db, query }) => {
    const { fileName, contentType, bytes } = await downloadEmployeeExpenses(db, query);
    return fileResponse({ content: bytes, fileName, contentType });
  },
);
