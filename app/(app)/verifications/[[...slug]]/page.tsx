import { Stack, Title } from '@mantine/core';
import { notFound } from 'next/navigation';
import { VerificationDrawer } from '@/components/verifications/VerificationDrawer';
import { VerificationsTable } from '@/components/verifications/VerificationsTable';
import { getDb } from '@/db/client';
import { writeRights } from '@/lib/auth/permissions';
import { requireScreen, type ScreenPageProps } from '@/lib/auth/session';
import { activeProjectOptions } from '@/lib/employees/queries';
import { parseListQuery } from '@/lib/http/list-params';
import { projectOptions } from '@/lib/projects/queries';
import { VERIFICATION_TEXTS } from '@/lib/i18n/warehouses';
import { codebookSelectOptions } from '@/lib/lookups/codebooks';
import { getVerification, searchVerifications } from '@/lib/verifications/queries';
import { VERIFICATION_LIST } from '@/lib/verifications/schemas';
import { VERIFICATION_SCREEN } from '@/lib/verifications/screen';

export const dynamic = 'force-dynamic';

/** /verifications, /new, /{id}/edit (lib/verifications/screen.ts). */
export default async function VerificationsPage(props: ScreenPageProps) {
  const { user, route } = await requireScreen(VERIFICATION_SCREEN, props);
  const q = parseListQuery(await props.searchParams, VERIFICATION_LIST);
  const selectedId = route.name === 'edit' ? route.params.id : null;
  const db = await getDb();
  const [list, statuses, projects, allProjects, selected] = await Promise.all([
    searchVerifications(db, q),
    codebookSelectOptions(db, 'VerificationStatus'),
    activeProjectOptions(db),
    projectOptions(db),
    selectedId !== null ? getVerification(db, selectedId) : null,
  ]);
  if (selectedId !== null && !selected) notFound();
  const rights = writeRights(user.roleId, 'verifications');
  return (
    <Stack>
      <Title order={2}>{VERIFICATION_TEXTS.title}</Title>
      <VerificationsTable
        data={list.pageItems}
        totalItems={list.totalItems}
        totalCapped={list.totalCapped}
        statuses={statuses}
        projects={allProjects.map((p) => ({ value: String(p.id), label: p.name }))}
        rights={rights}
      />
      <VerificationDrawer mode={route.drawer} verification={selected} projects={projects} statuses={statuses} />
    </Stack>
  );
}
