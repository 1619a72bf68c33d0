import { jsonResponse } from '@/lib/http/json-response';
import { handler } from '@/lib/http/handler';
import { listQuerySchema } from '@/lib/http/list-params';
import { searchWarehouseItemsJson } from '@/lib/warehouses/queries';
import { WAREHOUSE_ITEM_LIST } from '@/lib/warehouses/schemas';

/** GET /api/WarehouseItems: the same paged list as /search (the spec gives no shape of its own). */
export const GET = handler({ module: 'warehouseItems', operation: 'read', query: listQuerySchema(WAREHOUSE_ITEM_LIST) }, async ({ db, query }) =>
  jsonResponse(await searchWarehouseItemsJson(db, query)),
);
