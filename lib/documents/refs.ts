import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { cooperators, documents, projects, unitsOfMeasurement } from '@/db/schema';
import { AppError } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { ProjectStatus } from '@/lib/projects/constants';

/**
 * The ids of a payload checked against the database, as field errors (400): never trust a
 * client's id. Collects every problem, then `throwIfAny` answers them together.
 */
export type FieldErrors = Record<string, string[]>;

export function addError(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

export function throwIfAny(errors: FieldErrors) {
  if (Object.keys(errors).length) throw new AppError(400, messages.validationFailed, errors);
}

/** The projects' statuses (absent: no such project). */
export async function projectStatuses(db: DbOrTx, ids: (number | null | undefined)[]): Promise<Map<number, number>> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: projects.id, statusId: projects.projectStatusId }).from(projects).where(inArray(projects.id, wanted));
  return new Map(rows.map((r) => [r.id, r.statusId]));
}

/**
 * A project of a document's form: it exists, and it is active unless it is the one already
 * chosen (§5 "The project select lists only active projects plus the currently chosen one").
 */
export function checkFormProject(errors: FieldErrors, field: string, id: number | null, statuses: Map<number, number>, current: number | null) {
  if (id === null) return;
  const status = statuses.get(id);
  if (status === undefined) addError(errors, field, messages.invalidValue);
  else if (status !== ProjectStatus.Active && id !== current) addError(errors, field, messages.documentProjectInactive);
}

async function exists(db: DbOrTx, table: typeof cooperators | typeof unitsOfMeasurement | typeof documents, id: number): Promise<boolean> {
  return (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;
}

export async function checkSupplier(db: DbOrTx, errors: FieldErrors, id: number | null) {
  if (id !== null && !(await exists(db, cooperators, id))) addError(errors, 'supplierId', messages.invalidValue);
}

export async function checkUnit(db: DbOrTx, errors: FieldErrors, id: number | null) {
  if (id !== null && !(await exists(db, unitsOfMeasurement, id))) addError(errors, 'unitOfMeasurementId', messages.invalidValue);
}

/** document_items.total_price summed into documents.total_price (exact numeric), in the item write's transaction. */
export async function refreshDocumentTotal(db: DbOrTx, documentId: number) {
  await db.execute(sql`
    update documents set total_price = (select coalesce(sum(total_price), 0) from document_items where document_id = ${documentId}),
      last_modified_date = now()
    where id = ${documentId}`);
}
