import { handler } from '@/lib/http/handler';
import { jsonResponse } from '@/lib/http/json-response';
import { listSalariesJson } from '@/lib/payroll/queries';
import { companyMonthSchema, salarySchema } from '@/lib/payroll/schemas';
import { createSalary } from '@/lib/payroll/service';

/** GET /api/Salaries?companyId&month&year (all required): a row per employee of the company, with the salary or null. */
export const GET = handler({ module: 'salaries', operation: 'read', query: companyMonthSchema }, async ({ db, query }) =>
  jsonResponse(await listSalariesJson(db, query.companyId, query.year, query.month)),
);

/** POST /api/Salaries (201): the rules of spec section 5 "Salary"; 409 when the month's payroll is locked. */
export const POST = handler({ module: 'salaries', operation: 'create', body: salarySchema }, async ({ db, body }) => createSalary(db, body));
