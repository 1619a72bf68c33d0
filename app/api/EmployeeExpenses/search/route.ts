import { handler } from '@/lib/http/handler';
import { searchEmployeeExpenses } from '@/lib/employee-expenses/queries';
import { EMPLOYEE_EXPENSE_LIST } from '@/lib/employee-expenses/schemas';
import { monthSearchQuerySchema } from '@/lib/payroll/schemas';

/** GET /api/EmployeeExpenses/search?companyId&month&year (required), Filter.Employee_Name, paging: a row per employee, projectColumns. */
export const GET = handler(
  { module: 'employeeExpenses', operation: 'read', query: monthSearchQuerySchema(EMPLOYEE_EXPENSE_LIST) },
  async ({ db, query }) => searchEmployeeExpenses(db, query),
);
