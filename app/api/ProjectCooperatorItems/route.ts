import { handler } from '@/lib/http/handler';
import { projectCooperatorItemSchema } from '@/lib/situations/schemas';
import { createProjectCooperatorItem } from '@/lib/situations/service';

/** POST /api/ProjectCooperatorItems: a contractor's or subcontractor's cost-list line; 201 with the stored row. */
export const POST = handler({ module: 'projectItems', operation: 'create', body: projectCooperatorItemSchema }, async ({ db, body }) => createProjectCooperatorItem(db, body));
