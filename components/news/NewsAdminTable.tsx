'use client';

import { ActionIcon, Anchor, Badge, Group, Tooltip } from '@mantine/core';
import { IconCopy, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { AddButton } from '@/components/data-table/ListToolbar';
import { DataTable, type DataTableColumn } from '@/components/data-table/DataTable';
import { WHOLE } from '@/components/data-table/column-fit';
import { textFilter, yesNoFilter } from '@/components/data-table/filters';
import { formatDateTime } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import type { NewsListItem } from '@/lib/news/schemas';
import { confirmDeleteNews } from './delete-news';
import { useNewsAdminLinks } from './links';

const L = messages.newsLabels;

const yesNoBadge = (value: boolean, color: string) => (
  <Badge color={value ? color : 'gray'} variant="light">
    {value ? messages.yes : messages.no}
  </Badge>
);

/** /news-admin: title, date, author, archived, featured; view, edit, copy as new, delete. */
export function NewsAdminTable({ data, totalItems, totalCapped }: { data: NewsListItem[]; totalItems: number; totalCapped?: boolean }) {
  const router = useRouter();
  const links = useNewsAdminLinks();

  const columns = useMemo<DataTableColumn<NewsListItem>[]>(
    () => [
      {
        accessorKey: 'title',
        header: L.title,
        enableSorting: true,
        ...textFilter(),
        Cell: ({ row }) => (
          <Anchor component={Link} href={links.read(row.original.id)} scroll={false}>
            {row.original.title}
          </Anchor>
        ),
      },
      {
        accessorKey: 'date',
        header: L.date,
        minSize: WHOLE.dateTime,
        enableSorting: true,
        enableColumnFilter: true,
        filterVariant: 'date',
        Cell: ({ row }) => formatDateTime(row.original.date),
      },
      { accessorKey: 'author', header: L.author, enableSorting: true, ...textFilter() },
      {
        accessorKey: 'isArchived',
        header: L.isArchived,
        size: 140,
        enableSorting: true,
        ...yesNoFilter(),
        Cell: ({ row }) => yesNoBadge(row.original.isArchived, 'orange'),
      },
      {
        accessorKey: 'isFeatured',
        header: L.isFeatured,
        size: 140,
        enableSorting: true,
        ...yesNoFilter(),
        Cell: ({ row }) => yesNoBadge(row.original.isFeatured, 'green'),
      },
    ],
    [links],
  );

  return (
    <DataTable
      columns={columns}
      data={data}
      totalItems={totalItems}
      totalCapped={totalCapped}
      defaultSort={{ id: 'date', desc: true }}
      toolbar={<AddButton href={links.create}>{messages.addNews}</AddButton>}
      renderRowActions={({ row }) => {
        const item = row.original;
        return (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={messages.view}>
              <ActionIcon component={Link} href={links.read(item.id)} scroll={false} variant="subtle" aria-label={messages.view}>
                <IconEye size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={messages.edit}>
              <ActionIcon component={Link} href={links.edit(item.id)} scroll={false} variant="subtle" aria-label={messages.edit}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={messages.copyAsNew}>
              <ActionIcon component={Link} href={links.copy(item.id)} scroll={false} variant="subtle" aria-label={messages.copyAsNew}>
                <IconCopy size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={messages.delete}>
              <ActionIcon
                color="red"
                variant="subtle"
                aria-label={messages.delete}
                onClick={() => confirmDeleteNews(item, () => router.refresh())}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      }}
    />
  );
}
