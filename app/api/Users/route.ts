import { handler, searchParamsToObject } from '@/lib/http/handler';
import { parseListQuery } from '@/lib/http/list-params';
import { searchUsers } from '@/lib/users/queries';
import { USER_FILTERS, USER_SORTABLE, userCreateSchema } from '@/lib/users/schemas';
import { createUser } from '@/lib/users/service';

/** GET /api/Users: paged list (PageIndex, PageSize, SortBy, SortOrder, Filter.{Column}). */
export const GET = handler({ module: 'users', operation: 'read' }, async ({ db, req }) => {
  const q = parseListQuery(searchParamsToObject(req.nextUrl.searchParams), {
    sortable: USER_SORTABLE,
    defaultSortBy: 'surname',
    filters: USER_FILTERS,
  });
  return searchUsers(db, q);
});

export const POST = handler({ module: 'users', operation: 'create', body: userCreateSchema }, async ({ db, body }) => {
  return createUser(db, body);
});
