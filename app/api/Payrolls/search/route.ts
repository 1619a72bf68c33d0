import { handler } from '@/lib/http/handler';
import { jsonResponse } from '@/lib/http/json-response';
import { searchPayrollItemsJson } from '@/lib/payroll/queries';
import { monthSearchQuerySchema, PAYROLL_LIST } from '@/lib/payroll/schemas';

/** GET /api/Payrolls/search: Filter.Employee_Name, Filter.CompanyId (or companyId), month, year, paging and sorting. */
export const GET = handler({ module: 'payrolls', operation: 'read', query: monthSearchQuerySchema(PAYROLL_LIST) }, async ({ db, query }) =>
  jsonResponse(await searchPayrollItemsJson(db, query)),
);
