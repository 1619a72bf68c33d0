'use client';

import { Checkbox, Fieldset, SimpleGrid } from '@mantine/core';
import { DateField } from '@/components/form/DateField';
import { InlineCheckbox } from './InlineCheckbox';
import { LABEL, SECTION } from '@/lib/i18n/employees';
import type { SectionProps } from './types';

/** Toxicology (work with hazardous chemicals): competent, responsible, executant, expiry. */
export function ToxicologySection({ form }: SectionProps) {
  const check = (key: Parameters<typeof form.getInputProps>[0]) => form.getInputProps(key, { type: 'checkbox' });
  return (
    <Fieldset legend={SECTION.toxicology}>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <Checkbox label={LABEL.isCompetentForToxicology} {...check('isCompetentForToxicology')} />
        <Checkbox label={LABEL.isResponsibleForToxicology} {...check('isResponsibleForToxicology')} />
        <InlineCheckbox label={LABEL.isExecutantForToxicology} {...check('isExecutantForToxicology')} />
        <DateField label={LABEL.toxicologyExpirationDate} {...form.getInputProps('toxicologyExpirationDate')} />
      </SimpleGrid>
    </Fieldset>
  );
}
