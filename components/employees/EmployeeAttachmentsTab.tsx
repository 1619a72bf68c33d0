'use client';

import { Anchor, Table, Text } from '@mantine/core';
import type { EmployeeDocumentDto } from '@/lib/employees/schemas';
import { formatDateTime } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';

type Props = { employeeId: number; documents: EmployeeDocumentDto[] };

/**
 * The employee's Attachments tab. The single place the employee screens render attachments:
 * when the attachments module is merged, this body becomes its AttachmentsPanel (upload,
 * description, delete) for `employeeId`; until then it lists what the employee has (receipts
 * of gear hand-overs included) with download links served by /api/Attachments/{id}/Download.
 */
export function EmployeeAttachmentsTab({ documents }: Props) {
  return (
    <Table striped highlightOnHover withTableBorder data-testid="employee-attachments">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Naziv datoteke</Table.Th>
          <Table.Th>Opis</Table.Th>
          <Table.Th>Datum</Table.Th>
          <Table.Th>Dodao</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={4}>
              <Text c="dimmed" ta="center" py="md">
                {messages.noData}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {documents.map((d) => (
          <Table.Tr key={d.id}>
            <Table.Td>
              <Anchor href={d.url}>{d.fileName}</Anchor>
            </Table.Td>
            <Table.Td>{d.description ?? '—'}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(d.createdDate)}</Table.Td>
            <Table.Td>{d.createdBy ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
