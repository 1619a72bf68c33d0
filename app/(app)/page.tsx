import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { DASHBOARD_NEWS_COUNT, FeaturedNews } from '@/components/news/FeaturedNews';
import { AllNewsLink } from '@/components/news/NavLinks';
import { NewsCardsSkeleton } from '@/components/news/NewsCardsSkeleton';
import { getDb } from '@/db/client';
import { can } from '@/lib/auth/permissions';
import { DASHBOARD_SCREEN } from '@/lib/auth/routes';
import { requireScreen } from '@/lib/auth/session';
import { messages } from '@/lib/i18n/messages';
import { featuredNews } from '@/lib/news/queries';

export const dynamic = 'force-dynamic';

/**
 * Dashboard (everyone): a welcome, then the featured news for the roles that may read news.
 * Procurement and Warehouse may not (section 6), so they get the welcome alone rather than a
 * section they could not open. The news is read here and streams into its Suspense boundary.
 */
export default async function DashboardPage() {
  const { user } = await requireScreen(DASHBOARD_SCREEN);
  const readsNews = can(user.roleId, 'news', 'read');
  const news = readsNews ? getDb().then((db) => featuredNews(db, DASHBOARD_NEWS_COUNT)) : null;
  return (
    <Stack gap="lg">
      <Paper p="lg" withBorder>
        <Title order={2}>{messages.welcome(user.name)}</Title>
        <Text c="dimmed" mt="xs">
          {messages.signedInAsRole(user.roleLabel)}
        </Text>
      </Paper>
      {news && (
        <Stack gap="sm" component="section" aria-label={messages.featuredNews}>
          <Group justify="space-between" align="baseline">
            <Title order={3}>{messages.featuredNews}</Title>
            <AllNewsLink />
          </Group>
          <Suspense fallback={<NewsCardsSkeleton />}>
            <FeaturedNews news={news} />
          </Suspense>
        </Stack>
      )}
    </Stack>
  );
}
