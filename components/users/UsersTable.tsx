'use client';

import { ActionIcon, Anchor, Badge, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { AddButton } from '@/components/data-table/ListToolbar';
import { DataTable, type DataTableColumn } from '@/components/data-table/DataTable';
import { useDrawerLinks } from '@/components/drawer/EntityDrawer';
import { messages } from '@/lib/i18n/messages';
import { USER_LABELS as L, USER_TEXTS as T } from '@/lib/i18n/users';
import type { UserDto } from '@/lib/users/schemas';
import { confirmDeleteUser } from './delete-user';
import type { SelectOption } from './UserForm';

type Props = { data: UserDto[]; totalItems: number; roles: SelectOption[] };

/** /users: name, surname, email, role, email confirmed (filterable), edit and delete. */
export function UsersTable({ data, totalItems, roles }: Props) {
  const router = useRouter();
  const links = useDrawerLinks('/users');

  const columns = useMemo<DataTableColumn<UserDto>[]>(
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
      { accessorKey: 'surname', header: L.surname, enableSorting: true, enableColumnFilter: true },
      { accessorKey: 'email', header: L.email, enableSorting: true, enableColumnFilter: true },
      {
        id: 'role',
        accessorKey: 'role',
        header: L.role,
        enableSorting: true,
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: { data: roles },
      },
      {
        id: 'emailConfirmed',
        accessorKey: 'emailConfirmed',
        header: L.emailConfirmed,
        enableSorting: true,
        filterVariant: 'select',
        mantineFilterSelectProps: {
          data: [
            { value: 'true', label: messages.yes },
            { value: 'false', label: messages.no },
          ],
        },
        Cell: ({ row }) =>
          row.original.emailConfirmed ? (
            <Badge color="green" variant="light">{messages.yes}</Badge>
          ) : (
            <Badge color="gray" variant="light">{messages.no}</Badge>
          ),
      },
    ],
    [roles, links],
  );

  return (
    <DataTable
      columns={columns}
      data={data}
      totalItems={totalItems}
      defaultSort={{ id: 'surname' }}
      toolbar={<AddButton href={links.create}>{T.add}</AddButton>}
      renderRowActions={({ row }) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={messages.edit}>
            <ActionIcon component={Link} href={links.edit(row.original.id)} scroll={false} variant="subtle" aria-label={messages.edit}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={messages.delete}>
            <ActionIcon color="red" variant="subtle" aria-label={messages.delete} onClick={() => confirmDeleteUser(row.original, () => router.refresh())}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
    />
  );
}
