import { handler } from '@/lib/http/handler';
import { listCompanies } from '@/lib/lookups/queries';

/** GET /api/Companies: the companies of the group (id, name, isActive). */
export const GET = handler({ module: 'lookups', operation: 'read' }, async ({ db }) => listCompanies(db));
