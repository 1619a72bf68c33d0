import { getDb } from '@/db/client';
import { notFound } from '@/lib/http/errors';
import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { listProjectCooperators } from '@/lib/projects/people-queries';
import { projectExists } from '@/lib/projects/queries';

/** GET /api/Projects/{projectId}/ProjectCooperators: the project's cooperators with their display fields. */
export const GET = handler({ module: 'projectCooperators', operation: 'read', params: idParams }, async ({ params }) => {
  const db = await getDb();
  if (!(await projectExists(db, params.id))) throw notFound(messages.notFound);
  return listProjectCooperators(db, params.id);
});
