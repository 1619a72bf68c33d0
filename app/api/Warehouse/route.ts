import { handler } from '@/lib/http/handler';
import { jsonResponse } from '@/lib/http/json-response';
import { listWarehousesJson } from '@/lib/warehouses/queries';

/** GET /api/Warehouse: every warehouse (one per project), by project name. */
export const GET = handler({ module: 'warehouses', operation: 'read' }, async ({ db }) => jsonResponse(await listWarehousesJson(db)));
