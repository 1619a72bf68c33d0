'use client';

import { Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormActions } from '@/components/form/FormActions';
import { LimitedTextInput } from '@/components/form/LimitedText';
import { saveRow } from '@/components/form/save-row';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { expenseGroupSchema, type ExpenseGroupDto } from '@/lib/expense-groups/schemas';
import { EXPENSE_GROUP_LABELS as L } from '@/lib/i18n/expense-groups';
import { messages } from '@/lib/i18n/messages';
import { formResolver } from '@/lib/validation/form-resolver';

export type SelectOption = { value: string; label: string };

type Values = { name: string; expenseTypeId: number | null };

type Props = {
  mode: 'create' | 'edit';
  group?: ExpenseGroupDto | null;
  expenseTypes: SelectOption[];
  onSaved: () => void;
  onCancel: () => void;
};

/** The expense group drawer form: the API's zod rules (name ≤ 200, expense type required). */
export function ExpenseGroupForm({ mode, group, expenseTypes, onSaved, onCancel }: Props) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: group?.name ?? '', expenseTypeId: group?.expenseTypeId ?? null },
    validate: formResolver(expenseGroupSchema),
  });

  const { saving, submit } = useFormSubmit(form, {
    save: async (values) => {
      await saveRow('/api/ExpenseGroups', mode === 'create' ? null : group!.id, values);
    },
    savedMessage: messages.expenseGroupSaved,
    onSaved,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <LimitedTextInput label={L.name} withAsterisk data-autofocus limit={200} {...form.getInputProps('name')} />
        <Select
          label={L.expenseType}
          withAsterisk
          data={expenseTypes}
          value={form.values.expenseTypeId == null ? null : String(form.values.expenseTypeId)}
          onChange={(v) => form.setFieldValue('expenseTypeId', v ? Number(v) : null)}
          error={form.errors.expenseTypeId}
          allowDeselect={false}
          nothingFoundMessage={messages.noOptions}
        />
        <FormActions saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
