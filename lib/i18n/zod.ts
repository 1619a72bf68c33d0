/**
 * zod 4 in Croatian. Import `z` from here (not from 'zod') in every schemas.ts: importing this
 * module installs the Croatian error map (z.config customError) in whichever bundle parses, so
 * the route handler (authoritative) and the form (mantine-form-zod-resolver's `zod4Resolver`)
 * produce the same texts. Messages given on a schema (`.min(1, messages.required)`) still win.
 *
 * `hr` holds builders for the rules every module repeats (spec part 1 section 5, "General").
 */
import './zod-jitless';
import { z } from 'zod';
import { parseDecimalInput } from '@/lib/format';
import { optionalId, requiredId } from '@/lib/http/params';
import { messages } from './messages';

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** Maps any zod issue without its own message to the catalogue. */
export const hrErrorMap: z.core.$ZodErrorMap = (issue: RawIssue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (isEmpty(issue.input)) return messages.required;
      if (issue.expected === 'int') return messages.integer;
      if (issue.expected === 'number' || issue.expected === 'bigint') return messages.invalidNumber;
      if (issue.expected === 'date') return messages.invalidDate;
      return messages.invalidValue;
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') {
        if (issue.exact) return messages.exactLength(n);
        return n <= 1 ? messages.required : messages.minLength(n);
      }
      if (issue.origin === 'array' || issue.origin === 'set') return n <= 1 ? messages.required : messages.invalidValue;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return issue.inclusive === false && n === 0 ? messages.positive : messages.min(n);
      }
      return messages.invalidValue;
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return issue.exact ? messages.exactLength(n) : messages.maxLength(n);
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return messages.max(n);
      return messages.invalidValue;
    }
    case 'invalid_format':
      if (issue.format === 'email') return messages.invalidEmail;
      if (issue.format === 'date' || issue.format === 'datetime') return messages.invalidDate;
      return messages.invalidValue;
    case 'invalid_value':
    case 'invalid_union':
      return isEmpty(issue.input) ? messages.required : messages.invalidValue;
    case 'not_multiple_of':
      return messages.invalidNumber;
    default:
      return messages.invalidValue;
  }
};

z.config({ customError: hrErrorMap });

export { z };

/**
 * Field path -> messages, for the API error body `{ message, errors }` (ARCHITECTURE.md 5).
 * Paths are joined with '.' ("items.0.quantity", the form's path syntax); a root issue is ''.
 * A field's messages are de-duplicated and keep zod's order.
 */
export function zodErrorsToFieldMap(error: z.ZodError | z.core.$ZodError): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    const list = (map[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return map;
}

const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL_RE = /^-?\d+(?:\.(\d+))?$/;

/** A real calendar day in the exchange form 'YYYY-MM-DD'. */
export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE_RE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** '' and null become undefined, so "empty" reads as missing to required and optional rules alike. */
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** Accepts numbers, canonical strings and Croatian input ("1.234,56") for decimal fields. */
const toDecimal = (v: unknown) => {
  const x = emptyToUndefined(trimmed(v));
  if (typeof x === 'number') return Number.isFinite(x) ? String(x) : 'NaN';
  if (typeof x === 'string') return parseDecimalInput(x) ?? x;
  return x;
};

type DecimalOptions = { decimals?: number; min?: number; max?: number };

function decimalSchema({ decimals = 2, min, max }: DecimalOptions = {}) {
  return z
    .string({ error: messages.required })
    .regex(DECIMAL_RE, messages.invalidNumber)
    .refine((s) => (DECIMAL_RE.exec(s)?.[1]?.length ?? 0) <= decimals, messages.maxDecimals(decimals))
    // Bounds only for well-formed numbers: "abc" is an invalid number, not also "too small".
    .refine((s) => min === undefined || !DECIMAL_RE.test(s) || Number(s) >= min, messages.min(min ?? 0))
    .refine((s) => max === undefined || !DECIMAL_RE.test(s) || Number(s) <= max, messages.max(max ?? 0));
}

/**
 * Schema builders with the catalogue's messages. Optional builders output `null` for empty
 * input, which is what the database columns expect.
 */
export const hr = {
  /** `{ error: 'Obavezno polje' }` for z.string(hr.required()), z.number(hr.required()), … */
  required: () => ({ error: messages.required }),

  /** Required text, trimmed, at most `max` characters (200 is the spec's usual limit). */
  requiredText: (max = 200) =>
    z.preprocess(
      trimmed,
      z.string({ error: messages.required }).min(1, messages.required).max(max, messages.maxLength(max)),
    ),

  /** Optional text, trimmed, at most `max` characters; '' -> null. */
  optionalText: (max = 200) =>
    z.preprocess(
      (v) => emptyToUndefined(trimmed(v)),
      z
        .string()
        .max(max, messages.maxLength(max))
        .optional()
        .transform((v) => v ?? null),
    ),

  /** Required e-mail address, at most `max` characters (users: 100, elsewhere 200). */
  requiredEmail: (max = 200) =>
    z.preprocess(
      trimmed,
      z
        .string({ error: messages.required })
        .min(1, messages.required)
        .max(max, messages.maxLength(max))
        .regex(z.regexes.email, messages.invalidEmail),
    ),

  /** Optional e-mail address; '' -> null. */
  optionalEmail: (max = 200) =>
    z.preprocess(
      (v) => emptyToUndefined(trimmed(v)),
      z
        .string()
        .max(max, messages.maxLength(max))
        .regex(z.regexes.email, messages.invalidEmail)
        .optional()
        .transform((v) => v ?? null),
    ),

  /** Required id from a select ("5" or 5) -> 5, at most 2^31 - 1 (lib/http/params). */
  requiredId,

  /** Optional id; empty -> null. */
  optionalId,

  /** Required date in the exchange form 'YYYY-MM-DD'. */
  requiredDate: () =>
    z.preprocess(
      emptyToUndefined,
      z.string({ error: messages.required }).refine(isValidIsoDate, messages.invalidDate),
    ),

  /** Optional date 'YYYY-MM-DD'; empty -> null. */
  optionalDate: () =>
    z.preprocess(
      emptyToUndefined,
      z
        .string({ error: messages.invalidDate })
        .refine(isValidIsoDate, messages.invalidDate)
        .optional()
        .transform((v) => v ?? null),
    ),

  /**
   * Required decimal as a canonical string ("1234.56"), never a float: money (decimals 2),
   * quantities (6). Accepts numbers and Croatian input.
   */
  requiredDecimal: (options?: DecimalOptions) => z.preprocess(toDecimal, decimalSchema(options)),

  /** Optional decimal; empty -> null. */
  optionalDecimal: (options?: DecimalOptions) =>
    z.preprocess(
      toDecimal,
      decimalSchema(options)
        .optional()
        .transform((v) => v ?? null),
    ),
};

/**
 * A refinement for `.superRefine(...)` on an object: when both dates are set, `from` must not be
 * after `to` (ISO strings compare correctly). The issue goes on the `from` field by default.
 */
export function dateOrder<K extends string>(
  fromKey: K,
  toKey: K,
  message: string = messages.fromBeforeTo,
  pathKey: K = fromKey,
) {
  return (value: Partial<Record<K, unknown>>, ctx: z.RefinementCtx) => {
    const from = value[fromKey];
    const to = value[toKey];
    if (typeof from === 'string' && typeof to === 'string' && from && to && from > to) {
      ctx.addIssue({ code: 'custom', message, path: [pathKey] });
    }
  };
}
