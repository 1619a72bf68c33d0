import type { EmployeeDto } from '@/lib/employees/schemas';
import { formatMoney } from '@/lib/format';
import { placeFormValues, type PlaceFormValues } from '@/components/lookups/PlaceFields';

const TEXTS = [
  'name', 'surname', 'oib', 'identificationNumber', 'birthDate', 'photo', 'email', 'phone', 'address', 'temporaryAddress',
  'activeFrom', 'activeTo', 'position', 'supervisionDecisionExpirationDate', 'authorizationExpirationDate',
  'medicalExaminationExpirationDate', 'medicalExaminationBy', 'medicalExaminationNotes', 'pointList', 'toxicologyExpirationDate',
  'workShoesSize', 'workPantsSize', 'workJacketSize',
  'workingPermissionExpirationDate', 'workingPermissionExtensionStartDate', 'workingPermissionExtensionRequestDate',
] as const;
const IDS = ['genderId', 'employeeRoleId', 'companyId', 'company2Id', 'agencyId'] as const;
const FLAGS = [
  'isSupervised', 'isCompetentForSafeWork', 'isCompetentForFireProtection', 'isCompetentForFirstAid', 'isAuthorizedForWorkSafety',
  'isMedicalExaminationRequired', 'isCompetentForToxicology', 'isResponsibleForToxicology', 'isExecutantForToxicology',
  'hasWorkingPermission',
] as const;

/**
 * What the employee form holds: texts and dates ('YYYY-MM-DD' or '') as strings, select ids as
 * strings (Mantine Select), country and city ids as numbers with their names (CountryCitySelect
 * shows a saved place without a look-up), flags as booleans. employeeSchema parses exactly this,
 * in the form and in the API; the names are extra keys the schema drops.
 */
export type EmployeeFormValues = Record<(typeof TEXTS)[number], string> &
  Record<(typeof IDS)[number], string | null> &
  Record<(typeof FLAGS)[number], boolean> & { usedBonusAmountBeforeEmployment: string } & PlaceFormValues &
  PlaceFormValues<'temporary'>;

/** One value a key, the same way for each. */
const each = <K extends string, T>(keys: readonly K[], value: (key: K) => T) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, T>;

/** The form's starting values: an employee's, or empty ones (a new one starts with the caller's defaults, e.g. activeFrom today). */
export function toFormValues(e: EmployeeDto | null, defaults: Partial<EmployeeFormValues> = {}): EmployeeFormValues {
  return {
    ...each(TEXTS, (key) => e?.[key] ?? ''),
    ...each(IDS, (key) => (e?.[key] == null ? null : String(e[key]))),
    ...each(FLAGS, (key) => e?.[key] ?? false),
    ...placeFormValues(e),
    ...placeFormValues(e && { countryId: e.temporaryCountryId, country: e.temporaryCountry, cityId: e.temporaryCityId, city: e.temporaryCity }, 'temporary'),
    // Shown as the user types it: 1.234,56 (the schema parses the decimal comma exactly).
    usedBonusAmountBeforeEmployment: e?.usedBonusAmountBeforeEmployment ? formatMoney(e.usedBonusAmountBeforeEmployment) : '',
    ...(e ? {} : defaults),
  };
}
