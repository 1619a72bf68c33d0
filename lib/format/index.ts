/**
 * THE display formatting of the product (ARCHITECTURE.md 6, croatian-domain.md "Formatting").
 * Explicit, not Intl number/date styles: neither CLDR nor glibc gives "22.11.2026." or "1.234,56"
 * exactly, and server and browser must render the same text (hydration).
 *
 * Dates: a 'YYYY-MM-DD' string (Postgres `date`) is taken as written, never through a Date, so it
 * cannot shift by time zone. A Date or an ISO string with an offset is an instant and is shown in
 * Croatian wall-clock time (Europe/Zagreb) on the server and in the browser alike.
 */
import { parseDecimal, renderCroatian, roundDecimal, shiftDecimal, toDecimalString } from './decimal';

import { zagrebClock } from './zone';

export { parseDecimal, roundDecimal, toDecimalString } from './decimal';
export { APP_TIME_ZONE } from './zone';
export { instantToZagreb, parseDateInput, parseDateTimeInput, parseTimeInput, zagrebToInstant } from './typed-dates';

type DateInput = Date | string | null | undefined;
type NumberInput = string | number | null | undefined;

/** Calendar parts of a date or instant; null when empty or unparsable. */
type DateParts = { y: number; m: number; d: number; hh: number; mm: number };

// "2026-11-22", "2026-11-22 14:05", "2026-11-22T14:05:33.123" (no offset: wall-clock as written).
const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

function zagrebParts(date: Date): DateParts | null {
  if (Number.isNaN(date.getTime())) return null;
  const c = zagrebClock(date);
  return { y: c.year, m: c.month, d: c.day, hh: c.hour, mm: c.minute };
}

function toParts(value: DateInput): DateParts | null {
  if (value == null || value === '') return null;
  if (value instanceof Date) return zagrebParts(value);
  const text = value.trim();
  const local = LOCAL_RE.exec(text);
  if (local) {
    const [, y, m, d, hh = '0', mm = '0'] = local;
    return { y: +y, m: +m, d: +d, hh: +hh, mm: +mm };
  }
  return zagrebParts(new Date(text));
}

const pad = (n: number, len = 2) => String(n).padStart(len, '0');

/** "22.11.2026." ('' for empty or invalid). */
export function formatDate(value: DateInput): string {
  const p = toParts(value);
  return p ? `${pad(p.d)}.${pad(p.m)}.${pad(p.y, 4)}.` : '';
}

/** "22.11.2026. 14:05" ('' for empty or invalid). */
export function formatDateTime(value: DateInput): string {
  const p = toParts(value);
  return p ? `${pad(p.d)}.${pad(p.m)}.${pad(p.y, 4)}. ${pad(p.hh)}:${pad(p.mm)}` : '';
}

/** The exchange form "2026-11-22" (API, query strings, date inputs); '' for empty or invalid. */
export function toIsoDate(value: DateInput): string {
  const p = toParts(value);
  return p ? `${pad(p.y, 4)}-${pad(p.m)}-${pad(p.d)}` : '';
}

/**
 * The exchange form of a Date picked in the browser (local midnight of the user's calendar day).
 * Use this for DateInput/DatePicker values so the picked day is sent even outside Croatia.
 */
export function pickedDateToIso(value: Date | null | undefined): string {
  if (!value || Number.isNaN(value.getTime())) return '';
  return `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** 'YYYY-MM-DD' -> a local-midnight Date for date pickers (null for empty/invalid). */
export function isoDateToPicked(value: string | null | undefined): Date | null {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!m) return null;
  const date = new Date(+m[1], +m[2] - 1, +m[3]);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Money: "1.234,56", "-1.234,56"; "0,00" for zero or empty; '' only for an unparsable value. */
export function formatMoney(value: NumberInput): string {
  if (value == null || value === '') return '0,00';
  const parts = parseDecimal(value);
  return parts ? renderCroatian(roundDecimal(parts, 2)) : '';
}

/** Quantity: up to 6 decimals, trailing zeros trimmed ("1.234,5", "0,000001", "0"); '' for empty. */
export function formatQuantity(value: NumberInput, maxDecimals = 6): string {
  if (value == null || value === '') return '';
  const parts = parseDecimal(value);
  if (!parts) return '';
  const rounded = roundDecimal(parts, maxDecimals);
  return renderCroatian({ ...rounded, frac: rounded.frac.replace(/0+$/, '') });
}

/** A fraction 0..1 as percent with 2 decimals: 0.1234 -> "12,34 %"; '' for empty. */
export function formatPercent(fraction: NumberInput, decimals = 2): string {
  if (fraction == null || fraction === '') return '';
  const parts = parseDecimal(fraction);
  if (!parts) return '';
  return `${renderCroatian(roundDecimal(shiftDecimal(parts, 2), decimals))} %`;
}

/** A plain number with Croatian separators and fixed decimals (counts, coefficients). */
export function formatNumber(value: NumberInput, decimals = 0): string {
  if (value == null || value === '') return '';
  const parts = parseDecimal(value);
  return parts ? renderCroatian(roundDecimal(parts, decimals)) : '';
}

/**
 * Parses what a user typed with a decimal comma into the canonical decimal string:
 * "1.234,56" -> "1234.56", "12,5" -> "12.5", "-0,5" -> "-0.5", "1 234,5" -> "1234.5".
 * Without a comma, dots are thousands separators only when they group by three ("1.234" -> "1234",
 * "1.234.567" -> "1234567"); a single other dot is a decimal point ("12.5" -> "12.5").
 * Returns null for empty or invalid input.
 */
export function parseDecimalInput(input: string | null | undefined): string | null {
  if (input == null) return null;
  let text = input.replace(/[\s\u00a0\u202f]/g, '');
  if (text === '') return null;
  const sign = text[0] === '-' || text[0] === '+' ? text[0] : '';
  if (sign) text = text.slice(1);
  let int: string;
  let frac = '';
  if (text.includes(',')) {
    const [intPart, fracPart, ...rest] = text.split(',');
    if (rest.length) return null;
    if (intPart.includes('.') && !/^\d{1,3}(\.\d{3})+$/.test(intPart)) return null;
    int = intPart.replace(/\./g, '');
    frac = fracPart;
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text)) {
    int = text.replace(/\./g, '');
  } else {
    const [intPart, fracPart = '', ...rest] = text.split('.');
    if (rest.length) return null;
    int = intPart;
    frac = fracPart;
  }
  if (!/^\d*$/.test(int) || !/^\d*$/.test(frac) || (int === '' && frac === '')) return null;
  if (text.endsWith(',') || text.endsWith('.')) return null;
  const parts = parseDecimal(`${sign}${int || '0'}${frac ? `.${frac}` : ''}`);
  return parts ? toDecimalString(parts) : null;
}
