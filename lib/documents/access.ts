import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { documents, type Document } from '@/db/schema';
import { canChangeDocument } from '@/lib/auth/permissions';
import { Role } from '@/lib/auth/roles';
import { AppError, conflict, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { changeDocument, type DocumentState } from './statuses';

/**
 * Loading a document for a write and the rules every write asks first. The document row is
 * locked `for update` before anything is read from it: two writes of one document (an item
 * save and a complete, two completes) run one after the other, and the second sees the first's
 * result (Completed: 409).
 */
export type LockedDocument = Document & { isStorno: boolean; isStorned: boolean };

async function isStornedBy(db: DbOrTx, id: number): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from documents s where s.storned_document_id = ${id}) as storned`);
  return Boolean((result.rows[0] as { storned: unknown }).storned);
}

export async function lockDocument(tx: Tx, id: number): Promise<LockedDocument> {
  const [doc] = await tx.select().from(documents).where(eq(documents.id, id)).for('update');
  if (!doc) throw notFound(messages.notFound);
  return { ...doc, isStorno: doc.stornedDocumentId !== null, isStorned: await isStornedBy(tx, id) };
}

/** The same without a lock (reads, exports). */
export async function readDocumentRow(db: DbOrTx, id: number): Promise<LockedDocument | null> {
  const [doc] = await db.select().from(documents).where(eq(documents.id, id));
  if (!doc) return null;
  return { ...doc, isStorno: doc.stornedDocumentId !== null, isStorned: await isStornedBy(db, id) };
}

export const stateOf = (doc: LockedDocument): DocumentState => ({
  documentTypeId: doc.documentTypeId,
  documentStatusId: doc.documentStatusId,
  isStorno: doc.isStorno,
  isStorned: doc.isStorned,
});

/**
 * Edit and delete (the document, its items): a Completed document never (409), a SiteManager
 * only while it is a Draft (403: a role rule, not a state the user can change).
 */
export function requireChange(roleId: number, doc: LockedDocument, operation: 'update' | 'delete'): void {
  const byStatus = changeDocument(stateOf(doc));
  if (!byStatus.ok) throw conflict(byStatus.message);
  if (!canChangeDocument(roleId, operation, doc.documentStatusId)) {
    throw new AppError(403, roleId === Role.SiteManager ? messages.documentDraftOnly : messages.forbidden);
  }
}

/** The attachments seam (lib/attachments/owners.ts): a document's attachments change with the document. */
export async function mayChangeDocumentAttachments(db: DbOrTx, roleId: number, id: number): Promise<boolean> {
  const doc = await readDocumentRow(db, id);
  // A missing document is the owner check's 400 (assertOwnerExists), not a state conflict.
  return doc === null || canChangeDocument(roleId, 'update', doc.documentStatusId);
}
