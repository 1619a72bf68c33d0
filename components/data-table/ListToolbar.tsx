'use client';

import { Button, Stack, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTransition, type ReactNode } from 'react';

/** A list's add button (its toolbar): opens the create drawer over the list, keeping the scroll. */
export function AddButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button component={Link} href={href} scroll={false} leftSection={<IconPlus size={16} />}>
      {children}
    </Button>
  );
}

/** The add button when the role may create, else no toolbar. */
export const addToolbar = (canCreate: boolean, href: string, label: ReactNode) =>
  canCreate ? <AddButton href={href}>{label}</AddButton> : undefined;

/**
 * The list's tab in the URL (?activeTab=...): the first tab is the address without it, a new tab
 * starts on its first page and keeps the other query. Returns whether a change is under way.
 */
export function useListTab<T extends string>(tab: T, firstTab: T) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [switching, startTransition] = useTransition();
  const changeTab = (value: string | null) => {
    if (!value || value === tab) return;
    const next = new URLSearchParams(searchParams.toString());
    if (value === firstTab) next.delete('activeTab');
    else next.set('activeTab', value);
    next.delete('pageIndex'); // a new tab starts on its first page
    const query = next.toString();
    startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  };
  return { switching, changeTab };
}

type ListTabsProps<T extends string> = {
  tabs: readonly { value: T; label: string }[];
  tab: T;
  onChange: (value: string | null) => void;
  /** The list under the tabs. */
  children: ReactNode;
};

/** A list's tabs (Aktivni / Neaktivni / ...) over its table. */
export function ListTabs<T extends string>({ tabs, tab, onChange, children }: ListTabsProps<T>) {
  return (
    <Stack gap="sm">
      <Tabs value={tab} onChange={onChange}>
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children}
    </Stack>
  );
}

