import { handler } from '@/lib/http/handler';
import { jsonResponse } from '@/lib/http/json-response';
import { getPayrollJson } from '@/lib/payroll/queries';
import { companyMonthSchema, payrollGenerateSchema } from '@/lib/payroll/schemas';
import { generatePayroll } from '@/lib/payroll/service';

/** GET /api/Payrolls?companyId&month&year (all required): the payroll with employeePayrolls, or { id: null, ... } when not generated. */
export const GET = handler({ module: 'payrolls', operation: 'read', query: companyMonthSchema }, async ({ db, query }) =>
  jsonResponse(await getPayrollJson(db, query.companyId, query.year, query.month)),
);

/**
 * POST /api/Payrolls { companyId, month, year, regenerate? } (201): generates the payroll in one
 * transaction; 409 when it exists (unless regenerate) or is locked.
 */
export const POST = handler({ module: 'payrolls', operation: 'create', body: payrollGenerateSchema }, async ({ db, body, user }) =>
  generatePayroll(db, body, user.id),
);
