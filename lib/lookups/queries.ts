import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { companies, unitsOfMeasurement, workRecordCoefficients } from '@/db/schema';
import { notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';

/** Reads of the small lookup tables (companies, units of measurement, work record coefficients). */
export type CompanyDto = { id: number; name: string; isActive: boolean };
export type UnitDto = { id: number; name: string; nameUniversal: string; shortName: string };
/** coefficient is the numeric(6,2) as Postgres prints it ("1.35"), never a float. */
export type CoefficientDto = { id: number; name: string; coefficient: string };

const companyColumns = { id: companies.id, name: companies.name, isActive: companies.isActive };
const unitColumns = {
  id: unitsOfMeasurement.id,
  name: unitsOfMeasurement.name,
  nameUniversal: unitsOfMeasurement.nameUniversal,
  shortName: unitsOfMeasurement.shortName,
};
const coefficientColumns = {
  id: workRecordCoefficients.id,
  name: workRecordCoefficients.name,
  coefficient: workRecordCoefficients.coefficient,
};

export async function listCompanies(db: DbOrTx): Promise<CompanyDto[]> {
  return db.select(companyColumns).from(companies).orderBy(asc(companies.id));
}

export async function getCompany(db: DbOrTx, id: number): Promise<CompanyDto> {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, id));
  if (!row) throw notFound(messages.notFound);
  return row;
}

export async function listUnits(db: DbOrTx): Promise<UnitDto[]> {
  return db.select(unitColumns).from(unitsOfMeasurement).orderBy(asc(unitsOfMeasurement.name), asc(unitsOfMeasurement.id));
}

export async function getUnit(db: DbOrTx, id: number): Promise<UnitDto> {
  const [row] = await db.select(unitColumns).from(unitsOfMeasurement).where(eq(unitsOfMeasurement.id, id));
  if (!row) throw notFound(messages.notFound);
  return row;
}

export async function listCoefficients(db: DbOrTx): Promise<CoefficientDto[]> {
  return db
    .select(coefficientColumns)
    .from(workRecordCoefficients)
    .orderBy(asc(workRecordCoefficients.coefficient), asc(workRecordCoefficients.name));
}

export async function getCoefficient(db: DbOrTx, id: number): Promise<CoefficientDto> {
  const [row] = await db.select(coefficientColumns).from(workRecordCoefficients).where(eq(workRecordCoefficients.id, id));
  if (!row) throw notFound(messages.notFound);
  return row;
}
