import { Alert, SimpleGrid } from '@mantine/core';
import { messages } from '@/lib/i18n/messages';
import type { NewsListItem } from '@/lib/news/schemas';
import { NewsCard } from './NewsCard';

/** How many featured articles the dashboard shows; "Sve novosti" leads to the rest. */
export const DASHBOARD_NEWS_COUNT = 6;

/**
 * The dashboard's featured news, two cards per row (one on narrow screens), newest first.
 * The page starts the read (lib/news/queries) and hands over its promise, so the cards stream
 * in: the page wraps this in <Suspense> with the skeleton rows.
 */
export async function FeaturedNews({ news }: { news: Promise<{ pageItems: NewsListItem[] }> }) {
  const { pageItems } = await news;
  if (!pageItems.length) {
    return <Alert variant="light" color="gray" title={messages.noFeaturedNews}>{messages.noFeaturedNewsText}</Alert>;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="featured-news">
      {pageItems.map((item) => (
        <NewsCard key={item.id} item={item} href={`/news/${item.id}`} />
      ))}
    </SimpleGrid>
  );
}
