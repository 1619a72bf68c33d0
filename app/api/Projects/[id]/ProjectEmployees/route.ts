import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { jsonResponse } from '@/lib/http/json-response';
import { listProjectEmployeesJson } from '@/lib/projects/people-queries';
import { requireProjectUnlessListed } from '@/lib/projects/queries';

/** GET /api/Projects/{projectId}/ProjectEmployees: the project's employees with name and role. */
export const GET = handler({ module: 'projectEmployees', operation: 'read', params: idParams }, async ({ db, params }) => {
  const json = await listProjectEmployeesJson(db, params.id);
  await requireProjectUnlessListed(db, params.id, json === '[]' ? 0 : 1);
  return jsonResponse(json);
});
