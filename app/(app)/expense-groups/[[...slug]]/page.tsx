import { Stack, Title } from '@mantine/core';
import { notFound } from 'next/navigation';
import { ExpenseGroupDrawer } from '@/components/expense-groups/ExpenseGroupDrawer';
import { ExpenseGroupsTable } from '@/components/expense-groups/ExpenseGroupsTable';
import { getDb } from '@/db/client';
import { writeRights } from '@/lib/auth/permissions';
import { requireScreen, type ScreenPageProps } from '@/lib/auth/session';
import { getExpenseGroup, searchExpenseGroups } from '@/lib/expense-groups/queries';
import { EXPENSE_GROUP_LIST } from '@/lib/expense-groups/schemas';
import { EXPENSE_GROUP_SCREEN } from '@/lib/expense-groups/screen';
import { parseListQuery } from '@/lib/http/list-params';
import { EXPENSE_GROUP_TEXTS } from '@/lib/i18n/expense-groups';
import { codebookSelectOptions } from '@/lib/lookups/codebooks';

export const dynamic = 'force-dynamic';

/** /expense-groups, /new, /{id}, /{id}/edit (lib/expense-groups/screen.ts): all drawers over the table. */
export default async function ExpenseGroupsPage(props: ScreenPageProps) {
  const { user, route } = await requireScreen(EXPENSE_GROUP_SCREEN, props);
  const q = parseListQuery(await props.searchParams, EXPENSE_GROUP_LIST);
  const selectedId = route.name === 'read' || route.name === 'edit' ? route.params.id : null;
  const db = await getDb();
  const [list, expenseTypes, selected] = await Promise.all([
    searchExpenseGroups(db, q),
    codebookSelectOptions(db, 'ExpenseType'),
    selectedId !== null ? getExpenseGroup(db, selectedId) : null,
  ]);
  if (selectedId !== null && !selected) notFound();
  const rights = writeRights(user.roleId, 'expenseGroups');

  return (
    <Stack>
      <Title order={2}>{EXPENSE_GROUP_TEXTS.title}</Title>
      <ExpenseGroupsTable data={list.pageItems} totalItems={list.totalItems} expenseTypes={expenseTypes} rights={rights} />
      <ExpenseGroupDrawer mode={route.drawer} group={selected} expenseTypes={expenseTypes} rights={rights} />
    </Stack>
  );
}
