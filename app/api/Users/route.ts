import { jsonResponse } from '@/lib/http/json-response';
import { handler } from '@/lib/http/handler';
import { listQuerySchema } from '@/lib/http/list-params';
import { searchUsersJson } from '@/lib/users/queries';
import { USER_LIST, userCreateSchema } from '@/lib/users/schemas';
import { createUser } from '@/lib/users/service';

/** GET /api/Users: paged list (PageIndex, PageSize, SortBy, SortOrder, Filter.{Column}). */
export const GET = handler({ module: 'users', operation: 'read', query: listQuerySchema(USER_LIST) }, async ({ db, query }) =>
  jsonResponse(await searchUsersJson(db, query)),
);

export const POST = handler({ module: 'users', operation: 'create', body: userCreateSchema }, async ({ db, body }) => {
  return createUser(db, body);
});
