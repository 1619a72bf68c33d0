import { handler } from '@/lib/http/handler';
import { jsonResponse } from '@/lib/http/json-response';
import { idParams } from '@/lib/http/params';
import { requireProject } from '@/lib/projects/queries';
import { situationItemsJson } from '@/lib/situations/collections-json';
import { situationItemsQuerySchema } from '@/lib/situations/schemas';

/**
 * GET /api/Projects/{projectId}/ProjectSituationItems[?projectSituationId=]: the executed
 * quantities with their amounts and cumulative values, in situation order (one situation's only
 * when asked; its cumulative still counts the earlier situations). JSON written by Postgres.
 */
export const GET = handler(
  { module: 'situations', operation: 'read', params: idParams, query: situationItemsQuerySchema },
  async ({ db, params, query }) => {
    await requireProject(db, params.id);
    return jsonResponse(await situationItemsJson(db, params.id, query.projectSituationId));
  },
);
