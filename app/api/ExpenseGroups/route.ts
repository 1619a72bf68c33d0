import { jsonResponse } from '@/lib/http/json-response';
import { handler } from '@/lib/http/handler';
import { listQuerySchema } from '@/lib/http/list-params';
import { searchExpenseGroupsJson } from '@/lib/expense-groups/queries';
import { EXPENSE_GROUP_LIST, expenseGroupSchema } from '@/lib/expense-groups/schemas';
import { createExpenseGroup } from '@/lib/expense-groups/service';

/** GET /api/ExpenseGroups?expenseTypeId: paged (PageIndex, PageSize, SortBy, SortOrder, Filter.Name). */
export const GET = handler(
  { module: 'expenseGroups', operation: 'read', query: listQuerySchema(EXPENSE_GROUP_LIST) },
  async ({ db, query }) => jsonResponse(await searchExpenseGroupsJson(db, query)),
);

export const POST = handler({ module: 'expenseGroups', operation: 'create', body: expenseGroupSchema }, async ({ db, body }) =>
  createExpenseGroup(db, body),
);
