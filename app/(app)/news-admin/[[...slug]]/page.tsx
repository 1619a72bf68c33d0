import { Stack, Title } from '@mantine/core';
import { notFound } from 'next/navigation';
import { parseDrawerSlug, parseId } from '@/components/drawer/drawer-slug';
import { COPY_OF } from '@/components/news/copy-of';
import { NewsAdminTable } from '@/components/news/NewsAdminTable';
import { NewsDrawer } from '@/components/news/NewsDrawer';
import { NewsHtml } from '@/components/news/NewsHtml';
import { getDb } from '@/db/client';
import { requirePageAccess } from '@/lib/auth/session';
import { parseListQuery } from '@/lib/http/list-params';
import { messages } from '@/lib/i18n/messages';
import { getNews, searchNews } from '@/lib/news/queries';
import { NEWS_LIST_OPTIONS } from '@/lib/news/schemas';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /news-admin, /news-admin/new[?copyOf={id}], /news-admin/{id}, /news-admin/{id}/edit. */
export default async function NewsAdminPage({ params, searchParams }: Props) {
  const user = await requirePageAccess('news', 'create');
  const drawer = parseDrawerSlug((await params).slug);
  if (drawer.mode === 'invalid') notFound();
  const query = await searchParams;
  const q = parseListQuery(query, NEWS_LIST_OPTIONS);
  const copyRaw = drawer.mode === 'create' ? query[COPY_OF] : undefined;
  const copyOf = typeof copyRaw === 'string' ? parseId(copyRaw) : null;
  const selectedId = drawer.mode === 'read' || drawer.mode === 'edit' ? drawer.id : copyOf;

  const db = await getDb();
  const [list, selected] = await Promise.all([searchNews(db, q), selectedId ? getNews(db, selectedId) : null]);
  if ((drawer.mode === 'read' || drawer.mode === 'edit') && !selected) notFound();

  return (
    <Stack>
      <Title order={2}>{messages.newsAdmin}</Title>
      <NewsAdminTable data={list.pageItems} totalItems={list.totalItems} />
      <NewsDrawer
        mode={drawer.mode}
        news={selected}
        body={drawer.mode === 'read' && selected ? <NewsHtml html={selected.text} /> : undefined}
        defaultAuthor={`${user.name} ${user.surname}`}
        copyMissing={copyRaw !== undefined && !selected}
      />
    </Stack>
  );
}
