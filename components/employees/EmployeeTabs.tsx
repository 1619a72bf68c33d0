'use client';

import { Tabs } from '@mantine/core';
import { IconFileDescription, IconPaperclip, IconShirt } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { employeeHref, type EmployeeTab } from './employee-route';

/** Details / Gear / Attachments; a tab change updates the URL (/employees/{id}/gear, ...). */
export function EmployeeTabs({ employeeId, tab }: { employeeId: number; tab: EmployeeTab }) {
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
        <Tabs.Tab value="details" leftSection={<IconFileDescription size={16} />}>
          Detalji
        </Tabs.Tab>
        <Tabs.Tab value="gear" leftSection={<IconShirt size={16} />}>
          Oprema
        </Tabs.Tab>
        <Tabs.Tab value="attachments" leftSection={<IconPaperclip size={16} />}>
          Prilozi
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
