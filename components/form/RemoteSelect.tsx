'use client';

import { Loader, Select, Stack, Text, type SelectProps } from '@mantine/core';
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
  /**
   * The search address for a typed text; '' asks for the first options (e.g. 20 by name).
   * Define it at module level (a stable function).
   */
  searchUrl: (text: string) => string;
  /** The answer as options. Define it at module level (a stable function). */
  toOptions: (body: unknown) => RemoteOption[];
  /** Why an option may not be chosen (shown under it, the option disabled), or null. */
  unavailable?: (value: string) => string | null;
};

/** The search text the server is asked for: the typed text from 2 characters, else '' (the first options). */
export function remoteSearchTerm(typed: string, valueLabel: string | null): string {
  const text = typed.trim();
  // The label of the chosen value in the input is not a search.
  return text.length >= REMOTE_SEARCH_MIN_CHARS && typed !== (valueLabel ?? '') ? text : '';
}

/**
 * A select whose options come from a server search (employees, cooperators). Opening it (a
 * click, ArrowDown) shows the first options at once; from 2 typed characters it searches, each text asked once, 300 ms
 * after typing stops, a stale answer aborted. The chosen option stays in the list so its label
 * shows; options the caller marks unavailable are shown disabled with the reason.
 */
export function RemoteSelect({ value, valueLabel, onChange, searchUrl, toOptions, unavailable, rightSection, onFocus, ...rest }: Props) {
  const [search, setSearch] = useState(valueLabel ?? '');
  const [debounced] = useDebouncedValue(search, REMOTE_SEARCH_DEBOUNCE_MS);
  const [opened, setOpened] = useState(false);
  // Nothing is asked before the list is first opened.
  const [wanted, setWanted] = useState(false);
  const [results, setResults] = useState<Record<string, RemoteOption[]>>({});
  const url = wanted ? searchUrl(remoteSearchTerm(debounced, valueLabel)) : null;
  const known = url !== null && url in results;

  useEffect(() => {
    if (!url || known) return;
    const controller = new AbortController();
    apiFetch<unknown>(url, { signal: controller.signal })
      .then((body) => setResults((r) => ({ ...r, [url]: toOptions(body) })))
      .catch((err) => {
        if ((err as Error).name !== 'AbortError') notifyError(err, messages.unknownError);
      });
    return () => controller.abort();
  }, [url, known, toOptions]);

  const loading = url !== null && !known;
  const { data, reasons } = useMemo(() => {
    const list = url && known ? results[url] : [];
    const withValue = value && !list.some((o) => o.value === value) ? [{ value, label: valueLabel ?? '' }, ...list] : list;
    const why = new Map<string, string>();
    for (const o of withValue) {
      const reason = o.value === value ? null : (unavailable?.(o.value) ?? null);
      if (reason) why.set(o.value, reason);
    }
    return { data: withValue.map((o) => (why.has(o.value) ? { ...o, disabled: true } : o)), reasons: why };
  }, [url, known, results, value, valueLabel, unavailable]);

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
      onDropdownOpen={() => {
        setWanted(true);
        setOpened(true);
      }}
      onFocus={(event) => {
        // Focus alone (the drawer's autofocus, Tab) loads the options but keeps the list shut,
        // so it neither covers the fields below nor swallows the Escape that closes the drawer;
        // a click, typing or ArrowDown opens it.
        setWanted(true);
        setOpened(false);
        onFocus?.(event);
      }}
      onDropdownClose={() => setOpened(false)}
      filter={({ options }) => options}
      renderOption={({ option }) => {
        const reason = reasons.get(option.value);
        return reason ? (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            <Text size="xs" c="dimmed">
              {reason}
            </Text>
          </Stack>
        ) : (
          option.label
        );
      }}
      nothingFoundMessage={loading ? messages.loading : messages.noOptions}
      rightSection={loading && opened ? <Loader size={14} /> : rightSection}
    />
  );
}
