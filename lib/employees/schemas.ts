import type { AttachmentDto } from '@/lib/attachments/types';
import { booleanFilter, listQuerySchema, parseListQuery, type ListQuery, type ListQueryInput, type ListQueryOptions } from '@/lib/http/list-params';
import { messages } from '@/lib/i18n/messages';
import { dateOrder, hr, z } from '@/lib/i18n/zod';
import { oibField } from '@/lib/validation/zod-identifiers';
import { GEAR_KEYS, type GearFlags, type GearKey, type GearTotals } from './gear-items';

/**
 * Employee rules (spec part 1 section 5), shared by the drawer form (zod4Resolver) and the API
 * (authoritative). Rules that need the database (OIB unique, city in its country, codebook
 * kinds, the agency's associate type) live in service.ts.
 */
const flag = () => z.boolean({ error: messages.invalidValue }).default(false);

/**
 * Lets an object rule run although other fields failed, as long as the fields it reads are
 * valid: the form then shows every message at once instead of one round at a time.
 */
const whenValid = (...keys: string[]) => ({
  when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => keys.includes(String(issue.path?.[0]))),
});

/** numeric(18,2): at most 16 integer digits; never parsed through a float. */
const MONEY_MAX_INT_DIGITS = 16;
const bonusAmount = hr
  .optionalDecimal({ decimals: 2, min: 0 })
  .refine((v) => v === null || v.replace('-', '').split('.')[0].length <= MONEY_MAX_INT_DIGITS, messages.invalidNumber);

/** An optional http(s) address of the employee's photo (no upload: files belong to attachments). */
const photoUrl = hr
  .optionalText(2000)
  .refine((v) => v === null || /^https?:\/\/\S+$/i.test(v), messages.invalidPhotoUrl);

export const employeeSchema = z
  .object({
    // identity and contact
    name: hr.requiredText(200),
    surname: hr.requiredText(200),
    oib: oibField,
    identificationNumber: hr.optionalText(50),
    birthDate: hr.requiredDate(),
    genderId: hr.requiredId(),
    photo: photoUrl,
    email: hr.optionalEmail(200),
    phone: hr.requiredText(200),
    // residence
    address: hr.requiredText(200),
    countryId: hr.requiredId(),
    cityId: hr.requiredId(),
    // temporary (inhabitancy) address
    temporaryAddress: hr.optionalText(200),
    temporaryCountryId: hr.optionalId(),
    temporaryCityId: hr.optionalId(),
    // employment
    activeFrom: hr.requiredDate(),
    activeTo: hr.optionalDate(),
    employeeRoleId: hr.requiredId(),
    position: hr.optionalText(200),
    companyId: hr.optionalId(),
    company2Id: hr.optionalId(),
    agencyId: hr.optionalId(),
    usedBonusAmountBeforeEmployment: bonusAmount,
    // work safety
    isSupervised: flag(),
    supervisionDecisionExpirationDate: hr.optionalDate(),
    isCompetentForSafeWork: flag(),
    isCompetentForFireProtection: flag(),
    isCompetentForFirstAid: flag(),
    isAuthorizedForWorkSafety: flag(),
    authorizationExpirationDate: hr.optionalDate(),
    // medical
    isMedicalExaminationRequired: flag(),
    medicalExaminationExpirationDate: hr.optionalDate(),
    medicalExaminationBy: hr.optionalText(200),
    medicalExaminationNotes: hr.optionalText(2000),
    pointList: hr.optionalText(200),
    // toxicology
    isCompetentForToxicology: flag(),
    isResponsibleForToxicology: flag(),
    isExecutantForToxicology: flag(),
    toxicologyExpirationDate: hr.optionalDate(),
    // sizes
    workShoesSize: hr.optionalText(20),
    workPantsSize: hr.optionalText(20),
    workJacketSize: hr.optionalText(20),
    // work permit
    hasWorkingPermission: flag(),
    workingPermissionExpirationDate: hr.optionalDate(),
    workingPermissionExtensionStartDate: hr.optionalDate(),
    workingPermissionExtensionRequestDate: hr.optionalDate(),
  })
  // "activeFrom must be before activeTo": reported on activeTo, the field the user sets last.
  .superRefine(dateOrder('activeFrom', 'activeTo', messages.fromBeforeTo, 'activeTo'), whenValid('activeFrom', 'activeTo'))
  .superRefine((v, ctx) => {
    if (v.companyId !== null && v.company2Id !== null && v.companyId === v.company2Id) {
      ctx.addIssue({ code: 'custom', path: ['company2Id'], message: messages.secondCompanySameAsFirst });
    }
  }, whenValid('companyId', 'company2Id'))
  .superRefine((v, ctx) => {
    // A city belongs to a country; the picker disables the city without one, the API must too.
    if (v.temporaryCityId !== null && v.temporaryCountryId === null) {
      ctx.addIssue({ code: 'custom', path: ['temporaryCountryId'], message: messages.required });
    }
  }, whenValid('temporaryCountryId', 'temporaryCityId'));

