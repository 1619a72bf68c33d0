import { Stack, Title } from '@mantine/core';
import { drawerHrefs } from '@/components/drawer/drawer-slug';
import { PROJECT_TEXTS as T } from '@/lib/i18n/projects';
import { ProjectDrawer } from '@/components/projects/ProjectDrawer';
import { ProjectsTable } from '@/components/projects/ProjectsTable';
import { getDb } from '@/db/client';
import { can, canEditDeadlineExtension } from '@/lib/auth/permissions';
import { parseListQuery } from '@/lib/http/list-params';
import { parseListTab, TAB_STATUS } from '@/lib/projects/constants';
import { projectFormOptions } from '@/lib/projects/options';
import { searchProjects } from '@/lib/projects/queries';
import { PROJECT_LIST } from '@/lib/projects/schemas';
import { projectHref, type ProjectRoute } from '@/lib/projects/screen';
import type { AppUser } from '@/lib/users/queries';

type Props = {
  route: Extract<ProjectRoute, { page: 'list' }>;
  searchParams: Record<string, string | string[] | undefined>;
  user: AppUser;
};

/** /projects (?activeTab=inactive|completed) and /projects/new. The tab is the status filter. */
export async function ProjectListView({ route, searchParams, user }: Props) {
  const db = await getDb();
  const tab = parseListTab(searchParams.activeTab);
  const q = parseListQuery(searchParams, PROJECT_LIST);
  const [list, options] = await Promise.all([
    searchProjects(db, { ...q, filters: { ...q.filters, ProjectStatusId: [String(TAB_STATUS[tab])] } }),
    route.drawer === 'create' ? projectFormOptions(db) : null,
  ]);

  return (
    <Stack>
      <Title order={2}>{T.title}</Title>
      <ProjectsTable data={list.pageItems} totalItems={list.totalItems} totalCapped={list.totalCapped} tab={tab} canCreate={can(user.roleId, 'projects', 'create')} />
      <ProjectDrawer
        mode={route.drawer}
        project={null}
        options={options}
        canEditExtension={canEditDeadlineExtension(user.roleId)}
        canAddCity={can(user.roleId, 'lookups', 'create')}
        closeHref={drawerHrefs(projectHref.list, searchParams).list}
      />
    </Stack>
  );
}
