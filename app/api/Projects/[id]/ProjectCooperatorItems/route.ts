import { handler } from '@/lib/http/handler';
import { jsonResponse } from '@/lib/http/json-response';
import { idParams } from '@/lib/http/params';
import { requireProject } from '@/lib/projects/queries';
import { cooperatorItemsJson } from '@/lib/situations/collections-json';

/** GET /api/Projects/{projectId}/ProjectCooperatorItems: every contractor's and subcontractor's cost-list line (JSON written by Postgres). */
export const GET = handler({ module: 'projectItems', operation: 'read', params: idParams }, async ({ db, params }) => {
  await requireProject(db, params.id);
  return jsonResponse(await cooperatorItemsJson(db, params.id));
});
