import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { getProjectItem } from '@/lib/project-items/queries';
import { projectItemUpdateBodySchema } from '@/lib/project-items/schemas';
import { deleteProjectItem, updateProjectItem } from '@/lib/project-items/service';

/** GET /api/ProjectItems/{id}: the node with its subtree's rollups and its number of descendants. */
export const GET = handler({ module: 'projectItems', operation: 'read', params: idParams }, async ({ db, params }) =>
  getProjectItem(db, params.id),
);

/** PUT: name and code; an item also unit, quantity and unit price (never its place or kind). */
export const PUT = handler(
  { module: 'projectItems', operation: 'update', params: idParams, body: projectItemUpdateBodySchema },
  async ({ db, params, body }) => updateProjectItem(db, params.id, body),
);

/** DELETE: the node and its subtree; 200 with { id, deleted } (how many rows went). */
export const DELETE = handler({ module: 'projectItems', operation: 'delete', params: idParams }, async ({ db, params }) =>
  deleteProjectItem(db, params.id),
);
