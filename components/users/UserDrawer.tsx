'use client';

import { SimpleGrid, Stack } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { EntityDrawer, useDrawerLinks, type DrawerMode } from '@/components/drawer/EntityDrawer';
import { DetailActions } from '@/components/detail/DetailActions';
import { DetailField } from '@/components/detail/DetailField';
import { messages } from '@/lib/i18n/messages';
import type { UserDto } from '@/lib/users/schemas';
import { confirmDeleteUser } from './delete-user';
import { UserForm, type SelectOption } from './UserForm';

type Props = { mode: DrawerMode; user: UserDto | null; roles: SelectOption[]; employees: SelectOption[] };

const TITLES: Partial<Record<DrawerMode, string>> = { create: 'Novi korisnik', read: 'Korisnik', edit: 'Uređivanje korisnika' };

/** The /users drawer: read view, create and edit forms, driven by the route. */
export function UserDrawer({ mode, user, roles, employees }: Props) {
  const router = useRouter();
  const links = useDrawerLinks('/users');
  const backToList = () => {
    router.replace(links.list, { scroll: false });
    router.refresh();
  };

  const remove = () => user && confirmDeleteUser(user, backToList);

  return (
    <EntityDrawer mode={mode} title={TITLES[mode] ?? ''} basePath="/users">
      {mode === 'read' && user && (
        <Stack>
          <SimpleGrid cols={2} spacing="md">
            <DetailField label="Ime">{user.name}</DetailField>
            <DetailField label="Prezime">{user.surname}</DetailField>
            <DetailField label="E-mail">{user.email}</DetailField>
            <DetailField label="E-mail potvrđen">{user.emailConfirmed ? messages.yes : messages.no}</DetailField>
            <DetailField label="Uloga">{user.role}</DetailField>
            <DetailField label="Zaposlenik">{user.employee ?? '—'}</DetailField>
          </SimpleGrid>
          <DetailActions onDelete={remove} editHref={links.edit(user.id)} />
        </Stack>
      )}
      {(mode === 'create' || (mode === 'edit' && user)) && (
        <UserForm
          key={`${mode}-${user?.id ?? 'new'}`}
          mode={mode}
          user={user}
          roles={roles}
          employees={employees}
          onSaved={backToList}
          onCancel={() => router.replace(user && mode === 'edit' ? links.read(user.id) : links.list, { scroll: false })}
        />
      )}
    </EntityDrawer>
  );
}
