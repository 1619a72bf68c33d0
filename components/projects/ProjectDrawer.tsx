'use client';

import { FormDrawer } from '@/components/drawer/FormDrawer';
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
  return (
    <FormDrawer
      mode={options ? mode : 'closed'}
      record={project}
      titles={{ create: T.createTitle, edit: T.editTitle }}
      closeHref={closeHref}
      form={(s) =>
        options && (
          <ProjectForm
            project={s.record}
            options={options}
            canEditExtension={canEditExtension}
            canAddCity={canAddCity}
            onSaved={(id) => s.saved(projectHref.detail(id))}
            onCancel={s.cancel}
          />
        )
      }
    />
  );
}
