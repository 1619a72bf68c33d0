import { confirmAndDelete } from '@/components/confirm';
import { messages } from '@/lib/i18n/messages';
import { COOPERATOR_TEXTS } from '@/lib/i18n/cooperators';

/** Asks, deletes the cooperator (and its contacts) through the API, notifies; 409 shows the server's reason. */
export function confirmDeleteCooperator(cooperator: { id: number; name: string }, onDeleted: () => void) {
  confirmAndDelete({
    text: `${messages.confirmDelete(`suradnika „${cooperator.name}”`)} ${COOPERATOR_TEXTS.contactsGoToo}`,
    url: `/api/Cooperators/${cooperator.id}`,
    deletedMessage: messages.cooperatorDeleted,
    onDeleted,
  });
}

export function confirmDeleteContact(contact: { id: number; name: string }, onDeleted: () => void) {
  confirmAndDelete({
    text: messages.confirmDelete(`kontakt „${contact.name}”`),
    url: `/api/CooperatorContacts/${contact.id}`,
    deletedMessage: messages.contactDeleted,
    onDeleted,
  });
}
