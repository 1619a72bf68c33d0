import { jsonResponse } from '@/lib/http/json-response';
import { handler } from '@/lib/http/handler';
import { listQuerySchema } from '@/lib/http/list-params';
import { idParams } from '@/lib/http/params';
import { requireWarehouseUnlessListed, searchWarehouseItemsPage } from '@/lib/warehouses/queries';
import { WAREHOUSE_ITEM_LIST } from '@/lib/warehouses/schemas';

/**
 * GET /api/Warehouse/{warehouseId}/WarehouseItems: the warehouse's items, paged (Filter.Name,
 * Filter.Supplier_Name, sorting). It reads stock, so it asks the warehouse items right (§6;
 * every role with it also reads warehouses).
 */
export const GET = handler(
  { module: 'warehouseItems', operation: 'read', params: idParams, query: listQuerySchema(WAREHOUSE_ITEM_LIST) },
  async ({ db, params, query }) => {
    const page = await searchWarehouseItemsPage(db, query, params.id);
    await requireWarehouseUnlessListed(db, params.id, page.total);
    return jsonResponse(page.json);
  },
);
