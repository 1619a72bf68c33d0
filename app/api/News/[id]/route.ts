import { getDb } from '@/db/client';
import { notFound } from '@/lib/http/errors';
import { handler } from '@/lib/http/handler';
import { idParams as params } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { getNews } from '@/lib/news/queries';
import { newsUpdateSchema } from '@/lib/news/schemas';
import { deleteNews, updateNews } from '@/lib/news/service';

export const GET = handler({ module: 'news', operation: 'read', params }, async ({ params }) => {
  const item = await getNews(await getDb(), params.id);
  if (!item) throw notFound(messages.notFound);
  return item;
});

export const PUT = handler(
  { module: 'news', operation: 'update', params, body: newsUpdateSchema },
  async ({ params, body }) => updateNews(await getDb(), params.id, body),
);

export const DELETE = handler({ module: 'news', operation: 'delete', params }, async ({ params }) => {
  await deleteNews(await getDb(), params.id);
});
