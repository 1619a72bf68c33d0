'use client';

import { SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formResolver } from '@/lib/validation/form-resolver';
import { PlaceFields, placeFormValues, type PlaceFormValues } from '@/components/lookups/PlaceFields';
import { contactSchema, type ContactDto } from '@/lib/cooperators/schemas';
import { messages } from '@/lib/i18n/messages';
import { CONTACT_LABELS as L } from '@/lib/i18n/cooperators';
import { FormActions } from '@/components/form/FormActions';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { saveRow } from '@/components/form/save-row';
import { LimitedTextInput } from '@/components/form/LimitedText';

type Values = {
  cooperatorId: number;
  name: string;
  address: string;
  email: string;
  phone: string;
} & PlaceFormValues;

type Props = {
  cooperatorId: number;
  contact?: ContactDto | null;
  canAddCity: boolean;
  onSaved: () => void;
  onCancel: () => void;
};

/** A cooperator's contact: name, address, country and city (with add-city), e-mail, phone. */
export function ContactForm({ cooperatorId, contact, canAddCity, onSaved, onCancel }: Props) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      cooperatorId,
      name: contact?.name ?? '',
      address: contact?.address ?? '',
      ...placeFormValues(contact && { ...contact, country: contact.countryName, city: contact.cityName }),
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
    },
    validate: formResolver(contactSchema),
  });

  const { saving, submit } = useFormSubmit(form, {
    save: async (values) => {
      await saveRow('/api/CooperatorContacts', contact?.id, contactSchema.parse(values));
    },
    savedMessage: messages.contactSaved,
    onSaved,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <LimitedTextInput label={L.name} withAsterisk data-autofocus limit={200} {...form.getInputProps('name')} />
        <LimitedTextInput label={L.address} limit={200} {...form.getInputProps('address')} />
        <PlaceFields form={form} canAddCity={canAddCity} />
        <SimpleGrid cols={2} spacing="sm">
          <LimitedTextInput label={L.email} type="email" limit={200} {...form.getInputProps('email')} />
          <LimitedTextInput label={L.phone} limit={200} {...form.getInputProps('phone')} />
        </SimpleGrid>
        <FormActions saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
