import 'server-only';
import { and, asc, desc, eq, getTableColumns, gte, ilike, isNotNull, isNull, lt, not, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { attachments, cities, codebooks, companies, cooperators, countries, employees, projects } from '@/db/schema';
import type { Paged } from '@/lib/http/list-params';
import { cappedCount, contains, defineList, sameColumns } from '@/lib/http/list-query';
import { rowsJson } from '@/lib/http/list-json';
import { codebookOptions } from '@/lib/lookups/codebooks';
import { EXPIRY_FIELDS } from './expiry';
import { EMPLOYEE_LIST, type EmployeeDocumentDto, type EmployeeDto, type EmployeeListItem, type EmployeeOption, type EmployeeSearch } from './schemas';
import { employeeNameFilter } from './name-filter';

/** Reads of the employees module: the list, one employee, options for selects, documents. */

export const ASSOCIATE_TYPE_EMPLOYMENT_AGENCY = 1304;
export const PROJECT_STATUS_ACTIVE = 1000;

const fullName = sql<string>`${employees.name} || ' ' || ${employees.surname}`;

/** "Any of the five certificates expired" (a date before today); false, never null, without dates. */
function anyExpired(today: string): SQL {
  return or(...EXPIRY_FIELDS.map((f) => and(isNotNull(employees[f.key]), lt(employees[f.key], today))))!;
}

/** What the kit cannot apply: the tab and "expired" compare with today. */
function searchConditions(s: EmployeeSearch, today: string): SQL[] {
  const where: SQL[] = [
    s.inactive
      ? and(isNotNull(employees.activeTo), lt(employees.activeTo, today))!
      : or(isNull(employees.activeTo), gte(employees.activeTo, today))!,
  ];
  if (s.expired === true) where.push(anyExpired(today));
  if (s.expired === false) where.push(not(anyExpired(today)));
  return where;
}

const role = alias(codebooks, 'employee_role');

/** The list's joins (all on primary keys, all required, so counting with them costs nothing). */
function withJoins<T extends PgSelect>(qb: T) {
  return qb
    .innerJoin(cities, eq(cities.id, employees.cityId))
    .innerJoin(countries, eq(countries.id, employees.countryId))
    .innerJoin(role, eq(role.id, employees.employeeRoleId));
}

const listColumns = {
  id: employees.id,
  name: employees.name,
  surname: employees.surname,
  fullName,
  oib: employees.oib,
  birthDate: employees.birthDate,
  address: employees.address,
  city: cities.name,
  country: countries.name,
  employeeRole: role.label,
  activeFrom: employees.activeFrom,
  activeTo: employees.activeTo,
  medicalExaminationExpirationDate: employees.medicalExaminationExpirationDate,
  workingPermissionExpirationDate: employees.workingPermissionExpirationDate,
  supervisionDecisionExpirationDate: employees.supervisionDecisionExpirationDate,
  authorizationExpirationDate: employees.authorizationExpirationDate,
  toxicologyExpirationDate: employees.toxicologyExpirationDate,
};

/** The list's filters and sorts bound to columns (names and kinds: EMPLOYEE_LIST). Nullable dates sort last. */
const employeeList = defineList(EMPLOYEE_LIST, {
  filters: {
    // "name", "surname", "name surname" and "surname name" all find the employee.
    Employee_Name: employeeNameFilter,
    OIB: (value) => ilike(employees.oib, contains(value.replace(/\s/g, ''))),
    BirthDate: employees.birthDate,
    Address: employees.address,
    City: cities.name,
    Country: countries.name,
    Employee_Inactive: null,
    Expired: null,
  },
  sort: {
    Employee_Name: [employees.surname, employees.name],
    name: [employees.name, employees.surname],
    surname: [employees.surname, employees.name],
    // The list's own columns sort by themselves.
    ...sameColumns(listColumns, 'oib', 'birthDate', 'address', 'city', 'country', 'employeeRole', 'activeFrom', 'activeTo',
      'medicalExaminationExpirationDate'),
  },
  tiebreak: employees.id,
  nullsLast: true,
  // Capped (issue 15): former employees stay in the inactive tab for good, so the table grows
  // year by year; at most 10,001 entries are counted, the screen shows "10.000+" above that.
  counting: cappedCount(),
});

/** The ids of the matching employees, with only the joins `names` (the filters and the sort in use) need. */
function lean(db: DbOrTx, names: Set<string>) {
  let qb = db.select({ id: employees.id }).from(employees).$dynamic();
  if (names.has('City') || names.has('city')) qb = qb.innerJoin(cities, eq(cities.id, employees.cityId));
  if (names.has('Country') || names.has('country')) qb = qb.innerJoin(countries, eq(countries.id, employees.countryId));
  if (names.has('employeeRole')) qb = qb.innerJoin(role, eq(role.id, employees.employeeRoleId));
  return qb;
}


/**
 * The paged list of one tab (active / inactive), filtered and sorted on whitelisted columns:
 * the page and the capped count (the joins are required foreign keys: the count joins only what
 * a filter needs); a page deep in the list reads its ids first (the deferred join).
 * Nullable dates sort last in both directions.
 */
export async function searchEmployees(db: DbOrTx, s: EmployeeSearch, today: string): Promise<Paged<EmployeeListItem>> {
  return employeeList.page(db, s, employeeSource(db, s, today));
}

/** The same page as JSON text written by Postgres (the API route: lib/http/list-json.ts). */
export function searchEmployeesJson(db: DbOrTx, s: EmployeeSearch, today: string): Promise<string> {
  return employeeList.pageJson(db, s, employeeSource(db, s, today));
}

function employeeSource(db: DbOrTx, s: EmployeeSearch, today: string) {
  const filtered = Object.keys(s.filters).filter((name) => s.filters[name]?.length);
  return {
    rows: withJoins(db.select(listColumns).from(employees).$dynamic()),
    count: lean(db, new Set(filtered)),
    keys: lean(db, new Set([...filtered, s.sortBy])),
    where: searchConditions(s, today),
  };
}

/** GET /api/Employees: every employee (id, name, surname, fullName, activeTo), for selects. */
export async function listEmployeeOptions(db: DbOrTx): Promise<EmployeeOption[]> {
  return employeeOptionsSelect(db);
}

/** GET /api/Employees: the same rows as JSON text written by Postgres. */
export function listEmployeeOptionsJson(db: DbOrTx): Promise<string> {
  return rowsJson(db, employeeOptionsSelect(db));
}

const employeeOptionsSelect = (db: DbOrTx) =>
  db
    .select({ id: employees.id, name: employees.name, surname: employees.surname, fullName, activeTo: employees.activeTo })
    .from(employees)
    .orderBy(asc(employees.surname), asc(employees.name), asc(employees.id))
    .$dynamic();

const gender = alias(codebooks, 'gender');
const company = alias(companies, 'company');
const company2 = alias(companies, 'company2');
const temporaryCity = alias(cities, 'temporary_city');
const temporaryCountry = alias(countries, 'temporary_country');

// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { createdDate: _created, ...storedColumns } = getTableColumns(employees);

/** One employee with every field and its display names, in one query; null when missing. */
export async function getEmployee(db: DbOrTx, id: number): Promise<EmployeeDto | null> {
  const [row] = await db
    .select({
      ...storedColumns,
      fullName,
      gender: gender.label,
      employeeRole: role.label,
      company: company.name,
      company2: company2.name,
      agency: cooperators.name,
      city: cities.name,
      country: countries.name,
      temporaryCity: temporaryCity.name,
      temporaryCountry: temporaryCountry.name,
    })
    .from(employees)
    .innerJoin(gender, eq(gender.id, employees.genderId))
    .innerJoin(role, eq(role.id, employees.employeeRoleId))
    .innerJoin(cities, eq(cities.id, employees.cityId))
    .innerJoin(countries, eq(countries.id, employees.countryId))
    .leftJoin(company, eq(company.id, employees.companyId))
    .leftJoin(company2, eq(company2.id, employees.company2Id))
    .leftJoin(cooperators, eq(cooperators.id, employees.agencyId))
    .leftJoin(temporaryCity, eq(temporaryCity.id, employees.temporaryCityId))
    .leftJoin(temporaryCountry, eq(temporaryCountry.id, employees.temporaryCountryId))
    .where(eq(employees.id, id))
    .limit(1);
  return row ?? null;
}

export async function employeeExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, id)).limit(1);
  return !!row;
}

