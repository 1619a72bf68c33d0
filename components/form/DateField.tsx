'use client';

import { Popover, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useRef } from 'react';
import { IconCalendar } from '@tabler/icons-react';
import { formatDate, isoDateToPicked, parseDateInput, pickedDateToIso } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { useTypedDate, type TypedDateProps } from './use-typed-date';

export type DateFieldProps = TypedDateProps & {
  /** 'YYYY-MM-DD' or '' (the exchange form of the zod schemas and the API); see below for typos. */
  value?: string | null;
  /** Shows a clear button when there is a value (default true). */
  clearable?: boolean;
};

/** What the field shows for a form value: a real day as 22.11.2026., anything else as is. */
function display(value: string): string {
  const iso = parseDateInput(value);
  return iso && /^\d{4}-/.test(value) ? formatDate(iso) : value;
}

/**
 * THE date input of the app. The user types D.M.YYYY (with or without the final dot and leading
 * zeros) or picks a day in the calendar; the form holds 'YYYY-MM-DD'. A text that is not a real
 * date (31.02.1990., 5.11.) goes to the form as typed, so the schema refuses it with
 * "Neispravan datum" and nothing is saved; the field shows that message as soon as it is left.
 * Nothing is ever rolled over to another day, and what was typed is never silently replaced.
 */
export function DateField(props: DateFieldProps) {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const { inputProps, parsed: picked, month, setMonth, calendar, choose } = useTypedDate(props, {
    display,
    parse: parseDateInput,
    format: formatDate,
    monthOf: isoDateToPicked,
    clearable: true,
    placeholder: messages.datePlaceholder,
    dropdownRef,
  });

  return (
    <Popover opened={calendar.opened} onChange={(o) => !o && calendar.close()} position="bottom-start" trapFocus={false} withRoles={false}>
      <Popover.Target>
        <TextInput {...inputProps} leftSection={<IconCalendar size={16} stroke={1.5} />} />
      </Popover.Target>
      <Popover.Dropdown ref={dropdownRef} onMouseDown={(e) => e.preventDefault()} data-dates-dropdown>
        <DatePicker
          value={isoDateToPicked(picked)}
          onChange={(date) => {
            choose(pickedDateToIso(date));
            calendar.close();
          }}
          date={month ?? isoDateToPicked(picked) ?? new Date()}
          onDateChange={setMonth}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
