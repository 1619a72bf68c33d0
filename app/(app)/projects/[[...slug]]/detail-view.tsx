import { notFound } from 'next/navigation';
import { AttachmentDrawer } from '@/components/attachments/AttachmentDrawer';
import { AttachmentsPanel } from '@/components/attachments/AttachmentsPanel';
import { ContractorsTab } from '@/components/contractors/ContractorsTab';
import { ProjectHodogramView } from '@/components/hodogram/ProjectHodogramView';
import { ProjectItemsTab } from '@/components/project-items/ProjectItemsTab';
import { ProjectCooperatorDrawer } from '@/components/projects/ProjectCooperatorDrawer';
import { ProjectCooperatorsTable } from '@/components/projects/ProjectCooperatorsTable';
import { ProjectDetails } from '@/components/projects/ProjectDetails';
import { ProjectDrawer } from '@/components/projects/ProjectDrawer';
import { ProjectEmployeeDrawer } from '@/components/projects/ProjectEmployeeDrawer';
import { ProjectEmployeesTable } from '@/components/projects/ProjectEmployeesTable';
import { ProjectTabs } from '@/components/projects/ProjectTabs';
import { SituationDrawer } from '@/components/situations/SituationDrawer';
import { SituationsTab } from '@/components/situations/SituationsTab';
import { TimesheetScreen } from '@/components/timesheet/TimesheetScreen';
import { getDb } from '@/db/client';
import { attachmentRights } from '@/lib/attachments/access';
import { findAttachment, listAttachments } from '@/lib/attachments/queries';
import { can, canEditDeadlineExtension, isNeverLockedForTimesheet, writeRights } from '@/lib/auth/permissions';
import { visibleTabs } from '@/lib/auth/screen';
import { projectTree } from '@/lib/hodogram/queries';
import { findWithParent } from '@/lib/hodogram/tree';
import { listUnits } from '@/lib/lookups/queries';
import { projectItemsRevision } from '@/lib/project-items/queries';
import { cooperatorTypeOptions, employeeRoleOptions, projectFormOptions } from '@/lib/projects/options';
import { listProjectCooperators, listProjectEmployees } from '@/lib/projects/people-queries';
import { findProject } from '@/lib/projects/queries';
import { PROJECT_SCREEN, projectHref, type ProjectDetailRoute } from '@/lib/projects/screen';
import { projectContractors } from '@/lib/situations/contractors';
import { listProjectSituations } from '@/lib/situations/queries';
import { parseId } from '@/lib/auth/screen';
import type { AppUser } from '@/lib/users/queries';
import { todayIso } from '@/lib/employees/expiry';
import { parseGridQuery } from '@/lib/work-hours/grid-model';
import { timesheetEditorOptions } from '@/lib/work-hours/grid-queries';

type Props = {
  route: ProjectDetailRoute;
  searchParams: Record<string, string | string[] | undefined>;
  user: AppUser;
};

type Db = Awaited<ReturnType<typeof getDb>>;
type Tab = { content: React.ReactNode; drawer?: React.ReactNode };

/**
 * /projects/{id} with its tabs (details, hodogram, cooperators, employees, timesheet, items, contractors, situations, attachments)
 * and their route drawers. Only the open tab's data is read, here, through lib/<module>/queries;
 * page.tsx has already checked that the role may open the tab and write with the drawer.
 */
export async function ProjectDetailView({ route, searchParams, user }: Props) {
  const db = await getDb();
  const project = await findProject(db, route.params.id);
  if (!project) notFound();
  const { content, drawer } = await tabContent(db, route, project, user.roleId, searchParams);

  return (
    <>
      <ProjectTabs project={project} tab={route.tab} tabs={visibleTabs(user.roleId, PROJECT_SCREEN)}>
        {content}
      </ProjectTabs>
      {drawer}
    </>
  );
}

type Project = NonNullable<Awaited<ReturnType<typeof findProject>>>;

