'use client';

import { Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DateField } from '@/components/form/DateField';
import { LABEL, SECTION } from '@/lib/i18n/employees';
import type { SectionProps, SelectOption } from './types';

/** Identity and contact: name, surname, OIB, ID number, birth date, gender, e-mail, phone, photo. */
export function IdentitySection({ form, genders }: SectionProps & { genders: SelectOption[] }) {
  return (
    <Fieldset legend={SECTION.identity}>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <TextInput label={LABEL.name} withAsterisk data-autofocus maxLength={200} {...form.getInputProps('name')} />
        <TextInput label={LABEL.surname} withAsterisk maxLength={200} {...form.getInputProps('surname')} />
        <TextInput label={LABEL.oib} withAsterisk inputMode="numeric" maxLength={16} {...form.getInputProps('oib')} />
        <TextInput label={LABEL.identificationNumber} maxLength={50} {...form.getInputProps('identificationNumber')} />
        <DateField label={LABEL.birthDate} withAsterisk {...form.getInputProps('birthDate')} />
        <Select label={LABEL.gender} withAsterisk data={genders} allowDeselect={false} {...form.getInputProps('genderId')} />
        <TextInput label={LABEL.email} type="email" maxLength={200} {...form.getInputProps('email')} />
        <TextInput label={LABEL.phone} withAsterisk type="tel" maxLength={200} {...form.getInputProps('phone')} />
      </SimpleGrid>
      <TextInput mt="xs" label={LABEL.photo} placeholder="https://" type="url" {...form.getInputProps('photo')} />
    </Fieldset>
  );
}
