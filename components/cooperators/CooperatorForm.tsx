'use client';

import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formResolver } from '@/lib/validation/form-resolver';
import { PlaceFields, placeFormValues, type PlaceFormValues } from '@/components/lookups/PlaceFields';
import { cooperatorSchema, type CooperatorDto } from '@/lib/cooperators/schemas';
import { messages } from '@/lib/i18n/messages';
import { COOPERATOR_LABELS as L } from '@/lib/i18n/cooperators';
import { FormActions } from '@/components/form/FormActions';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { saveRow } from '@/components/form/save-row';
import { LimitedTextInput } from '@/components/form/LimitedText';

export type SelectOption = { value: string; label: string };

type Values = {
  name: string;
  oib: string;
  personTypeId: string | null;
  associateTypeId: string | null;
  mbg: string;
  mb: string;
  iban: string;
  address: string;
  zip: string;
  email: string;
  phone: string;
  web: string;
} & PlaceFormValues;

type Props = {
  cooperator?: CooperatorDto | null;
  personTypes: SelectOption[];
  associateTypes: SelectOption[];
  canAddCity: boolean;
  onSaved: (id: number) => void;
  onCancel: () => void;
};

const initialValues = (c?: CooperatorDto | null): Values => ({
  name: c?.name ?? '',
  oib: c?.oib ?? '',
  personTypeId: c ? String(c.personTypeId) : null,
  associateTypeId: c ? String(c.associateTypeId) : null,
  mbg: c?.mbg ?? '',
  mb: c?.mb ?? '',
  iban: c?.iban ?? '',
  address: c?.address ?? '',
  zip: c?.zip ?? '',
  ...placeFormValues(c),
  email: c?.email ?? '',
  phone: c?.phone ?? '',
  web: c?.web ?? '',
});

/** Create and edit form of a cooperator: every field of the spec, the same zod rules as the API. */
export function CooperatorForm({ cooperator, personTypes, associateTypes, canAddCity, onSaved, onCancel }: Props) {
  const form = useForm<Values>({ mode: 'controlled', initialValues: initialValues(cooperator), validate: formResolver(cooperatorSchema) });

  const { saving, submit } = useFormSubmit(form, {
    save: async (values) => {
      return await saveRow<{ id: number }>('/api/Cooperators', cooperator?.id, cooperatorSchema.parse(values));
    },
    savedMessage: messages.cooperatorSaved,
    onSaved: (saved) => onSaved(saved.id),
  });

  const text = (key: keyof Values, label: string, max = 200) => (
    <LimitedTextInput label={label} limit={max} {...form.getInputProps(key)} />
  );
  const codebook = (key: keyof Values, label: string, data: SelectOption[]) => (
    <Select label={label} withAsterisk data={data} allowDeselect={false} nothingFoundMessage={messages.noOptions} {...form.getInputProps(key)} />
  );
  // Identifiers have length and check-digit rules of their own (OIB mora imati 11 znamenaka, ...).
  const identifier = (key: keyof Values, label: string) => <TextInput label={label} {...form.getInputProps(key)} />;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <LimitedTextInput label={L.name} withAsterisk data-autofocus limit={200} {...form.getInputProps('name')} />
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          {codebook('personTypeId', L.personType, personTypes)}
          {codebook('associateTypeId', L.associateType, associateTypes)}
          {identifier('oib', L.oib)}
          {identifier('mbg', L.mbg)}
          {identifier('mb', L.mb)}
          {identifier('iban', L.iban)}
          {text('address', L.address)}
          {text('zip', L.zip)}
        </SimpleGrid>
        <PlaceFields form={form} canAddCity={canAddCity} />
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          <LimitedTextInput label={L.email} type="email" limit={200} {...form.getInputProps('email')} />
          {text('phone', L.phone)}
        </SimpleGrid>
        {text('web', L.web)}
        <FormActions saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
