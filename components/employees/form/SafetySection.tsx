'use client';

import { Checkbox } from '@mantine/core';
import { DateField } from '@/components/form/DateField';
import { InlineCheckbox } from './InlineCheckbox';
import { LABEL, SECTION } from '@/lib/i18n/employees';
import { FormSection, checkboxProps } from './FormSection';
import type { SectionProps } from './types';

/** Work safety: supervision and its decision, competences, authorization and its expiry. */
export function SafetySection({ form }: SectionProps) {
  return (
    <FormSection legend={SECTION.safety}>
      <Checkbox label={LABEL.isCompetentForSafeWork} {...checkboxProps(form, 'isCompetentForSafeWork')} />
      <Checkbox label={LABEL.isCompetentForFireProtection} {...checkboxProps(form, 'isCompetentForFireProtection')} />
      <Checkbox label={LABEL.isCompetentForFirstAid} {...checkboxProps(form, 'isCompetentForFirstAid')} />
      <span />
      <InlineCheckbox label={LABEL.isSupervised} {...checkboxProps(form, 'isSupervised')} />
      <DateField label={LABEL.supervisionDecisionExpirationDate} {...form.getInputProps('supervisionDecisionExpirationDate')} />
      <InlineCheckbox label={LABEL.isAuthorizedForWorkSafety} {...checkboxProps(form, 'isAuthorizedForWorkSafety')} />
      <DateField label={LABEL.authorizationExpirationDate} {...form.getInputProps('authorizationExpirationDate')} />
    </FormSection>
  );
}
