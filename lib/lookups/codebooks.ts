import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { codebooks } from '@/db/schema';

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
