'use client';

import { useRouter } from 'next/navigation';
import { EntityDrawer } from '@/components/drawer/EntityDrawer';
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
  const router = useRouter();
  const back = projectHref.tab(projectId, 'cooperators');
  const open = mode === 'create' || (mode === 'edit' && !!row);
  return (
    <EntityDrawer opened={open} title={mode === 'edit' ? L.editTitle : L.createTitle} closeHref={back}>
      {open && (
        <ProjectCooperatorForm
          key={row?.id ?? 'new'}
          projectId={projectId}
          row={mode === 'edit' ? row : null}
          types={types}
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