async function tabContent(db: Db, route: ProjectDetailRoute, project: Project, roleId: number, searchParams: Props['searchParams']): Promise<Tab> {
  const projectId = project.id;
  switch (route.tab) {
    case 'details':
      return {
        content: <ProjectDetails project={project} canUpdate={can(roleId, 'projects', 'update')} canDelete={can(roleId, 'projects', 'delete')} />,
        drawer: (
          <ProjectDrawer
            mode={route.drawer}
            project={project}
            options={route.drawer === 'edit' ? await projectFormOptions(db) : null}
            canEditExtension={canEditDeadlineExtension(roleId)}
            canAddCity={can(roleId, 'lookups', 'create')}
            closeHref={projectHref.detail(projectId)}
          />
        ),
      };
    case 'employees': {
      const [rows, roles] = await Promise.all([listProjectEmployees(db, projectId), route.drawer === 'closed' ? [] : employeeRoleOptions(db)]);
      const row = route.name === 'employeeEdit' ? (rows.find((r) => r.id === route.params.subId) ?? notFound()) : null;
      return {
        content: <ProjectEmployeesTable projectId={projectId} rows={rows} {...writeRights(roleId, 'projectEmployees')} />,
        drawer: <ProjectEmployeeDrawer projectId={projectId} mode={route.drawer} row={row} roles={roles} />,
      };
    }
    case 'timesheet': {
      // The project's work hours (issue 13): the /timesheet grid fixed on this project.
      const today = todayIso();
      const canWrite = can(roleId, 'timesheet', 'create');
      const options = canWrite ? await timesheetEditorOptions(db) : { types: [], coefficients: [], accommodation: [], food: [] };
      return {
        content: (
          <TimesheetScreen
            fixedProjectId={projectId}
            query={parseGridQuery(searchParams, today)}
            today={today}
            neverLocked={isNeverLockedForTimesheet(roleId)}
            canWrite={canWrite}
            options={options}
            copyOpen={route.drawer === 'create'}
            paths={{ grid: projectHref.timesheet(projectId), copy: projectHref.timesheetCopy(projectId) }}
          />
        ),
      };
    }
    case 'cooperators': {
      const [rows, types] = await Promise.all([listProjectCooperators(db, projectId), route.drawer === 'closed' ? [] : cooperatorTypeOptions(db)]);
      const row = route.name === 'cooperatorEdit' ? (rows.find((r) => r.id === route.params.subId) ?? notFound()) : null;
      return {
        content: <ProjectCooperatorsTable projectId={projectId} rows={rows} {...writeRights(roleId, 'projectCooperators')} />,
        drawer: <ProjectCooperatorDrawer projectId={projectId} mode={route.drawer} row={row} types={types} />,
      };
    }
    case 'attachments': {
      const owner = { projectId };
      const access = attachmentRights(roleId, owner);
      const subId = route.name === 'attachmentEdit' ? route.params.subId : null;
      const [list, edited] = await Promise.all([listAttachments(db, owner), subId === null ? null : findAttachment(db, subId)]);
      // Only an attachment of this project opens here, whatever id the URL names.
      if (subId !== null && edited?.projectId !== projectId) notFound();
      const tabHref = projectHref.tab(projectId, 'attachments');
      return {
        content: (
          <AttachmentsPanel
            owner={owner}
            attachments={list}
            canCreate={access.canCreate}
            canUpdate={access.canUpdate}
            canDelete={access.canDelete}
            addHref={projectHref.subCreate(projectId, 'attachments')}
            editBaseHref={tabHref}
          />
        ),
        drawer: <AttachmentDrawer owner={owner} mode={route.drawer} attachment={edited} closeHref={tabHref} />,
      };
    }
    case 'hodogram': {
      const nodeId = route.name === 'hodogramNode' ? route.params.nodeId : null;
      const tree = await projectTree(db, projectId);
      const found = nodeId !== null ? findWithParent(tree, nodeId) : null;
      if (nodeId !== null && !found) notFound(); // a node of another project, or none
      const fileRights = attachmentRights(roleId, { projectHodogramId: nodeId ?? 0 });
      const attachments = found && fileRights.canRead ? await listAttachments(db, { projectHodogramId: found.node.id }) : null;
      return {
        content: (
          <ProjectHodogramView
            projectId={projectId}
            tree={tree}
            canCreate={can(roleId, 'projectHodogram', 'create')}
            canUpdate={can(roleId, 'projectHodogram', 'update')}
            selected={found ? { node: found.node, parentName: found.parent?.name ?? null } : null}
            attachments={attachments}
            attachmentRights={fileRights}
          />
        ),
      };
    }
    case 'items': {
      const rights = writeRights(roleId, 'projectItems');
      // Not the tree: the tab reads it in the browser (a large tree as a prop stops the server); a
      // new revision (after an import or an edit) makes it read the tree again.
      const [revision, units] = await Promise.all([projectItemsRevision(db, projectId), rights.canUpdate || rights.canCreate ? listUnits(db) : []]);
      return { content: <ProjectItemsTab projectId={projectId} revision={revision} units={units} rights={rights} drawer={route.drawer} searchParams={searchParams} /> };
    }
    case 'contractors': {
      // The contractors from the project's cooperators (few rows); the tab reads the tree and the lines itself.
      const [cooperators, revision] = await Promise.all([listProjectCooperators(db, projectId), projectItemsRevision(db, projectId)]);
      const contractors = projectContractors(cooperators);
      const wanted = route.name === 'contractor' || route.name === 'contractorImport' ? route.params.contractorId : null;
      // Another cooperator's id, or a contractor no longer: 404, like any sub-entity of another project.
      if (wanted !== null && !contractors.some((c) => c.id === wanted)) notFound();
      const selectedId = wanted ?? contractors[0]?.id ?? null;
      return {
        content: (
          <ContractorsTab
            projectId={projectId}
            contractors={contractors}
            selectedId={selectedId}
            revision={revision.key}
            rights={writeRights(roleId, 'projectItems')}
            drawer={route.drawer}
          />
        ),
      };
    }
    case 'situations': {
      // The situations and the contractors (few rows); the tab reads the tree and the table itself.
      const [situations, cooperators, revision] = await Promise.all([
        listProjectSituations(db, projectId),
        listProjectCooperators(db, projectId),
        projectItemsRevision(db, projectId),
      ]);
      const wanted = route.name === 'situation' || route.name === 'situationEdit' ? route.params.situationId : null;
      // Another project's situation, or none: 404, like any sub-entity of another project.
      if (wanted !== null && !situations.some((s) => s.id === wanted)) notFound();
      // Default: the last situation (the list is ordered by activeFrom, then id).
      const selectedId = wanted ?? situations.at(-1)?.id ?? null;
      const contractor = parseId(typeof searchParams.contractor === 'string' ? searchParams.contractor : undefined);
      const selected = situations.find((s) => s.id === selectedId) ?? null;
      return {
        content: (
          <SituationsTab
            projectId={projectId}
            situations={situations}
            selectedId={selectedId}
            contractors={projectContractors(cooperators)}
            contractorParam={contractor}
            revision={revision.key}
            rights={writeRights(roleId, 'situations')}
          />
        ),
        drawer: (
          <SituationDrawer
            projectId={projectId}
            mode={route.drawer === 'create' || route.drawer === 'edit' ? route.drawer : 'closed'}
            situation={route.name === 'situationEdit' ? selected : null}
            closeHref={projectHref.situation(projectId, route.name === 'situationCreate' ? null : selectedId, contractor)}
            contractor={contractor}
          />
        ),
      };
    }
  }
}
