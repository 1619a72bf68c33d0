'use client';

import { Group, Select, Switch, Tabs } from '@mantine/core';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTransition, type ReactNode } from 'react';
import { DateField } from '@/components/form/DateField';
import { documentListSearch, type DocumentListState } from '@/lib/documents/list-state';
import { parseDateInput } from '@/lib/format/typed-dates';
import { DOCUMENT_LABELS, DOCUMENT_UI_TEXTS as T } from '@/lib/i18n/documents-ui';
import { messages } from '@/lib/i18n/messages';

export type ProjectChoice = { value: string; label: string };

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
  const date = (key: 'dateFrom' | 'dateTo') => (value: string) => {
    const iso = parseDateInput(value);
    if (iso && iso !== state[key]) change({ [key]: iso });
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
          <DateField label={T.dateFrom} value={state.dateFrom} onChange={date('dateFrom')} clearable={false} w={150} data-testid="documents-date-from" />
          <DateField label={T.dateTo} value={state.dateTo} onChange={date('dateTo')} clearable={false} w={150} data-testid="documents-date-to" />
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
