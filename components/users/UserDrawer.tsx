'use client';

import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { EntityDrawer, useDrawerLinks, type DrawerMode } from '@/components/drawer/EntityDrawer';
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
            <Field label="Ime" value={user.name} />
            <Field label="Prezime" value={user.surname} />
            <Field label="E-mail" value={user.email} />
            <Field label="E-mail potvrđen" value={user.emailConfirmed ? messages.yes : messages.no} />
            <Field label="Uloga" value={user.role} />
            <Field label="Zaposlenik" value={user.employee ?? '—'} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" color="red" leftSection={<IconTrash size={16} />} onClick={remove}>
              {messages.delete}
            </Button>
            <Button component={Link} href={links.edit(user.id)} scroll={false} leftSection={<IconPencil size={16} />}>
              {messages.edit}
            </Button>
          </Group>
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

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}
