import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { documents, files, projects, verifications } from '@/db/schema';
import { verifyUpload } from '@/lib/attachments/service';
import { fieldError, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { codebookErrors } from '@/lib/lookups/codebooks';
import { DocumentType } from '@/lib/navigation/document-types';
import type { AppUser } from '@/lib/users/queries';
import { getVerification } from './queries';
import type { VerificationRequest } from './request';
import type { VerificationCreateFields, VerificationDto, VerificationUpdateFields } from './schemas';

/**
 * Verification rules (spec part 2 §5): file required on create (the attachments' size limit and
 * content sniffing, `verifyUpload`); project and status required (a VerificationStatus code);
 * the project never changes once stored; the document, when set, is a purchase received note
 * of that project. Files live in Postgres (`files`), like attachments'.
 */
type StoredFile = Awaited<ReturnType<typeof verifyUpload>>;

async function storeFile(tx: DbOrTx, file: StoredFile) {
  const [row] = await tx.insert(files).values({ content: file.content, contentType: file.contentType, size: file.size, sha256: file.sha256 }).returning({ id: files.id });
  return { fileId: row.id, fileName: file.fileName, contentType: file.contentType, size: file.size };
}

async function checkStatus(db: DbOrTx, statusId: number) {
  const errors = await codebookErrors(db, { VerificationStatusId: ['VerificationStatus', statusId] });
  if (errors.VerificationStatusId) throw fieldError('VerificationStatusId', messages.verificationStatusInvalid, messages.validationFailed);
}

/** The document must be a purchase received note (802) of the verification's project. */
async function checkDocument(db: DbOrTx, projectId: number, documentId: number | null) {
  if (documentId == null) return;
  const [doc] = await db
    .select({ typeId: documents.documentTypeId, projectId: documents.projectId })
    .from(documents)
    .where(eq(documents.id, documentId))
    .for('key share');
  if (!doc || doc.typeId !== DocumentType.PurchaseReceivedNote || doc.projectId !== projectId) {
    throw fieldError('DocumentId', messages.verificationDocumentInvalid, messages.validationFailed);
  }
}

const fullName = (user: AppUser) => `${user.name} ${user.surname}`.trim().slice(0, 200);

export async function createVerification(tx: Tx, user: AppUser, input: VerificationRequest<VerificationCreateFields>): Promise<VerificationDto> {
  const { fields } = input;
  const file = await verifyUpload(input.file);
  const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, fields.ProjectId)).for('key share');
  if (!project) throw fieldError('ProjectId', messages.verificationProjectMissing, messages.validationFailed);
  await checkStatus(tx, fields.VerificationStatusId);
  await checkDocument(tx, fields.ProjectId, fields.DocumentId);
  const [row] = await tx
    .insert(verifications)
    .values({
      ...(await storeFile(tx, file)),
      verificationStatusId: fields.VerificationStatusId,
      remark: fields.Remark,
      projectId: fields.ProjectId,
      documentId: fields.DocumentId,
      createdById: user.id,
      createdBy: fullName(user),
    })
    .returning({ id: verifications.id });
  return (await getVerification(tx, row.id))!;
}

/** PUT: status, remark and document change; the project stays; a new file replaces the stored one. */
export async function updateVerification(
  tx: Tx,
  id: number,
  input: VerificationRequest<VerificationUpdateFields>,
): Promise<VerificationDto> {
  const { fields } = input;
  if (fields.Id != null && fields.Id !== id) throw fieldError('Id', messages.verificationIdMismatch, messages.validationFailed);
  const [current] = await tx.select().from(verifications).where(eq(verifications.id, id)).for('update');
  if (!current) throw notFound(messages.notFound);
  if (fields.ProjectId !== current.projectId) throw fieldError('ProjectId', messages.verificationProjectLocked, messages.validationFailed);
  await checkStatus(tx, fields.VerificationStatusId);
  await checkDocument(tx, current.projectId, fields.DocumentId);
  const stored = input.file ? await storeFile(tx, await verifyUpload(input.file)) : {};
  await tx
    .update(verifications)
    .set({ ...stored, verificationStatusId: fields.VerificationStatusId, remark: fields.Remark, documentId: fields.DocumentId })
    .where(eq(verifications.id, id));
  if (input.file) await tx.delete(files).where(eq(files.id, current.fileId));
  return (await getVerification(tx, id))!;
}

/** DELETE: the verification and its bytes together. */
export async function deleteVerification(tx: Tx, id: number): Promise<void> {
  const [current] = await tx.select().from(verifications).where(eq(verifications.id, id)).for('update');
  if (!current) throw notFound(messages.notFound);
  await tx.delete(verifications).where(eq(verifications.id, id));
  await tx.delete(files).where(eq(files.id, current.fileId));
}

/** GET /{id}/Download: the stored name and the verified type (the response adds the attachment headers). */
export async function getVerificationFile(db: DbOrTx, id: number): Promise<{ fileName: string; contentType: string; content: Buffer }> {
  const [meta] = await db.select().from(verifications).where(eq(verifications.id, id)).limit(1);
  if (!meta) throw notFound(messages.notFound);
  const [file] = await db.select({ content: files.content, contentType: files.contentType }).from(files).where(eq(files.id, meta.fileId));
  if (!file) throw notFound(messages.notFound);
  return { fileName: meta.fileName, contentType: file.contentType, content: file.content };
}
