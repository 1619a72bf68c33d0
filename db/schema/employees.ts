import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cooperators } from './cooperators';
import { cities, codebooks, companies, countries } from './lookups';

/**
 * Employee with every field of spec part 1, section 3. The employee module (lookups of
 * cooperators etc.) builds on this table; users link to it (SiteManager must have one).
 */
export const employees = pgTable(
  'employees',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // identity and contact
    name: varchar('name', { length: 200 }).notNull(),
    surname: varchar('surname', { length: 200 }).notNull(),
    oib: varchar('oib', { length: 11 }).notNull(),
    identificationNumber: varchar('identification_number', { length: 50 }),
    birthDate: date('birth_date').notNull(),
    genderId: integer('gender_id')
      .notNull()
      .references(() => codebooks.id),
    photo: text('photo'),
    email: varchar('email', { length: 200 }),
    phone: varchar('phone', { length: 200 }).notNull(),
    // residence
    address: varchar('address', { length: 200 }).notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    // temporary (inhabitancy) address
    temporaryAddress: varchar('temporary_address', { length: 200 }),
    temporaryCityId: integer('temporary_city_id').references(() => cities.id),
    temporaryCountryId: integer('temporary_country_id').references(() => countries.id),
    // employment
    activeFrom: date('active_from').notNull(),
    activeTo: date('active_to'),
    employeeRoleId: integer('employee_role_id')
      .notNull()
      .references(() => codebooks.id),
    position: varchar('position', { length: 200 }),
    companyId: integer('company_id').references(() => companies.id),
    company2Id: integer('company2_id').references(() => companies.id),
    // The employment agency (a cooperator of associate type EmploymentAgency).
    agencyId: integer('agency_id').references(() => cooperators.id),
    usedBonusAmountBeforeEmployment: numeric('used_bonus_amount_before_employment', { precision: 18, scale: 2 }),
    // work safety
    isSupervised: boolean('is_supervised').notNull().default(false),
    supervisionDecisionExpirationDate: date('supervision_decision_expiration_date'),
    isCompetentForSafeWork: boolean('is_competent_for_safe_work').notNull().default(false),
    isCompetentForFireProtection: boolean('is_competent_for_fire_protection').notNull().default(false),
    isCompetentForFirstAid: boolean('is_competent_for_first_aid').notNull().default(false),
    isAuthorizedForWorkSafety: boolean('is_authorized_for_work_safety').notNull().default(false),
    authorizationExpirationDate: date('authorization_expiration_date'),
    // medical
    isMedicalExaminationRequired: boolean('is_medical_examination_required').notNull().default(false),
    medicalExaminationExpirationDate: date('medical_examination_expiration_date'),
    medicalExaminationBy: varchar('medical_examination_by', { length: 200 }),
    medicalExaminationNotes: text('medical_examination_notes'),
    pointList: varchar('point_list', { length: 200 }),
    // toxicology
    isCompetentForToxicology: boolean('is_competent_for_toxicology').notNull().default(false),
    isResponsibleForToxicology: boolean('is_responsible_for_toxicology').notNull().default(false),
    isExecutantForToxicology: boolean('is_executant_for_toxicology').notNull().default(false),
    toxicologyExpirationDate: date('toxicology_expiration_date'),
    // sizes
    workShoesSize: varchar('work_shoes_size', { length: 20 }),
    workPantsSize: varchar('work_pants_size', { length: 20 }),
    workJacketSize: varchar('work_jacket_size', { length: 20 }),
    // work permit
    hasWorkingPermission: boolean('has_working_permission').notNull().default(false),
    workingPermissionExpirationDate: date('working_permission_expiration_date'),
    workingPermissionExtensionStartDate: date('working_permission_extension_start_date'),
    workingPermissionExtensionRequestDate: date('working_permission_extension_request_date'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's default sort; active_to last so the tab's condition is read from the index (a deep page is an index-only walk, issue 15).
    index('employees_surname_name_idx').on(t.surname, t.name, t.id, t.activeTo),
    uniqueIndex('employees_oib_uq').on(t.oib),
    index('employees_active_to_idx').on(t.activeTo),
    // The employees of a company (salaries, payrolls and employee expenses list a company's month; issue 14).
    index('employees_company_idx').on(t.companyId),
    index('employees_company2_idx').on(t.company2Id),
    // Deleting a cooperator checks that no employee names it as the agency (without it: a scan of every employee per cooperator).
    index('employees_agency_idx').on(t.agencyId),
  ],
);

export type Employee = typeof employees.$inferSelect;
