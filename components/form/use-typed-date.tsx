'use client';

import { CloseButton } from '@mantine/core';
import { useState, type ReactNode, type RefObject } from 'react';
import { messages } from '@/lib/i18n/messages';
import { useCalendarPopover } from './use-calendar-popover';

type Options = {
  /** The form's value ('' when empty; a typo is kept as typed). */
  value?: string | null;
  onChange: (value: string) => void;
  /** The field's text for a form value. */
  display: (value: string) => string;
  /** The value of a typed text, or null when it is not a real one. */
  parse: (text: string) => string | null;
  /** The tidy text of a value (shown once the field is left or a value is picked). */
  format: (value: string) => string;
  /** The calendar's month for a value. */
  monthOf: (value: string) => Date | null;
  clearable: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  error?: ReactNode;
  /** The calendar's dropdown (clicks and focus inside it keep the field open). */
  dropdownRef: RefObject<HTMLDivElement | null>;
};

/**
 * The typed-text state shared by DateField and DateTimeField: the text the user types and the
 * value the form gets, the calendar's popover and month, the clear button and the "Neispravan
 * datum" message once the field is left. A value from outside (reset, copy) replaces the text.
 */
export function useTypedDate({ value, onChange, display, parse, format, monthOf, clearable, disabled, readOnly, error, dropdownRef }: Options) {
  const current = value ?? '';
  const [text, setText] = useState(() => display(current));
  // The last value this field sent: any other value came from outside (reset, copy) and is shown.
  const [sent, setSent] = useState(current);
  if (current !== sent) {
    setSent(current);
    setText(display(current));
  }
  const [left, setLeft] = useState(false);
  const [month, setMonth] = useState<Date | null>(null);
  const calendar = useCalendarPopover({ disabled: disabled || readOnly, dropdownRef });
  const parsed = parse(text);

  const send = (next: string) => {
    setSent(next);
    onChange(next);
  };
  const type = (next: string) => {
    setText(next);
    setLeft(false);
    const typed = parse(next);
    if (typed) setMonth(monthOf(typed));
    send(next.trim() === '' ? '' : (typed ?? next.trim()));
  };
  /** A value picked in the calendar ('' clears). */
  const choose = (next: string) => {
    setText(next ? format(next) : '');
    setLeft(false);
    send(next);
  };
  const focus = () => {
    setMonth(null); // the calendar opens on the field's month
    calendar.open();
  };
  const leave = () => {
    calendar.close();
    setLeft(true);
    if (parsed) setText(format(parsed)); // 5.11.2026 -> 05.11.2026.
  };

  const clear =
    clearable && text && !disabled && !readOnly ? (
      <CloseButton size="sm" tabIndex={-1} aria-label={messages.clear} onMouseDown={(e) => e.preventDefault()} onClick={() => type('')} />
    ) : null;

  return {
    text,
    parsed,
    month,
    setMonth,
    calendar,
    type,
    choose,
    focus,
    leave,
    clear,
    error: error || (left && text.trim() !== '' && !parsed ? messages.invalidDate : undefined),
  };
}
