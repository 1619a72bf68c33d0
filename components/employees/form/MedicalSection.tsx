'use client';

import { DateField } from '@/components/form/DateField';
import { InlineCheckbox } from './InlineCheckbox';
import { LABEL, SECTION } from '@/lib/i18n/employees';
import { FormSection, checkboxProps } from './FormSection';
import type { SectionProps } from './types';
import { LimitedTextInput, LimitedTextarea } from '@/components/form/LimitedText';

/** Medical examination: required or not, expiry, who examined, the point list and notes. */
export function MedicalSection({ form }: SectionProps) {
  return (
    <FormSection
      legend={SECTION.medical}
      after={<LimitedTextarea mt="xs" label={LABEL.medicalExaminationNotes} autosize minRows={2} limit={2000} {...form.getInputProps('medicalExaminationNotes')} />}
    >
      <InlineCheckbox label={LABEL.isMedicalExaminationRequired} {...checkboxProps(form, 'isMedicalExaminationRequired')} />
      <DateField label={LABEL.medicalExaminationExpirationDate} {...form.getInputProps('medicalExaminationExpirationDate')} />
      <LimitedTextInput label={LABEL.medicalExaminationBy} limit={200} {...form.getInputProps('medicalExaminationBy')} />
      <LimitedTextInput label={LABEL.pointList} placeholder="npr. 1.2, 3.1" limit={200} {...form.getInputProps('pointList')} />
    </FormSection>
  );
}
