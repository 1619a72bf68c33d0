import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { listProjectCooperators } from '@/lib/projects/people-queries';
import { requireProject } from '@/lib/projects/queries';

/** GET /api/Projects/{projectId}/ProjectCooperators: the project's cooperators with their display fields. */
export const GET = handler({ module: 'projectCooperators', operation: 'read', params: idParams }, async ({ db, params }) => {
  const rows = await listProjectCooperators(db, params.id);
  // Each row references the project (foreign key), so rows prove it exists; only an empty list asks (404 for a missing project).
  if (rows.length === 0) await requireProject(db, params.id);
  return rows;
});