/** The download address of an attachment (served by the attachments module). */
export const attachmentUrl = (id: number) => `/api/Attachments/${id}/Download`;

/** GET /api/Employees/{id}/documents: the employee's attachments, newest first. */
export async function employeeDocuments(db: DbOrTx, employeeId: number): Promise<EmployeeDocumentDto[]> {
  const rows = await db
    .select({
      id: attachments.id,
      fileName: attachments.fileName,
      description: attachments.description,
      createdBy: attachments.createdBy,
      createdDate: attachments.createdDate,
    })
    .from(attachments)
    .where(eq(attachments.employeeId, employeeId))
    .orderBy(desc(attachments.createdDate), desc(attachments.id));
  return rows.map((r) => ({ ...r, url: attachmentUrl(r.id), createdDate: r.createdDate.toISOString() }));
}

export type SelectOption = { value: string; label: string };

/** The form's select options: genders, employee roles, companies, employment agencies. */
export async function employeeFormOptions(db: DbOrTx) {
  const [genders, roles, companyRows, agencies] = await Promise.all([
    codebookOptions(db, 'Gender'),
    codebookOptions(db, 'EmployeeRole'),
    db.select({ id: companies.id, name: companies.name, isActive: companies.isActive }).from(companies).orderBy(asc(companies.name)),
    db
      .select({ id: cooperators.id, name: cooperators.name })
      .from(cooperators)
      .where(eq(cooperators.associateTypeId, ASSOCIATE_TYPE_EMPLOYMENT_AGENCY))
      .orderBy(asc(cooperators.name)),
  ]);
  const toOption = (r: { value: number; label: string }): SelectOption => ({ value: String(r.value), label: r.label });
  return {
    genders: genders.map(toOption),
    roles: roles.map(toOption),
    // Inactive companies stay selectable only so an existing value still shows; marked by the label.
    companies: companyRows.map((c) => ({ value: String(c.id), label: c.isActive ? c.name : `${c.name} (neaktivna)` })),
    agencies: agencies.map((a) => ({ value: String(a.id), label: a.name })),
  };
}

export type EmployeeFormOptions = Awaited<ReturnType<typeof employeeFormOptions>>;

/** Active projects (status 1000) for the gear record's project select. */
export async function activeProjectOptions(db: DbOrTx): Promise<SelectOption[]> {
  const rows = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(eq(projects.projectStatusId, PROJECT_STATUS_ACTIVE))
    .orderBy(asc(projects.name), asc(projects.id));
  return rows.map((p) => ({ value: String(p.id), label: p.name }));
}
