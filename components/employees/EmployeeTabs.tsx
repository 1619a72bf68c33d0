'use client';

import { Tabs } from '@mantine/core';
import { IconFileDescription, IconPaperclip, IconShirt } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useTransition, type ReactNode } from 'react';
import { employeeHref, type EmployeeTab } from '@/lib/employees/screen';
import { EMPLOYEE_TAB_LABELS } from '@/lib/i18n/employees';

const ICONS: Record<EmployeeTab, ReactNode> = {
  details: <IconFileDescription size={16} />,
  gear: <IconShirt size={16} />,
  attachments: <IconPaperclip size={16} />,
};

type Props = {
  employeeId: number;
  tab: EmployeeTab;
  /** Only the tabs the role may open (visibleTabs of the screen). */
  tabs: EmployeeTab[];
};

/** Details / Gear / Attachments; a tab change updates the URL (/employees/{id}/gear, ...). */
export function EmployeeTabs({ employeeId, tab, tabs }: Props) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (value && value !== tab) startTransition(() => router.push(employeeHref.tab(employeeId, value as EmployeeTab), { scroll: false }));
      }}
    >
      <Tabs.List>
        {tabs.map((t) => (
          <Tabs.Tab key={t} value={t} leftSection={ICONS[t]}>
            {EMPLOYEE_TAB_LABELS[t]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
