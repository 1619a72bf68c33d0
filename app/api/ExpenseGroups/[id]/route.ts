import { handler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { idParams } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { getExpenseGroup } from '@/lib/expense-groups/queries';
import { expenseGroupSchema } from '@/lib/expense-groups/schemas';
import { deleteExpenseGroup, updateExpenseGroup } from '@/lib/expense-groups/service';

export const GET = handler({ module: 'expenseGroups', operation: 'read', params: idParams }, async ({ db, params }) => {
  const group = await getExpenseGroup(db, params.id);
  if (!group) throw notFound(messages.notFound);
  return group;
});

export const PUT = handler(
  { module: 'expenseGroups', operation: 'update', params: idParams, body: expenseGroupSchema },
  async ({ db, params, body }) => updateExpenseGroup(db, params.id, body),
);

export const DELETE = handler({ module: 'expenseGroups', operation: 'delete', params: idParams }, async ({ db, params }) => {
  await deleteExpenseGroup(db, params.id);
});
