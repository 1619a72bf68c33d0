'use client';

import { CloseButton, Group, Pagination, Select, Text, TextInput } from '@mantine/core';
import { PAGINATION_LABEL_PROPS } from '@/components/data-table/localization';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { formatNumber } from '@/lib/format';
import { CARD_PAGE_SIZES } from '@/lib/http/list-params';
import { messages } from '@/lib/i18n/messages';
import { newsListQuery, type NewsListState } from './list-url';

/** Remote search debounce (spec part 1 section 9). */
const DEBOUNCE_MS = 300;

/** The title search box of /news: typing waits 300 ms, then the URL (and the list) follows. */
export function NewsTitleSearch({ state }: { state: NewsListState }) {
  const router = useRouter();
  const [value, setValue] = useState(state.title);
  // The box follows the URL when it changes from elsewhere (Back), not when it echoes our own
  // navigation: that would overwrite what was typed meanwhile.
  const [sent, setSent] = useState(state.title);
  const [seen, setSeen] = useState(state.title);
  if (seen !== state.title) {
    setSeen(state.title);
    if (state.title !== sent) setValue(state.title);
  }
  const [pending, startTransition] = useTransition();
  const go = (title: string) => {
    setSent(title.trim());
    startTransition(() => router.replace(`/news${newsListQuery({ ...state, title, pageIndex: 0 })}`, { scroll: false }));
  };
  const debounced = useDebouncedCallback(go, DEBOUNCE_MS);

  return (
    <TextInput
      aria-label={messages.searchByTitle}
      placeholder={messages.searchByTitle}
      leftSection={<IconSearch size={16} />}
      rightSection={
        value ? (
          <CloseButton
            aria-label={messages.close}
            onClick={() => {
              setValue('');
              go('');
            }}
          />
        ) : null
      }
      value={value}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        debounced(e.currentTarget.value);
      }}
      maw={420}
      data-pending={pending || undefined}
    />
  );
}

/** Pages, page size (6/12/24/48) and the total under the cards. */
/** `totalCapped`: totalItems is the count's cap and more notices match ("Ukupno: 10.000+"). */
export function NewsPager({ state, totalItems, totalCapped, totalPages }: { state: NewsListState; totalItems: number; totalCapped?: boolean; totalPages: number }) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const go = (next: NewsListState) => startTransition(() => router.push(`/news${newsListQuery(next)}`));

  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed">
        {messages.totalItems(`${formatNumber(totalItems)}${totalCapped ? '+' : ''}`)}
      </Text>
      <Group gap="md">
        {totalPages > 1 && (
          <Pagination
            total={totalPages}
            value={state.pageIndex + 1}
            onChange={(page) => go({ ...state, pageIndex: page - 1 })}
            withEdges
            {...PAGINATION_LABEL_PROPS}
          />
        )}
        <Group gap="xs">
          <Text size="sm">{messages.perPage}</Text>
          <Select
            aria-label={messages.perPage}
            data={CARD_PAGE_SIZES.map(String)}
            value={String(state.pageSize)}
            onChange={(v) => v && go({ ...state, pageSize: Number(v), pageIndex: 0 })}
            allowDeselect={false}
            w={80}
          />
        </Group>
      </Group>
    </Group>
  );
}
