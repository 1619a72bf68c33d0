'use client';

import { Badge, Stack } from '@mantine/core';
import { IconAddressBook, IconId } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DetailHeader } from '@/components/detail/DetailHeader';
import { ScreenTabs } from '@/components/detail/ScreenTabs';
import { cooperatorHrefs, type CooperatorTab } from '@/lib/cooperators/screen';
import { COOPERATOR_TEXTS as T } from '@/lib/i18n/cooperators';

type Props = {
  cooperator: { id: number; name: string; associateType: string };
  contactCount: number;
  tab: CooperatorTab;
  /** Only the tabs the role may open (visibleTabs of the screen). */
  tabs: CooperatorTab[];
  children: ReactNode;
};

/** The detail page's breadcrumbs, header and tabs; the tab lives in the URL (/cooperators/{id}, /contacts). */
export function CooperatorTabs({ cooperator, contactCount, tab, tabs, children }: Props) {
  const all = [
    { value: 'details' as const, label: T.detailsTab, icon: <IconId size={16} /> },
    {
      value: 'contacts' as const,
      label: T.contactsTab,
      icon: <IconAddressBook size={16} />,
      rightSection: contactCount ? <Badge size="xs" variant="light" circle>{contactCount}</Badge> : undefined,
    },
  ];
  return (
    <Stack gap="sm">
      <DetailHeader listHref={cooperatorHrefs.list} listTitle={T.title} title={cooperator.name}>
        <Badge variant="light">{cooperator.associateType}</Badge>
      </DetailHeader>
      <ScreenTabs tab={tab} tabs={all.filter((t) => tabs.includes(t.value))} hrefOf={(t) => cooperatorHrefs.tab(cooperator.id, t)}>
        {children}
      </ScreenTabs>
    </Stack>
  );
}
