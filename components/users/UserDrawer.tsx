'use client';

import { SimpleGrid, Stack } from '@mantine/core';
import { useDrawerLinks, type DrawerMode } from '@/components/drawer/EntityDrawer';
import { FormDrawer } from '@/components/drawer/FormDrawer';
import { DetailActions } from '@/components/detail/DetailActions';
import { DetailField } from '@/components/detail/DetailField';
import { messages } from '@/lib/i18n/messages';
import type { UserDto } from '@/lib/users/schemas';
import { confirmDeleteUser } from './delete-user';
import { UserForm, type SelectOption } from './UserForm';

type Props = { mode: DrawerMode; user: UserDto | null; roles: SelectOption[]; employees: SelectOption[] };

const TITLES = { create: 'Novi korisnik', read: 'Korisnik', edit: 'Uređivanje korisnika' };

/** The /users drawer: read view, create and edit forms, driven by the route. */
export function UserDrawer({ mode, user, roles, employees }: Props) {
  const links = useDrawerLinks('/users');
  return (
    <FormDrawer
      mode={mode}
      record={user}
      titles={TITLES}
      closeHref={links.list}
      readHref={links.read}
      read={({ record, deleted }) => (
        <Stack>
          <SimpleGrid cols={2} spacing="md">
            <DetailField label="Ime">{record.name}</DetailField>
            <DetailField label="Prezime">{record.surname}</DetailField>
            <DetailField label="E-mail">{record.email}</DetailField>
            <DetailField label="E-mail potvrđen">{record.emailConfirmed ? messages.yes : messages.no}</DetailField>
            <DetailField label="Uloga">{record.role}</DetailField>
            <DetailField label="Zaposlenik">{record.employee ?? '—'}</DetailField>
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
