'use client';

/**
 * The project's Situations tab (/projects/{id}/situations[/{situationId}][?contractor=]; spec part
 * 1 section 2, "Situations page"; issue 11): one inner tab per situation (the last by default),
 * an add button for writers, the header (contractor tree selector, period, description, edit,
 * delete, exports) and the situation's table. The page passes the situations (few rows), the
 * contractors (lib/situations/contractors.ts) and the rights; the bill of quantities and the
 * table's lines are read here in the browser. No situations: the spec's warning.
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Alert, Button, Group, Paper, Select, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconFileSpreadsheet, IconFileTypePdf, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { confirmDelete } from '@/components/confirm';
import { ItemsLoadError, ItemsLoading } from '@/components/project-items/ItemsLoadState';
import { useItemsTree } from '@/components/project-items/use-items-tree';
import type { WriteRights } from '@/lib/auth/permissions';
import { apiFetch, notifyError, notifySuccess } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { SITUATION_TEXTS as T } from '@/lib/i18n/situations';
import { projectHref } from '@/lib/projects/screen';
import type { ContractorTabInfo } from '@/lib/situations/contractors';
import type { ProjectSituationDto } from '@/lib/situations/schemas';
import { SituationTable } from './SituationTable';
import { ALL_CONTRACTORS, resolveSelection, selectorOptions, type ContractorSelection } from './selection';
import { useSituationTable } from './use-situation-table';

export type SituationsTabProps = {
  projectId: number;
  /** The project's situations by activeFrom, then id. */
  situations: ProjectSituationDto[];
  /** The situation shown; null when there is none. */
  selectedId: number | null;
  contractors: ContractorTabInfo[];
  /** ?contractor=: a contractor's or a subcontractor's project cooperator id; null: every contractor. */
  contractorParam: number | null;
  /** The items' revision: a new one reads the tree again. */
  revision: string;
  rights: WriteRights;
};

export function NoSituations() {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title={T.noSituationsTitle} data-testid="no-situations">
      <Text size="sm">{T.noSituationsText}</Text>
    </Alert>
  );
}

/** "01.02.2026. – 28.02.2026." (the app's date format) */
export const periodText = (s: Pick<ProjectSituationDto, 'activeFrom' | 'activeTo'>) => `${formatDate(s.activeFrom)} – ${formatDate(s.activeTo)}`;

