import { confirmDelete } from '@/components/confirm';
import { apiFetch, notifyDeleted, notifyError } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';
import type { UserDto } from '@/lib/users/schemas';

/** Asks, deletes the user through the API, notifies; `onDeleted` refreshes the caller's view. */
export function confirmDeleteUser(user: Pick<UserDto, 'id' | 'name' | 'surname'>, onDeleted: () => void) {
  confirmDelete({
    text: messages.confirmDelete(`korisnika ${user.name} ${user.surname}`),
    onConfirm: async () => {
      try {
        await apiFetch(`/api/Users/${user.id}`, { method: 'DELETE' });
        notifyDeleted(messages.userDeleted);
        onDeleted();
      } catch (err) {
        notifyError(err, messages.deleteError);
      }
    },
  });
}
