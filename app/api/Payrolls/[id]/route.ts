import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { payrollItemUpdateSchema } from '@/lib/payroll/schemas';
import { updatePayrollItem } from '@/lib/payroll/service';

/** PUT /api/Payrolls/{id}: the administration row of a payroll item (netAmount, accountingTotal); 409 when locked. */
export const PUT = handler(
  { module: 'payrolls', operation: 'update', params: idParams, body: payrollItemUpdateSchema },
  async ({ db, params, body }) => updatePayrollItem(db, params.id, body),
);
