'use client';

/**
 * The switcher shared by /salaries, /payrolls and /employee-expenses (spec part 2 section 2): the
 * three areas as tabs, the company, the year and the month, and previous / next month buttons that
 * wrap December and January (lib/payroll/month.ts). Everything lives in the URL (?companyId&year&month),
 * so a reload or a shared link shows the same month; switching area keeps it, another month of the
 * same area keeps the screen's filter and view too (?q, ?view).
 */
import { ActionIcon, Group, Select, Tabs, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRouter, useSearchParams } from 'next/navigation';
import { PAY_TEXTS as T, MONTHS_NOMINATIVE } from '@/lib/i18n/payroll-screens';
import { FIRST_PAY_YEAR, parsePayListState, payHref, shiftPayQuery, type PayArea, type PayQuery } from '@/lib/payroll/screen';

export type CompanyOption = { id: number; name: string };

type Props = {
  area: PayArea;
  query: PayQuery;
  companies: CompanyOption[];
  /** The areas the user may open. */
  areas: PayArea[];
  thisYear: number;
};

export function PaySwitcher({ area, query, companies, areas, thisYear }: Props) {
  const router = useRouter();
  const search = useSearchParams();
  // Another month of the same area keeps its filter and view (?q, ?view); another area starts clean.
  const go = (q: PayQuery, to: PayArea = area) => router.push(payHref.area(to, q, to === area ? parsePayListState(new URLSearchParams(search.toString())) : undefined), { scroll: false });
  const years = [];
  for (let y = FIRST_PAY_YEAR; y <= Math.max(thisYear + 1, query.year); y++) years.push({ value: String(y), label: String(y) });

  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Tabs value={area} onChange={(v) => v && v !== area && go(query, v as PayArea)} variant="pills">
        <Tabs.List>
          {areas.map((a) => (
            <Tabs.Tab key={a} value={a} data-testid={`pay-area-${a}`}>
              {T.areas[a]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          label={T.company}
          w={220}
          allowDeselect={false}
          data={companies.map((c) => ({ value: String(c.id), label: c.name }))}
          value={String(query.companyId)}
          onChange={(v) => v && go({ ...query, companyId: Number(v) })}
          data-testid="pay-company"
        />
        <Select
          label={T.year}
          w={100}
          allowDeselect={false}
          data={years}
          value={String(query.year)}
          onChange={(v) => v && go({ ...query, year: Number(v) })}
          data-testid="pay-year"
        />
        <Tooltip label={T.previousMonth}>
          <ActionIcon variant="default" size="lg" aria-label={T.previousMonth} onClick={() => go(shiftPayQuery(query, -1))} data-testid="pay-prev">
            <IconChevronLeft size={18} />
          </ActionIcon>
        </Tooltip>
        <Select
          label={T.month}
          w={130}
          allowDeselect={false}
          data={MONTHS_NOMINATIVE.map((m, i) => ({ value: String(i + 1), label: m }))}
          value={String(query.month)}
          onChange={(v) => v && go({ ...query, month: Number(v) })}
          data-testid="pay-month"
        />
        <Tooltip label={T.nextMonth}>
          <ActionIcon variant="default" size="lg" aria-label={T.nextMonth} onClick={() => go(shiftPayQuery(query, 1))} data-testid="pay-next">
            <IconChevronRight size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
