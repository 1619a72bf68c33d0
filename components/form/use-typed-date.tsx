'use client';

import { CloseButton, type TextInputProps } from '@mantine/core';
import { useState, type ChangeEvent, type FocusEvent, type RefObject } from 'react';
import { messages } from '@/lib/i18n/messages';
import { useCalendarPopover } from './use-calendar-popover';

/** The props of a typed date field: a text input whose value is the form's string. */
export type TypedDateProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  value?: string | null;
  onChange: (value: string) => void;
  /** Shows a clear button when there is a value. */
  clearable?: boolean;
};

type Kind = {
  /** The field's text for a form value. */
  display: (value: string) => string;
  /** The value of a typed text, or null when it is not a real one. */
  parse: (text: string) => string | null;
  /** The tidy text of a value (shown once the field is left or a value is picked). */
  format: (value: string) => string;
  /** The calendar's month for a value. */
  monthOf: (value: string) => Date | null;
  /** The field's defaults. */
  clearable: boolean;
  placeholder: string;
  /** The calendar's dropdown (clicks and focus inside it keep the field open). */
  dropdownRef: RefObject<HTMLDivElement | null>;
  /** Focus may move into the dropdown (a time input) without leaving the field. */
  focusInside?: boolean;
};

/**
 * The typed-text state shared by DateField and DateTimeField: the text the user types and the
 * value the form gets, the calendar's popover and month, the clear button and the "Neispravan
 * datum" message once the field is left. A value from outside (reset, copy) replaces the text.
 */
export function useTypedDate(props: TypedDateProps, kind: Kind) {
  const { display, parse, format, monthOf, dropdownRef } = kind;
  const {
    value,
    onChange,
    error,
    clearable = kind.clearable,
    disabled,
    readOnly,
    onFocus,
    onBlur,
    rightSection,
    placeholder = kind.placeholder,
    ...rest
  } = props;
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
    parsed,
    month,
    setMonth,
    calendar,
    choose,
    leave,
    /** Spread on the TextInput (the field adds its icon and, for the time, its ref). */
    inputProps: {
      ...rest,
      ...calendar.inputProps,
      autoComplete: 'off',
      placeholder,
      disabled,
      readOnly,
      value: text,
      onChange: (e: ChangeEvent<HTMLInputElement>) => type(e.currentTarget.value),
      onFocus: (e: FocusEvent<HTMLInputElement>) => {
        focus();
        onFocus?.(e);
      },
      onBlur: (e: FocusEvent<HTMLInputElement>) => {
        if (!kind.focusInside || !calendar.staysInside(e)) leave();
        onBlur?.(e);
      },
      error: error || (left && text.trim() !== '' && !parsed ? messages.invalidDate : undefined),
      rightSection: rightSection ?? clear,
    },
  };
}
