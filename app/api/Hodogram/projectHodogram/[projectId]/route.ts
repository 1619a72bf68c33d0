import { getDb } from '@/db/client';
import { handler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { projectExists, projectTree } from '@/lib/hodogram/queries';
import { projectIdParamsSchema } from '@/lib/hodogram/schemas';

/** GET /api/Hodogram/projectHodogram/{projectId}: the project's tree with isCompleted and attachmentsCount ([] without one). */
export const GET = handler({ module: 'projectHodogram', operation: 'read', params: projectIdParamsSchema }, async ({ params }) => {
  const db = await getDb();
  if (!(await projectExists(db, params.projectId))) throw notFound(messages.notFound);
  return projectTree(db, params.projectId);
});
