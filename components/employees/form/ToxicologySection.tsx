'use client';

import { Checkbox } from '@mantine/core';
import { DateField } from '@/components/form/DateField';
import { InlineCheckbox } from './InlineCheckbox';
import { LABEL, SECTION } from '@/lib/i18n/employees';
import { FormSection, checkboxProps } from './FormSection';
import type { SectionProps } from './types';

/** Toxicology (work with hazardous chemicals): competent, responsible, executant, expiry. */
export function ToxicologySection({ form }: SectionProps) {
  return (
    <FormSection legend={SECTION.toxicology}>
      <Checkbox label={LABEL.isCompetentForToxicology} {...checkboxProps(form, 'isCompetentForToxicology')} />
      <Checkbox label={LABEL.isResponsibleForToxicology} {...checkboxProps(form, 'isResponsibleForToxicology')} />
      <InlineCheckbox label={LABEL.isExecutantForToxicology} {...checkboxProps(form, 'isExecutantForToxicology')} />
      <DateField label={LABEL.toxicologyExpirationDate} {...form.getInputProps('toxicologyExpirationDate')} />
    </FormSection>
  );
}
