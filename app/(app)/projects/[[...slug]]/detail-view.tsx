import { notFound } from 'next/navigation';
import { AttachmentDrawer } from '@/components/attachments/AttachmentDrawer';
import { AttachmentsPanel } from '@/components/attachments/AttachmentsPanel';
import { ProjectHodogramTab } from '@/components/hodogram/ProjectHodogramTab';
import { ProjectItemsTab } from '@/components/project-items/ProjectItemsTab';
import { ProjectCooperatorDrawer } from '@/components/projects/ProjectCooperatorDrawer';
import { ProjectCooperatorsTable } from '@/components/projects/ProjectCooperatorsTable';
import { ProjectDetails } from '@/components/projects/ProjectDetails';
import { ProjectDrawer } from '@/components/projects/ProjectDrawer';
import { ProjectEmployeeDrawer } from '@/components/projects/ProjectEmployeeDrawer';
import { ProjectEmployeesTable } from '@/components/projects/ProjectEmployeesTable';
import { ProjectTabs } from '@/components/projects/ProjectTabs';
import { projectHref, visibleTabs, type ProjectDetailRoute } from '@/components/projects/project-route';
import { getDb } from '@/db/client';
import { attachmentRights } from '@/lib/attachments/access';
import { findAttachment, listAttachments } from '@/lib/attachments/queries';
import { can, canEditDeadlineExtension, writeRights } from '@/lib/auth/permissions';
import { cooperatorTypeOptions, employeeRoleOptions, projectFormOptions } from '@/lib/projects/options';
import { listProjectCooperators, listProjectEmployees } from '@/lib/projects/people-queries';
import { findProject } from '@/lib/projects/queries';
import type { AppUser } from '@/lib/users/queries';

type Props = {
  route: ProjectDetailRoute;
  searchParams: Record<string, string | string[] | undefined>;
  user: AppUser;
};

/** The drawer mode of a people/attachments tab route. */
const subMode = (route: ProjectDetailRoute) => (route.drawer === 'create' ? 'create' : route.drawer === 'edit' ? 'edit' : 'closed');

/**
 * /projects/{id} with its tabs (details, hodogram, cooperators, employees, items, attachments)
 * and their route drawers. Only the open tab's data is read; page.tsx has already checked that
 * the role may read the tab and write with the drawer.
 */
export async function ProjectDetailView({ route, searchParams, user }: Props) {
  const db = await getDb();
  const { roleId } = user;
  const project = await findProject(db, route.id);
  if (!project) notFound();

  const tab = route.tab;
  const subId = route.drawer === 'edit' && 'subId' in route ? route.subId : null;

  let content: React.ReactNode = null;
  let drawer: React.ReactNode = null;

  if (tab === 'details') {
    content = <ProjectDetails project={project} canUpdate={can(roleId, 'projects', 'update')} canDelete={can(roleId, 'projects', 'delete')} />;
    drawer = (
      <ProjectDrawer
        mode={route.drawer === 'edit' ? 'edit' : 'closed'}
        project={project}
        options={route.drawer === 'edit' ? await projectFormOptions(db) : null}
        canEditExtension={canEditDeadlineExtension(roleId)}
        canAddCity={can(roleId, 'lookups', 'create')}
        closeHref={projectHref.detail(project.id)}
      />
    );
  } else if (tab === 'employees') {
    const [rows, roles] = await Promise.all([listProjectEmployees(db, project.id), route.drawer === 'none' ? [] : employeeRoleOptions(db)]);
    const row = subId === null ? null : (rows.find((r) => r.id === subId) ?? notFound());
    content = <ProjectEmployeesTable projectId={project.id} rows={rows} {...writeRights(roleId, 'projectEmployees')} />;
    drawer = <ProjectEmployeeDrawer projectId={project.id} mode={subMode(route)} row={row} roles={roles} />;
  } else if (tab === 'cooperators') {
    const [rows, types] = await Promise.all([listProjectCooperators(db, project.id), route.drawer === 'none' ? [] : cooperatorTypeOptions(db)]);
    const row = subId === null ? null : (rows.find((r) => r.id === subId) ?? notFound());
    content = <ProjectCooperatorsTable projectId={project.id} rows={rows} {...writeRights(roleId, 'projectCooperators')} />;
    drawer = <ProjectCooperatorDrawer projectId={project.id} mode={subMode(route)} row={row} types={types} />;
  } else if (tab === 'attachments') {
    const owner = { projectId: project.id };
    const access = attachmentRights(roleId, owner);
    const [list, edited] = await Promise.all([listAttachments(db, owner), subId === null ? null : findAttachment(db, subId)]);
    // Only an attachment of this project opens here, whatever id the URL names.
    if (subId !== null && edited?.projectId !== project.id) notFound();
    content = (
      <AttachmentsPanel
        owner={owner}
        attachments={list}
        canCreate={access.canCreate}
        canUpdate={access.canUpdate}
        canDelete={access.canDelete}
        addHref={projectHref.subCreate(project.id, 'attachments')}
        editBaseHref={projectHref.tab(project.id, 'attachments')}
      />
    );
    drawer = <AttachmentDrawer owner={owner} mode={subMode(route)} attachment={edited} closeHref={projectHref.tab(project.id, 'attachments')} />;
  } else if (tab === 'hodogram' && route.tab === 'hodogram') {
    content = <ProjectHodogramTab projectId={project.id} roleId={roleId} nodeId={route.nodeId} />;
  } else if (tab === 'items' && route.tab === 'items') {
    content = <ProjectItemsTab projectId={project.id} roleId={roleId} drawer={route.drawer} searchParams={searchParams} />;
  }

  return (
    <>
      <ProjectTabs project={project} tab={tab} tabs={visibleTabs(roleId)}>
        {content}
      </ProjectTabs>
      {drawer}
    </>
  );
}
