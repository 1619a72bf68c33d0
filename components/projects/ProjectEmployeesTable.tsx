'use client';

import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { employeeHref } from '@/lib/employees/screen';
import { formatDate } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import type { ProjectEmployeeDto } from '@/lib/projects/schemas';
import { confirmDeleteProjectEmployee } from './delete-actions';
import { PROJECT_EMPLOYEE_LABELS as L } from '@/lib/i18n/projects';
import { projectHref } from '@/lib/projects/screen';
import { RowActions } from '@/components/data-table/RowActions';

type Props = { projectId: number; rows: ProjectEmployeeDto[]; canCreate: boolean; canUpdate: boolean; canDelete: boolean };

const date = (value: string | null) => (value ? formatDate(value) : '—');

/** The Employees tab: name (links to the employee), role, active from / to, edit and delete. */
export function ProjectEmployeesTable({ projectId, rows, canCreate, canUpdate, canDelete }: Props) {
  const router = useRouter();
  const hasActions = canUpdate || canDelete;
  return (
    <>
      <Group justify="flex-end" mb="sm">
        {canCreate && (
          <Button component={Link} href={projectHref.subCreate(projectId, 'employees')} scroll={false} leftSection={<IconPlus size={16} />}>
            {L.add}
          </Button>
        )}
      </Group>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs" data-testid="project-employees">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{L.employee}</Table.Th>
            <Table.Th>{L.employeeRole}</Table.Th>
            <Table.Th>{L.activeFrom}</Table.Th>
            <Table.Th>{L.activeTo}</Table.Th>
            {hasActions && <Table.Th w={90}>{messages.actions}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={hasActions ? 5 : 4}>
                <Text c="dimmed" ta="center" py="md">
                  {messages.noProjectEmployees}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                <Anchor component={Link} href={employeeHref.detail(r.employeeId)} fw={500}>
                  {r.employeeName}
                </Anchor>
              </Table.Td>
              <Table.Td>{r.employeeRole ?? '—'}</Table.Td>
              <Table.Td>{date(r.activeFrom)}</Table.Td>
              <Table.Td>{date(r.activeTo)}</Table.Td>
              {hasActions && (
                <Table.Td>
                  <RowActions
                    name={r.employeeName}
                    editHref={canUpdate ? projectHref.subEdit(projectId, 'employees', r.id) : null}
                    onDelete={canDelete ? () => confirmDeleteProjectEmployee(r, () => router.refresh()) : null}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
