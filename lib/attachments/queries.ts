import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { attachments, type Attachment } from '@/db/schema';
import { ownerOf } from './owners';
import { attachmentDownloadUrl, type AttachmentDto, type AttachmentOwnerRef } from './types';

/** Metadata columns only: listing and reading never touch the file bytes (table `files`). */
const dtoColumns = {
  id: attachments.id,
  fileName: attachments.fileName,
  description: attachments.description,
  createdBy: attachments.createdBy,
  createdDate: attachments.createdDate,
  contentType: attachments.contentType,
  size: attachments.size,
  projectId: attachments.projectId,
  employeeId: attachments.employeeId,
  documentId: attachments.documentId,
  projectHodogramId: attachments.projectHodogramId,
  hodogramId: attachments.hodogramId,
};

type Row = Pick<Attachment, keyof typeof dtoColumns>;

function toDto(row: Row): AttachmentDto {
  return { ...row, url: attachmentDownloadUrl(row.id), createdDate: row.createdDate.toISOString() };
}

/** One attachment's metadata, or null. No permission check: the service's getAttachment does it. */
export async function findAttachment(db: DbOrTx, id: number): Promise<AttachmentDto | null> {
  const [row] = await db.select(dtoColumns).from(attachments).where(eq(attachments.id, id)).limit(1);
  return row ? toDto(row) : null;
}

/**
 * The attachments of one owner, newest first, for its Attachments tab and for
 * GET /api/Employees/{id}/documents and the like. No permission check: callers ask
 * `attachmentRights(user.roleId, owner).canRead` (or `requireAttachmentAccess`) first.
 */
export async function listAttachments(db: DbOrTx, ref: AttachmentOwnerRef): Promise<AttachmentDto[]> {
  const owner = ownerOf(ref);
  const rows = await db
    .select(dtoColumns)
    .from(attachments)
    .where(eq(attachments[owner.field], owner.id))
    .orderBy(desc(attachments.createdDate), desc(attachments.id));
  return rows.map(toDto);
}
