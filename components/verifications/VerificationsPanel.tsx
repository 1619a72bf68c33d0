'use client';

import { ActionIcon, Anchor, Button, Group, Modal, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { WriteRights } from '@/lib/auth/permissions';
import { apiFetch, notifyError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { VERIFICATION_LABELS as L, VERIFICATION_TEXTS as T } from '@/lib/i18n/warehouses';
import type { Paged } from '@/lib/http/list-params';
import type { VerificationDto } from '@/lib/verifications/schemas';
import { confirmDeleteVerification } from './delete-verification';
import { VerificationForm, type Option } from './VerificationForm';
import { VerificationStatusBadge } from './VerificationStatusBadge';

type Props = {
  /** The purchase received note and its project: new verifications are fixed to both. */
  documentId: number;
  projectId: number;
  projectName: string;
  statuses: Option[];
  rights: WriteRights;
};

/**
 * A received note's verifications tab (mounted by the document detail page): its verifications
 * (GET /api/Verifications?DocumentId=), add and edit in a modal with the verification form
 * (project and document fixed), delete confirmed, download. One moved to another note leaves the
 * list after the save (§4).
 */
export function VerificationsPanel({ documentId, projectId, projectName, statuses, rights }: Props) {
  const [rows, setRows] = useState<VerificationDto[] | null>(null);
  const [editing, setEditing] = useState<VerificationDto | 'new' | null>(null);
  // Bumped after a save or a delete: the effect reads the list again.
  const [version, setVersion] = useState(0);
  const load = () => setVersion((n) => n + 1);
  useEffect(() => {
    let cancelled = false;
    apiFetch<Paged<VerificationDto>>(`/api/Verifications?DocumentId=${documentId}&PageSize=100`)
      .then((page) => !cancelled && setRows(page.pageItems))
      .catch((err) => notifyError(err, messages.unknownError));
    return () => {
      cancelled = true;
    };
  }, [documentId, version]);
  const projects = [{ value: String(projectId), label: projectName }];

  return (
    <Stack data-testid="verifications-panel">
      {rights.canCreate && (
        <Group>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {T.add}
          </Button>
        </Group>
      )}
      {rows && rows.length === 0 && <Text c="dimmed">{messages.noData}</Text>}
      {rows && rows.length > 0 && (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{L.fileName}</Table.Th>
              <Table.Th>{L.status}</Table.Th>
              <Table.Th>{L.remark}</Table.Th>
              <Table.Th>{L.createdBy}</Table.Th>
              <Table.Th>{L.createdDate}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((v) => (
              <Table.Tr key={v.id}>
                <Table.Td>
                  <Anchor href={v.url} download>
                    {v.fileName}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <VerificationStatusBadge id={v.verificationStatusId} label={v.verificationStatus} />
                </Table.Td>
                <Table.Td>{v.remark}</Table.Td>
                <Table.Td>{v.createdBy}</Table.Td>
                <Table.Td>{formatDateTime(v.createdDate)}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {rights.canUpdate && (
                      <Tooltip label={messages.edit}>
                        <ActionIcon variant="subtle" aria-label={`${messages.edit}: ${v.fileName}`} onClick={() => setEditing(v)}>
                          <IconEdit size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {rights.canDelete && (
                      <Tooltip label={messages.delete}>
                        <ActionIcon variant="subtle" color="red" aria-label={`${messages.delete}: ${v.fileName}`} onClick={() => confirmDeleteVerification(v, load)}>
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? T.titles.create : T.titles.edit} size="lg">
        {editing !== null && (
          <VerificationForm
            verification={editing === 'new' ? null : editing}
            projects={projects}
            statuses={statuses}
            fixed={editing === 'new' ? { projectId, documentId } : null}
            onSaved={() => {
              setEditing(null);
              load();
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
