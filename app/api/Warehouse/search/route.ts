import { jsonResponse } from '@/lib/http/json-response';
import { handler } from '@/lib/http/handler';
import { listQuerySchema } from '@/lib/http/list-params';
import { searchWarehousesJson } from '@/lib/warehouses/queries';
import { WAREHOUSE_LIST } from '@/lib/warehouses/schemas';

/** GET /api/Warehouse/search: Filter.ProjectId, Filter.Project_Name, _Address, _City_NameUniversal, _Country_NameUniversal, paging, sorting. */
export const GET = handler({ module: 'warehouses', operation: 'read', query: listQuerySchema(WAREHOUSE_LIST) }, async ({ db, query }) =>
  jsonResponse(await searchWarehousesJson(db, query)),
);
