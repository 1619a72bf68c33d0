import { queryString } from '@/components/drawer/drawer-slug';
import type { WriteRights } from '@/lib/auth/permissions';
import type { ProjectItemsTree } from '@/lib/project-items/types';
import { projectHref } from '@/lib/projects/screen';
import { ExportItemsDrawer } from './ExportItemsDrawer';
import { ImportItemsDrawer } from './ImportItemsDrawer';
import { ProjectItemsTable } from './ProjectItemsTable';
import type { UnitOption } from './table-context';
import { firstRows } from './tree';

/**
 * The project's items tab (/projects/{id}/items, with /import and /export drawers): the bill of
 * quantities, the units for the inline editor and the rights of the role, all read by the
 * project page (lib/project-items/queries, lib/lookups/queries); the page has checked the tab
 * and the drawer (lib/projects/screen.ts).
 */
export type ProjectItemsTabProps = {
  projectId: number;
  tree: ProjectItemsTree;
  units: { id: number; shortName: string; name: string }[];
  rights: WriteRights;
  drawer: 'closed' | 'import' | 'export';
  searchParams: Record<string, string | string[] | undefined>;
};

export function ProjectItemsTab({ projectId, tree, units, rights, drawer, searchParams }: ProjectItemsTabProps) {
  const unitOptions: UnitOption[] = units.map((u) => ({ value: String(u.id), label: `${u.shortName} – ${u.name}`, shortName: u.shortName }));
  // Importing is creating items (the API's operation too).
  const canImport = rights.canCreate;

  // The drawers keep the tab's query string (the percent filter) when they open and close.
  const tabHref = `${projectHref.tab(projectId, 'items')}${queryString(searchParams)}`;
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
