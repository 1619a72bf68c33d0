import type { z } from '@/lib/i18n/zod';
import { formFile, formText, readMultipart } from '@/lib/files/upload';
import { readJsonBody } from '@/lib/http/json-body';
import { refuseNul } from '@/lib/http/nul';
import { AppError } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { zodErrorsToFieldMap } from '@/lib/i18n/zod';
import type { ReceiptFile } from './gear-service';
import { gearRecordSchema, type GearRecordInput } from './schemas';

/**
 * Reads a record that may come with a signed receipt (the employee's gear record, a work-hour
 * record with its gear): JSON, or multipart/form-data with the same field names plus an optional
 * `file`. The handler parses plain JSON bodies itself; this exists because the receipt makes the
 * body multipart. Both are read within limits: the multipart body within the attachments'
 * ATTACHMENT_MAX_BYTES (413 on `file`), JSON as every JSON body (lib/http/json-body: 413, 400 for
 * a non-object); a NUL anywhere is refused (400), then `schema` decides (400 with field errors).
 */
export async function readWithReceipt<S extends z.ZodType>(req: Request, schema: S): Promise<{ input: z.output<S>; receipt: ReceiptFile | null }> {
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
    for (const [k, v] of Object.entries(await readJsonBody(req))) raw.set(k, v);
  }
  const values = Object.fromEntries(raw);
  refuseNul(values);
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw new AppError(400, messages.validationFailed, zodErrorsToFieldMap(parsed.error));
  return { input: parsed.data, receipt };
}

/** A gear record of the employee's Gear tab. */
export const readGearRequest = (req: Request): Promise<{ input: GearRecordInput; receipt: ReceiptFile | null }> =>
  readWithReceipt(req, gearRecordSchema);
