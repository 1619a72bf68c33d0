import { formFile, formText, readJsonLimited, readMultipart } from '@/lib/files/upload';
import { AppError } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { zodErrorsToFieldMap } from '@/lib/i18n/zod';
import type { ReceiptFile } from './gear-service';
import { gearRecordSchema, type GearRecordInput } from './schemas';

/**
 * Reads a gear record from a request: JSON, or multipart/form-data with the same field names
 * plus an optional `file` (the signed receipt). The wrapper parses JSON bodies itself; this
 * exists because the receipt makes the body multipart. Both are read within limits: the
 * multipart body within the attachments' ATTACHMENT_MAX_BYTES (413 on `file`), JSON within
 * MAX_JSON_BYTES (413).
 */
export async function readGearRequest(req: Request): Promise<{ input: GearRecordInput; receipt: ReceiptFile | null }> {
  const type = req.headers.get('content-type') ?? '';
  // A Map until zod reads it: the form's keys are the client's, never object keys of ours.
  const raw = new Map<string, unknown>();
  let receipt: ReceiptFile | null = null;
  if (/^multipart\/form-data/i.test(type)) {
    const form = await readMultipart(req, undefined, 'file');
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') raw.set(key, formText(value, key));
      else if (/^file$/i.test(key)) receipt = await formFile(value, 'file');
    }
  } else {
    const body = await readJsonLimited(req);
    if (body && typeof body === 'object' && !Array.isArray(body)) for (const [k, v] of Object.entries(body)) raw.set(k, v);
  }
  const parsed = gearRecordSchema.safeParse(Object.fromEntries(raw));
  if (!parsed.success) throw new AppError(400, messages.validationFailed, zodErrorsToFieldMap(parsed.error));
  return { input: parsed.data, receipt };
}
