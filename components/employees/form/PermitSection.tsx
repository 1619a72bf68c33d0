'use client';

import { Fieldset, SimpleGrid } from '@mantine/core';
import { IsoDateInput } from '@/components/form/IsoDateInput';
import { InlineCheckbox } from './InlineCheckbox';
import { LABEL, SECTION } from '@/lib/i18n/employees';
import type { SectionProps } from './types';

/** Work permit of a foreign worker: expiry and the extension's dates. */
export function PermitSection({ form }: SectionProps) {
  return (
    <Fieldset legend={SECTION.permit}>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <InlineCheckbox label={LABEL.hasWorkingPermission} {...form.getInputProps('hasWorkingPermission', { type: 'checkbox' })} />
        <IsoDateInput label={LABEL.workingPermissionExpirationDate} {...form.getInputProps('workingPermissionExpirationDate')} />
        <IsoDateInput label={LABEL.workingPermissionExtensionRequestDate} {...form.getInputProps('workingPermissionExtensionRequestDate')} />
        <IsoDateInput label={LABEL.workingPermissionExtensionStartDate} {...form.getInputProps('workingPermissionExtensionStartDate')} />
      </SimpleGrid>
    </Fieldset>
  );
}
