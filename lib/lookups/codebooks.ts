import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { codebooks } from '@/db/schema';
import { messages } from '@/lib/i18n/messages';

/** The spec's Option shape: value (the code), label (Croatian), name (English key). */
export type Option = { value: number; label: string; name: string; description: string | null; disabled: boolean };

export async function codebookOptions(db: DbOrTx, codebookName: string): Promise<Option[]> {
  const rows = await db
    .select({ value: codebooks.id, label: codebooks.label, name: codebooks.name, description: codebooks.description })
    .from(codebooks)
    .where(eq(codebooks.codebook, codebookName))
    .orderBy(asc(codebooks.ordinal), asc(codebooks.id));
  return rows.map((r) => ({ ...r, disabled: false }));
}

/** A codebook's entries as Mantine Select options (the code as a string). */
export async function codebookSelectOptions(db: DbOrTx, codebookName: string): Promise<{ value: string; label: string }[]> {
  return (await codebookOptions(db, codebookName)).map((o) => ({ value: String(o.value), label: o.label }));
}

/**
 * Field errors for ids that are not codes of the codebook their field needs, in one query:
 *   codebookErrors(db, { personTypeId: ['PersonType', input.personTypeId] })
 * A null id (an optional field left empty) is not checked.
 */
export async function codebookErrors(
  db: DbOrTx,
  checks: Record<string, readonly [codebookName: string, id: number | null]>,
): Promise<Record<string, string[]>> {
  const ids = Object.values(checks).flatMap(([, id]) => (id === null ? [] : [id]));
  const rows = ids.length
    ? await db.select({ id: codebooks.id, codebook: codebooks.codebook }).from(codebooks).where(inArray(codebooks.id, ids))
    : [];
  const errors: Record<string, string[]> = {};
  for (const [field, [codebookName, id]] of Object.entries(checks)) {
    if (id !== null && !rows.some((r) => r.id === id && r.codebook === codebookName)) errors[field] = [messages.invalidValue];
  }
  return errors;
}
