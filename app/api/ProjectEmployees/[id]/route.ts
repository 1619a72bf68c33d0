import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { projectEmployeeSchema } from '@/lib/projects/schemas';
import { deleteProjectEmployee, updateProjectEmployee } from '@/lib/projects/people-service';

/** PUT /api/ProjectEmployees/{id}: the row stays on its project (another projectId is 400). */
export const PUT = handler(
  { module: 'projectEmployees', operation: 'update', params: idParams, body: projectEmployeeSchema },
  async ({ db, params, body }) => updateProjectEmployee(db, params.id, body),
);

export const DELETE = handler({ module: 'projectEmployees', operation: 'delete', params: idParams }, async ({ db, params }) => {
  await deleteProjectEmployee(db, params.id);
});
