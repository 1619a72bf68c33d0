import { z } from '@/lib/i18n/zod';
import { messages } from '@/lib/i18n/messages';

const name = z.string().trim().min(1, messages.required).max(200, messages.maxLength(200));

/** City body: name, nameUniversal (defaults to the name), countryId. */
export const cityBodySchema = z
  .object({
    name,
    nameUniversal: z.string().trim().max(200, messages.maxLength(200)).nullish(),
    countryId: z.number({ error: messages.required }).int().positive(),
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
  search: z.string().trim().max(200).optional(),
  countryId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export type CityBody = z.infer<typeof cityBodySchema>;
export type CountryBody = z.infer<typeof countryBodySchema>;
export type LookupSearch = z.infer<typeof lookupSearchSchema>;
