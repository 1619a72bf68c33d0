import { z } from 'zod';
import { messages } from '@/lib/i18n/messages';
import { checkIban, checkMb, checkMbg, checkOib, normalizeIban, normalizeOib } from './identifiers';

/**
 * zod fields for the identifiers, with the spec's Croatian messages. Optional ones accept
 * '' / null / undefined as "not given" and store null.
 */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const oibField = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
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
      .max(32, messages.maxLength(32))
      .superRefine((v, ctx) => {
        if (checkIban(v) !== 'ok') ctx.addIssue({ code: 'custom', message: messages.invalidIban });
      })
      .transform(normalizeIban)
      .nullable()
      .optional(),
  )
  .transform((v) => v ?? null);
