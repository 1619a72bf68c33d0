'use client';

import { Anchor, Table, Text } from '@mantine/core';
import Link from 'next/link';
import type { DocumentLinkDto } from '@/lib/documents/schemas';
import { documentHref } from '@/lib/documents/screen';
import { documentType } from '@/lib/documents/types';
import { DOCUMENT_LABELS as L, DOCUMENT_UI_TEXTS as T } from '@/lib/i18n/documents-ui';
import { DocumentStatusBadge } from './DocumentStatusBadge';

/** A child tab (the documents of one type generated from this one) or the storno tab. */
export function LinkedDocuments({ documents, testId }: { documents: DocumentLinkDto[]; testId: string }) {
  if (documents.length === 0) return <Text c="dimmed">{T.noDocuments}</Text>;
  return (
    <Table striped withTableBorder data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{L.code}</Table.Th>
          <Table.Th>{L.documentType}</Table.Th>
          <Table.Th>{L.documentStatus}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.map((d) => (
          <Table.Tr key={d.id}>
            <Table.Td>
              <Anchor component={Link} href={documentHref.detail(d.id)}>
                {d.code}
              </Anchor>
            </Table.Td>
            <Table.Td>{documentType(d.documentTypeId).singular}</Table.Td>
            <Table.Td>
              <DocumentStatusBadge statusId={d.documentStatusId} status={d.documentStatus} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
