import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { documentItems, expenseGroups } from '@/db/schema';
import { codebookErrors } from '@/lib/lookups/codebooks';
import { conflict, fieldError, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import type { ExpenseGroupInput } from './schemas';

/** The type must be a code of the ExpenseType codebook (a 400 on the field, not a 409 from the FK). */
async function checkType(db: DbOrTx, input: ExpenseGroupInput) {
  const errors = await codebookErrors(db, { expenseTypeId: ['ExpenseType', input.expenseTypeId] });
  if (errors.expenseTypeId) throw fieldError('expenseTypeId', messages.expenseGroupTypeInvalid, messages.validationFailed);
}

export async function createExpenseGroup(tx: Tx, input: ExpenseGroupInput): Promise<{ id: number }> {
  await checkType(tx, input);
  const [row] = await tx.insert(expenseGroups).values({ name: input.name, expenseTypeId: input.expenseTypeId }).returning({ id: expenseGroups.id });
  return row;
}

export async function updateExpenseGroup(tx: Tx, id: number, input: ExpenseGroupInput): Promise<{ id: number }> {
  const [current] = await tx.select({ id: expenseGroups.id }).from(expenseGroups).where(eq(expenseGroups.id, id)).for('update');
  if (!current) throw notFound(messages.notFound);
  await checkType(tx, input);
  await tx.update(expenseGroups).set({ name: input.name, expenseTypeId: input.expenseTypeId }).where(eq(expenseGroups.id, id));
  return { id };
}

/**
 * "In use": a document item names the group. The row lock keeps a concurrent item write from
 * slipping in between this check and the delete (its FK check needs a KEY SHARE lock on the
 * group, which waits); the FK (NO ACTION) is the net behind it.
 */
export async function deleteExpenseGroup(tx: Tx, id: number): Promise<void> {
  const [current] = await tx.select({ id: expenseGroups.id }).from(expenseGroups).where(eq(expenseGroups.id, id)).for('update');
  if (!current) throw notFound(messages.notFound);
  const [used] = await tx.select({ id: documentItems.id }).from(documentItems).where(eq(documentItems.expenseGroupId, id)).limit(1);
  if (used) throw conflict(messages.expenseGroupInUse);
  await tx.delete(expenseGroups).where(eq(expenseGroups.id, id));
}
