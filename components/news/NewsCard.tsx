'use client';

import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { formatDateTime } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import type { NewsListItem } from '@/lib/news/schemas';

/** One article as a card (the /news list and the dashboard): title, author, date, excerpt. */
export function NewsCard({ item, href }: { item: NewsListItem; href: string }) {
  return (
    <Card withBorder padding="lg" radius="md" h="100%" data-testid="news-card">
      <Stack gap="xs" h="100%">
        <Title order={4} lh={1.3}>
          <Anchor component={Link} href={href} c="inherit" fw={600} underline="hover">
            {item.title}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {[formatDateTime(item.date), item.author].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm" lineClamp={4} style={{ flexGrow: 1 }} data-testid="news-excerpt">
          {item.excerpt}
        </Text>
        <Group justify="flex-end">
          <Anchor component={Link} href={href} size="sm" fw={500}>
            {messages.readMore}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
