'use client';

import { Button, Collapse, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { confirmAndDelete } from '@/components/confirm';
import { RowActions } from '@/components/data-table/RowActions';
import { FileLink } from '@/components/files/FileLink';
import type { AttachmentDto, AttachmentOwnerRef } from '@/lib/attachments/types';
import { formatDateTime } from '@/lib/format';
import { formatFileSize } from '@/lib/format/file-size';
import { messages } from '@/lib/i18n/messages';
import { AttachmentUploadForm } from './AttachmentUploadForm';

export type AttachmentsPanelProps = {
  owner: AttachmentOwnerRef;
  /** Read by the page through lib/attachments (listAttachments); refreshed with router.refresh(). */
  attachments: AttachmentDto[];
  canCreate: boolean;
  canDelete: boolean;
  /** With editHref: an edit action per row (description, replacing the file). */
  canUpdate?: boolean;
  onChanged?: () => void;
  /**
   * Route drawers instead of the inline form: the add button links to `addHref` and each row's
   * edit action to `{editBaseHref}/{id}/edit` (the page renders AttachmentDrawer for those routes).
   */
  addHref?: string;
  editBaseHref?: string;
};

/**
 * The attachments tab of any owner (employee, project, document, hodogram node): the list with
 * download links, an upload form and delete with confirmation. Rights come from the page
 * (attachmentRights); the API checks them again.
 */
export function AttachmentsPanel({
  owner,
  attachments,
  canCreate,
  canDelete,
  canUpdate = false,
  onChanged,
  addHref,
  editBaseHref,
}: AttachmentsPanelProps) {
  const router = useRouter();
  const [adding, setAdding] = useState(false);
  const canEdit = canUpdate && !!editBaseHref;
  const hasActions = canEdit || canDelete;

  const changed = () => {
    router.refresh();
    onChanged?.();
  };

  const remove = (attachment: AttachmentDto) =>
    confirmAndDelete({
      subject: messages.attachmentSubject(attachment.fileName),
      url: `/api/Attachments/${attachment.id}`,
      deletedMessage: messages.attachmentDeleted,
      onDeleted: changed,
    });

  return (
    <Stack gap="md" data-testid="attachments-panel">
      <Group justify="space-between">
        <Title order={4}>Prilozi</Title>
        {canCreate && addHref && (
          <Button component={Link} href={addHref} scroll={false} leftSection={<IconPlus size={16} />}>
            Dodaj prilog
          </Button>
        )}
        {canCreate && !addHref && !adding && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Dodaj prilog
          </Button>
        )}
      </Group>

      {canCreate && !addHref && (
        <Collapse in={adding}>
          <Paper withBorder p="md">
            <AttachmentUploadForm
              owner={owner}
              onSaved={() => {
                setAdding(false);
                changed();
              }}
              onCancel={() => setAdding(false)}
            />
          </Paper>
        </Collapse>
      )}

      {attachments.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {messages.noAttachments}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Datoteka</Table.Th>
                <Table.Th>Opis</Table.Th>
                <Table.Th>Dodao</Table.Th>
                <Table.Th>Datum</Table.Th>
                <Table.Th ta="right">Veličina</Table.Th>
                {hasActions && <Table.Th w={canEdit && canDelete ? 80 : 48} aria-label={messages.actions} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attachments.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <FileLink href={a.url} fileName={a.fileName} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {a.description}
                    </Text>
                  </Table.Td>
                  <Table.Td>{a.createdBy}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.createdDate)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatFileSize(a.size)}
                  </Table.Td>
                  {hasActions && (
                    <Table.Td>
                      <RowActions
                        editHref={canEdit ? `${editBaseHref}/${a.id}/edit` : null}
                        onDelete={canDelete ? () => remove(a) : null}
                        name={a.fileName}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
