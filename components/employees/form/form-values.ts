import type { EmployeeDto } from '@/lib/employees/schemas';
import { formatMoney } from '@/lib/format';
import { placeFormValues, type PlaceFormValues } from '@/components/lookups/PlaceFields';

/**
 * What the employee form holds: texts and dates ('YYYY-MM-DD' or '') as strings, select ids as
 * strings (Mantine Select), country and city ids as numbers with their names (CountryCitySelect
 * shows a saved place without a look-up), flags as booleans. employeeSchema parses exactly this,
 * in the form and in the API; the names are extra keys the schema drops.
 */
export type EmployeeFormValues = {
  name: string;
  surname: string;
  oib: string;
  identificationNumber: string;
  birthDate: string;
  genderId: string | null;
  photo: string;
  email: string;
  phone: string;
  address: string;
  temporaryAddress: string;
  activeFrom: string;
  activeTo: string;
  employeeRoleId: string | null;
  position: string;
  companyId: string | null;
  company2Id: string | null;
  agencyId: string | null;
  usedBonusAmountBeforeEmployment: string;
  isSupervised: boolean;
  supervisionDecisionExpirationDate: string;
  isCompetentForSafeWork: boolean;
  isCompetentForFireProtection: boolean;
  isCompetentForFirstAid: boolean;
  isAuthorizedForWorkSafety: boolean;
  authorizationExpirationDate: string;
  isMedicalExaminationRequired: boolean;
  medicalExaminationExpirationDate: string;
  medicalExaminationBy: string;
  medicalExaminationNotes: string;
  pointList: string;
  isCompetentForToxicology: boolean;
  isResponsibleForToxicology: boolean;
  isExecutantForToxicology: boolean;
  toxicologyExpirationDate: string;
  workShoesSize: string;
  workPantsSize: string;
  workJacketSize: string;
  hasWorkingPermission: boolean;
  workingPermissionExpirationDate: string;
  workingPermissionExtensionStartDate: string;
  workingPermissionExtensionRequestDate: string;
} & PlaceFormValues & PlaceFormValues<'temporary'>;

const text = (v: string | null | undefined) => v ?? '';
const id = (v: number | null | undefined) => (v == null ? null : String(v));

/** The form's starting values: an employee's, or empty ones (a new one starts with the caller's defaults, e.g. activeFrom today). */
export function toFormValues(e: EmployeeDto | null, defaults: Partial<EmployeeFormValues> = {}): EmployeeFormValues {
  return {
    name: text(e?.name),
    surname: text(e?.surname),
    oib: text(e?.oib),
    identificationNumber: text(e?.identificationNumber),
    birthDate: text(e?.birthDate),
    genderId: id(e?.genderId),
    photo: text(e?.photo),
    email: text(e?.email),
    phone: text(e?.phone),
    address: text(e?.address),
    ...placeFormValues(e),
    temporaryAddress: text(e?.temporaryAddress),
    ...placeFormValues(e && { countryId: e.temporaryCountryId, country: e.temporaryCountry, cityId: e.temporaryCityId, city: e.temporaryCity }, 'temporary'),
    activeFrom: text(e?.activeFrom),
    activeTo: text(e?.activeTo),
    employeeRoleId: id(e?.employeeRoleId),
    position: text(e?.position),
    companyId: id(e?.companyId),
    company2Id: id(e?.company2Id),
    agencyId: id(e?.agencyId),
    // Shown as the user types it: 1.234,56 (the schema parses the decimal comma exactly).
    usedBonusAmountBeforeEmployment: e?.usedBonusAmountBeforeEmployment ? formatMoney(e.usedBonusAmountBeforeEmployment) : '',
    isSupervised: e?.isSupervised ?? false,
    supervisionDecisionExpirationDate: text(e?.supervisionDecisionExpirationDate),
    isCompetentForSafeWork: e?.isCompetentForSafeWork ?? false,
    isCompetentForFireProtection: e?.isCompetentForFireProtection ?? false,
    isCompetentForFirstAid: e?.isCompetentForFirstAid ?? false,
    isAuthorizedForWorkSafety: e?.isAuthorizedForWorkSafety ?? false,
    authorizationExpirationDate: text(e?.authorizationExpirationDate),
    isMedicalExaminationRequired: e?.isMedicalExaminationRequired ?? false,
    medicalExaminationExpirationDate: text(e?.medicalExaminationExpirationDate),
    medicalExaminationBy: text(e?.medicalExaminationBy),
    medicalExaminationNotes: text(e?.medicalExaminationNotes),
    pointList: text(e?.pointList),
    isCompetentForToxicology: e?.isCompetentForToxicology ?? false,
    isResponsibleForToxicology: e?.isResponsibleForToxicology ?? false,
    isExecutantForToxicology: e?.isExecutantForToxicology ?? false,
    toxicologyExpirationDate: text(e?.toxicologyExpirationDate),
    workShoesSize: text(e?.workShoesSize),
    workPantsSize: text(e?.workPantsSize),
    workJacketSize: text(e?.workJacketSize),
    hasWorkingPermission: e?.hasWorkingPermission ?? false,
    workingPermissionExpirationDate: text(e?.workingPermissionExpirationDate),
    workingPermissionExtensionStartDate: text(e?.workingPermissionExtensionStartDate),
    workingPermissionExtensionRequestDate: text(e?.workingPermissionExtensionRequestDate),
    ...(e ? {} : defaults),
  };
}
