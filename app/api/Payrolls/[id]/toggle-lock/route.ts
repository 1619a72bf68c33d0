import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { togglePayrollLock } from '@/lib/payroll/service';

/** POST /api/Payrolls/{id}/toggle-lock: { payrollId, isLocked }. */
export const POST = handler({ module: 'payrolls', operation: 'update', params: idParams, status: 200 }, async ({ db, params }) =>
  togglePayrollLock(db, params.id),
);
