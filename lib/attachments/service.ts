import 'server-only';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { attachments, files } from '@/db/schema';
import type { Operation } from '@/lib/auth/permissions';
import { safeFileName } from '@/lib/files/file-name';
import { verifiedContentType } from '@/lib/files/sniff';
import { fileTooLarge, maxUploadBytes } from '@/lib/files/upload';
import { AppError, conflict, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import type { AppUser } from '@/lib/users/queries';
import { canOnAttachment } from './access';
import { assertOwnerExists, ownerOf, OWNER_KINDS, type Owner } from './owners';
import { findAttachment } from './queries';
import type { AttachmentRequest, UploadedFile } from './request';
import type { AttachmentCreateFields, AttachmentUpdateFields } from './schemas';
import type { AttachmentDto, AttachmentOwnerRef } from './types';

/**
 * Attachment rules. Every entry point checks the owner scope: the attachments right for the
 * operation AND the owner module's right (read to read, update to change). For an existing
 * attachment the owner is the stored one, never an id from the request. Files are stored in
 * Postgres only after the size and content-type checks.
 */

/** 403 unless the user may do `operation` on attachments of this owner (routes of other modules use it too). */
export function requireAttachmentAccess(user: Pick<AppUser, 'roleId'>, ref: AttachmentOwnerRef | Owner, operation: Operation): void {
  const owner = 'field' in ref ? (ref as Owner) : ownerOf(ref);
  if (!canOnAttachment(user.roleId, owner.field, operation)) throw new AppError(403, messages.forbidden);
}

/** Writes also follow the owner's own state rules where it has them (OwnerKind.mayChange). */
async function requireChangeAllowed(db: DbOrTx, user: AppUser, owner: Owner, operation: Operation) {
  requireAttachmentAccess(user, owner, operation);
  const { mayChange } = OWNER_KINDS[owner.field];
  if (mayChange && !(await mayChange(db, user.roleId, owner.id))) throw conflict(messages.conflict);
}

type StoredFile = { fileName: string; content: Buffer; contentType: string; size: number; sha256: string };

/** Size limit and content check, before anything is written (also used for gear receipts). */
export async function verifyUpload(file: UploadedFile | null): Promise<StoredFile> {
  if (!file) throw new AppError(400, messages.fileRequired, { File: [messages.fileRequired] });
  const max = maxUploadBytes();
  if (file.bytes.byteLength > max) throw fileTooLarge(max);
  const fileName = safeFileName(file.name);
  const contentType = await verifiedContentType(fileName, file.bytes);
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  return { fileName, content: file.bytes, contentType, size: file.bytes.byteLength, sha256 };
}

/** Stores the verified bytes: the attachment's columns of its file. */
async function storeFile(tx: DbOrTx, file: StoredFile) {
  const [row] = await tx
    .insert(files)
    .values({ content: file.content, contentType: file.contentType, size: file.size, sha256: file.sha256 })
    .returning({ id: files.id });
  return { fileId: row.id, fileName: file.fileName, contentType: file.contentType, size: file.size };
}

/** The owner as the link columns, exactly one of them set. */
const ownerColumns = (owner: Owner) => ({
  projectId: owner.field === 'projectId' ? owner.id : null,
  employeeId: owner.field === 'employeeId' ? owner.id : null,
  documentId: owner.field === 'documentId' ? owner.id : null,
  projectHodogramId: owner.field === 'projectHodogramId' ? owner.id : null,
  hodogramId: owner.field === 'hodogramId' ? owner.id : null,
});

const fullName = (user: AppUser) => `${user.name} ${user.surname}`.trim().slice(0, 200);

/**
 * A new attachment with its verified file (the bytes stored first), of exactly one owner, with
 * `user` as its author; its id. Also the gear records' signed receipts.
 */
export async function insertAttachment(
  tx: DbOrTx,
  a: { file: StoredFile; owner: Owner; description: string | null },
  user: AppUser,
): Promise<number> {
  const [row] = await tx
    .insert(attachments)
    .values({
      ...(await storeFile(tx, a.file)),
      description: a.description,
      ...ownerColumns(a.owner),
      createdById: user.id,
      createdBy: fullName(user),
    })
    .returning({ id: attachments.id });
  return row.id;
}

/** POST /api/Attachments: exactly one existing owner the user may change, and a verified file. */
export async function createAttachment(tx: Tx, user: AppUser, input: AttachmentRequest<AttachmentCreateFields>): Promise<AttachmentDto> {
  const { fields } = input;
  const owner = ownerOf({
    projectId: fields.ProjectId,
    employeeId: fields.EmployeeId,
    documentId: fields.DocumentId,
    projectHodogramId: fields.ProjectHodogramId,
    hodogramId: fields.HodogramId,
  });
  await requireChangeAllowed(tx, user, owner, 'create');
  await assertOwnerExists(tx, owner); // the foreign key keeps it (cascade) from here on
  const file = await verifyUpload(input.file);

  const id = await insertAttachment(tx, { file, owner, description: fields.Description }, user);
  return (await findAttachment(tx, id))!;
}

/** The request may repeat the owner (the spec's client sends all fields) but never name another. */
function assertSameOwner(owner: Owner, fields: AttachmentUpdateFields) {
  const sent = {
    projectId: fields.ProjectId,
    employeeId: fields.EmployeeId,
    documentId: fields.DocumentId,
    projectHodogramId: fields.ProjectHodogramId,
    hodogramId: fields.HodogramId,
  };
  for (const [field, id] of Object.entries(sent)) {
    if (id != null && (field !== owner.field || id !== owner.id)) throw new AppError(400, messages.attachmentOwnerFixed);
  }
}

/**
 * PUT /api/Attachments/{id}: the description is replaced (empty clears it); a new file replaces
 * the old one (whose bytes are deleted); without a file the stored one stays.
 */
export async function updateAttachment(
  tx: Tx,
  user: AppUser,
  id: number,
  input: AttachmentRequest<AttachmentUpdateFields>,
): Promise<AttachmentDto> {
  const { fields } = input;
  if (fields.Id != null && fields.Id !== id) throw new AppError(400, messages.attachmentIdMismatch, { Id: [messages.attachmentIdMismatch] });

  const [current] = await tx.select().from(attachments).where(eq(attachments.id, id)).for('update');
  if (!current) throw notFound(messages.notFound);
  const owner = ownerOf(current);
  await requireChangeAllowed(tx, user, owner, 'update');
  assertSameOwner(owner, fields);

  if (!input.file) {
    await tx.update(attachments).set({ description: fields.Description }).where(eq(attachments.id, id));
  } else {
    const file = await verifyUpload(input.file);
    await tx
      .update(attachments)
      .set({ ...(await storeFile(tx, file)), description: fields.Description })
      .where(eq(attachments.id, id));
    await tx.delete(files).where(eq(files.id, current.fileId));
  }
  return (await findAttachment(tx, id))!;
}

/** DELETE /api/Attachments/{id}: the attachment and its bytes, together. */
export async function deleteAttachment(tx: Tx, user: AppUser, id: number): Promise<void> {
  const [current] = await tx.select().from(attachments).where(eq(attachments.id, id)).for('update');
  if (!current) throw notFound(messages.notFound);
  await requireChangeAllowed(tx, user, ownerOf(current), 'delete');
  await tx.delete(attachments).where(eq(attachments.id, id));
  await tx.delete(files).where(eq(files.id, current.fileId));
}

/** GET /api/Attachments/{id}: metadata, if the user may read the owner's attachments. */
export async function getAttachment(db: DbOrTx, user: AppUser, id: number): Promise<AttachmentDto> {
  const attachment = await findAttachment(db, id);
  if (!attachment) throw notFound(messages.notFound);
  requireAttachmentAccess(user, ownerOf(attachment), 'read');
  return attachment;
}

/** GET /api/Attachments/{id}/Download: the bytes are read only after the owner check. */
export async function getAttachmentFile(
  db: DbOrTx,
  user: AppUser,
  id: number,
): Promise<{ fileName: string; contentType: string; content: Buffer }> {
  const [meta] = await db.select().from(attachments).where(eq(attachments.id, id)).limit(1);
  if (!meta) throw notFound(messages.notFound);
  requireAttachmentAccess(user, ownerOf(meta), 'read');
  const [file] = await db.select({ content: files.content, contentType: files.contentType }).from(files).where(eq(files.id, meta.fileId));
  if (!file) throw notFound(messages.notFound);
  return { fileName: meta.fileName, contentType: file.contentType, content: file.content };
}
