'use client';

/**
 * "Kopiraj iz mjeseca" (spec part 2 sections 5 and 9, drawer 500): POST /api/Salaries/CopyBatch
 * with the company and the from / to month and year (all required, the months different). The
 * answer is reported line by line: copied, kept (the target month already had a salary) and not
 * employed in the target month.
 */
import { Badge, Button, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { EntityDrawer } from '@/components/drawer/EntityDrawer';
import { ApiError, apiFetch, notifyError, notifySuccess } from '@/lib/api-client';
import { PAY_TEXTS as T, MONTHS_NOMINATIVE } from '@/lib/i18n/payroll-screens';
import { payrollMessages } from '@/lib/i18n/payroll';
import { messages } from '@/lib/i18n/messages';
import { salaryCopySchema, type SalaryCopyRow } from '@/lib/payroll/schemas';
import { FIRST_PAY_YEAR, payHref, shiftPayQuery, type PayQuery } from '@/lib/payroll/screen';
import { fieldErrors, zodFieldErrors } from './money';

type Props = { opened: boolean; query: PayQuery; closeHref: string; thisYear: number };

export function SalaryCopyDrawer({ opened, closeHref, ...rest }: Props) {
  return (
    <EntityDrawer opened={opened} closeHref={closeHref} size={500} title={T.copy.title}>
      {opened && <CopyForm closeHref={closeHref} {...rest} />}
    </EntityDrawer>
  );
}

const STATUS_COLOR = { copied: 'green', kept: 'gray', notEmployed: 'orange' } as const;

function CopyForm({ query, closeHref, thisYear }: Omit<Props, 'opened'>) {
  const router = useRouter();
  // From the month shown to the next one, the usual monthly step.
  const next = shiftPayQuery(query, 1);
  const [v, setV] = useState({ fromMonth: String(query.month), fromYear: String(query.year), toMonth: String(next.month), toYear: String(next.year) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [report, setReport] = useState<SalaryCopyRow[] | null>(null);
  const months = MONTHS_NOMINATIVE.map((m, i) => ({ value: String(i + 1), label: m }));
  const years: string[] = [];
  for (let y = FIRST_PAY_YEAR; y <= thisYear + 1; y++) years.push(String(y));
  const set = (k: keyof typeof v) => (value: string | null) => {
    setV((s) => ({ ...s, [k]: value ?? '' }));
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const parsed = salaryCopySchema.safeParse({ companyId: query.companyId, ...v });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error.issues));
      return;
    }
    setSaving(true);
    try {
      const rows = await apiFetch<SalaryCopyRow[]>('/api/Salaries/CopyBatch', { method: 'POST', json: parsed.data });
      setReport(rows);
      notifySuccess(payrollMessages.salariesCopied);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(fieldErrors(error.errors));
      notifyError(error, messages.saveError);
    } finally {
      setSaving(false);
    }
  };

  if (report) {
    const count = (s: SalaryCopyRow['status']) => report.filter((r) => r.status === s).length;
    const target = { ...query, month: Number(v.toMonth), year: Number(v.toYear) };
    return (
      <Stack gap="sm" data-testid="copy-report">
        <Text fw={600}>{T.copy.report}</Text>
        <Text size="sm" data-testid="copy-summary">
          {T.copy.summary(count('copied'), count('kept'), count('notEmployed'))}
        </Text>
        <Table fz="sm" striped>
          <Table.Tbody>
            {report.map((r) => (
              <Table.Tr key={r.employeeId}>
                <Table.Td>{r.employee}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLOR[r.status]}>
                    {T.copy.status[r.status]}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => router.replace(closeHref, { scroll: false })}>
            {T.copy.close}
          </Button>
          <Button onClick={() => router.replace(payHref.salaries(target), { scroll: false })} data-testid="copy-open-target">
            {`${MONTHS_NOMINATIVE[target.month - 1]} ${target.year}.`}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid="copy-form">
      <Stack gap="sm">
        <SimpleGrid cols={2}>
          <Select label={T.copy.fromMonth} withAsterisk data={months} value={v.fromMonth || null} onChange={set('fromMonth')} error={errors.fromMonth} data-testid="copy-from-month" />
          <Select label={T.copy.fromYear} withAsterisk data={years} value={v.fromYear || null} onChange={set('fromYear')} error={errors.fromYear} data-testid="copy-from-year" />
          <Select label={T.copy.toMonth} withAsterisk data={months} value={v.toMonth || null} onChange={set('toMonth')} error={errors.toMonth} data-testid="copy-to-month" />
          <Select label={T.copy.toYear} withAsterisk data={years} value={v.toYear || null} onChange={set('toYear')} error={errors.toYear} data-testid="copy-to-year" />
        </SimpleGrid>
        {errors.companyId && <Text c="red" size="sm">{errors.companyId}</Text>}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} data-testid="copy-submit">
            {T.copy.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
