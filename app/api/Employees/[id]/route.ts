import { notFound } from '@/lib/http/errors';
import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { getEmployee } from '@/lib/employees/queries';
import { employeeSchema } from '@/lib/employees/schemas';
import { deleteEmployee, updateEmployee } from '@/lib/employees/service';

const params = idParams;

export const GET = handler({ module: 'employees', operation: 'read', params }, async ({ db, params }) => {
  const employee = await getEmployee(db, params.id);
  if (!employee) throw notFound(messages.notFound);
  return employee;
});

export const PUT = handler({ module: 'employees', operation: 'update', params, body: employeeSchema }, async ({ db, params, body }) =>
  updateEmployee(db, params.id, body),
);

export const DELETE = handler({ module: 'employees', operation: 'delete', params }, async ({ db, params }) => {
  await deleteEmployee(db, params.id);
});
