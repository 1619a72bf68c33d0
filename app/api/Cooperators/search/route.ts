import { handler } from '@/lib/http/handler';
import { listQuerySchema } from '@/lib/http/list-params';
import { searchCooperatorsJson } from '@/lib/cooperators/queries';
import { jsonResponse } from '@/lib/http/json-response';
import { COOPERATOR_LIST } from '@/lib/cooperators/schemas';

/**
 * GET /api/Cooperators/search: Filter.Name, Filter.OIB, Filter.MBG, Filter.MB, Filter.Address,
 * Filter.Zip, Filter.City, Filter.Country, PersonTypeId and AssociateTypeId (repeated),
 * PageIndex, PageSize, SortBy, SortOrder -> { pageItems, currentPage, pageSize, totalPages, totalItems }.
 */
export const GET = handler({ module: 'cooperators', operation: 'read', query: listQuerySchema(COOPERATOR_LIST) }, async ({ db, query }) =>
  jsonResponse(await searchCooperatorsJson(db, query)),
);
