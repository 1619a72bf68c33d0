import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { projectItemsTree } from '@/lib/project-items/queries';
import { requireProject } from '@/lib/projects/queries';

/**
 * GET /api/Projects/{id}/ProjectItems: the bill of quantities as a tree with rollups
 * (ProjectItemsTree). 10,000 items are 5 MB of JSON, about 0.4 MB as `next start` gzips it
 * (with scripts/route-compression-fix.cjs; behind a proxy, let the proxy compress).
 */
export const GET = handler({ module: 'projectItems', operation: 'read', params: idParams }, async ({ db, params }) => {
  await requireProject(db, params.id);
  return projectItemsTree(db, params.id);
});
