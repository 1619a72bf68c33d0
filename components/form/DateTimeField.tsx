'use client';

import { Popover, Stack, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendarTime } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import {
  formatDateTime,
  instantToZagreb,
  isoDateToPicked,
  parseDateTimeInput,
  parseTimeInput,
  pickedDateToIso,
  zagrebToInstant,
} from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { useTypedDate, type TypedDateProps } from './use-typed-date';

export type DateTimeFieldProps = TypedDateProps & {
  /** An ISO instant ("2026-01-15T06:32:00.000Z") or ''; see below for typos. */
  value?: string | null;
};

const INSTANT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/** The field's text for a form value: an instant in Croatian time (22.11.2026. 14:05), anything else as is. */
const display = (value: string) => (INSTANT_RE.test(value) ? formatDateTime(value) : value);

/** The instant of a typed text, or null (a wrong date or time, or one skipped by the clock change). */
function instantOf(text: string): string | null {
  const parts = parseDateTimeInput(text);
  return parts ? zagrebToInstant(parts.date, parts.time) : null;
}

/**
 * THE date-time input of the app, always in Croatian time (Europe/Zagreb) whatever the
 * browser's zone: typed as D.M.YYYY. HH:mm or picked (a day in the calendar, the time under
 * it); the form holds the instant as ISO. Like DateField, a text that is not a real date-time
 * goes to the form as typed, so the schema refuses it with "Neispravan datum".
 */
export function DateTimeField(props: DateTimeFieldProps) {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const field = useTypedDate(props, {
    display,
    parse: instantOf,
    format: formatDateTime,
    monthOf: (typed) => isoDateToPicked(instantToZagreb(typed)!.date),
    clearable: false,
    placeholder: messages.dateTimePlaceholder,
    dropdownRef,
    focusInside: true,
  });
  const { calendar } = field;
  const inputRef = useRef<HTMLInputElement>(null);
  const instant = field.parsed;
  const wall = instantToZagreb(instant);
  // The time box under the calendar (24-hour text, not the browser's AM/PM time input).
  const [timeText, setTimeText] = useState(wall?.time ?? '');
  const [timeShown, setTimeShown] = useState(wall?.time ?? '');
  if ((wall?.time ?? '') !== timeShown) {
    setTimeShown(wall?.time ?? '');
    setTimeText(wall?.time ?? '');
  }

  /** A day or a time from the calendar, the other part kept (now's, when the field was empty). */
  const setPart = (part: { date?: string; time?: string }) => {
    const base = wall ?? instantToZagreb(new Date())!;
    const next = zagrebToInstant(part.date ?? base.date, part.time ?? base.time);
    if (!next) return; // a time the clock skips: keep the last one
    field.choose(next);
  };
  const leave = field.leave; // 5.11.2026 9:05 -> 05.11.2026. 09:05

  return (
    <Popover opened={calendar.opened} onChange={(o) => !o && calendar.close()} position="bottom-start" trapFocus={false} withRoles={false}>
      <Popover.Target>
        <TextInput {...field.inputProps} ref={inputRef} leftSection={<IconCalendarTime size={16} stroke={1.5} />} />
      </Popover.Target>
      <Popover.Dropdown
        ref={dropdownRef}
        data-dates-dropdown
        onBlur={(e) => {
          // Leaving the time input for anything outside the field ends the edit.
          const to = e.relatedTarget;
          if (!(to instanceof Node) || !dropdownRef.current?.contains(to)) leave();
        }}
      >
        <Stack gap="xs">
          {/* Clicking a day keeps the focus in the text input. */}
          <div onMouseDown={(e) => e.preventDefault()}>
            <DatePicker
              value={isoDateToPicked(wall?.date)}
              onChange={(d) => d && setPart({ date: pickedDateToIso(d) })}
              date={field.month ?? isoDateToPicked(wall?.date) ?? new Date()}
              onDateChange={field.setMonth}
            />
          </div>
          <TextInput
            label={messages.time}
            placeholder={messages.timePlaceholder}
            value={timeText}
            data-mantine-stop-propagation
            onKeyDown={(e) => {
              if (e.key !== 'Escape') return;
              inputRef.current?.focus(); // back to the field; a second Escape may close the drawer
              calendar.close();
            }}
            onChange={(e) => {
              const typed = e.currentTarget.value;
              setTimeText(typed);
              const time = parseTimeInput(typed);
              if (time) setPart({ time });
            }}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
