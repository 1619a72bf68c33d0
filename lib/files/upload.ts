import { AppError } from '@/lib/http/errors';
import { readLimited } from '@/lib/http/json-body';
import { messages } from '@/lib/i18n/messages';
import { formatFileSize } from '@/lib/format/file-size';

/** Default upload limit: 25 MB. */
export const DEFAULT_MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** Room for the multipart boundaries and the small text fields beside the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** ATTACHMENT_MAX_BYTES, read at call time (tests and operators may change it without a rebuild). */
export function maxUploadBytes(): number {
  const value = Number(process.env.ATTACHMENT_MAX_BYTES);
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_MAX_UPLOAD_BYTES;
}

/** 413 with the field error on File, the same answer whether the header or the bytes tell. */
export function fileTooLarge(maxBytes: number, field = 'File'): AppError {
  const message = messages.attachmentTooLarge(formatFileSize(maxBytes));
  return new AppError(413, message, { [field]: [message] });
}

/**
 * Reads a multipart body with the size limit enforced while reading: a declared Content-Length
 * over the limit is refused before a byte is read, and a body without one (chunked) is cut off
 * as soon as it passes the limit. `req.formData()` alone would buffer any size into memory.
 * `field` names the file field the 413 is reported on.
 */
export async function readMultipart(req: Request, maxFileBytes = maxUploadBytes(), field = 'File'): Promise<FormData> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new AppError(400, messages.multipartRequired);
  }
  const maxBodyBytes = maxFileBytes + MULTIPART_OVERHEAD_BYTES;
  const body = await readLimited(req, maxBodyBytes, () => fileTooLarge(maxFileBytes, field));
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new AppError(400, messages.validationFailed);
  }
}

/** JSON bodies a route reads itself (beside a multipart form): far more than any form sends. */
export const MAX_JSON_BYTES = 1024 * 1024;

/** A JSON body read within MAX_JSON_BYTES (413 past it, before or while reading); 400 when not JSON. */
export async function readJsonLimited(req: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const body = await readLimited(req, maxBytes, () => new AppError(413, messages.payloadTooLarge));
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new AppError(400, messages.validationFailed);
  }
}

const NUL = '\u0000';

/**
 * A file field of a multipart form: null when absent or empty. A name with a NUL character is
 * refused (400 on the field): it is the classic way to make "racun.exe\0.pdf" look like a PDF.
 */
export async function formFile(value: FormDataEntryValue | null, field = 'File'): Promise<UploadedBytes | null> {
  if (!value || typeof value === 'string' || value.size === 0) return null;
  if (value.name.includes(NUL)) throw new AppError(400, messages.fileNameNul, { [field]: [messages.fileNameNul] });
  return { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
}

export type UploadedBytes = { name: string; type: string; bytes: Buffer };

/** A text field of a multipart form; a NUL character (Postgres cannot store it) is a 400 on the field. */
export function formText(value: string, field: string): string {
  if (value.includes(NUL)) throw new AppError(400, messages.validationFailed, { [field]: [messages.textNul] });
  return value;
}
