import { notFound } from '@/lib/http/errors';
import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { findProjectCooperator } from '@/lib/projects/people-queries';
import { projectCooperatorSchema } from '@/lib/projects/schemas';
import { deleteProjectCooperator, updateProjectCooperator } from '@/lib/projects/people-service';

export const GET = handler({ module: 'projectCooperators', operation: 'read', params: idParams }, async ({ db, params }) => {
  const row = await findProjectCooperator(db, params.id);
  if (!row) throw notFound(messages.notFound);
  return row;
});

/** PUT /api/ProjectCooperators/{id}: the row stays on its project (another projectId is 400). */
export const PUT = handler(
  { module: 'projectCooperators', operation: 'update', params: idParams, body: projectCooperatorSchema },
  async ({ db, params, body }) => updateProjectCooperator(db, params.id, body),
);

export const DELETE = handler({ module: 'projectCooperators', operation: 'delete', params: idParams }, async ({ db, params }) => {
  await deleteProjectCooperator(db, params.id);
});
