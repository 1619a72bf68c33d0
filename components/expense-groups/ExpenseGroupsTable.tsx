'use client';

import { Anchor } from '@mantine/core';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/DataTable';
import { addToolbar } from '@/components/data-table/ListToolbar';
import { RowActions } from '@/components/data-table/RowActions';
import { useDrawerLinks } from '@/components/drawer/EntityDrawer';
import type { WriteRights } from '@/lib/auth/permissions';
import type { ExpenseGroupDto } from '@/lib/expense-groups/schemas';
import { EXPENSE_GROUP_LABELS as L, EXPENSE_GROUP_TEXTS as T } from '@/lib/i18n/expense-groups';
import { confirmDeleteExpenseGroup } from './delete-expense-group';
import type { SelectOption } from './ExpenseGroupForm';

type Props = { data: ExpenseGroupDto[]; totalItems: number; expenseTypes: SelectOption[]; rights: WriteRights };

/** /expense-groups: name (links to the read drawer) and expense type, both sortable and filterable. */
export function ExpenseGroupsTable({ data, totalItems, expenseTypes, rights }: Props) {
  const router = useRouter();
  const links = useDrawerLinks('/expense-groups');
  const canWrite = rights.canUpdate || rights.canDelete;

  const columns = useMemo<DataTableColumn<ExpenseGroupDto>[]>(
    () => [
      {
        accessorKey: 'name',
        header: L.name,
        enableSorting: true,
        enableColumnFilter: true,
        Cell: ({ row }) => (
          <Anchor component={Link} href={links.read(row.original.id)} scroll={false}>
            {row.original.name}
          </Anchor>
        ),
      },
      {
        // Sorted by the type's label; filtered by the type's code (the column id is the filter name).
        id: 'expenseTypeId',
        accessorKey: 'expenseType',
        header: L.expenseType,
        enableSorting: true,
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: { data: expenseTypes },
      },
    ],
    [expenseTypes, links],
  );

  return (
    <DataTable
      columns={columns}
      data={data}
      totalItems={totalItems}
      defaultSort={{ id: 'name' }}
      toolbar={addToolbar(rights.canCreate, links.create, T.add)}
      renderRowActions={
        canWrite
          ? ({ row }) => (
              <RowActions
                name={row.original.name}
                editHref={rights.canUpdate ? links.edit(row.original.id) : null}
                onDelete={rights.canDelete ? () => confirmDeleteExpenseGroup(row.original, () => router.refresh()) : null}
              />
            )
          : undefined
      }
    />
  );
}
