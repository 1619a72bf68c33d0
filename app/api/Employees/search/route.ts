import { jsonResponse } from '@/lib/http/json-response';
import { handler } from '@/lib/http/handler';
import { todayIso } from '@/lib/employees/expiry';
import { searchEmployeesJson } from '@/lib/employees/queries';
import { employeeSearchQuerySchema } from '@/lib/employees/schemas';

/**
 * GET /api/Employees/search: Filter.Employee_Name, OIB, BirthDate, Address, City, Country,
 * Employee_Inactive (required), Expired; PageIndex, PageSize, SortBy, SortOrder.
 */
export const GET = handler({ module: 'employees', operation: 'read', query: employeeSearchQuerySchema }, async ({ db, query }) =>
  jsonResponse(await searchEmployeesJson(db, query, todayIso())),
);
