import { AppError } from '@/lib/http/errors';
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
 */
export async function readMultipart(req: Request, maxFileBytes = maxUploadBytes()): Promise<FormData> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new AppError(400, messages.multipartRequired);
  }
  const maxBodyBytes = maxFileBytes + MULTIPART_OVERHEAD_BYTES;
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBodyBytes) throw fileTooLarge(maxFileBytes);

  const body = await readLimited(req, maxBodyBytes, () => fileTooLarge(maxFileBytes));
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new AppError(400, messages.validationFailed);
  }
}

async function readLimited(req: Request, limit: number, tooLarge: () => Error): Promise<Uint8Array<ArrayBuffer>> {
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
