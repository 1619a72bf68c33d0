import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { attachments, employees, users } from '@/db/schema';
import { deleteDetachedFiles } from '@/lib/attachments/files';
import { AppError, conflict, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { ASSOCIATE_TYPE_EMPLOYMENT_AGENCY, getEmployee } from './queries';
import type { EmployeeDto, EmployeeInput } from './schemas';

/**
 * Employee writes and the rules that need the database: codebook ids of the right codebook,
 * cities in their countries, existing companies, an agency that is an employment agency, and
 * an OIB no other employee has. Each write runs in the route's transaction (lib/http/handler).
 */

type FieldErrors = Record<string, string[]>;

type ReferenceRow = {
  gender_codebook: string | null;
  role_codebook: string | null;
  country_ok: boolean;
  city_country: number | null;
  temporary_country_ok: boolean;
  temporary_city_country: number | null;
  company_ok: boolean;
  company2_ok: boolean;
  agency_type: number | null;
};

/** All references checked in one round trip; every problem is reported on its own field. */
async function referenceErrors(tx: DbOrTx, input: EmployeeInput): Promise<FieldErrors> {
  const result = await tx.execute(sql`
    select
      (select codebook from codebooks where id = ${input.genderId}) as gender_codebook,
      (select codebook from codebooks where id = ${input.employeeRoleId}) as role_codebook,
      exists(select 1 from countries where id = ${input.countryId}) as country_ok,
      (select country_id from cities where id = ${input.cityId}) as city_country,
      exists(select 1 from countries where id = ${input.temporaryCountryId}) as temporary_country_ok,
      (select country_id from cities where id = ${input.temporaryCityId}) as temporary_city_country,
      exists(select 1 from companies where id = ${input.companyId}) as company_ok,
      exists(select 1 from companies where id = ${input.company2Id}) as company2_ok,
      (select associate_type_id from cooperators where id = ${input.agencyId}) as agency_type
  `);
  const r = result.rows[0] as unknown as ReferenceRow;
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  if (r.gender_codebook !== 'Gender') add('genderId', messages.invalidValue);
  if (r.role_codebook !== 'EmployeeRole') add('employeeRoleId', messages.invalidValue);
  if (!r.country_ok) add('countryId', messages.invalidValue);
  if (r.city_country === null) add('cityId', messages.invalidValue);
  else if (r.city_country !== input.countryId) add('cityId', messages.cityNotInCountry);
  if (input.temporaryCountryId !== null && !r.temporary_country_ok) add('temporaryCountryId', messages.invalidValue);
  if (input.temporaryCityId !== null) {
    if (r.temporary_city_country === null) add('temporaryCityId', messages.invalidValue);
    else if (r.temporary_city_country !== input.temporaryCountryId) add('temporaryCityId', messages.cityNotInCountry);
  }
  if (input.companyId !== null && !r.company_ok) add('companyId', messages.invalidValue);
  if (input.company2Id !== null && !r.company2_ok) add('company2Id', messages.invalidValue);
  if (input.agencyId !== null) {
    if (r.agency_type === null) add('agencyId', messages.invalidValue);
    else if (r.agency_type !== ASSOCIATE_TYPE_EMPLOYMENT_AGENCY) add('agencyId', messages.agencyNotEmploymentAgency);
  }
  return errors;
}

async function oibTaken(tx: DbOrTx, oib: string, exceptId?: number): Promise<boolean> {
  const where = exceptId ? and(eq(employees.oib, oib), ne(employees.id, exceptId)) : eq(employees.oib, oib);
  const [row] = await tx.select({ id: employees.id }).from(employees).where(where).limit(1);
  return !!row;
}

async function validate(tx: DbOrTx, input: EmployeeInput, exceptId?: number): Promise<void> {
  const errors = await referenceErrors(tx, input);
  if (await oibTaken(tx, input.oib, exceptId)) errors.oib = [messages.employeeOibTaken];
  if (Object.keys(errors).length) throw new AppError(400, messages.validationFailed, errors);
}

/** A concurrent save with the same OIB loses at the unique index: the same 400 as the check. */
function rethrowOibRace(err: unknown): never {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.code ?? e.cause?.code;
  const constraint = e.constraint ?? e.cause?.constraint;
  if (code === '23505' && constraint === 'employees_oib_uq') {
    throw new AppError(400, messages.validationFailed, { oib: [messages.employeeOibTaken] });
  }
  throw err;
}

export async function createEmployee(tx: Tx, input: EmployeeInput): Promise<EmployeeDto> {
  await validate(tx, input);
  const [row] = await tx.insert(employees).values(input).returning({ id: employees.id }).catch(rethrowOibRace);
  return (await getEmployee(tx, row.id))!;
}

export async function updateEmployee(tx: Tx, id: number, input: EmployeeInput): Promise<EmployeeDto> {
  const [current] = await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, id)).for('update');
  if (!current) throw notFound(messages.notFound);
  await validate(tx, input, id);
  await tx.update(employees).set(input).where(eq(employees.id, id)).catch(rethrowOibRace);
  return (await getEmployee(tx, id))!;
}

/**
 * Deletes an employee with their gear records and attachments (cascades) and the attachments'
 * stored files (no cascade from attachments to files). An employee linked to an app user is
 * refused with 409; any other reference fails at its foreign key, which the wrapper maps to 409.
 */
export async function deleteEmployee(tx: Tx, id: number): Promise<void> {
  const [current] = await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, id)).for('update');
  if (!current) throw notFound(messages.notFound);
  const [linkedUser] = await tx.select({ id: users.id }).from(users).where(eq(users.employeeId, id)).limit(1);
  if (linkedUser) throw conflict(messages.employeeLinkedToUser);
  const fileIds = (
    await tx.select({ fileId: attachments.fileId }).from(attachments).where(eq(attachments.employeeId, id))
  ).map((r) => r.fileId);
  await tx.delete(employees).where(eq(employees.id, id));
  await deleteDetachedFiles(tx, fileIds);
}
