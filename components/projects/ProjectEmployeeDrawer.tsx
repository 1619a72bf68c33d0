'use client';

import { FormDrawer } from '@/components/drawer/FormDrawer';
import type { ProjectEmployeeDto } from '@/lib/projects/schemas';
import { PROJECT_EMPLOYEE_LABELS as L } from '@/lib/i18n/projects';
import { ProjectEmployeeForm } from './ProjectEmployeeForm';
import type { SelectOption } from './ProjectForm';
import { projectHref } from '@/lib/projects/screen';

type Props = {
  projectId: number;
  /** /employees/new: create; /employees/{subId}[/edit]: edit that row. */
  mode: 'closed' | 'create' | 'edit';
  row: ProjectEmployeeDto | null;
  roles: SelectOption[];
};

/** The project employee drawer; closing and saving return to the Employees tab. */
export function ProjectEmployeeDrawer({ projectId, mode, row, roles }: Props) {
  return (
    <FormDrawer
      mode={mode}
      record={row}
      titles={{ create: L.createTitle, edit: L.editTitle }}
      closeHref={projectHref.tab(projectId, 'employees')}
      form={(s) => <ProjectEmployeeForm projectId={projectId} row={s.record} roles={roles} onSaved={() => s.saved()} onCancel={s.cancel} />}
    />
  );
}
