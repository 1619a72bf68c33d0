'use client';

import { Anchor, Badge, Breadcrumbs, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAddressBook, IconHierarchy2, IconId, IconListTree, IconPaperclip, IconUsers } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTransition, type ReactNode } from 'react';
import { ProjectStatus } from '@/lib/projects/constants';
import { PROJECT_TEXTS as T } from '@/lib/i18n/projects';
import { projectHref, type ProjectTab } from '@/lib/projects/screen';

const ICONS: Record<ProjectTab, ReactNode> = {
  details: <IconId size={16} />,
  hodogram: <IconHierarchy2 size={16} />,
  cooperators: <IconAddressBook size={16} />,
  employees: <IconUsers size={16} />,
  items: <IconListTree size={16} />,
  attachments: <IconPaperclip size={16} />,
};

const STATUS_COLOR: Record<number, string> = {
  [ProjectStatus.Active]: 'green',
  [ProjectStatus.Inactive]: 'gray',
  [ProjectStatus.Completed]: 'blue',
};

type Props = {
  project: { id: number; name: string; code: string | null; projectStatusId: number; projectStatus: string };
  tab: ProjectTab;
  /** Only the tabs the role may read (visibleTabs). */
  tabs: ProjectTab[];
  children: ReactNode;
};

/** The detail page's breadcrumbs, header and tabs; a tab change updates the URL. */
export function ProjectTabs({ project, tab, tabs, children }: Props) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  return (
    <Stack gap="sm">
      <Breadcrumbs>
        <Anchor component={Link} href={projectHref.list} size="sm">
          {T.title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {project.name}
        </Text>
      </Breadcrumbs>
      <Group gap="sm" align="center">
        <Title order={2}>{project.name}</Title>
        {project.code && (
          <Text c="dimmed" size="lg">
            {project.code}
          </Text>
        )}
        <Badge variant="light" color={STATUS_COLOR[project.projectStatusId] ?? 'gray'}>
          {project.projectStatus}
        </Badge>
      </Group>
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(next) => {
          if (next && next !== tab) startTransition(() => router.push(projectHref.tab(project.id, next as ProjectTab), { scroll: false }));
        }}
      >
        <Tabs.List mb="md">
          {tabs.map((t) => (
            <Tabs.Tab key={t} value={t} leftSection={ICONS[t]}>
              {T.detailTabs[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab}>{children}</Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
