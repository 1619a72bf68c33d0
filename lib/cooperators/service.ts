import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { cooperatorContacts, cooperators } from '@/db/schema';
import { AppError, conflict, isForeignKeyViolation, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { codebookErrors } from '@/lib/lookups/codebooks';
import { placeErrors } from '@/lib/lookups/places';
import { getContact, getCooperator } from './queries';
import type { ContactDto, ContactInput, CooperatorDetailDto, CooperatorInput } from './schemas';

/**
 * Cooperator and contact rules beyond the form: person and associate type are codes of their
 * codebooks, the city belongs to the chosen country, a contact belongs to an existing cooperator,
 * and a cooperator still referenced elsewhere (an employee's agency, later projects and
 * documents) is not deleted. Its contacts go with it (ON DELETE CASCADE).
 */
const invalid = (errors: Record<string, string[]>) => new AppError(400, messages.validationFailed, errors);

async function checkCooperator(db: DbOrTx, input: CooperatorInput) {
  const codes = await codebookErrors(db, {
    personTypeId: ['PersonType', input.personTypeId],
    associateTypeId: ['AssociateType', input.associateTypeId],
  });
  const errors = { ...codes, ...(await placeErrors(db, input)) };
  if (Object.keys(errors).length) throw invalid(errors);
}

export async function createCooperator(tx: Tx, input: CooperatorInput): Promise<CooperatorDetailDto> {
  await checkCooperator(tx, input);
  const [row] = await tx.insert(cooperators).values(input).returning({ id: cooperators.id });
  return getCooperator(tx, row.id);
}

export async function updateCooperator(tx: Tx, id: number, input: CooperatorInput): Promise<CooperatorDetailDto> {
  const [current] = await tx.select({ id: cooperators.id }).from(cooperators).where(eq(cooperators.id, id)).for('update');
  if (!current) throw notFound(messages.notFound);
  await checkCooperator(tx, input);
  await tx.update(cooperators).set(input).where(eq(cooperators.id, id));
  return getCooperator(tx, id);
}

/** One statement: the contacts cascade with it, and a reference elsewhere refuses it whole (409). */
export async function deleteCooperator(tx: Tx, id: number): Promise<void> {
  let deleted: { id: number }[];
  try {
    deleted = await tx.delete(cooperators).where(eq(cooperators.id, id)).returning({ id: cooperators.id });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict(messages.cooperatorInUse);
    throw err;
  }
  if (!deleted.length) throw notFound(messages.notFound);
}

async function checkContact(db: DbOrTx, input: ContactInput) {
  const errors = await placeErrors(db, input);
  const [owner] = await db.select({ id: cooperators.id }).from(cooperators).where(eq(cooperators.id, input.cooperatorId));
  if (!owner) errors.cooperatorId = [messages.notFound];
  if (Object.keys(errors).length) throw invalid(errors);
}

export async function createContact(tx: Tx, input: ContactInput): Promise<ContactDto> {
  await checkContact(tx, input);
  const [row] = await tx.insert(cooperatorContacts).values(input).returning({ id: cooperatorContacts.id });
  return getContact(tx, row.id);
}

export async function updateContact(tx: Tx, id: number, input: ContactInput): Promise<ContactDto> {
  const [current] = await tx
    .select({ id: cooperatorContacts.id })
    .from(cooperatorContacts)
    .where(eq(cooperatorContacts.id, id))
    .for('update');
  if (!current) throw notFound(messages.notFound);
  await checkContact(tx, input);
  await tx.update(cooperatorContacts).set(input).where(eq(cooperatorContacts.id, id));
  return getContact(tx, id);
}

export async function deleteContact(tx: Tx, id: number): Promise<void> {
  const deleted = await tx
    .delete(cooperatorContacts)
    .where(eq(cooperatorContacts.id, id))
    .returning({ id: cooperatorContacts.id });
  if (!deleted.length) throw notFound(messages.notFound);
}
