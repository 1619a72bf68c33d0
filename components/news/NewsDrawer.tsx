'use client';

import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { DrawerMode } from '@/components/drawer/EntityDrawer';
import { FormDrawer } from '@/components/drawer/FormDrawer';
import { DetailActions } from '@/components/detail/DetailActions';
import { formatDateTime } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import type { NewsDto } from '@/lib/news/schemas';
import { confirmDeleteNews } from './delete-news';
import { useNewsAdminLinks } from './links';
import { NewsFlags } from './NewsFlags';
import { NewsForm } from './NewsForm';

/** Wide enough for the editor's toolbar on one line (the spec's 730 is the default). */
export const NEWS_DRAWER_WIDTH = 900;

const TITLES = {
  create: messages.newsCreateTitle,
  read: messages.newsReadTitle,
  edit: messages.newsEditTitle,
};

type Props = {
  mode: DrawerMode;
  /** The article read or edited, or on create the one copied (copy as new). */
  news: NewsDto | null;
  /** The article body, sanitised and rendered on the server (<NewsHtml>). */
  body?: ReactNode;
  defaultAuthor: string;
  copyMissing?: boolean;
};

/** The /news-admin drawer: read view, create (optionally a copy) and edit, driven by the route. */
export function NewsDrawer({ mode, news, body, defaultAuthor, copyMissing }: Props) {
  const links = useNewsAdminLinks();
  return (
    <FormDrawer
      mode={mode}
      record={news}
      titles={TITLES}
      closeHref={links.list}
      readHref={links.read}
      size={NEWS_DRAWER_WIDTH}
      read={({ record, deleted }) => (
        <Stack>
          <div>
            <Title order={3}>{record.title}</Title>
            <Group gap="xs" mt={4}>
              <Text size="sm" c="dimmed">
                {[formatDateTime(record.date), record.author].filter(Boolean).join(' · ')}
              </Text>
              <NewsFlags isFeatured={record.isFeatured} isArchived={record.isArchived} />
            </Group>
          </div>
          <Divider />
          {body}
          <Divider />
          <DetailActions onDelete={() => confirmDeleteNews(record, deleted)} editHref={links.edit(record.id)}>
            <Button variant="default" component={Link} href={links.copy(record.id)} scroll={false} leftSection={<IconCopy size={16} />}>
              {messages.copyAsNew}
            </Button>
          </DetailActions>
        </Stack>
      )}
      form={(s) => (
        // On create, `news` is the article copied: another copy opens a fresh form.
        <NewsForm
          key={news?.id ?? 'new'}
          mode={s.mode}
          news={news}
          defaultAuthor={defaultAuthor}
          copyMissing={copyMissing}
          onSaved={() => s.saved()}
          onCancel={s.cancel}
        />
      )}
    />
  );
}
