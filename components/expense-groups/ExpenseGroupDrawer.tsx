'use client';

import { SimpleGrid, Stack } from '@mantine/core';
import { DetailActions } from '@/components/detail/DetailActions';
import { DetailField } from '@/components/detail/DetailField';
import { useDrawerLinks, type DrawerMode } from '@/components/drawer/EntityDrawer';
import { FormDrawer } from '@/components/drawer/FormDrawer';
import type { WriteRights } from '@/lib/auth/permissions';
import type { ExpenseGroupDto } from '@/lib/expense-groups/schemas';
import { EXPENSE_GROUP_LABELS as L, EXPENSE_GROUP_TEXTS as T } from '@/lib/i18n/expense-groups';
import { confirmDeleteExpenseGroup } from './delete-expense-group';
import { ExpenseGroupForm, type SelectOption } from './ExpenseGroupForm';

type Props = { mode: DrawerMode; group: ExpenseGroupDto | null; expenseTypes: SelectOption[]; rights: WriteRights };

/** The /expense-groups drawer: read view, create and edit forms, driven by the route. */
export function ExpenseGroupDrawer({ mode, group, expenseTypes, rights }: Props) {
  const links = useDrawerLinks('/expense-groups');
  return (
    <FormDrawer
      mode={mode}
      record={group}
      titles={T.titles}
      closeHref={links.list}
      readHref={links.read}
      read={({ record, deleted }) => (
        <Stack>
          <SimpleGrid cols={2} spacing="md">
            <DetailField label={L.name}>{record.name}</DetailField>
            <DetailField label={L.expenseType}>{record.expenseType}</DetailField>
          </SimpleGrid>
          <DetailActions
            onDelete={rights.canDelete ? () => confirmDeleteExpenseGroup(record, deleted) : null}
            editHref={rights.canUpdate ? links.edit(record.id) : null}
          />
        </Stack>
      )}
      form={(s) => <ExpenseGroupForm mode={s.mode} group={s.record} expenseTypes={expenseTypes} onSaved={() => s.saved()} onCancel={s.cancel} />}
    />
  );
}
