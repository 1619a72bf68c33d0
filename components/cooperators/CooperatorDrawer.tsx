'use client';

import { FormDrawer } from '@/components/drawer/FormDrawer';
import type { CooperatorDto } from '@/lib/cooperators/schemas';
import { cooperatorHrefs } from '@/lib/cooperators/screen';
import { CooperatorForm, type SelectOption } from './CooperatorForm';
import { COOPERATOR_TEXTS as T } from '@/lib/i18n/cooperators';

type Props = {
  /** create: over the list; edit: over the detail page. */
  mode: 'closed' | 'create' | 'edit';
  cooperator: CooperatorDto | null;
  personTypes: SelectOption[];
  associateTypes: SelectOption[];
  canAddCity: boolean;
  /** Where closing goes (the list with its query string, or the detail page). */
  closeHref: string;
};

/** The route-driven cooperator drawer. A new cooperator opens on its detail page, ready for contacts. */
export function CooperatorDrawer({ mode, cooperator, personTypes, associateTypes, canAddCity, closeHref }: Props) {
  return (
    <FormDrawer
      mode={mode}
      record={cooperator}
      titles={{ create: T.createTitle, edit: T.editTitle }}
      closeHref={closeHref}
      form={(s) => (
        <CooperatorForm
          cooperator={s.record}
          personTypes={personTypes}
          associateTypes={associateTypes}
          canAddCity={canAddCity}
          onSaved={(id) => s.saved(cooperatorHrefs.detail(id))}
          onCancel={s.cancel}
        />
      )}
    />
  );
}
