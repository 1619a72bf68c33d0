/**
 * What a Croatian user types into a date or date-time field, parsed strictly (issue 9, "Typed
 * dates become other dates"): D.M.YYYY with or without the final dot, with or without leading
 * zeros, spaces after the dots allowed ("5. 11. 2026."). An impossible day (31.02.1990.) or an
 * incomplete text is refused (null), never rolled over to another date; two-digit years are
 * refused rather than guessed. The ISO exchange form ('2026-11-05') is accepted too, since it
 * cannot be misread.
 *
 * Date-times are Croatian wall-clock time (Europe/Zagreb) whatever the browser's zone:
 * zagrebToInstant / instantToZagreb convert between that wall time and an instant.
 */
import { zagrebClock } from './zone';

const pad = (n: number, len = 2) => String(n).padStart(len, '0');

/** Years a person types: four digits, no leading zero (0999 is a typo, not a year). */
const YEAR = '([1-9]\\d{3})';
const HR_DATE = `(\\d{1,2})\\s*\\.\\s*(\\d{1,2})\\s*\\.\\s*${YEAR}`;
const HR_DATE_RE = new RegExp(`^${HR_DATE}\\s*\\.?$`);
const ISO_DATE_RE = /^([1-9]\d{3})-(\d{2})-(\d{2})$/;
const TIME = '(\\d{1,2})\\s*[:.]\\s*(\\d{2})';
const TIME_RE = new RegExp(`^${TIME}$`);
// The date, then a dot or a space (or both), then the time: "5.11.2026. 14:30", "5.11.2026 9:05".
const HR_DATE_TIME_RE = new RegExp(`^${HR_DATE}(?:\\s*\\.\\s*|\\s+)${TIME}$`);

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'YYYY-MM-DD' of a real calendar day, or null. */
function isoOf(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * A typed date in the exchange form 'YYYY-MM-DD', or null when the text is not a whole, real
 * date: "5.11.2026." -> "2026-11-05", "15.6.1985" -> "1985-06-15", "31.02.1990." -> null.
 */
export function parseDateInput(input: string | null | undefined): string | null {
  if (!input) return null;
  const text = input.trim();
  const hr = HR_DATE_RE.exec(text);
  if (hr) return isoOf(+hr[3], +hr[2], +hr[1]);
  const iso = ISO_DATE_RE.exec(text);
  if (iso) return isoOf(+iso[1], +iso[2], +iso[3]);
  return null;
}

/** A typed time "H:mm" / "HH:mm" (or with a dot, 14.30) as 'HH:mm', or null. */
export function parseTimeInput(input: string | null | undefined): string | null {
  const m = input ? TIME_RE.exec(input.trim()) : null;
  return m ? timeOf(+m[1], +m[2]) : null;
}

function timeOf(hours: number, minutes: number): string | null {
  return hours <= 23 && minutes <= 59 ? `${pad(hours)}:${pad(minutes)}` : null;
}

/** A typed date and time ("5.11.2026. 14:30") as its two parts, or null when either is wrong. */
export function parseDateTimeInput(input: string | null | undefined): { date: string; time: string } | null {
  const m = input ? HR_DATE_TIME_RE.exec(input.trim()) : null;
  if (!m) return null;
  const date = isoOf(+m[3], +m[2], +m[1]);
  const time = timeOf(+m[4], +m[5]);
  return date && time ? { date, time } : null;
}

// ---- Croatian wall-clock time <-> instant

/** Zagreb's wall clock at an instant, as if it were UTC milliseconds (to the minute). */
function wallClockMs(instantMs: number): number {
  const c = zagrebClock(new Date(instantMs));
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute);
}

/**
 * The instant (ISO, UTC) of a Zagreb wall-clock time: ('2026-01-15', '07:32') ->
 * '2026-01-15T06:32:00.000Z'. When clocks go back the hour happens twice and the first
 * (summer-time) one is taken; a time skipped when clocks go forward (29.3.2026. 02:30) is null.
 */
export function zagrebToInstant(date: string, time: string): string | null {
  const d = ISO_DATE_RE.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t || !isoOf(+d[1], +d[2], +d[3]) || !timeOf(+t[1], +t[2])) return null;
  const wall = Date.UTC(+d[1], +d[2] - 1, +d[3], +t[1], +t[2]);
  // The zone's offsets half a day either side cover both sides of any transition.
  const offsets = [...new Set([-12, 12].map((h) => wallClockMs(wall + h * 3_600_000) - (wall + h * 3_600_000)))];
  const instants = offsets.map((offset) => wall - offset).filter((ms) => wallClockMs(ms) === wall);
  return instants.length ? new Date(Math.min(...instants)).toISOString() : null;
}

/** An instant's Zagreb wall-clock date and time ('YYYY-MM-DD', 'HH:mm'), or null when unparsable. */
export function instantToZagreb(value: string | Date | null | undefined): { date: string; time: string } | null {
  if (!value) return null;
  const ms = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(ms)) return null;
  const wall = new Date(wallClockMs(ms));
  return {
    date: `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  };
}
