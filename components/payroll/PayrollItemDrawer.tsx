'use client';

/**
 * The administration row of a payroll line (PUT /api/Payrolls/{id}): net amount and accounting
 * total, both required, 2 decimals (spec part 2 section 5 "Payroll"). A locked payroll refuses
 * with 409 and the server's message is shown in the drawer.
 */
import { Alert, Button, Drawer, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError, apiFetch, notifyError, notifySuccess } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { PAY_TEXTS as T } from '@/lib/i18n/payroll-screens';
import { PAYROLL_EXPORT_LABELS as L, payrollMessages } from '@/lib/i18n/payroll';
import { payrollItemUpdateSchema, type EmployeePayrollDto } from '@/lib/payroll/schemas';
import { fieldErrors, zodFieldErrors } from './money';

type Props = { item: EmployeePayrollDto | null; onClose: () => void; onSaved: () => void };

export function PayrollItemDrawer({ item, onClose, onSaved }: Props) {
  return (
    <Drawer opened={item !== null} onClose={onClose} position="right" size={500} title={T.payroll.adminTitle}>
      {item && <ItemForm key={item.payrollItem.id} item={item} onClose={onClose} onSaved={onSaved} />}
    </Drawer>
  );
}

function ItemForm({ item, onClose, onSaved }: { item: EmployeePayrollDto; onClose: () => void; onSaved: () => void }) {
  const [v, setV] = useState({ netAmount: formatMoney(item.payrollItem.netAmount), accountingTotal: formatMoney(item.payrollItem.accountingTotal) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const parsed = payrollItemUpdateSchema.safeParse(v);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      await apiFetch(`/api/Payrolls/${item.payrollItem.id}`, { method: 'PUT', json: parsed.data });
      notifySuccess(T.payroll.saved);
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(fieldErrors(error.errors));
      else if (error instanceof ApiError) setFormError(error.message);
      notifyError(error, payrollMessages.payrollSaveError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="payroll-item-form">
      <Stack gap="sm">
        <Text fw={600}>{item.employee.fullName}</Text>
        {formError && (
          <Alert color="red" data-testid="payroll-item-error">
            {formError}
          </Alert>
        )}
        <TextInput label={L.netAmount} withAsterisk value={v.netAmount} onChange={(e) => { const x = e.currentTarget.value; setV((s) => ({ ...s, netAmount: x })); }} error={errors.netAmount} styles={{ input: { textAlign: 'right' } }} data-testid="payroll-item-netAmount" />
        <TextInput label={L.accountingTotal} withAsterisk value={v.accountingTotal} onChange={(e) => { const x = e.currentTarget.value; setV((s) => ({ ...s, accountingTotal: x })); }} error={errors.accountingTotal} styles={{ input: { textAlign: 'right' } }} data-testid="payroll-item-accountingTotal" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {T.salary.cancel}
          </Button>
          <Button type="submit" loading={saving} data-testid="payroll-item-save">
            {T.salary.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
