import type { ListQueryOptions } from '@/lib/http/list-params';
import { messages } from '@/lib/i18n/messages';
import { dateOrder, hr, z } from '@/lib/i18n/zod';
import { DEADLINE_EXTENSION_MAX, DEADLINE_EXTENSION_MIN } from './constants';

/**
 * Project, project employee and project cooperator rules (spec part 1 section 5), shared by the
 * drawer forms (zod4Resolver) and the API (authoritative). What needs the database (codebook
 * kinds, places, the contact belonging to the cooperator) or the user's role (the deadline
 * extension) is checked in service.ts / people-service.ts.
 */

/** Lets an object rule run although other fields failed, as long as the fields it reads are valid. */
const whenValid = (...keys: string[]) => ({
  when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => keys.includes(String(issue.path?.[0]))),
});

const COORDINATE_RE = /^-?\d+(?:\.(\d+))?$/;
const COORDINATE_DECIMALS = 8;

/**
 * A coordinate in decimal degrees: at most 8 decimals (numeric(11,8)), within ±bound inclusive.
 * A single dot or comma is the decimal point ("45.815" is 45,815 degrees, never 45815: the
 * general money parser would read a dot before three digits as a thousands separator).
 * Kept as an exact decimal string; Number() only compares it with the bound.
 */
const coordinate = (bound: number, rangeMessage: string) =>
  z.preprocess(
    (v) => {
      if (v === '' || v === null) return undefined;
      if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'NaN';
      if (typeof v === 'string') return v.replace(/[\s\u00a0]/g, '').replace(',', '.').replace(/^\+/, '') || undefined;
      return v;
    },
    z
      .string({ error: messages.invalidNumber })
      .regex(COORDINATE_RE, { message: messages.invalidNumber, abort: true })
      .refine((s) => (COORDINATE_RE.exec(s)?.[1]?.length ?? 0) <= COORDINATE_DECIMALS, messages.maxDecimals(COORDINATE_DECIMALS))
      .refine((s) => Number(s) >= -bound && Number(s) <= bound, rangeMessage)
      .optional()
      .transform((v) => v ?? null),
  );

const extensionMessage = messages.extensionDays(DEADLINE_EXTENSION_MIN, DEADLINE_EXTENSION_MAX);

/** An integer 1-30 from a number input ("5" or 5); empty -> null (the service applies the default). */
export const deadlineExtensionField = z.preprocess(
  (v) => {
    if (v === '' || v === null) return undefined;
    if (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v)) return Number(v);
    return v;
  },
  z
    .number({ error: extensionMessage })
    .int(extensionMessage)
    .min(DEADLINE_EXTENSION_MIN, extensionMessage)
    .max(DEADLINE_EXTENSION_MAX, extensionMessage)
    .optional()
    .transform((v) => v ?? null),
);

/** A city is chosen within a country: a city without a country is incomplete. */
function cityNeedsCountry(value: { countryId: number | null; cityId: number | null }, ctx: z.RefinementCtx) {
  if (value.cityId && !value.countryId) ctx.addIssue({ code: 'custom', path: ['countryId'], message: messages.required });
}

/** Long free-text fields (text columns): generous, but bounded. */
const LONG_TEXT = 2000;

export const projectSchema = z
  .object({
    name: hr.requiredText(200),
    shortName: hr.optionalText(200),
    code: hr.optionalText(200),
    startDate: hr.optionalDate(),
    endDate: hr.optionalDate(),
    address: hr.optionalText(200),
    countryId: hr.optionalId(),
    cityId: hr.optionalId(),
    longitude: coordinate(180, messages.longitudeRange),
    latitude: coordinate(90, messages.latitudeRange),
    bankGuarantees: hr.optionalText(LONG_TEXT),
    paymentMethod: hr.optionalText(LONG_TEXT),
    paymentTerms: hr.optionalText(LONG_TEXT),
    description: hr.optionalText(LONG_TEXT),
    projectStatusId: hr.requiredId(),
    workHourEntryDeadlineExtensionInDays: deadlineExtensionField,
    defaultWorkRecordCoefficientId: hr.optionalId(),
  })
  // "startDate must not be after endDate": reported on endDate, the field set last.
  .superRefine(dateOrder('startDate', 'endDate', messages.startBeforeEnd, 'endDate'), whenValid('startDate', 'endDate'))
  .superRefine(cityNeedsCountry, whenValid('countryId', 'cityId'));

