import { confirmDelete } from '@/components/confirm';
import { apiFetch, notifyDeleted, notifyError } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';
import type { NewsListItem } from '@/lib/news/schemas';

/** Asks ("Potvrda brisanja"), deletes through the API, notifies; `onDeleted` refreshes the caller. */
export function confirmDeleteNews(item: Pick<NewsListItem, 'id' | 'title'>, onDeleted: () => void) {
  confirmDelete({
    text: messages.confirmDelete(`novost „${item.title}”`),
    onConfirm: async () => {
      try {
        await apiFetch(`/api/News/${item.id}`, { method: 'DELETE' });
        notifyDeleted(messages.newsDeleted);
        onDeleted();
      } catch (err) {
        notifyError(err, messages.deleteError);
      }
    },
  });
}
