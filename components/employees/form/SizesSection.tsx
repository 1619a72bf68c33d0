'use client';

import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { LABEL, SECTION } from '@/lib/i18n/employees';
import type { SectionProps } from './types';

/** Work clothing sizes (free text: 44, 52, XL). */
export function SizesSection({ form }: SectionProps) {
  return (
    <Fieldset legend={SECTION.sizes}>
      <SimpleGrid cols={3} spacing="sm">
        <TextInput label={LABEL.workShoesSize} maxLength={20} {...form.getInputProps('workShoesSize')} />
        <TextInput label={LABEL.workPantsSize} maxLength={20} {...form.getInputProps('workPantsSize')} />
        <TextInput label={LABEL.workJacketSize} maxLength={20} {...form.getInputProps('workJacketSize')} />
      </SimpleGrid>
    </Fieldset>
  );
}