export type EmployeeInput = z.output<typeof employeeSchema>;

/**
 * GET /api/Employees/{id}: every stored field (dates 'YYYY-MM-DD', money a decimal string such
 * as "1234.50") plus the display fields.
 */
export type EmployeeDto = EmployeeInput & {
  id: number;
  fullName: string;
  gender: string;
  employeeRole: string;
  company: string | null;
  company2: string | null;
  agency: string | null;
  city: string;
  country: string;
  temporaryCity: string | null;
  temporaryCountry: string | null;
};

/** A row of /employees and GET /api/Employees/search. */
export type EmployeeListItem = {
  id: number;
  name: string;
  surname: string;
  fullName: string;
  oib: string;
  birthDate: string;
  address: string;
  city: string;
  country: string;
  employeeRole: string;
  activeFrom: string;
  activeTo: string | null;
  medicalExaminationExpirationDate: string | null;
  workingPermissionExpirationDate: string | null;
  supervisionDecisionExpirationDate: string | null;
  authorizationExpirationDate: string | null;
  toxicologyExpirationDate: string | null;
};

/** GET /api/Employees: every employee, for selects. */
export type EmployeeOption = { id: number; name: string; surname: string; fullName: string; activeTo: string | null };

/** GET /api/Employees/{id}/documents (spec: Attachment): the attachment's own fields, no links. */
export type EmployeeDocumentDto = Pick<AttachmentDto, 'id' | 'fileName' | 'url' | 'description' | 'createdBy' | 'createdDate'>;

// ---- search (GET /api/Employees/search and the /employees page)

/**
 * Filter names as the spec's query names (matched case-insensitively, `filter.x` or `Filter.X`);
 * sortable columns: Employee_Name sorts by surname, then name (the table shows "Prezime Ime").
 */
export const EMPLOYEE_LIST = {
  sortable: [
    'Employee_Name',
    'name',
    'surname',
    'oib',
    'birthDate',
    'address',
    'city',
    'country',
    'employeeRole',
    'activeFrom',
    'activeTo',
    'medicalExaminationExpirationDate',
  ],
  defaultSortBy: 'Employee_Name',
  filters: {
    Employee_Name: 'text',
    OIB: 'text',
    BirthDate: 'date',
    Address: 'text',
    City: 'text',
    Country: 'text',
    Employee_Inactive: 'boolean',
    Expired: 'boolean',
  },
} as const satisfies ListQueryOptions;

export type EmployeeSearch = ListQuery & {
  /** The list's tab: inactive = activeTo set and before today. */
  inactive: boolean;
  /** Any of the five certificates expired (true), none expired (false), no filter (null). */
  expired: boolean | null;
};

export function parseEmployeeListQuery(input: ListQueryInput): ListQuery {
  return parseListQuery(input, EMPLOYEE_LIST);
}

/** The API's query: Filter.Employee_Inactive is required (true/false), else a 400 on that key. */
export const employeeSearchQuerySchema = listQuerySchema(EMPLOYEE_LIST).transform((q, ctx): EmployeeSearch => {
  const inactive = booleanFilter(q.filters.Employee_Inactive);
  if (inactive === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['Filter.Employee_Inactive'],
      message: q.filters.Employee_Inactive ? messages.invalidValue : messages.required,
    });
    return z.NEVER;
  }
  return { ...q, inactive, expired: booleanFilter(q.filters.Expired) };
});

// ---- gear records

/** A gear flag: true/false, 1/0 or the strings of a multipart form ('1', 'true', 'on'). */
const gearFlag = z.preprocess(
  (v) => {
    if (v === true || v === 1 || v === '1' || v === 'true' || v === 'on') return 1;
    if (v === false || v === 0 || v === '0' || v === 'false' || v === '' || v == null) return 0;
    return v;
  },
  z.union([z.literal(0), z.literal(1)], { error: messages.invalidValue }),
);

export const gearRecordSchema = z
  .object({
    date: hr.requiredDate(),
    projectId: hr.requiredId(),
    ...(Object.fromEntries(GEAR_KEYS.map((k) => [k, gearFlag])) as Record<GearKey, typeof gearFlag>),
  })
  .superRefine((v, ctx) => {
    if (!GEAR_KEYS.some((k) => v[k] === 1)) ctx.addIssue({ code: 'custom', path: ['gear'], message: messages.gearItemRequired });
  }, whenValid(...GEAR_KEYS));

export type GearRecordInput = z.output<typeof gearRecordSchema>;

/** A gear record as GET /api/Employees/{id}/gear lists it (spec: Employee gear record). */
export type GearRecordDto = GearFlags & {
  id: number;
  employeeId: number;
  employee: string;
  date: string;
  projectId: number;
  project: string;
  attachmentId: number | null;
  attachmentName: string | null;
  attachmentUrl: string | null;
};

/** GET /api/Employees/{id}/gear: the records (newest first) and each gear column summed in SQL. */
export type GearListDto = { items: GearRecordDto[]; totals: GearTotals };
