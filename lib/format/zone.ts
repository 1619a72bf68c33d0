/** The product's wall clock: every date-time is shown and entered in Croatian time. */
export const APP_TIME_ZONE = 'Europe/Zagreb';

/** Zagreb's wall clock at an instant (to the minute), as numbers; hour 0–23. */
export type ZagrebClock = { year: number; month: number; day: number; hour: number; minute: number };

let zagrebFormatter: Intl.DateTimeFormat | undefined;

/** Zagreb's wall clock at an instant: one formatter for display and for typed date-times alike. */
export function zagrebClock(date: Date): ZagrebClock {
  zagrebFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: APP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const p: Record<string, string> = {};
  for (const part of zagrebFormatter.formatToParts(date)) p[part.type] = part.value;
  return { year: +p.year, month: +p.month, day: +p.day, hour: +p.hour % 24, minute: +p.minute };
}
