import { handler } from '@/lib/http/handler';
import { listWarehouses } from '@/lib/warehouses/queries';

/** GET /api/Warehouse: every warehouse (one per project), by project name. */
export const GET = handler({ module: 'warehouses', operation: 'read' }, async ({ db }) => listWarehouses(db));
