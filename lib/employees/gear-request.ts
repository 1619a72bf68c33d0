import { AppError } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { zodErrorsToFieldMap } from '@/lib/i18n/zod';
import type { ReceiptFile } from './gear-service';
import { gearRecordSchema, type GearRecordInput } from './schemas';

/**
 * Reads a gear record from a request: JSON, or multipart/form-data with the same field names
 * plus an optional `file` (the signed receipt). The wrapper parses JSON bodies itself; this
 * exists because the receipt makes the body multipart.
 */
export async function readGearRequest(req: Request): Promise<{ input: GearRecordInput; receipt: ReceiptFile | null }> {
  const type = req.headers.get('content-type') ?? '';
  let raw: Record<string, unknown>;
  let receipt: ReceiptFile | null = null;
  try {
    if (type.startsWith('multipart/form-data')) {
      const form = await req.formData();
      raw = {};
      for (const [key, value] of form.entries()) {
        if (typeof value === 'string') raw[key] = value;
        else if (/^file$/i.test(key) && value.size > 0) {
          receipt = { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
        }
      }
    } else {
      raw = (await req.json()) as Record<string, unknown>;
    }
  } catch {
    throw new AppError(400, messages.validationFailed);
  }
  const parsed = gearRecordSchema.safeParse(raw);
  if (!parsed.success) throw new AppError(400, messages.validationFailed, zodErrorsToFieldMap(parsed.error));
  return { input: parsed.data, receipt };
}
