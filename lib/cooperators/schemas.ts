import { hr, z } from '@/lib/i18n/zod';
import { messages } from '@/lib/i18n/messages';
import type { ListQueryOptions } from '@/lib/http/list-params';
import { optionalIbanField, optionalMbField, optionalMbgField, optionalOibField } from '@/lib/validation/zod-identifiers';

/**
 * Cooperator and contact rules (spec part 1, section 5), shared by the drawer forms and the API.
 * What needs the database (codebook membership, the city belonging to the country) is checked
 * in service.ts and reported on the same fields.
 */

/** A city is chosen within a country: a city without a country is incomplete. */
function cityNeedsCountry(value: { countryId: number | null; cityId: number | null }, ctx: z.RefinementCtx) {
  if (value.cityId && !value.countryId) ctx.addIssue({ code: 'custom', path: ['countryId'], message: messages.required });
}

export const cooperatorSchema = z
  .object({
    name: hr.requiredText(200),
    oib: optionalOibField,
    personTypeId: hr.requiredId(),
    associateTypeId: hr.requiredId(),
    mbg: optionalMbgField,
    mb: optionalMbField,
    iban: optionalIbanField,
    address: hr.optionalText(200),
    zip: hr.optionalText(200),
    countryId: hr.optionalId(),
    cityId: hr.optionalId(),
    email: hr.optionalEmail(200),
    phone: hr.optionalText(200),
    web: hr.optionalText(200),
  })
  .superRefine(cityNeedsCountry);

export const contactSchema = z
  .object({
    cooperatorId: hr.requiredId(),
    name: hr.requiredText(200),
    address: hr.optionalText(200),
    countryId: hr.optionalId(),
    cityId: hr.optionalId(),
    email: hr.optionalEmail(200),
    phone: hr.optionalText(200),
  })
  .superRefine(cityNeedsCountry);

export type CooperatorInput = z.infer<typeof cooperatorSchema>;
export type ContactInput = z.infer<typeof contactSchema>;

/** The spec's Cooperator with its display fields. */
export type CooperatorDto = {
  id: number;
  name: string;
  oib: string | null;
  personTypeId: number;
  personType: string;
  associateTypeId: number;
  associateType: string;
  mbg: string | null;
  mb: string | null;
  iban: string | null;
  address: string | null;
  zip: string | null;
  cityId: number | null;
  city: string | null;
  countryId: number | null;
  country: string | null;
  email: string | null;
  phone: string | null;
  web: string | null;
};

/** The spec's Cooperator contact with cityName, countryName and cooperatorName for display. */
export type ContactDto = {
  id: number;
  cooperatorId: number;
  name: string;
  address: string | null;
  cityId: number | null;
  countryId: number | null;
  email: string | null;
  phone: string | null;
  cityName: string | null;
  countryName: string | null;
  cooperatorName: string;
};

export type CooperatorDetailDto = CooperatorDto & { contacts: ContactDto[] };

/** id + name for selects (GET /api/Cooperators, /type). */
export type CooperatorOption = { id: number; name: string };

/**
 * The list's sortable and filterable columns. Screens write filter.personTypeId (the column id);
 * the API takes Filter.Name ... and bare PersonTypeId / AssociateTypeId (repeated).
 */
export const COOPERATOR_LIST = {
  sortable: ['name', 'personTypeId', 'associateTypeId', 'oib', 'address', 'zip', 'city', 'country', 'personType', 'associateType'],
  defaultSortBy: 'name',
  filters: {
    name: 'text',
    oib: 'text',
    mbg: 'text',
    mb: 'text',
    address: 'text',
    zip: 'text',
    city: 'text',
    country: 'text',
    personTypeId: 'ids',
    associateTypeId: 'ids',
  },
} as const satisfies ListQueryOptions;

/** GET /api/Cooperators/type?associateTypeId=1301. */
export const byTypeQuerySchema = z.object({ associateTypeId: hr.requiredId() });
