import 'server-only';
import { and, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { attachments, files } from '@/db/schema';

/**
 * Attachments go with their owner (ON DELETE CASCADE), but their stored bytes do not (files has
 * no owner). An owner's delete collects its attachments' file ids first, deletes the owner, then
 * calls this in the same transaction: it removes the files no attachment points at any more.
 */
export async function deleteDetachedFiles(tx: DbOrTx, fileIds: readonly number[]): Promise<void> {
  if (!fileIds.length) return;
  await tx
    .delete(files)
    .where(and(inArray(files.id, [...fileIds]), sql`not exists (select 1 from ${attachments} where ${attachments.fileId} = ${files.id})`));
}
