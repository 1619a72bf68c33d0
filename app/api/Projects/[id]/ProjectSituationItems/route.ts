import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { requireProject } from '@/lib/projects/queries';
import { listSituationItems } from '@/lib/situations/queries';
import { situationItemsQuerySchema } from '@/lib/situations/schemas';

/**
 * GET /api/Projects/{projectId}/ProjectSituationItems[?projectSituationId=]: the executed
 * quantities with their amounts and cumulative values, in situation order (one situation's only
 * when asked; its cumulative still counts the earlier situations).
 */
export const GET = handler(
  { module: 'situations', operation: 'read', params: idParams, query: situationItemsQuerySchema },
  async ({ db, params, query }) => {
    await requireProject(db, params.id);
    return listSituationItems(db, params.id, query.projectSituationId);
  },
);
