'use client';

import { Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useRef } from 'react';
import { IconCalendar } from '@tabler/icons-react';
import { formatDate, isoDateToPicked, parseDateInput, pickedDateToIso } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { useTypedDate } from './use-typed-date';

export type DateFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** 'YYYY-MM-DD' or '' (the exchange form of the zod schemas and the API); see below for typos. */
  value?: string | null;
  onChange: (value: string) => void;
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
export function DateField({
  value,
  onChange,
  error,
  clearable = true,
  disabled,
  readOnly,
  onFocus,
  onBlur,
  rightSection,
  placeholder = messages.datePlaceholder,
  ...rest
}: DateFieldProps) {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const { text, parsed: picked, month, setMonth, calendar, type, choose, focus, leave, clear, error: shownError } = useTypedDate({
    value,
    onChange,
    display,
    parse: parseDateInput,
    format: formatDate,
    monthOf: isoDateToPicked,
    clearable,
    disabled,
    readOnly,
    error,
    dropdownRef,
  });

  return (
    <Popover opened={calendar.opened} onChange={(o) => !o && calendar.close()} position="bottom-start" trapFocus={false} withRoles={false}>
      <Popover.Target>
        <TextInput
          {...rest}
          {...calendar.inputProps}
          autoComplete="off"
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readOnly}
          value={text}
          onChange={(e) => type(e.currentTarget.value)}
          onFocus={(e) => {
            focus();
            onFocus?.(e);
          }}
          onBlur={(e) => {
            leave();
            onBlur?.(e);
          }}
          error={shownError}
          leftSection={<IconCalendar size={16} stroke={1.5} />}
          rightSection={rightSection ?? clear}
        />
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
