'use client';

import { DateInput, type DateInputProps } from '@mantine/dates';
import { useState } from 'react';
import { isoDateToPicked, pickedDateToIso } from '@/lib/format';

type Props = Omit<DateInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** 'YYYY-MM-DD' or '' (the exchange form the zod schemas and the API use). */
  value?: string | null;
  onChange: (value: string) => void;
};

/**
 * Mantine's DateInput over 'YYYY-MM-DD' strings, so forms hold exactly what the API takes
 * (no Date in form state, no time-zone shift). Shown and typed as 22.11.2026. (theme default).
 * Escape with the calendar open closes only the calendar, not the drawer around the form.
 */
export function IsoDateInput({ value, onChange, popoverProps, ...rest }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <DateInput
      clearable
      {...rest}
      data-mantine-stop-propagation={open || undefined}
      popoverProps={{
        ...popoverProps,
        onOpen: () => {
          setOpen(true);
          popoverProps?.onOpen?.();
        },
        onClose: () => {
          setOpen(false);
          popoverProps?.onClose?.();
        },
      }}
      value={isoDateToPicked(value ?? '')}
      onChange={(date) => onChange(pickedDateToIso(date))}
    />
  );
}
