import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { requireProject } from '@/lib/projects/queries';
import { listProjectCooperatorItems } from '@/lib/situations/queries';

/** GET /api/Projects/{projectId}/ProjectCooperatorItems: every contractor's and subcontractor's cost-list line. */
export const GET = handler({ module: 'projectItems', operation: 'read', params: idParams }, async ({ db, params }) => {
  await requireProject(db, params.id);
  return listProjectCooperatorItems(db, params.id);
});
