import { getDb } from '@/db/client';
import { compressedJson } from '@/lib/http/compressed-json';
import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { projectItemsTree, requireProject } from '@/lib/project-items/queries';

/**
 * GET /api/Projects/{id}/ProjectItems: the bill of quantities as a tree with rollups
 * (ProjectItemsTree), gzipped when accepted (10,000 items are 5 MB of JSON, 0.4 MB gzipped).
 */
export const GET = handler({ module: 'projectItems', operation: 'read', params: idParams }, async ({ req, params }) => {
  const db = await getDb();
  await requireProject(db, params.id);
  return compressedJson(req, await projectItemsTree(db, params.id));
});
