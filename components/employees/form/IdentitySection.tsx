'use client';

import { Select, TextInput } from '@mantine/core';
import { DateField } from '@/components/form/DateField';
import { LABEL, SECTION } from '@/lib/i18n/employees';
import { FormSection } from './FormSection';
import type { SectionProps, SelectOption } from './types';
import { LimitedTextInput } from '@/components/form/LimitedText';

/** Identity and contact: name, surname, OIB, ID number, birth date, gender, e-mail, phone, photo. */
export function IdentitySection({ form, genders }: SectionProps & { genders: SelectOption[] }) {
  return (
    <FormSection
      legend={SECTION.identity}
      after={<TextInput mt="xs" label={LABEL.photo} placeholder="https://" type="url" {...form.getInputProps('photo')} />}
    >
      <LimitedTextInput label={LABEL.name} withAsterisk data-autofocus limit={200} {...form.getInputProps('name')} />
      <LimitedTextInput label={LABEL.surname} withAsterisk limit={200} {...form.getInputProps('surname')} />
      <TextInput label={LABEL.oib} withAsterisk inputMode="numeric" {...form.getInputProps('oib')} />
      <LimitedTextInput label={LABEL.identificationNumber} limit={50} {...form.getInputProps('identificationNumber')} />
      <DateField label={LABEL.birthDate} withAsterisk {...form.getInputProps('birthDate')} />
      <Select label={LABEL.gender} withAsterisk data={genders} allowDeselect={false} {...form.getInputProps('genderId')} />
      <LimitedTextInput label={LABEL.email} type="email" limit={200} {...form.getInputProps('email')} />
      <LimitedTextInput label={LABEL.phone} withAsterisk type="tel" limit={200} {...form.getInputProps('phone')} />
    </FormSection>
  );
}
