import { Alert, SimpleGrid } from '@mantine/core';
import { getDb } from '@/db/client';
import { messages } from '@/lib/i18n/messages';
import { featuredNews } from '@/lib/news/queries';
import { NewsCard } from './NewsCard';

/** How many featured articles the dashboard shows; "Sve novosti" leads to the rest. */
export const DASHBOARD_NEWS_COUNT = 6;

/**
 * The dashboard's featured news, two cards per row (one on narrow screens), newest first.
 * An async server component: the page wraps it in <Suspense> with the skeleton rows.
 */
export async function FeaturedNews() {
  const { pageItems } = await featuredNews(await getDb(), DASHBOARD_NEWS_COUNT);
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
