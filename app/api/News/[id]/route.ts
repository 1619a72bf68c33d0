import { notFound } from '@/lib/http/errors';
import { handler } from '@/lib/http/handler';
import { idParams as params } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { getNews } from '@/lib/news/queries';
import { newsUpdateSchema } from '@/lib/news/schemas';
import { deleteNews, updateNews } from '@/lib/news/service';

export const GET = handler({ module: 'news', operation: 'read', params }, async ({ db, params }) => {
  const item = await getNews(db, params.id);
  if (!item) throw notFound(messages.notFound);
  return item;
});

export const PUT = handler(
  { module: 'news', operation: 'update', params, body: newsUpdateSchema },
  async ({ db, params, body }) => updateNews(db, params.id, body),
);

export const DELETE = handler({ module: 'news', operation: 'delete', params }, async ({ db, params }) => {
  await deleteNews(db, params.id);
});
