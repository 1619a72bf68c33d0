import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { listProjectCooperators } from '@/lib/projects/people-queries';
import { requireProject } from '@/lib/projects/queries';

/** GET /api/Projects/{projectId}/ProjectCooperators: the project's cooperators with their display fields. */
export const GET = handler({ module: 'projectCooperators', operation: 'read', params: idParams }, async ({ db, params }) => {
  await requireProject(db, params.id);
  return listProjectCooperators(db, params.id);
});
