'use client';

import { Alert, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DateField } from '@/components/form/DateField';
import { FormActions } from '@/components/form/FormActions';
import { LimitedTextarea, LimitedTextInput } from '@/components/form/LimitedText';
import { saveRow } from '@/components/form/save-row';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { documentRequiredFields, documentTypeFields } from '@/lib/documents/fields';
import { documentFormSchema, DOCUMENT_CODE_MAX, DOCUMENT_COMMENT_MAX, RECEIPT_CODE_MAX, type DocumentDto } from '@/lib/documents/schemas';
import { formatMoney } from '@/lib/format';
import { DOCUMENT_LABELS as L, DOCUMENT_UI_TEXTS as T } from '@/lib/i18n/documents-ui';
import { messages } from '@/lib/i18n/messages';
import { formResolver } from '@/lib/validation/form-resolver';
import { idValue, projectChoices, toId, type DocumentFormOptions } from './options';

type Values = {
  documentTypeId: number;
  code: string;
  projectId: number | null;
  destinationProjectId: number | null;
  supplierId: number | null;
  deadlineDate: string;
  receiptCode: string;
  receiptAmount: string;
  currency: string;
  comment: string;
};

type Props = {
  mode: 'create' | 'edit';
  typeId: number;
  roleId: number;
  document: DocumentDto | null;
  warehouseItemIds?: number[];
  options: DocumentFormOptions;
  onSaved: (id: number) => void;
  onCancel: () => void;
};

/**
 * The document form of one type (spec §5): project, currency and comment always, the type's own
 * fields (fields.ts), the required ones by type and role (the supplier of an Order, a
 * SiteManager's project). The code may stay empty: the server assigns the next one on save.
 */
export function DocumentForm({ mode, typeId, roleId, document: d, warehouseItemIds = [], options, onSaved, onCancel }: Props) {
  const fields = documentTypeFields(typeId);
  const required = documentRequiredFields(typeId, roleId);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      documentTypeId: typeId,
      code: d?.code ?? '',
      projectId: d?.projectId ?? null,
      destinationProjectId: d?.destinationProjectId ?? null,
      supplierId: d?.supplierId ?? null,
      deadlineDate: d?.deadlineDate ?? '',
      receiptCode: d?.receiptCode ?? '',
      receiptAmount: d?.receiptAmount ? formatMoney(d.receiptAmount) : '',
      currency: d?.currency ?? 'EUR',
      comment: d?.comment ?? '',
    },
    validate: formResolver(documentFormSchema(roleId)),
  });

  const { saving, submit } = useFormSubmit(form, {
    save: (values) =>
      saveRow<{ id: number }>('/api/Documents', mode === 'create' ? null : d!.id, mode === 'create' ? { ...values, warehouseItemIds } : { ...values, id: d!.id }),
    savedMessage: T.saved,
    onSaved: (saved) => onSaved(saved?.id ?? d?.id ?? 0),
  });

  const idSelect = (name: 'projectId' | 'destinationProjectId' | 'supplierId', label: string, data: { value: string; label: string }[], testId: string) => (
    <Select
      label={label}
      withAsterisk={(required as readonly string[]).includes(name)}
      data={data}
      searchable
      clearable
      value={idValue(form.values[name])}
      onChange={(v) => form.setFieldValue(name, toId(v))}
      error={form.errors[name]}
      nothingFoundMessage={messages.noOptions}
      data-testid={testId}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {mode === 'create' && warehouseItemIds.length > 0 && (
          <Alert color="blue" data-testid="document-from-warehouse-items">
            {T.fromWarehouseItems(warehouseItemIds.length)}
          </Alert>
        )}
        <SimpleGrid cols={2}>
          <LimitedTextInput label={L.code} description={mode === 'create' ? T.codeHint : undefined} limit={DOCUMENT_CODE_MAX} {...form.getInputProps('code')} data-testid="document-code" />
          {idSelect('projectId', L.project, projectChoices(options.projects, form.values.projectId), 'document-project')}
          {fields.includes('destinationProjectId') &&
            idSelect('destinationProjectId', L.destinationProject, projectChoices(options.projects, form.values.destinationProjectId), 'document-destination')}
          {fields.includes('supplierId') && idSelect('supplierId', L.supplier, options.suppliers, 'document-supplier')}
          {fields.includes('deadlineDate') && (
            <DateField label={L.deadlineDate} value={form.values.deadlineDate} onChange={(v) => form.setFieldValue('deadlineDate', v)} error={form.errors.deadlineDate} />
          )}
          {fields.includes('receiptCode') && <LimitedTextInput label={L.receiptCode} limit={RECEIPT_CODE_MAX} {...form.getInputProps('receiptCode')} />}
          {fields.includes('receiptAmount') && <TextInput label={L.receiptAmount} inputMode="decimal" {...form.getInputProps('receiptAmount')} />}
          <TextInput label={L.currency} maxLength={3} {...form.getInputProps('currency')} />
        </SimpleGrid>
        <LimitedTextarea label={L.comment} limit={DOCUMENT_COMMENT_MAX} autosize minRows={2} {...form.getInputProps('comment')} />
        <FormActions saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
