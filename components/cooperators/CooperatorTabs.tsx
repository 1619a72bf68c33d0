'use client';

import { Anchor, Badge, Breadcrumbs, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAddressBook, IconId } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
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
  const router = useRouter();
  return (
    <Stack gap="sm">
      <Breadcrumbs>
        <Anchor component={Link} href={cooperatorHrefs.list} size="sm">
          {T.title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {cooperator.name}
        </Text>
      </Breadcrumbs>
      <Group gap="sm" align="center">
        <Title order={2}>{cooperator.name}</Title>
        <Badge variant="light">{cooperator.associateType}</Badge>
      </Group>
      <Tabs
        value={tab}
        onChange={(next) => next && next !== tab && router.push(cooperatorHrefs.tab(cooperator.id, next as CooperatorTab))}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {tabs.includes('details') && (
            <Tabs.Tab value="details" leftSection={<IconId size={16} />}>
              {T.detailsTab}
            </Tabs.Tab>
          )}
          {tabs.includes('contacts') && (
            <Tabs.Tab
              value="contacts"
              leftSection={<IconAddressBook size={16} />}
              rightSection={contactCount ? <Badge size="xs" variant="light" circle>{contactCount}</Badge> : undefined}
            >
              {T.contactsTab}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value={tab}>{children}</Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
