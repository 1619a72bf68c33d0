'use client';

/**
 * "Konstante" (spec part 2 sections 5 and 9, drawer 500): the six configurable constants of the
 * payroll calculation (PUT /api/ConfigurableConstants/{id}). The four dividers and caps are
 * required and greater than 0 ("Polje Djelitelj satnice bolovanja je obavezno", "... mora biti
 * veće od 0"), the other two required and not negative: the API's schema checks the form first,
 * so the messages are the server's.
 */
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { EntityDrawer } from '@/components/drawer/EntityDrawer';
import { ApiError, apiFetch, notifyError, notifySuccess } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { PAY_TEXTS as T } from '@/lib/i18n/payroll-screens';
import { CONSTANT_LABELS, payrollMessages } from '@/lib/i18n/payroll';
import { messages } from '@/lib/i18n/messages';
import { constantsSchema, type ConstantsDto, type ConstantsInput } from '@/lib/payroll/schemas';
import { fieldErrors, zodFieldErrors } from './money';

type Props = { opened: boolean; constants: ConstantsDto | null; closeHref: string; canUpdate: boolean };

const FIELDS = Object.keys(CONSTANT_LABELS) as (keyof ConstantsInput)[];

export function ConstantsDrawer({ opened, closeHref, ...rest }: Props) {
  return (
    <EntityDrawer opened={opened} closeHref={closeHref} size={500} title={T.payroll.constantsTitle}>
      {opened && (rest.constants ? <ConstantsForm closeHref={closeHref} constants={rest.constants} canUpdate={rest.canUpdate} /> : <Alert color="red">{payrollMessages.constantsNotFound}</Alert>)}
    </EntityDrawer>
  );
}

function ConstantsForm({ constants, closeHref, canUpdate }: { constants: ConstantsDto; closeHref: string; canUpdate: boolean }) {
  const router = useRouter();
  const [v, setV] = useState<Record<keyof ConstantsInput, string>>(() => Object.fromEntries(FIELDS.map((f) => [f, formatMoney(constants[f])])) as Record<keyof ConstantsInput, string>);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const parsed = constantsSchema.safeParse(v);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await apiFetch(`/api/ConfigurableConstants/${constants.id}`, { method: 'PUT', json: parsed.data });
      notifySuccess(payrollMessages.constantsUpdated);
      router.replace(closeHref, { scroll: false });
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(fieldErrors(error.errors));
      notifyError(error, messages.saveError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="constants-form">
      <Stack gap="sm">
        {FIELDS.map((f) => (
          <TextInput
            key={f}
            label={CONSTANT_LABELS[f]}
            withAsterisk
            readOnly={!canUpdate}
            value={v[f]}
            onChange={(e) => {
              const x = e.currentTarget.value;
              setV((s) => ({ ...s, [f]: x }));
              setErrors((s) => ({ ...s, [f]: '' }));
            }}
            error={errors[f] || undefined}
            styles={{ input: { textAlign: 'right' } }}
            data-testid={`constant-${f}`}
          />
        ))}
        {canUpdate && (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => router.replace(closeHref, { scroll: false })}>
              {T.salary.cancel}
            </Button>
            <Button type="submit" loading={saving} data-testid="constants-save">
              {T.salary.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
