import { handler } from '@/lib/http/handler';
import { listQuerySchema } from '@/lib/http/list-params';
import { jsonResponse } from '@/lib/http/json-response';
import { searchProjectsJson } from '@/lib/projects/queries';
import { PROJECT_LIST } from '@/lib/projects/schemas';

/**
 * GET /api/Projects/search: Filter.Name, Filter.ShortName, Filter.Address, Filter.Country,
 * Filter.City, Filter.Project_Investor, ProjectStatusId (repeated), PageIndex, PageSize, SortBy,
 * SortOrder -> { pageItems, currentPage, pageSize, totalPages, totalItems }.
 */
export const GET = handler({ module: 'projects', operation: 'read', query: listQuerySchema(PROJECT_LIST) }, async ({ db, query }) =>
  jsonResponse(await searchProjectsJson(db, query)),
);
