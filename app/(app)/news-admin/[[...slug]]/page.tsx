import { Stack, Title } from '@mantine/core';
import { notFound } from 'next/navigation';
import { COPY_OF } from '@/components/news/copy-of';
import { NewsAdminTable } from '@/components/news/NewsAdminTable';
import { NewsDrawer } from '@/components/news/NewsDrawer';
import { NewsHtml } from '@/components/news/NewsHtml';
import { getDb } from '@/db/client';
import { parseId } from '@/lib/auth/screen';
import { requireScreen, type ScreenPageProps } from '@/lib/auth/session';
import { parseListQuery } from '@/lib/http/list-params';
import { messages } from '@/lib/i18n/messages';
import { getNews, searchNews } from '@/lib/news/queries';
import { NEWS_LIST_OPTIONS } from '@/lib/news/schemas';
import { NEWS_ADMIN_SCREEN } from '@/lib/news/screen';

export const dynamic = 'force-dynamic';

/** /news-admin, /news-admin/new[?copyOf={id}], /news-admin/{id}, /news-admin/{id}/edit (lib/news/screen.ts). */
export default async function NewsAdminPage(props: ScreenPageProps) {
  const { user, route } = await requireScreen(NEWS_ADMIN_SCREEN, props);
  const drawer = route.drawer;
  const query = await props.searchParams;
  const q = parseListQuery(query, NEWS_LIST_OPTIONS);
  // A copy that cannot be found (or a malformed ?copyOf=) opens an empty form with a notice.
  const copyRaw = route.name === 'create' ? query[COPY_OF] : undefined;
  const copyOf = typeof copyRaw === 'string' ? parseId(copyRaw) : null;
  const openedId = route.name === 'read' || route.name === 'edit' ? route.params.id : null;
  const selectedId = openedId ?? copyOf;

  const db = await getDb();
  const [list, selected] = await Promise.all([searchNews(db, q), selectedId ? getNews(db, selectedId) : null]);
  if (openedId !== null && !selected) notFound();

  return (
    <Stack>
      <Title order={2}>{messages.newsAdmin}</Title>
      <NewsAdminTable data={list.pageItems} totalItems={list.totalItems} totalCapped={list.totalCapped} />
      <NewsDrawer
        mode={drawer}
        news={selected}
        body={drawer === 'read' && selected ? <NewsHtml html={selected.text} /> : undefined}
        defaultAuthor={`${user.name} ${user.surname}`}
        copyMissing={copyRaw !== undefined && !selected}
      />
    </Stack>
  );
}
