import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { can } from '@/lib/auth/permissions';
import { PAY_TEXTS as T } from '@/lib/i18n/payroll-screens';
import type { PayArea as Area, PayQuery } from '@/lib/payroll/screen';
import { PaySwitcher, type CompanyOption } from './PaySwitcher';

/** The frame of the three pay screens: the title, the shared switcher (only the areas the role may open) and the screen. */
export function PayAreaFrame({ area, query, companies, roleId, thisYear, children }: { area: Area; query: PayQuery; companies: CompanyOption[]; roleId: number; thisYear: number; children: ReactNode }) {
  const areas = (['salaries', 'payrolls', 'employeeExpenses'] as const).filter((a) => can(roleId, a, 'read'));
  return (
    <Stack gap="sm">
      <Title order={2}>{T.titles[area]}</Title>
      <PaySwitcher area={area} query={query} companies={companies} areas={areas} thisYear={thisYear} />
      {children}
    </Stack>
  );
}
