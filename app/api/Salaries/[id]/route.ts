import { handler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { idParams } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { getSalary } from '@/lib/payroll/queries';
import { salarySchema } from '@/lib/payroll/schemas';
import { deleteSalary, updateSalary } from '@/lib/payroll/service';

export const GET = handler({ module: 'salaries', operation: 'read', params: idParams }, async ({ db, params }) => {
  const salary = await getSalary(db, params.id);
  if (!salary) throw notFound(messages.salaryNotFound);
  return salary;
});

export const PUT = handler({ module: 'salaries', operation: 'update', params: idParams, body: salarySchema }, async ({ db, params, body }) =>
  updateSalary(db, params.id, body),
);

export const DELETE = handler({ module: 'salaries', operation: 'delete', params: idParams }, async ({ db, params, auditSnapshot }) => {
  auditSnapshot(await deleteSalary(db, params.id));
});
