'use client';

import { useRouter } from 'next/navigation';
import { EntityDrawer } from '@/components/drawer/EntityDrawer';
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
  const router = useRouter();
  const back = cooperatorHrefs.tab(cooperatorId, 'contacts');
  const open = mode === 'create' || (mode === 'edit' && !!contact);
  return (
    <EntityDrawer opened={open} title={mode === 'edit' ? T.editContactTitle : T.createContactTitle} closeHref={back}>
      {open && (
        <ContactForm
          key={`${mode}-${contact?.id ?? 'new'}`}
          cooperatorId={cooperatorId}
          contact={mode === 'edit' ? contact : null}
          canAddCity={canAddCity}
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
