'use client';

import { Fieldset, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EmployeeFormApi } from './types';

type Props = {
  legend: string;
  /** The fields in two columns. */
  children: ReactNode;
  /** A full-width field under the columns (notes, photo address). */
  after?: ReactNode;
};

/** One fieldset of the employee form: its fields in two columns, a full-width one under them. */
export function FormSection({ legend, children, after }: Props) {
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        {children}
      </SimpleGrid>
      {after}
    </Fieldset>
  );
}

/** A flag's input props (checked and onChange). */
export const checkboxProps = (form: EmployeeFormApi, key: Parameters<EmployeeFormApi['getInputProps']>[0]) =>
  form.getInputProps(key, { type: 'checkbox' });
