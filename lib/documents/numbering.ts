/**
 * Document codes: unique per type and year (spec part 2 §3 and issue 12), pure and client-safe.
 * The spec does not give a format; ours is PREFIX-YEAR-NUMBER, e.g. "PRM-2026-00017": the type's
 * prefix (types.ts CODE_PREFIX), the year of the document in Zagreb time and a running number
 * per (type, year), five digits and more when needed ("PRM-2026-123456").
 *
 * Allocation (server side, lib/documents/counter.ts) in the document's own transaction:
 *
 *   insert into document_counters (document_type_id, year, last_number) values ($type, $year, 1)
 *   on conflict (document_type_id, year) do update set last_number = document_counters.last_number + 1
 *   returning last_number
 *
 * The upsert takes the counter row's lock (as `select ... for update` would) and holds it until
 * the document's transaction ends: a second document of the same type and year waits, then reads
 * the committed number, so two documents never get the same code; a rolled-back document gives
 * its number back with the rollback; a deleted document does not (the counter only grows), so
 * a code is never reused. A code the user types is kept as given; when it has our form for the
 * same type and year and a higher number, the counter jumps past it (`counterAfterManualCode`),
 * so a later automatic code cannot collide. The unique key (type, year, code) is the net.
 */
import { zagrebClock } from '@/lib/format/zone';
import { CODE_PREFIX, documentType, type DocumentTypeId } from './types';

export const CODE_NUMBER_DIGITS = 5;

/** The year a document's code belongs to: its date in Europe/Zagreb (31.12. 23:30 UTC is already next year there). */
export function codeYear(at: Date): number {
  return zagrebClock(at).year;
}

export function formatDocumentCode(documentTypeId: number, year: number, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`not a document number: ${n}`);
  const prefix = documentType(documentTypeId).prefix;
  return `${prefix}-${year}-${String(n).padStart(CODE_NUMBER_DIGITS, '0')}`;
}

const CODE_RE = /^([A-Z]{3})-(\d{4})-(\d{5,9})$/;

/** { year, number } of a code in our form for this type, or null (another type's code, or free text). */
export function parseDocumentCode(documentTypeId: number, code: string): { year: number; number: number } | null {
  const m = CODE_RE.exec(code.trim());
  if (!m || m[1] !== CODE_PREFIX[documentTypeId as DocumentTypeId]) return null;
  const n = Number(m[3]);
  return n >= 1 && n <= 2_147_483_647 ? { year: Number(m[2]), number: n } : null;
}

/** The counter after a user-typed code: past the code's number when it is ours for (type, year). */
export function counterAfterManualCode(lastNumber: number, documentTypeId: number, year: number, code: string): number {
  const parsed = parseDocumentCode(documentTypeId, code);
  return parsed && parsed.year === year ? Math.max(lastNumber, parsed.number) : lastNumber;
}
