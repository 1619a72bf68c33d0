import { handler } from '@/lib/http/handler';
import { listQuerySchema } from '@/lib/http/list-params';
import { jsonResponse } from '@/lib/http/json-response';
import { searchItemsOverviewJson } from '@/lib/situations/overview-queries';
import { ITEMS_OVERVIEW_LIST } from '@/lib/situations/overview-schemas';

/**
 * GET /api/ProjectCooperatorItems/search: Filter.Ordinal, ProjectItem, Unit, Quantity, UnitPrice,
 * TotalPrice, Client, Cooperator, Project, ProjectCode, Year, PageIndex, PageSize, SortBy,
 * SortOrder -> { pageItems, currentPage, pageSize, totalPages, totalItems } of report lines
 * (the project items overview; SuperAdmin and Management).
 */
export const GET = handler({ module: 'projectItemsOverview', operation: 'read', query: listQuerySchema(ITEMS_OVERVIEW_LIST) }, async ({ db, query }) =>
  jsonResponse(await searchItemsOverviewJson(db, query)),
);
