import { Stack, Title } from '@mantine/core';
import { notFound } from 'next/navigation';
import { UserDrawer } from '@/components/users/UserDrawer';
import { UsersTable } from '@/components/users/UsersTable';
import { getDb } from '@/db/client';
import { requireScreen, type ScreenPageProps } from '@/lib/auth/session';
import { parseListQuery } from '@/lib/http/list-params';
import { codebookOptions } from '@/lib/lookups/codebooks';
import { employeeOptions, getUser, searchUsers } from '@/lib/users/queries';
import { USER_LIST } from '@/lib/users/schemas';
import { USER_SCREEN } from '@/lib/users/screen';

export const dynamic = 'force-dynamic';

/** /users, /users/new, /users/{id}, /users/{id}/edit (lib/users/screen.ts): SuperAdmin's user administration. */
export default async function UsersPage(props: ScreenPageProps) {
  const { route } = await requireScreen(USER_SCREEN, props);
  const q = parseListQuery(await props.searchParams, USER_LIST);
  const selectedId = route.name === 'read' || route.name === 'edit' ? route.params.id : null;
  const db = await getDb();
  const [list, roles, employees, selected] = await Promise.all([
    searchUsers(db, q),
    codebookOptions(db, 'Role'),
    employeeOptions(db),
    selectedId !== null ? getUser(db, selectedId) : null,
  ]);
  if (selectedId !== null && !selected) notFound();
  const roleOptions = roles.map((r) => ({ value: String(r.value), label: r.label }));

  return (
    <Stack>
      <Title order={2}>Korisnici</Title>
      <UsersTable data={list.pageItems} totalItems={list.totalItems} roles={roleOptions} />
      <UserDrawer mode={route.drawer} user={selected} roles={roleOptions} employees={employees} />
    </Stack>
  );
}
