import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { listProjectEmployees } from '@/lib/projects/people-queries';
import { requireProject } from '@/lib/projects/queries';

/** GET /api/Projects/{projectId}/ProjectEmployees: the project's employees with name and role. */
export const GET = handler({ module: 'projectEmployees', operation: 'read', params: idParams }, async ({ db, params }) => {
  const rows = await listProjectEmployees(db, params.id);
  // Each row references the project (foreign key), so rows prove it exists; only an empty list asks (404 for a missing project).
  if (rows.length === 0) await requireProject(db, params.id);
  return rows;
});
