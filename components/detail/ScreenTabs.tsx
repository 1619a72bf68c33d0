'use client';

import { Tabs } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { useTransition, type ReactNode } from 'react';

export type ScreenTab<T extends string> = { value: T; label: string; icon: ReactNode; rightSection?: ReactNode };

type Props<T extends string> = {
  tab: T;
  /** Only the tabs the role may open (visibleTabs of the screen), in display order. */
  tabs: readonly ScreenTab<T>[];
  /** The tab's link (the screen's href of the tab). */
  hrefOf: (tab: T) => string;
  /** The open tab's content; without it the bar stands alone above the page's content. */
  children?: ReactNode;
};

/** A detail page's tab bar: the tab lives in the URL, a change pushes the tab's link. */
export function ScreenTabs<T extends string>({ tab, tabs, hrefOf, children }: Props<T>) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const withPanel = children !== undefined;
  return (
    <Tabs
      value={tab}
      keepMounted={withPanel ? false : undefined}
      onChange={(next) => {
        if (next && next !== tab) startTransition(() => router.push(hrefOf(next as T), { scroll: false }));
      }}
    >
      <Tabs.List mb={withPanel ? 'md' : undefined}>
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value} leftSection={t.icon} rightSection={t.rightSection}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {withPanel && <Tabs.Panel value={tab}>{children}</Tabs.Panel>}
    </Tabs>
  );
}
