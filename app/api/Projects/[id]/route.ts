import { notFound } from '@/lib/http/errors';
import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { findProject } from '@/lib/projects/queries';
import { projectUpdateSchema } from '@/lib/projects/schemas';
import { deleteProject, updateProject } from '@/lib/projects/service';

/** GET /api/Projects/{id}: the project with city, country, projectStatus, coefficient, warehouseId and investor. */
export const GET = handler({ module: 'projects', operation: 'read', params: idParams }, async ({ db, params }) => {
  const project = await findProject(db, params.id);
  if (!project) throw notFound(messages.notFound);
  return project;
});

/**
 * PUT /api/Projects/{id}: SiteManager too; the warehouse follows the name and place. Completing a
 * project with stock: 409 `code: 'confirmCompletion'` unless `confirmCompletion: true`, which
 * completes a consumption note of the remaining stock in the same transaction.
 */
export const PUT = handler(
  { module: 'projects', operation: 'update', params: idParams, body: projectUpdateSchema },
  async ({ db, params, body, user }) => {
    const { confirmCompletion, ...project } = body;
    return updateProject(db, user, params.id, project, confirmCompletion);
  },
);

/** DELETE /api/Projects/{id}: 204; 409 while the project is referenced (gear records, documents, ...). */
export const DELETE = handler({ module: 'projects', operation: 'delete', params: idParams }, async ({ db, params }) => {
  await deleteProject(db, params.id);
});
