'use client';

import { FormDrawer } from '@/components/drawer/FormDrawer';
import type { ContactDto } from '@/lib/cooperators/schemas';
import { cooperatorHrefs } from '@/lib/cooperators/screen';
import { ContactForm } from './ContactForm';
import { COOPERATOR_TEXTS as T } from '@/lib/i18n/cooperators';

type Props = {
  mode: 'closed' | 'create' | 'edit';
  cooperatorId: number;
  contact: ContactDto | null;
  canAddCity: boolean;
};

/** The contact drawer over the Kontakti tab; closing and saving return to the tab. */
export function ContactDrawer({ mode, cooperatorId, contact, canAddCity }: Props) {
  return (
    <FormDrawer
      mode={mode}
      record={contact}
      titles={{ create: T.createContactTitle, edit: T.editContactTitle }}
      closeHref={cooperatorHrefs.tab(cooperatorId, 'contacts')}
      form={(s) => <ContactForm cooperatorId={cooperatorId} contact={s.record} canAddCity={canAddCity} onSaved={() => s.saved()} onCancel={s.cancel} />}
    />
  );
}
