import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import type { NewsDto } from '@/lib/news/schemas';
import { BackToNewsButton } from './NavLinks';
import { NewsFlags } from './NewsFlags';
import { NewsHtml } from './NewsHtml';

/** /news/{id}: the article with a "Natrag" button to the list it came from. */
export function NewsArticle({ news, backHref }: { news: NewsDto; backHref: string }) {
  return (
    <Stack maw={860} gap="md">
      <Group>
        <BackToNewsButton href={backHref} />
      </Group>
      <Paper withBorder p="xl" radius="md" component="article">
        <Stack gap="xs">
          <Title order={2}>{news.title}</Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {[formatDateTime(news.date), news.author].filter(Boolean).join(' · ')}
            </Text>
            <NewsFlags isFeatured={false} isArchived={news.isArchived} />
          </Group>
          <Divider my="sm" />
          <NewsHtml html={news.text} />
        </Stack>
      </Paper>
    </Stack>
  );
}
