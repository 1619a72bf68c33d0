import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import type { NewsDto } from '@/lib/news/schemas';
import { NewsFlags } from './NewsFlags';
import { NewsHtml } from './NewsHtml';

/**
 * /news/{id}: the article. Its "Natrag" is the header's (back to where the reader came from, or
 * up to /news on a link opened in a new tab): one back button, not two.
 */
export function NewsArticle({ news }: { news: NewsDto }) {
  return (
    <Stack maw={860} gap="md">
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
