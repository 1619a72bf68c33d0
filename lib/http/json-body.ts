import { formatFileSize } from '@/lib/format/file-size';
import { messages } from '@/lib/i18n/messages';
import { AppError } from './errors';

/** Default JSON body limit: 1 MB (the largest real body, a full hodogram template, is far below). */
export const DEFAULT_JSON_BODY_MAX_BYTES = 1024 * 1024;

/** JSON_BODY_MAX_BYTES, read at call time (tests and operators may change it without a rebuild). */
export function jsonBodyMaxBytes(): number {
  const value = Number(process.env.JSON_BODY_MAX_BYTES);
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_JSON_BODY_MAX_BYTES;
}

const tooLarge = (limit: number) => new AppError(413, messages.requestBodyTooLarge(formatFileSize(limit)));

/**
 * The body's bytes, never more than `limit`: a declared Content-Length over it is refused before
 * a byte is read, and a body without one (chunked) is cut off as soon as it passes the limit.
 */
export async function readLimited(req: Request, limit: number, onTooLarge: () => Error): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw onTooLarge();
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
      throw onTooLarge();
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

/**
 * A JSON request body as an object: at most JSON_BODY_MAX_BYTES (413), valid UTF-8 and JSON
 * (400), and an object, because every body schema is one (null, an array, a string or a number
 * is a 400 with its own message, not a zod error on a path that does not exist).
 */
export async function readJsonBody(req: Request): Promise<Record<string, unknown>> {
  const limit = jsonBodyMaxBytes();
  const bytes = await readLimited(req, limit, () => tooLarge(limit));
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new AppError(400, messages.invalidJson);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError(400, messages.jsonObjectRequired);
  }
  return value as Record<string, unknown>;
}