export type ProjectInput = z.output<typeof projectSchema>;

/**
 * PUT /api/Projects/{id}: the project and `confirmCompletion`, sent again after the user
 * confirmed the consumption note of the remaining stock (lib/projects/completion.ts).
 */
export const projectUpdateSchema = z.intersection(
  projectSchema,
  z.object({ confirmCompletion: z.preprocess((v) => v ?? false, z.boolean()) }),
);
export type ProjectUpdateInput = z.output<typeof projectUpdateSchema>;

/** The spec's Project (section 3) with its display fields. */
export type ProjectDto = {
  id: number;
  warehouseId: number | null;
  name: string;
  shortName: string | null;
  code: string | null;
  startDate: string | null;
  endDate: string | null;
  address: string | null;
  cityId: number | null;
  countryId: number | null;
  city: string | null;
  country: string | null;
  /** Exact decimal strings ("15.9779"), never floats. */
  longitude: string | null;
  latitude: string | null;
  bankGuarantees: string | null;
  paymentMethod: string | null;
  paymentTerms: string | null;
  description: string | null;
  projectStatusId: number;
  projectStatus: string;
  workHourEntryDeadlineExtensionInDays: number;
  defaultWorkRecordCoefficientId: number | null;
  defaultWorkRecordCoefficient: string | null;
  /** Read-only: the project's cooperator(s) of type Investor, by name. */
  investor: string | null;
};

/** GET /api/Projects: every project, light, by name (selects). */
export type ProjectOption = { id: number; name: string; shortName: string | null; code: string | null; projectStatusId: number };

/**
 * GET /api/Projects/search and the /projects table: Filter.Name, ShortName, Address, Country,
 * City, Project_Investor and repeated ProjectStatusId; column ids of the table are these names.
 */
export const PROJECT_LIST = {
  sortable: ['name', 'shortName', 'code', 'startDate', 'endDate', 'address', 'country', 'city', 'Project_Investor', 'investor', 'projectStatus'],
  defaultSortBy: 'name',
  filters: {
    name: 'text',
    shortName: 'text',
    address: 'text',
    country: 'text',
    city: 'text',
    Project_Investor: 'text',
    ProjectStatusId: 'ids',
  },
} as const satisfies ListQueryOptions;

// ---- project employees and cooperators

/** "activeFrom must not be after activeTo", reported on activeTo. */
const activeOrder = [dateOrder('activeFrom', 'activeTo', messages.fromBeforeTo, 'activeTo'), whenValid('activeFrom', 'activeTo')] as const;

export const projectEmployeeSchema = z
  .object({
    projectId: hr.requiredId(),
    employeeId: hr.requiredId(),
    employeeRoleId: hr.optionalId(),
    activeFrom: hr.optionalDate(),
    activeTo: hr.optionalDate(),
  })
  .superRefine(...activeOrder);

export type ProjectEmployeeInput = z.output<typeof projectEmployeeSchema>;

export const projectCooperatorSchema = z
  .object({
    projectId: hr.requiredId(),
    cooperatorId: hr.requiredId(),
    cooperatorTypeId: hr.requiredId(),
    clientId: hr.optionalId(),
    cooperatorContactId: hr.optionalId(),
    hasBoq: z.boolean({ error: messages.invalidValue }).default(false),
    activeFrom: hr.optionalDate(),
    activeTo: hr.optionalDate(),
  })
  .superRefine(...activeOrder);

export type ProjectCooperatorInput = z.output<typeof projectCooperatorSchema>;

/** The spec's Project employee with its display fields. */
export type ProjectEmployeeDto = {
  id: number;
  projectId: number;
  employeeId: number;
  /** "Ime Prezime". */
  employeeName: string;
  employee: { id: number; name: string; surname: string };
  employeeRoleId: number | null;
  employeeRole: string | null;
  activeFrom: string | null;
  activeTo: string | null;
};

/** The spec's Project cooperator with its display fields. */
export type ProjectCooperatorDto = {
  id: number;
  projectId: number;
  cooperatorId: number;
  cooperatorContactId: number | null;
  clientId: number | null;
  cooperatorTypeId: number;
  hasBoq: boolean;
  activeFrom: string | null;
  activeTo: string | null;
  cooperatorName: string;
  cooperatorType: string;
  clientName: string | null;
  projectName: string;
  /** "Name, phone, e-mail" of the contact, or null. */
  cooperatorContactSummary: string | null;
};
