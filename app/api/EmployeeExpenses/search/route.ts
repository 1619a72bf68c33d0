import { handler } from '@/lib/http/handler';
import { searchEmployeeExpenses } from '@/lib/employee-expenses/queries';
import { employeeExpenseSearchSchema } from '@/lib/employee-expenses/schemas';

/**
 * GET /api/EmployeeExpenses/search?companyId&month&year (required), Filter.Employee_Name, PageIndex,
 * PageSize, SortBy, SortDirection (or SortOrder): a row per employee with expenses, projectColumns.
 */
export const GET = handler({ module: 'employeeExpenses', operation: 'read', query: employeeExpenseSearchSchema }, async ({ db, query }) =>
  searchEmployeeExpenses(db, query),
);
