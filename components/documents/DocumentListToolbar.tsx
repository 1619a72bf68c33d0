'use client';

import { Group, Select, Switch, Tabs } from '@mantine/core';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState, useTransition, type ReactNode } from 'react';
import { DateField } from '@/components/form/DateField';
import { documentListSearch, type DocumentListState } from '@/lib/documents/list-state';
import { parseDateInput } from '@/lib/format/typed-dates';
import { DOCUMENT_LABELS, DOCUMENT_UI_TEXTS as T } from '@/lib/i18n/documents-ui';
import { messages } from '@/lib/i18n/messages';

export type ProjectChoice = { value: string; label: string };

type DateKey = 'dateFrom' | 'dateTo';

type Props = {
  state: DocumentListState;
  projects: ProjectChoice[];
  /** The add button (or nothing) at the right end. */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * The documents list's own controls (spec part 2 §2): the project selector (width 300, "Svi
 * projekti" = 0), the date range (typed 1.1.2026. or picked; default the current year), the
 * items switch and the Active / Inactive tabs. Each writes the URL (list-state.ts); the page
 * reads it on the server.
 */
export function DocumentListToolbar({ state, projects, actions, children }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const [, startTransition] = useTransition();
  const change = (next: Partial<DocumentListState>) =>
    startTransition(() => router.replace(`${pathname}${documentListSearch(search.toString(), next)}`, { scroll: false }));
  // What is typed into a date field stays its text (5, 5.1, 5.11.20…, not yet a day): the URL's
  // day alone would put back 01.01.2026. after every keystroke. The text gives way when the URL
  // moves to a day neither typed nor the one it had at the keystroke (back, another link).
  const [typed, setTyped] = useState<Partial<Record<DateKey, { text: string; day: string | null; was: string }>>>({});
  const dateValue = (key: DateKey) => {
    const t = typed[key];
    return t && (state[key] === t.was || state[key] === t.day) ? t.text : state[key];
  };
  const date = (key: DateKey) => (value: string) => {
    const day = parseDateInput(value);
    setTyped((t) => ({ ...t, [key]: { text: value, day, was: state[key] } }));
    if (day && day !== state[key]) change({ [key]: day });
  };

  return (
    <>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" gap="sm">
          <Select
            label={DOCUMENT_LABELS.project}
            w={300}
            searchable
            data={[{ value: '0', label: T.allProjects }, ...projects]}
            value={String(state.projectId)}
            onChange={(v) => change({ projectId: v ? Number(v) : 0 })}
            allowDeselect={false}
            nothingFoundMessage={messages.noOptions}
            data-testid="documents-project"
          />
          <DateField label={T.dateFrom} value={dateValue('dateFrom')} onChange={date('dateFrom')} clearable={false} w={150} data-testid="documents-date-from" />
          <DateField label={T.dateTo} value={dateValue('dateTo')} onChange={date('dateTo')} clearable={false} w={150} data-testid="documents-date-to" />
          <Switch
            label={T.showItems}
            checked={state.showItems}
            onChange={(e) => change({ showItems: e.currentTarget.checked })}
            mb={8}
            data-testid="documents-show-items"
          />
        </Group>
        {actions}
      </Group>
      <Tabs value={state.activeTab} onChange={(v) => v && v !== state.activeTab && change({ activeTab: v === 'inactive' ? 'inactive' : 'active' })}>
        <Tabs.List>
          <Tabs.Tab value="active">{T.tabs.active}</Tabs.Tab>
          <Tabs.Tab value="inactive">{T.tabs.inactive}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {children}
    </>
  );
}
