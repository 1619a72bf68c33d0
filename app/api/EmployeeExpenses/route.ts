import { handler } from '@/lib/http/handler';
import { readExpenseImport, storeExpenseImport } from '@/lib/employee-expenses/import';

/**
 * POST /api/EmployeeExpenses (multipart CompanyId, Month, Year, EmployeeExpenses = .csv or .xlsx,
 * Replace): 201 { imported }; 409 { code: 'exists' } when the month has expenses and Replace is not
 * 'true'; 400 with every bad line (nothing stored). The file is read before the transaction.
 */
export const POST = handler(
  { module: 'employeeExpenses', operation: 'create', audit: 'import', input: ({ req, db }) => readExpenseImport(req, db) },
  async ({ db, input }) => storeExpenseImport(db, input),
);
