import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '@/db/client';
import { unitsOfMeasurement, workRecordCoefficients } from '@/db/schema';
import { fieldError } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { getCoefficient, getUnit } from './queries';
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

/**
 * Create, update and delete of one lookup table: the unique key checked first (create and
 * update), a missing row 404 (update and delete), the stored row read back as the DTO.
 */
function lookupWrites<T extends typeof unitsOfMeasurement | typeof workRecordCoefficients, B extends T['$inferInsert'], D>(
  table: T,
  get: (db: DbOrTx, id: number) => Promise<D>,
  assertFree: (db: DbOrTx, body: B, exceptId?: number) => Promise<void>,
) {
  // B is the table's insert shape (the constraint); drizzle cannot see that through the generic T.
  const byId = (id: number) => eq(table.id, id);
  return {
    async create(tx: Tx, body: B): Promise<D> {
      await assertFree(tx, body);
      const [row] = await tx.insert(table).values(body as PgInsertValue<T>).returning({ id: table.id });
      return get(tx, row.id);
    },
    async update(tx: Tx, id: number, body: B): Promise<D> {
      await get(tx, id);
      await assertFree(tx, body, id);
      await tx.update(table).set(body as PgUpdateSetSource<T>).where(byId(id));
      return get(tx, id);
    },
    async remove(tx: Tx, id: number): Promise<void> {
      await get(tx, id);
      await tx.delete(table).where(byId(id));
    },
  };
}

export const {
  create: createUnit,
  update: updateUnit,
  remove: deleteUnit,
} = lookupWrites(unitsOfMeasurement, getUnit, (db, body: UnitBody, exceptId) => assertShortNameFree(db, body.shortName, exceptId));

export const {
  create: createCoefficient,
  update: updateCoefficient,
  remove: deleteCoefficient,
} = lookupWrites(workRecordCoefficients, getCoefficient, (db, body: CoefficientBody, exceptId) => assertCoefficientNameFree(db, body.name, exceptId));
