import { hr, z } from '@/lib/i18n/zod';
import { queryIdSchema, searchTextSchema } from '@/lib/http/list-params';
import { messages } from '@/lib/i18n/messages';

const name = z.string().trim().min(1, messages.required).max(200, messages.maxLength(200));

/** City body: name, nameUniversal (defaults to the name), countryId. */
export const cityBodySchema = z
  .object({
    name,
    nameUniversal: z.string().trim().max(200, messages.maxLength(200)).nullish(),
    countryId: hr.requiredId(),
  })
  .transform((v) => ({ ...v, nameUniversal: v.nameUniversal || v.name }));

export const countryBodySchema = z
  .object({
    name,
    nameUniversal: z.string().trim().max(200, messages.maxLength(200)).nullish(),
    code: z.string().trim().toUpperCase().max(3, messages.maxLength(3)).nullish(),
  })
  .transform((v) => ({ ...v, nameUniversal: v.nameUniversal || v.name, code: v.code || null }));

/** Remote search: at least 2 characters (spec part 1, section 9); limit 1-100, default 50. */
export const lookupSearchSchema = z.object({
  search: searchTextSchema.optional(),
  countryId: queryIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export type CityBody = z.infer<typeof cityBodySchema>;
export type CountryBody = z.infer<typeof countryBodySchema>;
export type LookupSearch = z.infer<typeof lookupSearchSchema>;

/** Unit of measurement: name (200), nameUniversal (defaults to the name), shortName (20, unique). */
export const unitBodySchema = z
  .object({
    name: hr.requiredText(200),
    nameUniversal: hr.optionalText(200),
    shortName: hr.requiredText(20),
  })
  .transform((v) => ({ ...v, nameUniversal: v.nameUniversal || v.name }));

/**
 * Work record coefficient: name (200, unique) and coefficient > 0 with up to 2 decimals, kept as
 * a decimal string ("1.35") so it never passes through float math; numeric(6,2) holds 9999.99.
 */
export const coefficientBodySchema = z.object({
  name: hr.requiredText(200),
  coefficient: hr
    .requiredDecimal({ decimals: 2 })
    .refine((s) => /[1-9]/.test(s) && !s.startsWith('-'), messages.positive)
    .refine((s) => Number(s) < 10000, messages.max('9.999,99')),
});

export const HOLIDAY_YEAR_MIN = 1992;
export const HOLIDAY_YEAR_MAX = 2100;

/** GET /api/Holidays?year: 1992-2100, the current year when absent. */
export const holidaysQuerySchema = z.object({
  year: z.coerce
    .number()
    .int()
    .min(HOLIDAY_YEAR_MIN, messages.min(HOLIDAY_YEAR_MIN))
    .max(HOLIDAY_YEAR_MAX, messages.max(HOLIDAY_YEAR_MAX))
    .optional(),
});

export type UnitBody = z.infer<typeof unitBodySchema>;
export type CoefficientBody = z.infer<typeof coefficientBodySchema>;
