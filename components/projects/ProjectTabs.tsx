'use client';

import { Badge, Stack, Text } from '@mantine/core';
import { IconAddressBook, IconClockHour4, IconHierarchy2, IconId, IconListTree, IconPaperclip, IconReportMoney, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DetailHeader } from '@/components/detail/DetailHeader';
import { ScreenTabs } from '@/components/detail/ScreenTabs';
import { ProjectStatus } from '@/lib/projects/constants';
import { PROJECT_TEXTS as T } from '@/lib/i18n/projects';
import { projectHref, type ProjectTab } from '@/lib/projects/screen';

const ICONS: Record<ProjectTab, ReactNode> = {
  details: <IconId size={16} />,
  hodogram: <IconHierarchy2 size={16} />,
  cooperators: <IconAddressBook size={16} />,
  employees: <IconUsers size={16} />,
  timesheet: <IconClockHour4 size={16} />,
  items: <IconListTree size={16} />,
  contractors: <IconUsersGroup size={16} />,
  situations: <IconReportMoney size={16} />,
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
  return (
    <Stack gap="sm">
      <DetailHeader listHref={projectHref.list} listTitle={T.title} title={project.name}>
        {project.code && (
          <Text c="dimmed" size="lg">
            {project.code}
          </Text>
        )}
        <Badge variant="light" color={STATUS_COLOR[project.projectStatusId] ?? 'gray'}>
          {project.projectStatus}
        </Badge>
      </DetailHeader>
      <ScreenTabs
        tab={tab}
        tabs={tabs.map((t) => ({ value: t, label: T.detailTabs[t], icon: ICONS[t] }))}
        hrefOf={(t) => projectHref.tab(project.id, t)}
      >
        {children}
      </ScreenTabs>
    </Stack>
  );
}
