'use client';

import { FormDrawer } from '@/components/drawer/FormDrawer';
import { SITUATION_TEXTS as T } from '@/lib/i18n/situations';
import { projectHref } from '@/lib/projects/screen';
import type { ProjectSituationDto } from '@/lib/situations/schemas';
import { SituationForm } from './SituationForm';

type Props = {
  projectId: number;
  /** /situations/new: create; /situations/{id}/edit: edit that situation. */
  mode: 'closed' | 'create' | 'edit';
  situation: ProjectSituationDto | null;
  /** Where closing goes (the situation shown, with its contractor). */
  closeHref: string;
  contractor: number | null;
};

/** The situation drawer (the drawer kit: unsaved-changes guard, focus return); a new situation opens after saving. */
export function SituationDrawer({ projectId, mode, situation, closeHref, contractor }: Props) {
  return (
    <FormDrawer
      mode={mode}
      record={situation}
      titles={{ create: T.createTitle, edit: T.editTitle }}
      closeHref={closeHref}
      form={(s) => (
        <SituationForm
          projectId={projectId}
          situation={s.record}
          onSaved={(saved) => s.saved(projectHref.situation(projectId, saved.id, contractor))}
          onCancel={s.cancel}
        />
      )}
    />
  );
}
