'use client';

import { DateField } from '@/components/form/DateField';
import { InlineCheckbox } from './InlineCheckbox';
import { LABEL, SECTION } from '@/lib/i18n/employees';
import { FormSection, checkboxProps } from './FormSection';
import type { SectionProps } from './types';

/** Work permit of a foreign worker: expiry and the extension's dates. */
export function PermitSection({ form }: SectionProps) {
  return (
    <FormSection legend={SECTION.permit}>
      <InlineCheckbox label={LABEL.hasWorkingPermission} {...checkboxProps(form, 'hasWorkingPermission')} />
      <DateField label={LABEL.workingPermissionExpirationDate} {...form.getInputProps('workingPermissionExpirationDate')} />
      <DateField label={LABEL.workingPermissionExtensionRequestDate} {...form.getInputProps('workingPermissionExtensionRequestDate')} />
      <DateField label={LABEL.workingPermissionExtensionStartDate} {...form.getInputProps('workingPermissionExtensionStartDate')} />
    </FormSection>
  );
}
