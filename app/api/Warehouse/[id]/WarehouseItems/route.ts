import { jsonResponse } from '@/lib/http/json-response';
import { handler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { listQuerySchema } from '@/lib/http/list-params';
import { idParams } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { getWarehouse, searchWarehouseItemsPage } from '@/lib/warehouses/queries';
import { WAREHOUSE_ITEM_LIST } from '@/lib/warehouses/schemas';

/**
 * GET /api/Warehouse/{warehouseId}/WarehouseItems: the warehouse's items, paged (Filter.Name,
 * Filter.Supplier_Name, sorting). It reads stock, so it asks the warehouse items right (§6;
 * every role with it also reads warehouses). An item references its warehouse (foreign key), so
 * a list with items proves the warehouse exists; only an empty one asks (404 for a warehouse
 * that is not there): one statement less per page.
 */
export const GET = handler(
  { module: 'warehouseItems', operation: 'read', params: idParams, query: listQuerySchema(WAREHOUSE_ITEM_LIST) },
  async ({ db, params, query }) => {
    const page = await searchWarehouseItemsPage(db, query, params.id);
    if (page.total === 0 && !(await getWarehouse(db, params.id))) throw notFound(messages.notFound);
    return jsonResponse(page.json);
  },
);
