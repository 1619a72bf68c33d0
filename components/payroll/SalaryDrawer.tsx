'use client';

/**
 * The salary drawer (new / edit) of /salaries. Spec part 2 section 5 "Salary": contracted and net
 * amount required; exactly one of agreed amount and hourly rate ("Ne mogu biti upisani i dogovoreni
 * iznos i satnica" / "Upišite dogovoreni iznos ili satnicu", on both fields); 2 decimals; the
 * field-work days fund whole. The same zod schema as the API (lib/payroll/schemas.ts) checks the
 * form before it is sent, so the messages appear inline and are the server's; the server checks
 * again (employment in the company, a locked month) and its field errors land on the same inputs.
 */
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { EntityDrawer } from '@/components/drawer/EntityDrawer';
import { ApiError, apiFetch, notifyError, notifySuccess } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { PAY_TEXTS as T } from '@/lib/i18n/payroll-screens';
import { SALARY_LABELS as L, payrollMessages } from '@/lib/i18n/payroll';
import { messages } from '@/lib/i18n/messages';
import { salarySchema, type SalaryDto, type SalaryOverviewRow } from '@/lib/payroll/schemas';
import type { PayQuery } from '@/lib/payroll/screen';
import { fieldErrors, zodFieldErrors } from './money';

type Props = {
  mode: 'closed' | 'create' | 'edit';
  query: PayQuery;
  rows: SalaryOverviewRow[];
  salary: SalaryDto | null;
  closeHref: string;
  employeeId?: number | null;
};

type MoneyField = 'contractedAmount' | 'netAmount' | 'sickLeaveGrossAmount' | 'taxAndSurtaxAmount' | 'agreedAmount' | 'hourlyRate' | 'additionRecurring' | 'additionOneTime';
type Values = Record<MoneyField | 'note' | 'fieldWorkDaysFund' | 'employeeId', string>;

const REQUIRED = new Set<string>(['contractedAmount', 'netAmount']);

export function SalaryDrawer({ mode, closeHref, ...rest }: Props) {
  const opened = mode === 'create' || (mode === 'edit' && rest.salary !== null);
  return (
    <EntityDrawer opened={opened} closeHref={closeHref} title={mode === 'edit' ? T.salary.editTitle : T.salary.createTitle}>
      {opened && <SalaryForm key={`${mode}-${rest.salary?.id ?? 'new'}`} mode={mode} closeHref={closeHref} {...rest} />}
    </EntityDrawer>
  );
}

function initialValues(salary: SalaryDto | null, employeeId: number | null | undefined): Values {
  const money = (v: string | null | undefined) => (v == null ? '' : formatMoney(v));
  return {
    employeeId: salary ? String(salary.employeeId) : employeeId ? String(employeeId) : '',
    contractedAmount: money(salary?.contractedAmount),
    netAmount: money(salary?.netAmount),
    sickLeaveGrossAmount: money(salary?.sickLeaveGrossAmount),
    taxAndSurtaxAmount: money(salary?.taxAndSurtaxAmount),
    agreedAmount: money(salary?.agreedAmount),
    hourlyRate: money(salary?.hourlyRate),
    additionRecurring: money(salary?.additionRecurring),
    additionOneTime: money(salary?.additionOneTime),
    note: salary?.note ?? '',
    fieldWorkDaysFund: salary?.fieldWorkDaysFund == null ? '' : String(salary.fieldWorkDaysFund),
  };
}

function SalaryForm({ mode, query, rows, salary, closeHref, employeeId }: Omit<Props, 'mode'> & { mode: 'create' | 'edit' }) {
  const router = useRouter();
  const [values, setValues] = useState<Values>(() => initialValues(salary, employeeId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    // The agreed amount / hourly rate rule concerns both fields: typing in one clears both.
    setErrors((e) => {
      const next = { ...e };
      delete next[key];
      if (key === 'agreedAmount' || key === 'hourlyRate') {
        delete next.agreedAmount;
        delete next.hourlyRate;
      }
      return next;
    });
  };
  const employeeOptions = rows
    .filter((r) => r.salary === null || r.salary.id === salary?.id)
    .map((r) => ({ value: String(r.employee.id), label: `${r.employee.fullName} (${r.employee.oib})` }));
  const editedName = salary ? rows.find((r) => r.employee.id === salary.employeeId)?.employee.fullName : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const body = {
      ...values,
      employeeId: values.employeeId,
      companyId: query.companyId,
      month: query.month,
      year: query.year,
    };
    const parsed = salarySchema.safeParse(body);
    if (!parsed.success) {
      const found = zodFieldErrors(parsed.error.issues);
      if (found.employeeId) found.employeeId = T.salary.employeeRequired;
      setErrors(found);
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      if (mode === 'edit' && salary) await apiFetch(`/api/Salaries/${salary.id}`, { method: 'PUT', json: parsed.data });
      else await apiFetch('/api/Salaries', { method: 'POST', json: parsed.data });
      notifySuccess(payrollMessages.salarySaved);
      router.replace(closeHref, { scroll: false });
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(fieldErrors(error.errors));
      if (error instanceof ApiError && !error.errors) setFormError(error.message);
      notifyError(error, messages.saveError);
    } finally {
      setSaving(false);
    }
  };

  const money = (key: MoneyField) => (
    <TextInput
      key={key}
      label={L[key]}
      withAsterisk={REQUIRED.has(key)}
      value={values[key]}
      onChange={(e) => set(key)(e.currentTarget.value)}
      error={errors[key]}
      inputMode="decimal"
      styles={{ input: { textAlign: 'right' } }}
      data-testid={`salary-${key}`}
    />
  );

  return (
    <form onSubmit={submit} noValidate data-testid="salary-form">
      <Stack gap="sm">
        {mode === 'create' ? (
          <Select
            label={T.salary.employee}
            withAsterisk
            searchable
            data={employeeOptions}
            value={values.employeeId || null}
            onChange={(v) => set('employeeId')(v ?? '')}
            error={errors.employeeId}
            data-testid="salary-employee"
          />
        ) : (
          <Text fw={600}>{editedName}</Text>
        )}
        {formError && (
          <Alert color="red" data-testid="salary-form-error">
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={2}>
          {money('contractedAmount')}
          {money('netAmount')}
          {money('sickLeaveGrossAmount')}
          {money('taxAndSurtaxAmount')}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {T.salary.rule}
        </Text>
        <SimpleGrid cols={2}>
          {money('agreedAmount')}
          {money('hourlyRate')}
          {money('additionRecurring')}
          {money('additionOneTime')}
          <TextInput
            label={L.fieldWorkDaysFund}
            value={values.fieldWorkDaysFund}
            onChange={(e) => set('fieldWorkDaysFund')(e.currentTarget.value)}
            error={errors.fieldWorkDaysFund}
            inputMode="numeric"
            data-testid="salary-fieldWorkDaysFund"
          />
        </SimpleGrid>
        <Textarea label={L.note} value={values.note} onChange={(e) => set('note')(e.currentTarget.value)} error={errors.note} autosize minRows={2} data-testid="salary-note" />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => router.replace(closeHref, { scroll: false })}>
            {T.salary.cancel}
          </Button>
          <Button type="submit" loading={saving} data-testid="salary-save">
            {T.salary.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
