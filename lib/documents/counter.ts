import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { documentCounters, documents } from '@/db/schema';
import { formatDocumentCode, parseDocumentCode } from './numbering';

/**
 * The SQL side of document numbering (design: lib/documents/numbering.ts). Both functions run
 * in the document's transaction and leave the (type, year) counter row locked until it ends.
 */

const target = [documentCounters.documentTypeId, documentCounters.year];

/** The next free code of (type, year): bumps the counter (locking its row) until a code is free. */
export async function allocateDocumentCode(tx: Tx, documentTypeId: number, year: number): Promise<string> {
  // More than a few rounds only if users typed a long run of our own codes ahead of the counter.
  for (let round = 0; round < 1000; round++) {
    const [row] = await tx
      .insert(documentCounters)
      .values({ documentTypeId, year, lastNumber: 1 })
      .onConflictDoUpdate({ target, set: { lastNumber: sql`${documentCounters.lastNumber} + 1` } })
      .returning({ n: documentCounters.lastNumber });
    const code = formatDocumentCode(documentTypeId, year, row.n);
    const [taken] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.documentTypeId, documentTypeId), eq(documents.year, year), eq(documents.code, code)))
      .limit(1);
    if (!taken) return code;
  }
  throw new Error(`no free document code for ${documentTypeId}/${year}`);
}

/** A user-typed code: when it has our form for (type, year), the counter moves past it. */
export async function reserveManualCode(tx: Tx, documentTypeId: number, year: number, code: string): Promise<void> {
  const parsed = parseDocumentCode(documentTypeId, code);
  if (!parsed || parsed.year !== year) return;
  await tx
    .insert(documentCounters)
    .values({ documentTypeId, year, lastNumber: parsed.number })
    .onConflictDoUpdate({ target, set: { lastNumber: sql`greatest(${documentCounters.lastNumber}, excluded.last_number)` } });
}
