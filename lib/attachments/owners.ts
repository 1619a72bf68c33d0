import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { documents, employees, hodogramNodes, projectHodogramNodes, projects } from '@/db/schema';
import { mayChangeDocumentAttachments } from '@/lib/documents/access';
import { AppError } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { OWNER_MODULES } from './access';
import { OWNER_FIELDS, type OwnerField } from './types';

/** The one record an attachment belongs to. */
export type Owner = { field: OwnerField; id: number };

/**
 * THE seam for owner kinds. `exists` answers whether the owner row is there; `null` means the
 * owning module has no table yet, and attachments for it are refused with a clear message.
 * attachments.document_id already has its foreign key (cascade, migration 0006); the documents
 * service sets `exists` here when the documents API lands, with `mayChange` for the rules beyond
 * the module matrix: canChangeDocument (no changes to a Completed document, SiteManager only on
 * Draft).
 */
export type OwnerKind = {
  exists: ((db: DbOrTx, id: number) => Promise<boolean>) | null;
  mayChange?: (db: DbOrTx, roleId: number, id: number) => Promise<boolean>;
};

const rowExists =
  (table: typeof projects | typeof employees | typeof projectHodogramNodes | typeof hodogramNodes | typeof documents) =>
  async (db: DbOrTx, id: number): Promise<boolean> =>
    (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;

export const OWNER_KINDS: Record<OwnerField, OwnerKind> = {
  projectId: { exists: rowExists(projects) },
  employeeId: { exists: rowExists(employees) },
  documentId: { exists: rowExists(documents), mayChange: mayChangeDocumentAttachments },
  projectHodogramId: { exists: rowExists(projectHodogramNodes) },
  hodogramId: { exists: rowExists(hodogramNodes) }, // a template node's blank forms
};

/**
 * The single owner named by an attachment row or by request fields; 400 when none or several.
 * Never trust the client for an existing attachment: pass the stored row, not the request.
 */
export function ownerOf(ref: Partial<Record<OwnerField, number | null | undefined>>): Owner {
  const set = OWNER_FIELDS.filter((f) => ref[f] != null);
  if (set.length === 0) throw new AppError(400, messages.attachmentOwnerRequired);
  if (set.length > 1) throw new AppError(400, messages.attachmentOwnerAmbiguous);
  return { field: set[0], id: ref[set[0]]! };
}

/** 400 when the owner kind is not supported yet or the owner row does not exist. */
export async function assertOwnerExists(db: DbOrTx, owner: Owner): Promise<void> {
  const { exists } = OWNER_KINDS[owner.field];
  if (!exists) throw new AppError(400, messages.attachmentOwnerNotSupported);
  if (!(await exists(db, owner.id))) throw new AppError(400, messages.attachmentOwnerMissing);
}

export const ownerModule = (owner: Owner) => OWNER_MODULES[owner.field];
