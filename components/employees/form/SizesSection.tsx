'use client';

import { Fieldset, SimpleGrid } from '@mantine/core';
import { LABEL, SECTION } from '@/lib/i18n/employees';
import type { SectionProps } from './types';
import { LimitedTextInput } from '@/components/form/LimitedText';

/** Work clothing sizes (free text: 44, 52, XL). */
export function SizesSection({ form }: SectionProps) {
  return (
    <Fieldset legend={SECTION.sizes}>
      <SimpleGrid cols={3} spacing="sm">
        <LimitedTextInput label={LABEL.workShoesSize} limit={20} {...form.getInputProps('workShoesSize')} />
        <LimitedTextInput label={LABEL.workPantsSize} limit={20} {...form.getInputProps('workPantsSize')} />
        <LimitedTextInput label={LABEL.workJacketSize} limit={20} {...form.getInputProps('workJacketSize')} />
      </SimpleGrid>
    </Fieldset>
  );
}
