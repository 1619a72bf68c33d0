import { handler } from '@/lib/http/handler';
import { situationItemSchema } from '@/lib/situations/schemas';
import { createSituationItem } from '@/lib/situations/service';

/** POST /api/ProjectSituationItems: the quantity executed in a situation on one cost-list line; 201 with the stored row. */
export const POST = handler({ module: 'situations', operation: 'create', body: situationItemSchema }, async ({ db, body }) => createSituationItem(db, body));
