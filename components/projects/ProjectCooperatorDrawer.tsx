'use client';

import { FormDrawer } from '@/components/drawer/FormDrawer';
import type { ProjectCooperatorDto } from '@/lib/projects/schemas';
import { PROJECT_COOPERATOR_LABELS as L } from '@/lib/i18n/projects';
import { ProjectCooperatorForm } from './ProjectCooperatorForm';
import type { SelectOption } from './ProjectForm';
import { projectHref } from '@/lib/projects/screen';

type Props = {
  projectId: number;
  /** /cooperators/new: create; /cooperators/{subId}[/edit]: edit that row. */
  mode: 'closed' | 'create' | 'edit';
  row: ProjectCooperatorDto | null;
  types: SelectOption[];
};

/** The project cooperator drawer; closing and saving return to the Cooperators tab. */
export function ProjectCooperatorDrawer({ projectId, mode, row, types }: Props) {
  return (
    <FormDrawer
      mode={mode}
      record={row}
      titles={{ create: L.createTitle, edit: L.editTitle }}
      closeHref={projectHref.tab(projectId, 'cooperators')}
      form={(s) => <ProjectCooperatorForm projectId={projectId} row={s.record} types={types} onSaved={() => s.saved()} onCancel={s.cancel} />}
    />
  );
}
