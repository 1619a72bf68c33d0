import { Stack, Title } from '@mantine/core';
import { notFound } from 'next/navigation';
import { UserDrawer } from '@/components/users/UserDrawer';
import { UsersTable } from '@/components/users/UsersTable';
import { getDb } from '@/db/client';
import { requirePageAccess } from '@/lib/auth/session';
import { parseDrawerSlug } from '@/components/drawer/drawer-slug';
import { parseListQuery } from '@/lib/http/list-params';
import { codebookOptions } from '@/lib/lookups/codebooks';
import { employeeOptions, getUser, searchUsers } from '@/lib/users/queries';
import { USER_LIST } from '@/lib/users/schemas';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /users, /users/new, /users/{id}, /users/{id}/edit: SuperAdmin's user administration. */
export default async function UsersPage({ params, searchParams }: Props) {
  await requirePageAccess('users');
  const drawer = parseDrawerSlug((await params).slug);
  if (drawer.mode === 'invalid') notFound();
  const q = parseListQuery(await searchParams, USER_LIST);
  const db = await getDb();
  const [list, roles, employees, selected] = await Promise.all([
    searchUsers(db, q),
    codebookOptions(db, 'Role'),
    employeeOptions(db),
    drawer.mode === 'read' || drawer.mode === 'edit' ? getUser(db, drawer.id) : null,
  ]);
  if ((drawer.mode === 'read' || drawer.mode === 'edit') && !selected) notFound();
  const roleOptions = roles.map((r) => ({ value: String(r.value), label: r.label }));

  return (
    <Stack>
      <Title order={2}>Korisnici</Title>
      <UsersTable data={list.pageItems} totalItems={list.totalItems} roles={roleOptions} />
      <UserDrawer mode={drawer.mode} user={selected} roles={roleOptions} employees={employees} />
    </Stack>
  );
}
