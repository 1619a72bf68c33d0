'use client';

import { Checkbox, FileInput, Input, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPaperclip } from '@tabler/icons-react';
import { formResolver } from '@/lib/validation/form-resolver';
import { DateField } from '@/components/form/DateField';
import { apiFetch } from '@/lib/api-client';
import { GEAR_ITEMS, type GearKey } from '@/lib/employees/gear-items';
import { gearRecordSchema, type GearRecordDto } from '@/lib/employees/schemas';
import { GEAR_LABEL } from '@/lib/i18n/employees';
import { messages } from '@/lib/i18n/messages';
import { FormActions } from '@/components/form/FormActions';
import { useFormSubmit } from '@/components/form/use-form-submit';

type Values = { date: string; projectId: string | null; file: File | null } & Record<GearKey, boolean>;

type Props = {
  employeeId: number;
  record: GearRecordDto | null;
  projects: { value: string; label: string }[];
  today: string;
  onSaved: () => void;
  onCancel: () => void;
};

function initialValues(record: GearRecordDto | null, today: string): Values {
  const flags = Object.fromEntries(GEAR_ITEMS.map((g) => [g.key, record ? record[g.key] === 1 : false])) as Record<GearKey, boolean>;
  return { date: record?.date ?? today, projectId: record ? String(record.projectId) : null, file: null, ...flags };
}

/**
 * A gear hand-over: date, project, the items ticked (at least one) and the signed receipt.
 * Sent as multipart so the receipt travels with the record (one transaction on the server).
 */
export function GearForm({ employeeId, record, projects, today, onSaved, onCancel }: Props) {
  const form = useForm<Values>({ mode: 'controlled', initialValues: initialValues(record, today), validate: formResolver(gearRecordSchema) });

  const { saving, submit } = useFormSubmit(form, {
    save: async (values) => {
      const body = new FormData();
      body.append('date', values.date);
      body.append('projectId', values.projectId ?? '');
      for (const g of GEAR_ITEMS) body.append(g.key, values[g.key] ? '1' : '0');
      if (values.file) body.append('file', values.file);
      const url = record ? `/api/Employees/${employeeId}/gear/${record.id}` : `/api/Employees/${employeeId}/gear`;
      await apiFetch(url, { method: record ? 'PUT' : 'POST', body });
    },
    savedMessage: messages.gearSaved,
    onSaved,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <DateField label={GEAR_LABEL.date} withAsterisk data-autofocus clearable={false} {...form.getInputProps('date')} />
          <Select
            label={GEAR_LABEL.project}
            withAsterisk
            searchable
            data={projects}
            placeholder={projects.length ? undefined : messages.noOptions}
            {...form.getInputProps('projectId')}
          />
        </SimpleGrid>
        <Input.Wrapper label={GEAR_LABEL.items} withAsterisk error={form.errors.gear}>
          <SimpleGrid cols={3} spacing="xs" mt={6}>
            {GEAR_ITEMS.map((g) => (
              <Checkbox
                key={g.key}
                label={g.label}
                {...form.getInputProps(g.key, { type: 'checkbox' })}
                onChange={(e) => {
                  form.setFieldValue(g.key, e.currentTarget.checked);
                  form.clearFieldError('gear');
                }}
              />
            ))}
          </SimpleGrid>
        </Input.Wrapper>
        <FileInput
          label={GEAR_LABEL.receipt}
          description={record?.attachmentName ? GEAR_LABEL.receiptCurrent(record.attachmentName) : GEAR_LABEL.receiptHint}
          placeholder={GEAR_LABEL.receiptPlaceholder}
          clearable
          accept="application/pdf,image/*"
          leftSection={<IconPaperclip size={16} />}
          {...form.getInputProps('file')}
        />
        <FormActions saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
