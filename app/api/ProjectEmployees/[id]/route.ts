import { getDb } from '@/db/client';
import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { projectEmployeeSchema } from '@/lib/projects/schemas';
import { deleteProjectEmployee, updateProjectEmployee } from '@/lib/projects/people-service';

/** PUT /api/ProjectEmployees/{id}: the row stays on its project (another projectId is 400). */
export const PUT = handler(
  { module: 'projectEmployees', operation: 'update', params: idParams, body: projectEmployeeSchema },
  async ({ params, body }) => updateProjectEmployee(await getDb(), params.id, body),
);

export const DELETE = handler({ module: 'projectEmployees', operation: 'delete', params: idParams }, async ({ params }) => {
  await deleteProjectEmployee(await getDb(), params.id);
});
