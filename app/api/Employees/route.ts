import { handler } from '@/lib/http/handler';
import { jsonResponse } from '@/lib/http/json-response';
import { listEmployeeOptionsJson } from '@/lib/employees/queries';
import { employeeSchema } from '@/lib/employees/schemas';
import { createEmployee } from '@/lib/employees/service';

/** GET /api/Employees: every employee (id, name, surname, fullName, activeTo), for selects. */
export const GET = handler({ module: 'employees', operation: 'read' }, async ({ db }) => jsonResponse(await listEmployeeOptionsJson(db)));

/** POST /api/Employees: 201 with the created employee (as GET /api/Employees/{id}). */
export const POST = handler({ module: 'employees', operation: 'create', body: employeeSchema }, async ({ db, body }) =>
  createEmployee(db, body),
);
