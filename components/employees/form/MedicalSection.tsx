'use client';

import { Fieldset, SimpleGrid } from '@mantine/core';
import { DateField } from '@/components/form/DateField';
import { InlineCheckbox } from './InlineCheckbox';
import { LABEL, SECTION } from '@/lib/i18n/employees';
import type { SectionProps } from './types';
import { LimitedTextInput, LimitedTextarea } from '@/components/form/LimitedText';

/** Medical examination: required or not, expiry, who examined, the point list and notes. */
export function MedicalSection({ form }: SectionProps) {
  return (
    <Fieldset legend={SECTION.medical}>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <InlineCheckbox
          label={LABEL.isMedicalExaminationRequired}
          {...form.getInputProps('isMedicalExaminationRequired', { type: 'checkbox' })}
        />
        <DateField label={LABEL.medicalExaminationExpirationDate} {...form.getInputProps('medicalExaminationExpirationDate')} />
        <LimitedTextInput label={LABEL.medicalExaminationBy} limit={200} {...form.getInputProps('medicalExaminationBy')} />
        <LimitedTextInput label={LABEL.pointList} placeholder="npr. 1.2, 3.1" limit={200} {...form.getInputProps('pointList')} />
      </SimpleGrid>
      <LimitedTextarea mt="xs" label={LABEL.medicalExaminationNotes} autosize minRows={2} limit={2000} {...form.getInputProps('medicalExaminationNotes')} />
    </Fieldset>
  );
}
