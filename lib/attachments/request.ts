import { formFile, formText, readMultipart } from '@/lib/files/upload';
import { AppError } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { zodErrorsToFieldMap, type z } from '@/lib/i18n/zod';
import {
  attachmentCreateFieldsSchema,
  attachmentUpdateFieldsSchema,
  type AttachmentCreateFields,
  type AttachmentUpdateFields,
} from './schemas';

/** The uploaded file as the service gets it (already within the size limit of the body). */
export type UploadedFile = { name: string; bytes: Buffer };
export type AttachmentRequest<F> = { fields: F; file: UploadedFile | null };

// Clients built on other stacks send "null"/"undefined" for an empty optional field.
const EMPTY = new Set(['', 'null', 'undefined']);

function textFields(form: FormData, keys: readonly string[]): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const key of keys) {
    const value = form.get(key);
    out[key] = typeof value === 'string' && !EMPTY.has(value.trim()) ? formText(value, key) : undefined;
  }
  return out;
}

async function fileField(form: FormData): Promise<UploadedFile | null> {
  const file = await formFile(form.get('File'));
  return file && { name: file.name, bytes: file.bytes };
}

function parseFields<T>(schema: z.ZodType<T>, form: FormData, keys: readonly string[]): T {
  const result = schema.safeParse(textFields(form, keys));
  if (!result.success) throw new AppError(400, messages.validationFailed, zodErrorsToFieldMap(result.error));
  return result.data;
}

const CREATE_KEYS = ['Description', 'ProjectId', 'EmployeeId', 'DocumentId', 'ProjectHodogramId', 'HodogramId'] as const;

/**
 * POST /api/Attachments multipart: File, Description, ProjectId, EmployeeId, DocumentId,
 * ProjectHodogramId, and HodogramId (a template node's blank forms; not in the spec's list).
 */
export async function readCreateRequest(req: Request): Promise<AttachmentRequest<AttachmentCreateFields>> {
  const form = await readMultipart(req);
  return { fields: parseFields(attachmentCreateFieldsSchema, form, CREATE_KEYS), file: await fileField(form) };
}

/** PUT /api/Attachments/{id} multipart: Id plus the same fields; the file is optional. */
export async function readUpdateRequest(req: Request): Promise<AttachmentRequest<AttachmentUpdateFields>> {
  const form = await readMultipart(req);
  return { fields: parseFields(attachmentUpdateFieldsSchema, form, ['Id', ...CREATE_KEYS]), file: await fileField(form) };
}
