import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { listProjectCooperators } from '@/lib/projects/people-queries';
import { requireProjectUnlessListed } from '@/lib/projects/queries';

/** GET /api/Projects/{projectId}/ProjectCooperators: the project's cooperators with their display fields. */
export const GET = handler({ module: 'projectCooperators', operation: 'read', params: idParams }, async ({ db, params }) => {
  const rows = await listProjectCooperators(db, params.id);
  await requireProjectUnlessListed(db, params.id, rows.length);
  return rows;
});
