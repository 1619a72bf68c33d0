import { handler } from '@/lib/http/handler';
import { cooperatorsByType } from '@/lib/cooperators/queries';
import { byTypeQuerySchema } from '@/lib/cooperators/schemas';

/** GET /api/Cooperators/type?associateTypeId=1301: the cooperators of one associate type (id + name, by name). */
export const GET = handler({ module: 'cooperators', operation: 'read', query: byTypeQuerySchema }, async ({ db, query }) =>
  cooperatorsByType(db, query.associateTypeId),
);
