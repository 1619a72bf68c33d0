import { handler } from '@/lib/http/handler';
import { jsonResponse } from '@/lib/http/json-response';
import { searchSalariesJson } from '@/lib/payroll/queries';
import { monthSearchQuerySchema, SALARY_LIST } from '@/lib/payroll/schemas';

/** GET /api/Salaries/search: Filter.Employee_Name, Filter.CompanyId (or companyId), month, year, paging and sorting. */
export const GET = handler({ module: 'salaries', operation: 'read', query: monthSearchQuerySchema(SALARY_LIST) }, async ({ db, query }) =>
  jsonResponse(await searchSalariesJson(db, query)),
);
