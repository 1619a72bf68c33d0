import { handler } from '@/lib/http/handler';
import { projectItemCreateSchema } from '@/lib/project-items/schemas';
import { createProjectItem } from '@/lib/project-items/service';

/** POST /api/ProjectItems: a group or an item at the end of its siblings; 201 with the node. */
export const POST = handler(
  { module: 'projectItems', operation: 'create', body: projectItemCreateSchema },
  async ({ db, body }) => createProjectItem(db, body),
);
