'use client';

import { Checkbox, Fieldset, SimpleGrid } from '@mantine/core';
import { DateField } from '@/components/form/DateField';
import { InlineCheckbox } from './InlineCheckbox';
import { LABEL, SECTION } from '@/lib/i18n/employees';
import type { SectionProps } from './types';

/** Work safety: supervision and its decision, competences, authorization and its expiry. */
export function SafetySection({ form }: SectionProps) {
  const check = (key: Parameters<typeof form.getInputProps>[0]) => form.getInputProps(key, { type: 'checkbox' });
  return (
    <Fieldset legend={SECTION.safety}>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <Checkbox label={LABEL.isCompetentForSafeWork} {...check('isCompetentForSafeWork')} />
        <Checkbox label={LABEL.isCompetentForFireProtection} {...check('isCompetentForFireProtection')} />
        <Checkbox label={LABEL.isCompetentForFirstAid} {...check('isCompetentForFirstAid')} />
        <span />
        <InlineCheckbox label={LABEL.isSupervised} {...check('isSupervised')} />
        <DateField label={LABEL.supervisionDecisionExpirationDate} {...form.getInputProps('supervisionDecisionExpirationDate')} />
        <InlineCheckbox label={LABEL.isAuthorizedForWorkSafety} {...check('isAuthorizedForWorkSafety')} />
        <DateField label={LABEL.authorizationExpirationDate} {...form.getInputProps('authorizationExpirationDate')} />
      </SimpleGrid>
    </Fieldset>
  );
}
