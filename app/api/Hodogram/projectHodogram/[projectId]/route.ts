import { handler } from '@/lib/http/handler';
import { projectTree } from '@/lib/hodogram/queries';
import { requireProject } from '@/lib/projects/queries';
import { projectIdParamsSchema } from '@/lib/hodogram/schemas';

/** GET /api/Hodogram/projectHodogram/{projectId}: the project's tree with isCompleted and attachmentsCount ([] without one). */
export const GET = handler({ module: 'projectHodogram', operation: 'read', params: projectIdParamsSchema }, async ({ db, params }) => {
  await requireProject(db, params.projectId);
  return projectTree(db, params.projectId);
});
