import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { unitsOfMeasurement, workRecordCoefficients } from '@/db/schema';
import { fieldError } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { getCoefficient, getUnit, type CoefficientDto, type UnitDto } from './queries';
import type { CoefficientBody, UnitBody } from './schemas';

/**
 * Writes of units of measurement and work record coefficients. Unique keys are checked first so
 * the form shows the message under the field; a unit or coefficient still referenced elsewhere
 * cannot be deleted (Postgres 23503, mapped to 409 "in use" by the route wrapper).
 */
async function assertShortNameFree(db: DbOrTx, shortName: string, exceptId?: number) {
  const [row] = await db
    .select({ id: unitsOfMeasurement.id })
    .from(unitsOfMeasurement)
    .where(and(eq(unitsOfMeasurement.shortName, shortName), exceptId ? ne(unitsOfMeasurement.id, exceptId) : undefined));
  if (row) throw fieldError('shortName', messages.unitShortNameTaken, messages.validationFailed);
}

async function assertCoefficientNameFree(db: DbOrTx, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: workRecordCoefficients.id })
    .from(workRecordCoefficients)
    .where(
      and(
        eq(sql`lower(${workRecordCoefficients.name})`, name.toLowerCase()),
        exceptId ? ne(workRecordCoefficients.id, exceptId) : undefined,
      ),
    );
  if (row) throw fieldError('name', messages.coefficientNameTaken, messages.validationFailed);
}

export async function createUnit(tx: Tx, body: UnitBody): Promise<UnitDto> {
  await assertShortNameFree(tx, body.shortName);
  const [row] = await tx.insert(unitsOfMeasurement).values(body).returning({ id: unitsOfMeasurement.id });
  return getUnit(tx, row.id);
}

export async function updateUnit(tx: Tx, id: number, body: UnitBody): Promise<UnitDto> {
  await getUnit(tx, id);
  await assertShortNameFree(tx, body.shortName, id);
  await tx.update(unitsOfMeasurement).set(body).where(eq(unitsOfMeasurement.id, id));
  return getUnit(tx, id);
}

export async function deleteUnit(tx: Tx, id: number): Promise<void> {
  await getUnit(tx, id);
  await tx.delete(unitsOfMeasurement).where(eq(unitsOfMeasurement.id, id));
}

export async function createCoefficient(tx: Tx, body: CoefficientBody): Promise<CoefficientDto> {
  await assertCoefficientNameFree(tx, body.name);
  const [row] = await tx.insert(workRecordCoefficients).values(body).returning({ id: workRecordCoefficients.id });
  return getCoefficient(tx, row.id);
}

export async function updateCoefficient(tx: Tx, id: number, body: CoefficientBody): Promise<CoefficientDto> {
  await getCoefficient(tx, id);
  await assertCoefficientNameFree(tx, body.name, id);
  await tx.update(workRecordCoefficients).set(body).where(eq(workRecordCoefficients.id, id));
  return getCoefficient(tx, id);
}

export async function deleteCoefficient(tx: Tx, id: number): Promise<void> {
  await getCoefficient(tx, id);
  await tx.delete(workRecordCoefficients).where(eq(workRecordCoefficients.id, id));
}
