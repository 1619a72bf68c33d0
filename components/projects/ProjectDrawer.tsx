'use client';

import { useRouter } from 'next/navigation';
import { EntityDrawer } from '@/components/drawer/EntityDrawer';
import type { ProjectDto } from '@/lib/projects/schemas';
import { PROJECT_TEXTS as T } from '@/lib/i18n/projects';
import { ProjectForm, type ProjectFormOptions } from './ProjectForm';
import { projectHref } from '@/lib/projects/screen';

type Props = {
  /** create: over the list (/projects/new); edit: over the detail page (/projects/{id}/edit). */
  mode: 'closed' | 'create' | 'edit';
  project: ProjectDto | null;
  options: ProjectFormOptions | null;
  canEditExtension: boolean;
  canAddCity: boolean;
  /** Where closing goes (the list with its query string, or the detail page). */
  closeHref: string;
};

/** The route-driven project drawer (730). A new project opens on its detail page once saved. */
export function ProjectDrawer({ mode, project, options, canEditExtension, canAddCity, closeHref }: Props) {
  const router = useRouter();
  const open = (mode === 'create' || (mode === 'edit' && !!project)) && !!options;
  return (
    <EntityDrawer opened={open} title={mode === 'edit' ? T.editTitle : T.createTitle} closeHref={closeHref}>
      {open && (
        <ProjectForm
          key={`${mode}-${project?.id ?? 'new'}`}
          project={mode === 'edit' ? project : null}
          options={options}
          canEditExtension={canEditExtension}
          canAddCity={canAddCity}
          onSaved={(id) => {
            router.replace(projectHref.detail(id), { scroll: false });
            router.refresh();
          }}
          onCancel={() => router.replace(closeHref, { scroll: false })}
        />
      )}
    </EntityDrawer>
  );
}
