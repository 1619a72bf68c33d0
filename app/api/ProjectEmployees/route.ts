import { handler } from '@/lib/http/handler';
import { projectEmployeeSchema } from '@/lib/projects/schemas';
import { createProjectEmployee } from '@/lib/projects/people-service';

/** POST /api/ProjectEmployees: projectId, employeeId, employeeRoleId, activeFrom, activeTo (201). */
export const POST = handler({ module: 'projectEmployees', operation: 'create', body: projectEmployeeSchema }, async ({ db, body }) =>
  createProjectEmployee(db, body),
);
