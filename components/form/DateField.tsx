'use client';

import { CloseButton, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { formatDate, isoDateToPicked, parseDateInput, pickedDateToIso } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { useCalendarPopover } from './use-calendar-popover';

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
  const current = value ?? '';
  const [text, setText] = useState(() => display(current));
  // The last value this field sent: any other value came from outside (reset, copy) and is shown.
  const [sent, setSent] = useState(current);
  if (current !== sent) {
    setSent(current);
    setText(display(current));
  }
  const [left, setLeft] = useState(false);
  const picked = parseDateInput(text);
  const [month, setMonth] = useState<Date | null>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const calendar = useCalendarPopover({ disabled: disabled || readOnly, dropdownRef });

  const send = (next: string) => {
    setSent(next);
    onChange(next);
  };
  const type = (next: string) => {
    setText(next);
    setLeft(false);
    const iso = parseDateInput(next);
    if (iso) setMonth(isoDateToPicked(iso));
    send(next.trim() === '' ? '' : (iso ?? next.trim()));
  };
  const pick = (date: Date | null) => {
    const iso = pickedDateToIso(date);
    setText(iso ? formatDate(iso) : '');
    setLeft(false);
    send(iso);
    calendar.close();
  };

  const invalid = text.trim() !== '' && !picked;
  const clear =
    clearable && text && !disabled && !readOnly ? (
      <CloseButton size="sm" tabIndex={-1} aria-label={messages.clear} onMouseDown={(e) => e.preventDefault()} onClick={() => type('')} />
    ) : null;

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
            setMonth(null); // the calendar opens on the field's month
            calendar.open();
            onFocus?.(e);
          }}
          onBlur={(e) => {
            calendar.close();
            setLeft(true);
            if (picked) setText(formatDate(picked)); // 5.11.2026 -> 05.11.2026.
            onBlur?.(e);
          }}
          error={error || (left && invalid ? messages.invalidDate : undefined)}
          leftSection={<IconCalendar size={16} stroke={1.5} />}
          rightSection={rightSection ?? clear}
        />
      </Popover.Target>
      <Popover.Dropdown ref={dropdownRef} onMouseDown={(e) => e.preventDefault()} data-dates-dropdown>
        <DatePicker
          value={isoDateToPicked(picked)}
          onChange={pick}
          date={month ?? isoDateToPicked(picked) ?? new Date()}
          onDateChange={setMonth}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
