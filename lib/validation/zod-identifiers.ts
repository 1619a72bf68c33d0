import { z } from 'zod';
import { messages } from '@/lib/i18n/messages';
import { checkIban, checkMb, checkMbg, checkOib, normalizeIban, normalizeOib } from './identifiers';

/**
 * zod fields for the identifiers, with the spec's Croatian messages. Optional ones accept
 * '' / null / undefined as "not given" and store null. Each field reports ONE message: a rule
 * that fails stops the ones after it (abort), so an empty OIB is "Obavezno polje", not also
 * "OIB mora imati 11 znamenaka", and a too long IBAN is the length message, not "Neispravan IBAN".
 */
/** The longest IBAN (spec part 1 section 9). */
export const IBAN_MAX = 32;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const oibField = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required, abort: true })
  .superRefine((v, ctx) => {
    const r = checkOib(v);
    if (r !== 'ok') ctx.addIssue({ code: 'custom', message: r === 'length' ? messages.oibLength : messages.invalidOib });
  })
  .transform(normalizeOib);

export const optionalOibField = z.preprocess(blankToNull, oibField.nullable().optional()).transform((v) => v ?? null);

export const optionalMbgField = z
  .preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        const r = checkMbg(v);
        if (r !== 'ok') ctx.addIssue({ code: 'custom', message: r === 'length' ? messages.mbgLength : messages.invalidMbg });
      })
      .transform((v) => v.replace(/\s/g, ''))
      .nullable()
      .optional(),
  )
  .transform((v) => v ?? null);

export const optionalMbField = z
  .preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        const r = checkMb(v);
        if (r !== 'ok') ctx.addIssue({ code: 'custom', message: r === 'length' ? messages.mbLength : messages.invalidMb });
      })
      .transform((v) => v.replace(/\s/g, ''))
      .nullable()
      .optional(),
  )
  .transform((v) => v ?? null);

export const optionalIbanField = z
  .preprocess(
    blankToNull,
    z
      .string()
      .trim()
      // The spec's 32 counts the electronic form: spaces between groups are not characters of it.
      .refine((v) => normalizeIban(v).length <= IBAN_MAX, { error: messages.maxLength(IBAN_MAX), abort: true })
      .superRefine((v, ctx) => {
        if (checkIban(v) !== 'ok') ctx.addIssue({ code: 'custom', message: messages.invalidIban });
      })
      .transform(normalizeIban)
      .nullable()
      .optional(),
  )
  .transform((v) => v ?? null);
