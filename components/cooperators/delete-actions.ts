import { confirmDelete } from '@/components/confirm';
import { apiFetch, notifyDeleted, notifyError } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';
import { COOPERATOR_TEXTS } from '@/lib/i18n/cooperators';

/** Asks, deletes the cooperator (and its contacts) through the API, notifies; 409 shows the server's reason. */
export function confirmDeleteCooperator(cooperator: { id: number; name: string }, onDeleted: () => void) {
  confirmDelete({
    text: `${messages.confirmDelete(`suradnika „${cooperator.name}”`)} ${COOPERATOR_TEXTS.contactsGoToo}`,
    onConfirm: async () => {
      try {
        await apiFetch(`/api/Cooperators/${cooperator.id}`, { method: 'DELETE' });
        notifyDeleted(messages.cooperatorDeleted);
        onDeleted();
      } catch (err) {
        notifyError(err, messages.deleteError);
      }
    },
  });
}

export function confirmDeleteContact(contact: { id: number; name: string }, onDeleted: () => void) {
  confirmDelete({
    text: messages.confirmDelete(`kontakt „${contact.name}”`),
    onConfirm: async () => {
      try {
        await apiFetch(`/api/CooperatorContacts/${contact.id}`, { method: 'DELETE' });
        notifyDeleted(messages.contactDeleted);
        onDeleted();
      } catch (err) {
        notifyError(err, messages.deleteError);
      }
    },
  });
}
