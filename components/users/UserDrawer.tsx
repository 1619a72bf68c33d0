'use client';

import { SimpleGrid, Stack } from '@mantine/core';
import { useDrawerLinks, type DrawerMode } from '@/components/drawer/EntityDrawer';
import { FormDrawer } from '@/components/drawer/FormDrawer';
import { DetailActions } from '@/components/detail/DetailActions';
import { DetailField } from '@/components/detail/DetailField';
import { messages } from '@/lib/i18n/messages';
import { USER_LABELS, USER_TEXTS } from '@/lib/i18n/users';
import type { UserDto } from '@/lib/users/schemas';
import { confirmDeleteUser } from './delete-user';
import { UserForm, type SelectOption } from './UserForm';

type Props = { mode: DrawerMode; user: UserDto | null; roles: SelectOption[]; employees: SelectOption[] };

/** The /users drawer: read view, create and edit forms, driven by the route. */
export function UserDrawer({ mode, user, roles, employees }: Props) {
  const links = useDrawerLinks('/users');
  return (
    <FormDrawer
      mode={mode}
      record={user}
      titles={USER_TEXTS.titles}
      closeHref={links.list}
      readHref={links.read}
      read={({ record, deleted }) => (
        <Stack>
          <SimpleGrid cols={2} spacing="md">
            <DetailField label={USER_LABELS.name}>{record.name}</DetailField>
            <DetailField label={USER_LABELS.surname}>{record.surname}</DetailField>
            <DetailField label={USER_LABELS.email}>{record.email}</DetailField>
            <DetailField label={USER_LABELS.emailConfirmed}>{record.emailConfirmed ? messages.yes : messages.no}</DetailField>
            <DetailField label={USER_LABELS.role}>{record.role}</DetailField>
            <DetailField label={USER_LABELS.employee}>{record.employee ?? '—'}</DetailField>
          </SimpleGrid>
          <DetailActions onDelete={() => confirmDeleteUser(record, deleted)} editHref={links.edit(record.id)} />
        </Stack>
      )}
      form={(s) => (
        <UserForm mode={s.mode} user={s.record} roles={roles} employees={employees} onSaved={() => s.saved()} onCancel={s.cancel} />
      )}
    />
  );
}