export function SituationsTab({ projectId, situations, selectedId, contractors, contractorParam, revision, rights }: SituationsTabProps) {
  const router = useRouter();
  const selected = situations.find((s) => s.id === selectedId) ?? null;
  const selection = resolveSelection(contractors, contractorParam);
  const contractorKey = selection.value === ALL_CONTRACTORS ? null : Number(selection.value);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {situations.length > 0 ? (
          <Tabs value={selected ? String(selected.id) : null} onChange={(v) => v && router.push(projectHref.situation(projectId, Number(v), contractorKey), { scroll: false })} variant="pills">
            <Tabs.List>
              {situations.map((s) => (
                <Tabs.Tab key={s.id} value={String(s.id)} data-testid={`situation-tab-${s.id}`}>
                  {s.name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        ) : (
          <span />
        )}
        {rights.canCreate && (
          <Button size="xs" leftSection={<IconPlus size={16} />} component={Link} href={projectHref.situationCreate(projectId, contractorKey)} scroll={false} data-testid="situation-add">
            {T.add}
          </Button>
        )}
      </Group>
      {!selected ? (
        <NoSituations />
      ) : (
        <SituationView
          key={selected.id}
          projectId={projectId}
          situation={selected}
          situations={situations}
          contractors={contractors}
          selection={selection}
          revision={revision}
          rights={rights}
        />
      )}
    </Stack>
  );
}

type ViewProps = {
  projectId: number;
  situation: ProjectSituationDto;
  situations: ProjectSituationDto[];
  contractors: ContractorTabInfo[];
  selection: ContractorSelection;
  revision: string;
  rights: WriteRights;
};

function SituationView({ projectId, situation, situations, contractors, selection, revision, rights }: ViewProps) {
  const router = useRouter();
  const contractorKey = selection.value === ALL_CONTRACTORS ? null : Number(selection.value);
  const tree = useItemsTree(projectId, revision);
  const table = useSituationTable(situation.id, selection.contractor?.id ?? null);
  const error = tree.error ?? table.error;
  const exportHref = (format: 'xlsx' | 'pdf') =>
    selection.contractor ? `/api/ProjectSituations/${situation.id}/Export?contractorId=${selection.contractor.id}&format=${format}` : undefined;

  const onDelete = () =>
    confirmDelete({
      text: T.deleteText(situation.name, null),
      onConfirm: async () => {
        try {
          // The answer counts the executed quantities that went with it (one transaction).
          const { deletedItems } = await apiFetch<{ deletedItems: number }>(`/api/ProjectSituations/${situation.id}`, { method: 'DELETE' });
          notifySuccess(T.deleted(deletedItems));
          // The last remaining situation (the list is ordered), or the tab without one.
          const rest = situations.filter((s) => s.id !== situation.id);
          router.replace(projectHref.situation(projectId, rest.at(-1)?.id ?? null, contractorKey), { scroll: false });
          router.refresh();
        } catch (err) {
          notifyError(err, messages.deleteError);
        }
      },
    });

  const options = selectorOptions(contractors, T.allContractors);
  const depthOf = new Map(options.map((o) => [o.value, o.depth]));

  return (
    <Stack gap="sm">
      <Paper withBorder p="sm" data-testid="situation-header">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Group gap="lg" align="flex-end" wrap="wrap">
            <Select
              label={T.contractor}
              data={options.map(({ value, label }) => ({ value, label }))}
              value={selection.value}
              onChange={(v) => router.replace(projectHref.situation(projectId, situation.id, !v || v === ALL_CONTRACTORS ? null : Number(v)), { scroll: false })}
              allowDeselect={false}
              w={280}
              size="xs"
              data-testid="situation-contractor"
              renderOption={({ option }) => <span style={{ paddingLeft: depthOf.get(option.value) === 1 ? 16 : 0 }}>{option.label}</span>}
            />
            <div>
              <Text size="xs" c="dimmed">
                {T.period}
              </Text>
              <Text size="sm" data-testid="situation-period">
                {periodText(situation)}
              </Text>
            </div>
            {situation.description && (
              <div style={{ maxWidth: 420 }}>
                <Text size="xs" c="dimmed">
                  {T.description}
                </Text>
                <Text size="sm" lineClamp={2} title={situation.description} data-testid="situation-description">
                  {situation.description}
                </Text>
              </div>
            )}
          </Group>
          <Group gap="xs">
            {(['xlsx', 'pdf'] as const).map((format) => {
              const href = exportHref(format);
              const button = (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={format === 'xlsx' ? <IconFileSpreadsheet size={16} /> : <IconFileTypePdf size={16} />}
                  component="a"
                  href={href}
                  download
                  disabled={!href}
                  data-testid={`situation-export-${format}`}
                >
                  {format === 'xlsx' ? T.exportXlsx : T.exportPdf}
                </Button>
              );
              return href ? (
                <span key={format}>{button}</span>
              ) : (
                <Tooltip key={format} label={T.exportNeedsContractor}>
                  <span>{button}</span>
                </Tooltip>
              );
            })}
            {rights.canUpdate && (
              <Button size="xs" variant="default" leftSection={<IconPencil size={16} />} component={Link} href={projectHref.situationEdit(projectId, situation.id, contractorKey)} scroll={false} data-testid="situation-edit">
                {T.edit}
              </Button>
            )}
            {rights.canDelete && (
              <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete} data-testid="situation-delete">
                {T.delete}
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
      {error && (
        <ItemsLoadError
          message={error.message}
          onRetry={() => {
            tree.reload();
            table.reload();
          }}
        />
      )}
      {tree.tree && table.lines ? (
        <SituationTable
          key={`${situation.id}-${selection.value}`}
          situationId={situation.id}
          contractor={selection.contractor}
          subcontractors={selection.subcontractors}
          items={tree.tree.items}
          lines={table.lines}
          merge={table.merge}
          canEdit={rights.canCreate && rights.canUpdate}
        />
      ) : (
        !error && <ItemsLoading />
      )}
    </Stack>
  );
}
