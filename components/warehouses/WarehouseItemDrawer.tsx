'use client';

import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import Link from 'next/link';
import { DetailActions } from '@/components/detail/DetailActions';
import { DetailField } from '@/components/detail/DetailField';
import { useDrawerLinks, type DrawerMode } from '@/components/drawer/EntityDrawer';
import { FormDrawer } from '@/components/drawer/FormDrawer';
import { FormActions } from '@/components/form/FormActions';
import { LimitedTextarea, LimitedTextInput } from '@/components/form/LimitedText';
import { saveRow } from '@/components/form/save-row';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { formatMoney, formatQuantity } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { WAREHOUSE_ITEM_LABELS as L, WAREHOUSE_TEXTS as T } from '@/lib/i18n/warehouses';
import { formResolver } from '@/lib/validation/form-resolver';
import { WAREHOUSE_ITEM_DESCRIPTION_MAX, warehouseItemSchema, type WarehouseItemDto } from '@/lib/warehouses/schemas';

/** The edit form: name (required, ≤ 200) and description; the stock fields are not editable (§5). */
function WarehouseItemForm({ item, onSaved, onCancel }: { item: WarehouseItemDto; onSaved: () => void; onCancel: () => void }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: item.name, description: item.description ?? '' },
    validate: formResolver(warehouseItemSchema),
  });
  const { saving, submit } = useFormSubmit(form, {
    save: async (values) => {
      await saveRow('/api/WarehouseItems', item.id, values);
    },
    savedMessage: messages.warehouseItemSaved,
    onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <LimitedTextInput label={L.name} withAsterisk data-autofocus limit={200} {...form.getInputProps('name')} />
        <LimitedTextarea label={L.description} autosize minRows={3} limit={WAREHOUSE_ITEM_DESCRIPTION_MAX} {...form.getInputProps('description')} />
        <FormActions saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

type Props = { mode: DrawerMode; item: WarehouseItemDto | null; canUpdate: boolean };

/** /warehouse-items/{id} and /{id}/edit. */
export function WarehouseItemDrawer({ mode, item, canUpdate }: Props) {
  const links = useDrawerLinks('/warehouse-items');
  return (
    <FormDrawer
      mode={mode}
      record={item}
      titles={{ create: T.readTitle, read: T.readTitle, edit: T.editTitle }}
      closeHref={links.list}
      readHref={links.read}
      read={({ record }) => (
        <Stack>
          <SimpleGrid cols={2} spacing="md">
            <DetailField label={L.name}>{record.name}</DetailField>
            <DetailField label={L.project}>{record.projectName}</DetailField>
            <DetailField label={L.sourceDocument}>
              {record.sourceDocumentItemDocumentId ? (
                <Anchor component={Link} href={`/documents/${record.sourceDocumentItemDocumentId}`}>
                  {record.sourceDocumentItemDocumentCode}
                </Anchor>
              ) : null}
            </DetailField>
            <DetailField label={L.supplier}>{record.supplier}</DetailField>
            <DetailField label={L.quantity}>{`${formatQuantity(record.quantity)} ${record.unitOfMeasurement}`}</DetailField>
            <DetailField label={L.unitPrice}>{formatMoney(record.unitPrice)}</DetailField>
            <DetailField label={L.totalPrice}>{formatMoney(record.totalPrice)}</DetailField>
          </SimpleGrid>
          <DetailField label={L.description} multiline>
            {record.description}
          </DetailField>
          <DetailActions onDelete={null} editHref={canUpdate ? links.edit(record.id) : null} />
        </Stack>
      )}
      form={(s) => (s.record ? <WarehouseItemForm item={s.record} onSaved={() => s.saved(links.read(s.record!.id))} onCancel={s.cancel} /> : null)}
    />
  );
}
