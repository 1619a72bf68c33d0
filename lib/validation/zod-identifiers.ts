import { z } from 'zod';
import { messages } from '@/lib/i18n/messages';
import { checkIban, checkMb, checkMbg, checkOib, normalizeIban, normalizeOib, type IdentifierCheck } from './identifiers';

/**
 * zod fields for the identifiers, with the spec's Croatian messages. Optional ones accept
 * '' / null / undefined as "not given" and store null. Each field reports ONE message: a rule
 * that fails stops the ones after it (abort), so an empty OIB is "Obavezno polje", not also
 * "OIB mora imati 11 znamenaka", and a too long IBAN is the length message, not "Neispravan IBAN".
 */
/** The longest IBAN (spec part 1 section 9). */
export const IBAN_MAX = 32;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** An identifier's check as ONE issue: its length message, or its check-digit message. */
const checkedBy =
  (check: (value: string) => IdentifierCheck, lengthMessage: string, invalidMessage: string) => (v: string, ctx: z.RefinementCtx<string>) => {
    const r = check(v);
    if (r !== 'ok') ctx.addIssue({ code: 'custom', message: r === 'length' ? lengthMessage : invalidMessage });
  };

/** '' / null / undefined as "not given" (stored null); anything else through `field`. */
const optionalOf = <T extends z.ZodType>(field: T) => z.preprocess(blankToNull, field.nullable().optional()).transform((v) => v ?? null);

export const oibField = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required, abort: true })
  .superRefine(checkedBy(checkOib, messages.oibLength, messages.invalidOib))
  .transform(normalizeOib);

export const optionalOibField = optionalOf(oibField);

/** MBG and MB: digits with their check digit, stored without spaces. */
const checkedDigits = (check: (value: string) => IdentifierCheck, lengthMessage: string, invalidMessage: string) =>
  optionalOf(
    z
      .string()
      .trim()
      .superRefine(checkedBy(check, lengthMessage, invalidMessage))
      .transform((v) => v.replace(/\s/g, '')),
  );

export const optionalMbgField = checkedDigits(checkMbg, messages.mbgLength, messages.invalidMbg);

export const optionalMbField = checkedDigits(checkMb, messages.mbLength, messages.invalidMb);

export const optionalIbanField = optionalOf(
  z
    .string()
    .trim()
    // The spec's 32 counts the electronic form: spaces between groups are not characters of it.
    .refine((v) => normalizeIban(v).length <= IBAN_MAX, { error: messages.maxLength(IBAN_MAX), abort: true })
    .superRefine((v, ctx) => {
      if (checkIban(v) !== 'ok') ctx.addIssue({ code: 'custom', message: messages.invalidIban });
    })
    .transform(normalizeIban),
);
