'use client';

import { Anchor, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import Link from 'next/link';
import { SubTable, type SubTableColumn } from '@/components/data-table/SubTable';
import { cooperatorHrefs } from '@/lib/cooperators/screen';
import { formatDate } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import type { ProjectCooperatorDto } from '@/lib/projects/schemas';
import { confirmDeleteProjectCooperator } from './delete-actions';
import { PROJECT_COOPERATOR_LABELS as L } from '@/lib/i18n/projects';
import { projectHref } from '@/lib/projects/screen';

type Props = { projectId: number; rows: ProjectCooperatorDto[]; canCreate: boolean; canUpdate: boolean; canDelete: boolean };

const date = (value: string | null) => (value ? formatDate(value) : '—');

const COLUMNS: SubTableColumn<ProjectCooperatorDto>[] = [
  {
    header: L.cooperator,
    cell: (r) => (
      <Anchor component={Link} href={cooperatorHrefs.detail(r.cooperatorId)} fw={500}>
        {r.cooperatorName}
      </Anchor>
    ),
  },
  { header: L.cooperatorType, cell: (r) => r.cooperatorType },
  { header: L.client, cell: (r) => r.clientName ?? '—' },
  { header: L.activeFrom, cell: (r) => date(r.activeFrom), nowrap: true },
  { header: L.activeTo, cell: (r) => date(r.activeTo), nowrap: true },
  { header: L.contact, cell: (r) => <Text size="sm">{r.cooperatorContactSummary ?? '—'}</Text> },
  {
    header: L.hasBoq,
    center: true,
    label: (r) => (r.hasBoq ? messages.yes : messages.no),
    cell: (r) =>
      r.hasBoq ? (
        <IconCheck size={18} color="var(--mantine-color-green-7)" />
      ) : (
        <Text span c="gray.5">
          –
        </Text>
      ),
  },
];

/** The Cooperators tab: name, type, client, active from / to, contact, has-BOQ, edit and delete. */
export function ProjectCooperatorsTable({ projectId, rows, canCreate, canUpdate, canDelete }: Props) {
  return (
    <SubTable
      testId="project-cooperators"
      rows={rows}
      columns={COLUMNS}
      emptyText={messages.noProjectCooperators}
      addHref={canCreate ? projectHref.subCreate(projectId, 'cooperators') : null}
      addLabel={L.add}
      rowName={(r) => r.cooperatorName}
      editHref={canUpdate ? (r) => projectHref.subEdit(projectId, 'cooperators', r.id) : null}
      onDelete={canDelete ? confirmDeleteProjectCooperator : null}
      minWidth={900}
    />
  );
}
