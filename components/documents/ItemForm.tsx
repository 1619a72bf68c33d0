'use client';

import { Group, Select, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { FormActions } from '@/components/form/FormActions';
import { LimitedTextarea, LimitedTextInput } from '@/components/form/LimitedText';
import { saveRow } from '@/components/form/save-row';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { ITEM_FIELD_CLEARS, itemFields, itemRequiredFields, type ItemField } from '@/lib/documents/fields';
import { DEFAULT_ITEM_STATUS, itemStatusChoices } from '@/lib/documents/item-statuses';
import { documentItemFormSchema, ITEM_COMMENT_MAX, ITEM_NAME_MAX, type DocumentItemDto } from '@/lib/documents/schemas';
import { itemQuantityError } from '@/lib/documents/stock';
import { isOutgoingType } from '@/lib/documents/types';
import { formatQuantity } from '@/lib/format';
import { DOCUMENT_ITEM_LABELS as L, DOCUMENT_UI_TEXTS as T } from '@/lib/i18n/documents-ui';
import { messages } from '@/lib/i18n/messages';
import { parseDecimalInput } from '@/lib/format';
import { formResolver } from '@/lib/validation/form-resolver';
import { idValue, isZeroStock, projectChoices, toId, type Choice, type DocumentFormOptions } from './options';
import {
  expenseGroupOptions,
  expenseGroupsUrl,
  projectItemOptions,
  projectItemsUrl,
  useApiOptions,
  warehouseItemOptions,
  warehouseItemsUrl,
  type WarehouseItemOption,
} from './use-options';

type IdField = 'projectId' | 'projectItemId' | 'unitOfMeasurementId' | 'statusId' | 'supplierId' | 'warehouseItemId' | 'destinationProjectId' | 'expenseTypeId' | 'expenseGroupId';

type Values = Record<IdField, number | null> & {
  documentId: number;
  name: string;
  quantity: string;
  unitPrice: string;
  comment: string;
  parentItemId: number | null;
};

/** Which dependent lists the role may read (the API refuses the others: §6). */
export type ItemFormReads = { projectItems: boolean; warehouseItems: boolean; expenseGroups: boolean };

type Props = {
  mode: 'create' | 'edit';
  documentId: number;
  typeId: number;
  /** The document's project: a new line starts on it. */
  documentProjectId: number | null;
  documentDestinationProjectId: number | null;
  item: DocumentItemDto | null;
  options: DocumentFormOptions;
  itemStatuses: Choice[];
  reads: ItemFormReads;
  onSaved: () => void;
  onCancel: () => void;
};

const decimalText = (v: string | null | undefined) => (v == null ? '' : formatQuantity(v));

/**
 * The document item form (spec §5): the type's fields and required ones (fields.ts); the
 * warehouse item prefills name, unit and unit price, items without stock are disabled and the
 * quantity of an outgoing line is checked against the stock on hand ("Raspoloživo je"); the
 * expense group waits for an expense type and lists that type's groups; changing the project
 * clears the warehouse item and the project item, changing the expense type the group
 * (ITEM_FIELD_CLEARS).
 */
export function ItemForm({ mode, documentId, typeId, documentProjectId, documentDestinationProjectId, item, options, itemStatuses, reads, onSaved, onCancel }: Props) {
  const fields = itemFields(typeId);
  const required = itemRequiredFields(typeId);
  const has = (f: ItemField) => fields.includes(f);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      documentId,
      projectId: item?.projectId ?? documentProjectId,
      projectItemId: item?.projectItemId ?? null,
      name: item?.name ?? '',
      unitOfMeasurementId: item?.unitOfMeasurementId ?? null,
      quantity: decimalText(item?.quantity),
      unitPrice: decimalText(item?.unitPrice),
      comment: item?.comment ?? '',
      statusId: item?.statusId ?? DEFAULT_ITEM_STATUS,
      supplierId: item?.supplierId ?? null,
      warehouseItemId: item?.warehouseItemId ?? null,
      destinationProjectId: item?.destinationProjectId ?? documentDestinationProjectId,
      expenseTypeId: item?.expenseTypeId ?? null,
      expenseGroupId: item?.expenseGroupId ?? null,
      parentItemId: item?.parentItemId ?? null,
    },
    validate: formResolver(documentItemFormSchema(typeId)),
  });
  const v = form.values;

  const warehouse = useApiOptions(has('warehouseItemId') && reads.warehouseItems && v.projectId ? warehouseItemsUrl(v.projectId) : null, warehouseItemOptions);
  const projectItems = useApiOptions(reads.projectItems && v.projectId ? projectItemsUrl(v.projectId) : null, projectItemOptions);
  const groups = useApiOptions(reads.expenseGroups && v.expenseTypeId ? expenseGroupsUrl(v.expenseTypeId) : null, expenseGroupOptions);

  // The chosen warehouse item (also when the list is not loaded yet: its saved label).
  const chosenStock: WarehouseItemOption | undefined = warehouse.data.find((w) => w.value === idValue(v.warehouseItemId));
  const warehouseData = [
    ...(v.warehouseItemId && !chosenStock && item?.warehouseItemId === v.warehouseItemId
      ? [{ value: String(v.warehouseItemId), label: item.warehouseItem ?? '' }]
      : []),
    ...warehouse.data.map((w) => ({
      value: w.value,
      label: `${w.name} (${formatQuantity(w.quantity) || '0'} ${w.unitOfMeasurement ?? ''})`.trim(),
      // §5: warehouse items with zero quantity are disabled.
      disabled: isZeroStock(w.quantity),
    })),
  ];

  const change = (field: IdField, value: number | null) => {
    form.setFieldValue(field, value);
    for (const cleared of ITEM_FIELD_CLEARS[field] ?? []) form.setFieldValue(cleared as IdField, null);
  };

  const chooseWarehouseItem = (value: string | null) => {
    change('warehouseItemId', toId(value));
    const w = warehouse.data.find((o) => o.value === value);
    if (!w) return;
    // Choosing a warehouse item prefills name, unit and unit price (§5).
    form.setFieldValue('name', w.name);
    if (w.unitOfMeasurementId) form.setFieldValue('unitOfMeasurementId', w.unitOfMeasurementId);
    form.setFieldValue('unitPrice', decimalText(w.unitPrice));
  };

  const stockError = (() => {
    if (!isOutgoingType(typeId) || !chosenStock) return null;
    const requested = parseDecimalInput(v.quantity);
    return requested === null ? null : itemQuantityError(chosenStock.quantity, requested, chosenStock.unitOfMeasurement ?? '');
  })();

  const { saving, submit } = useFormSubmit(form, {
    save: (values) => saveRow('/api/DocumentItems', mode === 'create' ? null : item!.id, mode === 'create' ? values : { ...values, id: item!.id }),
    savedMessage: T.itemSaved,
    onSaved,
  });

  const select = (field: IdField, label: string, data: (Choice & { disabled?: boolean })[], extra: { disabled?: boolean; testId?: string; onChange?: (v: string | null) => void } = {}) => (
    <Select
      label={label}
      withAsterisk={required.includes(field)}
      data={data}
      searchable
      clearable={!required.includes(field)}
      value={idValue(v[field])}
      onChange={extra.onChange ?? ((next) => change(field, toId(next)))}
      error={form.errors[field]}
      disabled={extra.disabled}
      nothingFoundMessage={messages.noOptions}
      data-testid={extra.testId ?? `item-${field}`}
    />
  );

  const warnIcon = (label: string) => (
    <Tooltip label={label}>
      <IconAlertTriangle size={16} color="var(--mantine-color-orange-6)" aria-label={label} />
    </Tooltip>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={2}>
          {select('projectId', L.project, projectChoices(options.projects, v.projectId))}
          {select('projectItemId', L.projectItem, projectItems.data, { disabled: !reads.projectItems || !v.projectId })}
          {has('warehouseItemId') &&
            select('warehouseItemId', L.warehouseItem, warehouseData, { disabled: !reads.warehouseItems || !v.projectId, onChange: chooseWarehouseItem })}
          {has('destinationProjectId') && select('destinationProjectId', L.destinationProject, projectChoices(options.projects, v.destinationProjectId))}
          <LimitedTextInput label={L.name} withAsterisk limit={ITEM_NAME_MAX} {...form.getInputProps('name')} data-testid="item-name" />
          {select('unitOfMeasurementId', L.unitOfMeasurement, options.units)}
          <TextInput
            label={L.quantity}
            withAsterisk
            inputMode="decimal"
            {...form.getInputProps('quantity')}
            error={form.errors.quantity ?? stockError}
            description={chosenStock ? T.available(formatQuantity(chosenStock.quantity) || '0', chosenStock.unitOfMeasurement ?? '') : undefined}
            data-testid="item-quantity"
          />
          <TextInput label={L.unitPrice} withAsterisk={required.includes('unitPrice')} inputMode="decimal" {...form.getInputProps('unitPrice')} data-testid="item-unitPrice" />
          {has('statusId') && select('statusId', L.status, itemStatuses.filter((s) => (itemStatusChoices(typeId) as readonly number[]).includes(Number(s.value))))}
          {has('supplierId') && select('supplierId', L.supplier, options.suppliers)}
          {select('expenseTypeId', L.expenseType, options.expenseTypes)}
          {/* §5: the group is chosen only after an expense type, among that type's groups. */}
          {select('expenseGroupId', L.expenseGroup, groups.data, { disabled: !v.expenseTypeId || !reads.expenseGroups })}
        </SimpleGrid>
        {(has('warehouseItemId') && !v.warehouseItemId) || (has('destinationProjectId') && !v.destinationProjectId) ? (
          <Group gap="xs">
            {has('warehouseItemId') && !v.warehouseItemId && warnIcon(T.noWarehouseItem)}
            {has('destinationProjectId') && !v.destinationProjectId && warnIcon(T.noDestination)}
            <Text size="sm" c="dimmed">
              {[has('warehouseItemId') && !v.warehouseItemId ? T.noWarehouseItem : null, has('destinationProjectId') && !v.destinationProjectId ? T.noDestination : null]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Group>
        ) : null}
        <LimitedTextarea label={L.comment} limit={ITEM_COMMENT_MAX} autosize minRows={2} {...form.getInputProps('comment')} />
        <FormActions saving={saving} onCancel={onCancel} submitDisabled={!!stockError} />
      </Stack>
    </form>
  );
}
