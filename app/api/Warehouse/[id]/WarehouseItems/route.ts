import { jsonResponse } from '@/lib/http/json-response';
import { handler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { listQuerySchema } from '@/lib/http/list-params';
import { idParams } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { getWarehouse, searchWarehouseItemsJson } from '@/lib/warehouses/queries';
import { WAREHOUSE_ITEM_LIST } from '@/lib/warehouses/schemas';

/**
 * GET /api/Warehouse/{warehouseId}/WarehouseItems: the warehouse's items, paged (Filter.Name,
 * Filter.Supplier_Name, sorting). It reads stock, so it asks the warehouse items right (§6;
 * every role with it also reads warehouses).
 */
export const GET = handler(
  { module: 'warehouseItems', operation: 'read', params: idParams, query: listQuerySchema(WAREHOUSE_ITEM_LIST) },
  async ({ db, params, query }) => {
    if (!(await getWarehouse(db, params.id))) throw notFound(messages.notFound);
    return jsonResponse(await searchWarehouseItemsJson(db, query, params.id));
  },
);
