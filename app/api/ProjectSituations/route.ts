import { handler } from '@/lib/http/handler';
import { projectSituationSchema } from '@/lib/situations/schemas';
import { createProjectSituation } from '@/lib/situations/service';

/** POST /api/ProjectSituations: a situation (period) of a project; 201 with the stored row. */
export const POST = handler({ module: 'situations', operation: 'create', body: projectSituationSchema }, async ({ db, body }) => createProjectSituation(db, body));
