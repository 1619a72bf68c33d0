'use client';

import { Fieldset, Stack } from '@mantine/core';
import { PlaceFields } from '@/components/lookups/PlaceFields';
import { LABEL, SECTION } from '@/lib/i18n/employees';
import type { SectionProps } from './types';
import { LimitedTextInput } from '@/components/form/LimitedText';

/** Residence (required) and temporary address (optional), each with its country and city. */
export function AddressSection({ form, canAddCity }: SectionProps & { canAddCity: boolean }) {
  return (
    <>
      <Fieldset legend={SECTION.residence}>
        <Stack gap="xs">
          <LimitedTextInput label={LABEL.address} withAsterisk limit={200} {...form.getInputProps('address')} />
          <PlaceFields form={form} canAddCity={canAddCity} required />
        </Stack>
      </Fieldset>
      <Fieldset legend={SECTION.temporary}>
        <Stack gap="xs">
          <LimitedTextInput label={LABEL.temporaryAddress} limit={200} {...form.getInputProps('temporaryAddress')} />
          <PlaceFields form={form} prefix="temporary" canAddCity={canAddCity} />
        </Stack>
      </Fieldset>
    </>
  );
}
