import { formFile, formText, readMultipart } from '@/lib/files/upload';
import { readJsonBody } from '@/lib/http/json-body';
import type { ReceiptFile } from '@/lib/employees/gear-service';
import { AppError } from '@/lib/http/errors';
import { refuseNul } from '@/lib/http/nul';
import { messages } from '@/lib/i18n/messages';
import { zodErrorsToFieldMap } from '@/lib/i18n/zod';
import { workHourRecordSchema, type WorkHourRecordInput } from './schemas';

/**
 * Reads a work-hour record from a request: JSON, or multipart/form-data with the same field
 * names plus an optional `file` (the signed gear receipt), as the employee's gear upload
 * (lib/employees/gear-request.ts). Within the same limits (413), NUL refused (400).
 */
export async function readWorkHourRequest(req: Request): Promise<{ input: WorkHourRecordInput; receipt: ReceiptFile | null }> {
  const type = req.headers.get('content-type') ?? '';
  const raw = new Map<string, unknown>();
  let receipt: ReceiptFile | null = null;
  if (/^multipart\/form-data/i.test(type)) {
    const form = await readMultipart(req, undefined, 'file');
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') raw.set(key, formText(value, key));
      else if (/^file$/i.test(key)) receipt = await formFile(value, 'file');
    }
  } else {
    const body = await readJsonBody(req);
    for (const [k, v] of Object.entries(body)) raw.set(k, v);
  }
  const values = Object.fromEntries(raw);
  refuseNul(values);
  const parsed = workHourRecordSchema.safeParse(values);
  if (!parsed.success) throw new AppError(400, messages.validationFailed, zodErrorsToFieldMap(parsed.error));
  return { input: parsed.data, receipt };
}
