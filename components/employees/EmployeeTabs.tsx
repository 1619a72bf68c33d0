'use client';

import { IconFileDescription, IconPaperclip, IconShirt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ScreenTabs } from '@/components/detail/ScreenTabs';
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
  return (
    <ScreenTabs
      tab={tab}
      tabs={tabs.map((t) => ({ value: t, label: EMPLOYEE_TAB_LABELS[t], icon: ICONS[t] }))}
      hrefOf={(t) => employeeHref.tab(employeeId, t)}
    />
  );
}
