import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { notFound } from 'next/navigation';
import { NewsArticle } from '@/components/news/NewsArticle';
import { NewsCard } from '@/components/news/NewsCard';
import { NewsPager, NewsTitleSearch } from '@/components/news/NewsListControls';
import { newsListQuery, type NewsListState } from '@/components/news/list-url';
import { getDb } from '@/db/client';
import { requireScreen, type ScreenPageProps } from '@/lib/auth/session';
import { CARD_PAGE_SIZES, DEFAULT_CARD_PAGE_SIZE, parseListQuery } from '@/lib/http/list-params';
import { messages } from '@/lib/i18n/messages';
import { getNews, searchNews } from '@/lib/news/queries';
import { NEWS_LIST_OPTIONS } from '@/lib/news/schemas';
import { NEWS_SCREEN } from '@/lib/news/screen';

export const dynamic = 'force-dynamic';

/** /news: the readers' card list (not archived, newest first); /news/{id}: one article (lib/news/screen.ts). */
export default async function NewsPage(props: ScreenPageProps) {
  const { route } = await requireScreen(NEWS_SCREEN, props);
  // Only the title search, paging and page size: the order and the archive rule are fixed.
  const q = parseListQuery(await props.searchParams, { ...NEWS_LIST_OPTIONS, filters: ['title'], defaultPageSize: DEFAULT_CARD_PAGE_SIZE });
  // The card list offers 6/12/24/48; any other size from a hand-written URL falls back to 6.
  const pageSize = (CARD_PAGE_SIZES as readonly number[]).includes(q.pageSize) ? q.pageSize : DEFAULT_CARD_PAGE_SIZE;
  const state: NewsListState = { title: q.filters.title?.[0] ?? '', pageIndex: q.pageIndex, pageSize };
  const listQuery = newsListQuery(state);
  const db = await getDb();

  if (route.name === 'article') {
    const item = await getNews(db, route.params.id);
    if (!item) notFound();
    return <NewsArticle news={item} />;
  }

  const list = await searchNews(db, {
    ...q,
    pageSize,
    sortBy: 'date',
    sortOrder: 'desc',
    filters: { title: q.filters.title ?? [], isArchived: ['false'] },
  });

  return (
    <Stack>
      <Title order={2}>{messages.news}</Title>
      <NewsTitleSearch state={state} />
      {list.pageItems.length === 0 ? (
        <Alert variant="light" color="gray" icon={<IconNews size={20} />} title={messages.noNews} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} data-testid="news-list">
          {list.pageItems.map((item) => (
            <NewsCard key={item.id} item={item} href={`/news/${item.id}${listQuery}`} />
          ))}
        </SimpleGrid>
      )}
      <NewsPager state={state} totalItems={list.totalItems} totalCapped={list.totalCapped} totalPages={list.totalPages} />
    </Stack>
  );
}
