import { confirmAndDelete } from '@/components/confirm';
import { messages } from '@/lib/i18n/messages';
import type { UserDto } from '@/lib/users/schemas';

/** Asks, deletes the user through the API, notifies; `onDeleted` refreshes the caller's view. */
export function confirmDeleteUser(user: Pick<UserDto, 'id' | 'name' | 'surname'>, onDeleted: () => void) {
  confirmAndDelete({
    text: messages.confirmDelete(`korisnika ${user.name} ${user.surname}`),
    url: `/api/Users/${user.id}`,
    deletedMessage: messages.userDeleted,
    onDeleted,
  });
}
