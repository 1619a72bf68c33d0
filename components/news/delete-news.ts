import { confirmAndDelete } from '@/components/confirm';
import { messages } from '@/lib/i18n/messages';
import type { NewsListItem } from '@/lib/news/schemas';

/** Asks ("Potvrda brisanja"), deletes through the API, notifies; `onDeleted` refreshes the caller. */
export function confirmDeleteNews(item: Pick<NewsListItem, 'id' | 'title'>, onDeleted: () => void) {
  confirmAndDelete({
    text: messages.confirmDelete(`novost „${item.title}”`),
    url: `/api/News/${item.id}`,
    deletedMessage: messages.newsDeleted,
    onDeleted,
  });
}
