'use client';

import { Fieldset, SimpleGrid } from '@mantine/core';
import { DateField } from '@/components/form/DateField';
import { InlineCheckbox } from './InlineCheckbox';
import { LABEL, SECTION } from '@/lib/i18n/employees';
import type { SectionProps } from './types';

/** Work permit of a foreign worker: expiry and the extension's dates. */
export function PermitSection({ form }: SectionProps) {
  return (
    <Fieldset legend={SECTION.permit}>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <InlineCheckbox label={LABEL.hasWorkingPermission} {...form.getInputProps('hasWorkingPermission', { type: 'checkbox' })} />
        <DateField label={LABEL.workingPermissionExpirationDate} {...form.getInputProps('workingPermissionExpirationDate')} />
        <DateField label={LABEL.workingPermissionExtensionRequestDate} {...form.getInputProps('workingPermissionExtensionRequestDate')} />
        <DateField label={LABEL.workingPermissionExtensionStartDate} {...form.getInputProps('workingPermissionExtensionStartDate')} />
      </SimpleGrid>
    </Fieldset>
  );
}
