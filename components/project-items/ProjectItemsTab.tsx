'use client';

import { queryString } from '@/components/drawer/drawer-slug';
import type { WriteRights } from '@/lib/auth/permissions';
import { projectHref } from '@/lib/projects/screen';
import { ExportItemsDrawer } from './ExportItemsDrawer';
import { ImportItemsDrawer } from './ImportItemsDrawer';
import { ItemsLoadError, ItemsLoading } from './ItemsLoadState';
import { ProjectItemsTable } from './ProjectItemsTable';
import type { UnitOption } from './table-context';
import { firstRows } from './tree';
import { useItemsTree } from './use-items-tree';

/**
 * The project's items tab (/projects/{id}/items, with /import and /export drawers): the bill of
 * quantities, read here in the browser from GET /api/Projects/{id}/ProjectItems (use-items-tree),
 * never passed by the page (a large tree as a prop stopped the server). The page passes the
 * units for the inline editor, the rights of the role and the items' `revision`
 * (lib/project-items/queries projectItemsRevision): when it changes (the server render after an
 * import), the tree is read again. The page has checked the tab and the drawer
 * (lib/projects/screen.ts).
 */
export type ProjectItemsTabProps = {
  projectId: number;
  /** The items' revision: `count` rows (groups and items) and a `key` that changes with every write. */
  revision: { count: number; key: string };
  units: { id: number; shortName: string; name: string }[];
  rights: WriteRights;
  drawer: 'closed' | 'import' | 'export';
  searchParams: Record<string, string | string[] | undefined>;
};

export function ProjectItemsTab({ projectId, revision, units, rights, drawer, searchParams }: ProjectItemsTabProps) {
  const { tree, error, reload, finished } = useItemsTree(projectId, revision.key);
  const unitOptions: UnitOption[] = units.map((u) => ({ value: String(u.id), label: `${u.shortName} – ${u.name}`, shortName: u.shortName }));
  // Importing is creating items (the API's operation too).
  const canImport = rights.canCreate;

  // The drawers keep the tab's query string (the percent filter) when they open and close.
  const tabHref = `${projectHref.tab(projectId, 'items')}${queryString(searchParams)}`;
  // The table adds its current query string (the filter changes it without a server render).
  const importPath = canImport ? projectHref.itemsDrawer(projectId, 'import') : undefined;
  const exportPath = projectHref.itemsDrawer(projectId, 'export');
  // The tree read last knows best (an inline edit since the page's render); until then the page's count.
  const existingCount = tree ? tree.summary.groups + tree.summary.items : revision.count;

  return (
    <>
      {error && <ItemsLoadError message={error.message} onRetry={reload} />}
      {tree ? (
        <ProjectItemsTable
          projectId={projectId}
          tree={tree}
          units={unitOptions}
          {...rights}
          importPath={importPath}
          exportPath={exportPath}
          onChanged={reload}
          loaded={finished}
        />
      ) : (
        !error && <ItemsLoading />
      )}
      {canImport && <ImportItemsDrawer opened={drawer === 'import'} projectId={projectId} existingCount={existingCount} closeHref={tabHref} />}
      <ExportItemsDrawer opened={drawer === 'export'} projectId={projectId} closeHref={tabHref} sample={drawer !== 'export' ? [] : tree ? firstRows(tree.items, 6) : null} />
    </>
  );
}
