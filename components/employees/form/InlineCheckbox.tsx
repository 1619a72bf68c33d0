'use client';

import { Checkbox, type CheckboxProps } from '@mantine/core';

/** A checkbox in a form grid, centred on the input box of its neighbour (not on its label). */
export function InlineCheckbox(props: CheckboxProps) {
  return <Checkbox {...props} style={{ alignSelf: 'end', marginBottom: 8, ...props.style }} />;
}
