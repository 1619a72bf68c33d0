import { getDb } from '@/db/client';
import { notFound } from '@/lib/http/errors';
import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { listProjectEmployees } from '@/lib/projects/people-queries';
import { projectExists } from '@/lib/projects/queries';

/** GET /api/Projects/{projectId}/ProjectEmployees: the project's employees with name and role. */
export const GET = handler({ module: 'projectEmployees', operation: 'read', params: idParams }, async ({ params }) => {
  const db = await getDb();
  if (!(await projectExists(db, params.id))) throw notFound(messages.notFound);
  return listProjectEmployees(db, params.id);
});
