import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { projectItemsTree } from '@/lib/project-items/queries';
import { treeJsonStream } from '@/lib/project-items/tree-json';
import { requireProject } from '@/lib/projects/queries';

/**
 * GET /api/Projects/{id}/ProjectItems: the bill of quantities as a tree with rollups
 * (ProjectItemsTree). 10,000 items are 5 MB of JSON, about 0.4 MB as `next start` gzips it
 * (with scripts/route-compression-fix.cjs; behind a proxy, let the proxy compress). The rows
 * are read in pages, the tree built and the JSON streamed in pieces, each stage yielding to the
 * event loop (lib/project-items/paged-rows.ts, tree.ts, tree-json.ts): a list at the import's
 * row limit never stops other requests for long. The text is exactly JSON.stringify(tree).
 */
export const GET = handler({ module: 'projectItems', operation: 'read', params: idParams }, async ({ db, params }) => {
  await requireProject(db, params.id);
  const tree = await projectItemsTree(db, params.id);
  return new Response(treeJsonStream(tree), { headers: { 'content-type': 'application/json' } });
});
