'use client';

/**
 * The project's Contractors tab (/projects/{id}/contractors[/{contractorId}]; spec part 1
 * section 2, "Contractors page"): one inner tab per contractor (a project cooperator Izvođač with
 * a bill of quantities), its cost list and its subcontractors' beside it. The page passes the
 * contractors (lib/situations/contractors.ts), the selected one and the items' revision; the
 * bill of quantities and the lines are read here in the browser (use-items-tree,
 * use-cooperator-lines: the selected contractor's lines only), never passed by the page. No contractors: the spec's warning.
 */
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { Alert, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ItemsLoadError, ItemsLoading } from '@/components/project-items/ItemsLoadState';
import { useItemsTree } from '@/components/project-items/use-items-tree';
import type { WriteRights } from '@/lib/auth/permissions';
import { CONTRACTOR_TEXTS as T } from '@/lib/i18n/situations';
import { projectHref } from '@/lib/projects/screen';
import type { ContractorTabInfo } from '@/lib/situations/contractors';
import { ContractorImportDrawer } from './ContractorImportDrawer';
import { ContractorItemsTable } from './ContractorItemsTable';
import { queryWithShowMode, showModeOf, SHOW_PARAM, type ShowMode } from './show-mode';
import { useCooperatorLines } from './use-cooperator-lines';

export type ContractorsTabProps = {
  projectId: number;
  contractors: ContractorTabInfo[];
  /** The contractor shown (its project cooperator id); null when there is none. */
  selectedId: number | null;
  /** The items' revision (lib/project-items/queries projectItemsRevision): a new one reads the tree again. */
  revision: string;
  rights: WriteRights;
  /** The route's drawer: the selected contractor's import (/projects/{id}/contractors/{contractorId}/import). */
  drawer?: 'closed' | 'import';
};

export function NoContractors() {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title={T.noContractorsTitle} data-testid="no-contractors">
      <Text size="sm">{T.noContractorsText}</Text>
    </Alert>
  );
}

export function ContractorsTab({ projectId, contractors, selectedId, revision, rights, drawer = 'closed' }: ContractorsTabProps) {
  const selected = contractors.find((c) => c.id === selectedId) ?? null;
  if (!selected) return <NoContractors />;
  return <ContractorsView projectId={projectId} contractors={contractors} selected={selected} revision={revision} rights={rights} drawer={drawer} />;
}

function ContractorsView({ projectId, contractors, selected, revision, rights, drawer }: Omit<ContractorsTabProps, 'selectedId'> & { selected: ContractorTabInfo }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  // "Only items with data" lives in the URL; the inner tabs and the drawer keep the query.
  const show = showModeOf(searchParams.get(SHOW_PARAM));
  const query = queryWithShowMode(searchParams, show);
  const setShow = useCallback(
    // Without a server render (Next keeps useSearchParams in step with history.replaceState).
    (mode: ShowMode) => window.history.replaceState(null, '', `${pathname}${queryWithShowMode(window.location.search, mode)}`),
    [pathname],
  );
  const tree = useItemsTree(projectId, revision);
  const lines = useCooperatorLines(projectId, selected.id);
  const canEdit = rights.canCreate && rights.canUpdate;
  // Importing is creating lines (the API's operation).
  const canImport = rights.canCreate;
  const tabHref = `${projectHref.contractor(projectId, selected.id)}${query}`;
  const ownLines = lines.lines ? lines.lines.filter((l) => l.projectCooperatorId === selected.id && l.contractorItemId === null).length : null;
  const error = tree.error ?? lines.error;
  const retry = () => {
    tree.reload();
    void lines.reload();
  };

  return (
    <>
      <Tabs
        value={String(selected.id)}
        onChange={(value) => value && router.push(`${projectHref.contractor(projectId, Number(value))}${query}`, { scroll: false })}
        mb="sm"
        variant="pills"
      >
        <Tabs.List>
          {contractors.map((c) => (
            <Tabs.Tab key={c.id} value={String(c.id)} data-testid={`contractor-tab-${c.id}`}>
              {c.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {error && <ItemsLoadError message={error.message} onRetry={retry} />}
      {tree.tree && lines.lines ? (
        <ContractorItemsTable
          key={selected.id}
          projectId={projectId}
          contractor={selected}
          items={tree.tree.items}
          lines={lines.lines}
          canEdit={canEdit}
          reload={lines.reload}
          show={show}
          onShowChange={setShow}
          importHref={canImport ? `${projectHref.contractorImport(projectId, selected.id)}${query}` : undefined}
        />
      ) : (
        !error && <ItemsLoading />
      )}
      {canImport && (
        <ContractorImportDrawer
          opened={drawer === 'import'}
          projectId={projectId}
          contractor={selected}
          existingCount={ownLines}
          closeHref={tabHref}
          onImported={lines.reload}
        />
      )}
    </>
  );
}
