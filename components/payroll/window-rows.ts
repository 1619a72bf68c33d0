'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';

/**
 * The rows of a month's table in the browser (/salaries, /payrolls): the whole month is loaded
 * (its totals row is the month's, filtering is instant), but beyond WINDOW_FROM rows only those
 * in view (and a few around) are in the page, inside a scroller of bounded height whose header
 * and totals row stay in view; spacer rows keep the scrollbar true. Smaller months render every
 * row, as a plain table. docs/payroll-screens.md has the figures.
 */
export const WINDOW_FROM = 120;
/**
 * The scroller's height: the viewport less what is above the table (title, switcher, toolbar; the
 * payroll has a status line and a view switch more, and the notice when locked), so the totals
 * row stays in the window without scrolling the page.
 */
export const scrollerHeight = (above: number) => `calc(100dvh - ${above}px)`;

export function useWindowRows(count: number, rowHeight: number) {
  const scroller = useRef<HTMLDivElement>(null);
  const windowed = count > WINDOW_FROM;
  // The virtualizer keeps mutable state of its own: this hook is left to plain React rendering.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: windowed ? count : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    initialRect: { width: 1400, height: 700 },
  });
  if (!windowed) return { scroller, windowed, indexes: Array.from({ length: count }, (_, i) => i), padTop: 0, padBottom: 0, measure: undefined };
  const items = virtualizer.getVirtualItems();
  const padTop = items.length ? items[0].start : 0;
  const padBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return { scroller, windowed, indexes: items.map((v) => v.index), padTop, padBottom, measure: virtualizer.measureElement };
}
