import { handler } from '@/lib/http/handler';
import { projectOptions } from '@/lib/projects/queries';
import { projectSchema } from '@/lib/projects/schemas';
import { createProject } from '@/lib/projects/service';

/** GET /api/Projects: every project (id, name, shortName, code, projectStatusId), by name, for selects. */
export const GET = handler({ module: 'projects', operation: 'read' }, async ({ db }) => projectOptions(db));

/**
 * POST /api/Projects: the project body; creates the project and its warehouse together and
 * answers the saved project (201). The deadline extension: see resolveDeadlineExtension.
 */
export const POST = handler({ module: 'projects', operation: 'create', body: projectSchema }, async ({ db, body, user }) =>
  createProject(db, user, body),
);
