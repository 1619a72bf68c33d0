'use client';

import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { cooperatorHrefs } from '@/lib/cooperators/screen';
import { formatDate } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import type { ProjectCooperatorDto } from '@/lib/projects/schemas';
import { confirmDeleteProjectCooperator } from './delete-actions';
import { PROJECT_COOPERATOR_LABELS as L } from '@/lib/i18n/projects';
import { projectHref } from '@/lib/projects/screen';
import { RowActions } from '@/components/data-table/RowActions';

type Props = { projectId: number; rows: ProjectCooperatorDto[]; canCreate: boolean; canUpdate: boolean; canDelete: boolean };

const date = (value: string | null) => (value ? formatDate(value) : '—');

/** The Cooperators tab: name, type, client, active from / to, contact, has-BOQ, edit and delete. */
export function ProjectCooperatorsTable({ projectId, rows, canCreate, canUpdate, canDelete }: Props) {
  const router = useRouter();
  const hasActions = canUpdate || canDelete;
  const columns = 7 + (hasActions ? 1 : 0);
  return (
    <>
      <Group justify="flex-end" mb="sm">
        {canCreate && (
          <Button component={Link} href={projectHref.subCreate(projectId, 'cooperators')} scroll={false} leftSection={<IconPlus size={16} />}>
            {L.add}
          </Button>
        )}
      </Group>
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover withTableBorder verticalSpacing="xs" data-testid="project-cooperators">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{L.cooperator}</Table.Th>
              <Table.Th>{L.cooperatorType}</Table.Th>
              <Table.Th>{L.client}</Table.Th>
              <Table.Th>{L.activeFrom}</Table.Th>
              <Table.Th>{L.activeTo}</Table.Th>
              <Table.Th>{L.contact}</Table.Th>
              <Table.Th ta="center">{L.hasBoq}</Table.Th>
              {hasActions && <Table.Th w={90}>{messages.actions}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns}>
                  <Text c="dimmed" ta="center" py="md">
                    {messages.noProjectCooperators}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <Anchor component={Link} href={cooperatorHrefs.detail(r.cooperatorId)} fw={500}>
                    {r.cooperatorName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{r.cooperatorType}</Table.Td>
                <Table.Td>{r.clientName ?? '—'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(r.activeFrom)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(r.activeTo)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{r.cooperatorContactSummary ?? '—'}</Text>
                </Table.Td>
                <Table.Td ta="center" aria-label={r.hasBoq ? messages.yes : messages.no}>
                  {r.hasBoq ? <IconCheck size={18} color="var(--mantine-color-green-7)" /> : <Text span c="gray.5">–</Text>}
                </Table.Td>
                {hasActions && (
                  <Table.Td>
                    <RowActions
                      name={r.cooperatorName}
                      editHref={canUpdate ? projectHref.subEdit(projectId, 'cooperators', r.id) : null}
                      onDelete={canDelete ? () => confirmDeleteProjectCooperator(r, () => router.refresh()) : null}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
