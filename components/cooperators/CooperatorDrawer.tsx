'use client';

import { useRouter } from 'next/navigation';
import { EntityDrawer } from '@/components/drawer/EntityDrawer';
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
  const router = useRouter();
  const open = mode === 'create' || (mode === 'edit' && !!cooperator);
  return (
    <EntityDrawer opened={open} title={mode === 'edit' ? T.editTitle : T.createTitle} closeHref={closeHref}>
      {open && (
        <CooperatorForm
          key={`${mode}-${cooperator?.id ?? 'new'}`}
          cooperator={mode === 'edit' ? cooperator : null}
          personTypes={personTypes}
          associateTypes={associateTypes}
          canAddCity={canAddCity}
          onSaved={(id) => {
            router.replace(cooperatorHrefs.detail(id), { scroll: false });
            router.refresh();
          }}
          onCancel={() => router.replace(closeHref, { scroll: false })}
        />
      )}
    </EntityDrawer>
  );
}
