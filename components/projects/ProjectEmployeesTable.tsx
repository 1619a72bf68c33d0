'use client';

import { Anchor } from '@mantine/core';
import Link from 'next/link';
import { SubTable, type SubTableColumn } from '@/components/data-table/SubTable';
import { employeeHref } from '@/lib/employees/screen';
import { formatDate } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import type { ProjectEmployeeDto } from '@/lib/projects/schemas';
import { confirmDeleteProjectEmployee } from './delete-actions';
import { PROJECT_EMPLOYEE_LABELS as L } from '@/lib/i18n/projects';
import { projectHref } from '@/lib/projects/screen';

type Props = { projectId: number; rows: ProjectEmployeeDto[]; canCreate: boolean; canUpdate: boolean; canDelete: boolean };

const date = (value: string | null) => (value ? formatDate(value) : '—');

const COLUMNS: SubTableColumn<ProjectEmployeeDto>[] = [
  {
    header: L.employee,
    cell: (r) => (
      <Anchor component={Link} href={employeeHref.detail(r.employeeId)} fw={500}>
        {r.employeeName}
      </Anchor>
    ),
  },
  { header: L.employeeRole, cell: (r) => r.employeeRole ?? '—' },
  { header: L.activeFrom, cell: (r) => date(r.activeFrom) },
  { header: L.activeTo, cell: (r) => date(r.activeTo) },
];

/** The Employees tab: name (links to the employee), role, active from / to, edit and delete. */
export function ProjectEmployeesTable({ projectId, rows, canCreate, canUpdate, canDelete }: Props) {
  return (
    <SubTable
      testId="project-employees"
      rows={rows}
      columns={COLUMNS}
      emptyText={messages.noProjectEmployees}
      addHref={canCreate ? projectHref.subCreate(projectId, 'employees') : null}
      addLabel={L.add}
      rowName={(r) => r.employeeName}
      editHref={canUpdate ? (r) => projectHref.subEdit(projectId, 'employees', r.id) : null}
      onDelete={canDelete ? confirmDeleteProjectEmployee : null}
    />
  );
}
