import type React from 'react';
import { redirect } from 'next/navigation';
import { queryString } from '@/components/drawer/drawer-slug';
import { projectHref } from '@/components/projects/project-route';
import { getDb } from '@/db/client';
import { can, writeRights } from '@/lib/auth/permissions';
import { listUnits } from '@/lib/lookups/queries';
import { projectItemsTree } from '@/lib/project-items/queries';
import { ExportItemsDrawer } from './ExportItemsDrawer';
import { ImportItemsDrawer } from './ImportItemsDrawer';
import { ProjectItemsTable } from './ProjectItemsTable';
import type { UnitOption } from './table-context';
import { firstRows } from './tree';

/**
 * The project's items tab (/projects/{id}/items, with /import and /export drawers): the bill of
 * quantities read through lib/project-items/queries like the API, the units for the inline
 * editor, and the rights of the role. The page checks the tab and the drawer already; the tab
 * checks again, as every page does.
 */
export type ProjectItemsTabProps = {
  projectId: number;
  roleId: number;
  drawer: 'none' | 'import' | 'export';
  searchParams: Record<string, string | string[] | undefined>;
};

export async function ProjectItemsTab({ projectId, roleId, drawer, searchParams }: ProjectItemsTabProps): Promise<React.ReactNode> {
  if (!can(roleId, 'projectItems', 'read')) redirect('/not-found');
  const rights = writeRights(roleId, 'projectItems');
  // Importing is creating items (the API's operation too).
  const canImport = rights.canCreate;
  if (drawer === 'import' && !canImport) redirect('/not-found');

  const db = await getDb();
  const [tree, units] = await Promise.all([projectItemsTree(db, projectId), rights.canUpdate || rights.canCreate ? listUnits(db) : []]);
  const unitOptions: UnitOption[] = units.map((u) => ({ value: String(u.id), label: `${u.shortName} – ${u.name}`, shortName: u.shortName }));

  // The drawers keep the tab's query string (the percent filter) when they open and close.
  const qs = queryString(searchParams);
  const tabHref = `${projectHref.tab(projectId, 'items')}${qs}`;
  // The table adds its current query string (the filter changes it without a server render).
  const importPath = canImport ? projectHref.itemsDrawer(projectId, 'import') : undefined;
  const exportPath = projectHref.itemsDrawer(projectId, 'export');

  return (
    <>
      <ProjectItemsTable projectId={projectId} tree={tree} units={unitOptions} {...rights} importPath={importPath} exportPath={exportPath} />
      {canImport && (
        <ImportItemsDrawer
          opened={drawer === 'import'}
          projectId={projectId}
          existingCount={tree.summary.groups + tree.summary.items}
          closeHref={tabHref}
        />
      )}
      <ExportItemsDrawer opened={drawer === 'export'} projectId={projectId} closeHref={tabHref} sample={drawer === 'export' ? firstRows(tree.items, 6) : []} />
    </>
  );
}
