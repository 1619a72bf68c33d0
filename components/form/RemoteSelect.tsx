'use client';

import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { apiFetch, notifyError } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';

export type RemoteOption = { value: string; label: string };

/** Spec part 1 section 9: remote search is debounced by 300 ms and needs at least 2 characters. */
export const REMOTE_SEARCH_DEBOUNCE_MS = 300;
export const REMOTE_SEARCH_MIN_CHARS = 2;

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'> & {
  value: string | null;
  /** The chosen option's label, so a saved value shows without a look-up. */
  valueLabel: string | null;
  onChange: (value: string | null, label: string | null) => void;
  /** The search address for a typed text. Define it at module level (a stable function). */
  searchUrl: (text: string) => string;
  /** The answer as options. Define it at module level (a stable function). */
  toOptions: (body: unknown) => RemoteOption[];
};

/**
 * A select whose options come from a server search (employees, cooperators): nothing is loaded
 * until 2 characters are typed; each text is asked once, 300 ms after typing stops, and a stale
 * answer is aborted. The chosen option stays in the list so its label shows.
 */
export function RemoteSelect({ value, valueLabel, onChange, searchUrl, toOptions, rightSection, ...rest }: Props) {
  const [search, setSearch] = useState(valueLabel ?? '');
  const [debounced] = useDebouncedValue(search, REMOTE_SEARCH_DEBOUNCE_MS);
  const [result, setResult] = useState<{ url: string; options: RemoteOption[] } | null>(null);
  const text = debounced.trim();
  // The label of the chosen value in the input is not a search.
  const url = text.length >= REMOTE_SEARCH_MIN_CHARS && debounced !== (valueLabel ?? '') ? searchUrl(text) : null;

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    apiFetch<unknown>(url, { signal: controller.signal })
      .then((body) => setResult({ url, options: toOptions(body) }))
      .catch((err) => {
        if ((err as Error).name !== 'AbortError') notifyError(err, messages.unknownError);
      });
    return () => controller.abort();
  }, [url, toOptions]);

  const found = url && result?.url === url ? result.options : null;
  const loading = !!url && result?.url !== url;
  const data = useMemo(() => {
    const list = found ?? [];
    return value && !list.some((o) => o.value === value) ? [{ value, label: valueLabel ?? '' }, ...list] : list;
  }, [found, value, valueLabel]);

  const typed = search.trim();
  const searching = typed.length >= REMOTE_SEARCH_MIN_CHARS && typed !== (valueLabel ?? '');
  // A searchable Select opens on focus. With nothing to show yet the list stays shut, so it
  // neither covers the next field nor swallows the Escape that should close the drawer.
  const [wantsOpen, setWantsOpen] = useState(false);
  const opened = wantsOpen && (data.length > 0 || typed.length > 0);
  return (
    <Select
      {...rest}
      searchable
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next, option) => onChange(next, option?.label ?? null)}
      dropdownOpened={opened}
      onDropdownOpen={() => setWantsOpen(true)}
      onDropdownClose={() => setWantsOpen(false)}
      filter={({ options }) => options}
      nothingFoundMessage={!searching ? messages.typeToSearch : loading ? messages.loading : messages.noOptions}
      rightSection={loading ? <Loader size={14} /> : rightSection}
    />
  );
}
