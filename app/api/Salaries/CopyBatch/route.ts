import { handler } from '@/lib/http/handler';
import { salaryCopySchema } from '@/lib/payroll/schemas';
import { copySalaries } from '@/lib/payroll/service';

/**
 * POST /api/Salaries/CopyBatch { companyId, fromMonth, fromYear, toMonth, toYear } (201): copies the
 * source month's salaries; returns a line per employee, 'copied' or 'kept' (the target already had one).
 */
export const POST = handler({ module: 'salaries', operation: 'create', body: salaryCopySchema }, async ({ db, body, auditEntity }) => {
  auditEntity(`${body.companyId}:${body.toYear}-${body.toMonth}`);
  return copySalaries(db, body);
});
