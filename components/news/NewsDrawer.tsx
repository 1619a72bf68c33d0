'use client';

import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { EntityDrawer, type DrawerMode } from '@/components/drawer/EntityDrawer';
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

const TITLES: Partial<Record<DrawerMode, string>> = {
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
  const router = useRouter();
  const links = useNewsAdminLinks();
  const backToList = () => {
    router.replace(links.list, { scroll: false });
    router.refresh();
  };

  return (
    <EntityDrawer mode={mode} title={TITLES[mode] ?? ''} closeHref={links.list} size={NEWS_DRAWER_WIDTH}>
      {mode === 'read' && news && (
        <Stack>
          <div>
            <Title order={3}>{news.title}</Title>
            <Group gap="xs" mt={4}>
              <Text size="sm" c="dimmed">
                {[formatDateTime(news.date), news.author].filter(Boolean).join(' · ')}
              </Text>
              <NewsFlags isFeatured={news.isFeatured} isArchived={news.isArchived} />
            </Group>
          </div>
          <Divider />
          {body}
          <Divider />
          <DetailActions onDelete={() => confirmDeleteNews(news, backToList)} editHref={links.edit(news.id)}>
            <Button variant="default" component={Link} href={links.copy(news.id)} scroll={false} leftSection={<IconCopy size={16} />}>
              {messages.copyAsNew}
            </Button>
          </DetailActions>
        </Stack>
      )}
      {(mode === 'create' || (mode === 'edit' && news)) && (
        <NewsForm
          key={`${mode}-${news?.id ?? 'new'}`}
          mode={mode}
          news={news}
          defaultAuthor={defaultAuthor}
          copyMissing={copyMissing}
          onSaved={backToList}
          onCancel={() => router.replace(news && mode === 'edit' ? links.read(news.id) : links.list, { scroll: false })}
        />
      )}
    </EntityDrawer>
  );
}
