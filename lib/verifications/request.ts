import type { UploadedFile } from '@/lib/attachments/request';
import { formFile, formText, readMultipart } from '@/lib/files/upload';
import { AppError } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { zodErrorsToFieldMap, type z } from '@/lib/i18n/zod';
import {
  verificationCreateFieldsSchema,
  verificationUpdateFieldsSchema,
  type VerificationCreateFields,
  type VerificationUpdateFields,
} from './schemas';

export type VerificationRequest<F> = { fields: F; file: UploadedFile | null };

// Clients built on other stacks send "null"/"undefined" for an empty optional field.
const EMPTY = new Set(['', 'null', 'undefined']);
const KEYS = ['ProjectId', 'DocumentId', 'VerificationStatusId', 'Remark'] as const;

function parseFields<T>(schema: z.ZodType<T>, form: FormData, keys: readonly string[]): T {
  const raw: Record<string, string | undefined> = {};
  for (const key of keys) {
    const value = form.get(key);
    raw[key] = typeof value === 'string' && !EMPTY.has(value.trim()) ? formText(value, key) : undefined;
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw new AppError(400, messages.validationFailed, zodErrorsToFieldMap(result.error));
  return result.data;
}

async function fileField(form: FormData): Promise<UploadedFile | null> {
  const file = await formFile(form.get('File'));
  return file && { name: file.name, bytes: file.bytes };
}

/** POST multipart (the attachments' bounded reader: 413 past ATTACHMENT_MAX_BYTES before the body is read further). */
export async function readVerificationCreate(req: Request): Promise<VerificationRequest<VerificationCreateFields>> {
  const form = await readMultipart(req);
  return { fields: parseFields(verificationCreateFieldsSchema, form, KEYS), file: await fileField(form) };
}

export async function readVerificationUpdate(req: Request): Promise<VerificationRequest<VerificationUpdateFields>> {
  const form = await readMultipart(req);
  return { fields: parseFields(verificationUpdateFieldsSchema, form, ['Id', ...KEYS]), file: await fileField(form) };
}
