import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { requireProject } from '@/lib/projects/queries';
import { listProjectSituations } from '@/lib/situations/queries';

/** GET /api/Projects/{projectId}/ProjectSituations: the situations by activeFrom, then id. */
export const GET = handler({ module: 'situations', operation: 'read', params: idParams }, async ({ db, params }) => {
  await requireProject(db, params.id);
  return listProjectSituations(db, params.id);
});
