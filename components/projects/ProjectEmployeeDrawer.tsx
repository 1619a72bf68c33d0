'use client';

import { useRouter } from 'next/navigation';
import { EntityDrawer } from '@/components/drawer/EntityDrawer';
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
  const router = useRouter();
  const back = projectHref.tab(projectId, 'employees');
  const open = mode === 'create' || (mode === 'edit' && !!row);
  return (
    <EntityDrawer opened={open} title={mode === 'edit' ? L.editTitle : L.createTitle} closeHref={back}>
      {open && (
        <ProjectEmployeeForm
          key={row?.id ?? 'new'}
          projectId={projectId}
          row={mode === 'edit' ? row : null}
          roles={roles}
          onSaved={() => {
            router.replace(back, { scroll: false });
            router.refresh();
          }}
          onCancel={() => router.replace(back, { scroll: false })}
        />
      )}
    </EntityDrawer>
  );
}
