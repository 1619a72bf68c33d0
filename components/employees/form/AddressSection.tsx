'use client';

import { Fieldset, Stack } from '@mantine/core';
import { CountryCitySelect, type PlaceValue } from '@/components/lookups/CountryCitySelect';
import { LABEL, SECTION } from '@/lib/i18n/employees';
import type { SectionProps } from './types';
import { LimitedTextInput } from '@/components/form/LimitedText';

/** Residence (required) and temporary address (optional), each with its country and city. */
export function AddressSection({ form, canAddCity }: SectionProps & { canAddCity: boolean }) {
  const v = form.values;
  const residence: PlaceValue = { countryId: v.countryId, countryName: v.countryName, cityId: v.cityId, cityName: v.cityName };
  const temporary: PlaceValue = {
    countryId: v.temporaryCountryId,
    countryName: v.temporaryCountryName,
    cityId: v.temporaryCityId,
    cityName: v.temporaryCityName,
  };
  return (
    <>
      <Fieldset legend={SECTION.residence}>
        <Stack gap="xs">
          <LimitedTextInput label={LABEL.address} withAsterisk limit={200} {...form.getInputProps('address')} />
          <CountryCitySelect
            required
            canAddCity={canAddCity}
            value={residence}
            onChange={(p) => form.setValues({ countryId: p.countryId, countryName: p.countryName ?? null, cityId: p.cityId, cityName: p.cityName ?? null })}
            errors={{ countryId: form.errors.countryId, cityId: form.errors.cityId }}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={SECTION.temporary}>
        <Stack gap="xs">
          <LimitedTextInput label={LABEL.temporaryAddress} limit={200} {...form.getInputProps('temporaryAddress')} />
          <CountryCitySelect
            canAddCity={canAddCity}
            value={temporary}
            onChange={(p) =>
              form.setValues({
                temporaryCountryId: p.countryId,
                temporaryCountryName: p.countryName ?? null,
                temporaryCityId: p.cityId,
                temporaryCityName: p.cityName ?? null,
              })
            }
            errors={{ countryId: form.errors.temporaryCountryId, cityId: form.errors.temporaryCityId }}
          />
        </Stack>
      </Fieldset>
    </>
  );
}
