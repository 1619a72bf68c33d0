'use client';

import { useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

/**
 * The open/closed state of the calendar under DateField and DateTimeField: it opens on focus and
 * click, closes on Escape, Tab and a click elsewhere. While it is open, Escape closes only the
 * calendar, not the drawer around the form (Mantine's modals skip an Escape whose target carries
 * data-mantine-stop-propagation).
 */
export function useCalendarPopover({ disabled, dropdownRef }: { disabled?: boolean; dropdownRef: RefObject<HTMLDivElement | null> }) {
  const [opened, setOpened] = useState(false);
  const open = () => !disabled && setOpened(true);
  const close = () => setOpened(false);

  /** Focus moved into the calendar (its time input): the field is still being edited. */
  const staysInside = (event: FocusEvent) =>
    !!dropdownRef.current && event.relatedTarget instanceof Node && dropdownRef.current.contains(event.relatedTarget);

  return {
    opened,
    open,
    close,
    staysInside,
    /** Spread on the text input (keyboard part; focus and blur are the field's). */
    inputProps: {
      'data-mantine-stop-propagation': opened || undefined,
      onClick: open,
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Escape' && opened) close();
        else if (event.key === 'ArrowDown' || (event.key === 'Enter' && event.altKey)) open();
      },
    },
  };
}
