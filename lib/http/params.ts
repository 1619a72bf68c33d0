import '@/lib/i18n/zod-jitless';
import { z } from 'zod';
import { messages } from '@/lib/i18n/messages';

/**
 * Database ids are Postgres `integer` (serial) columns: 1 .. 2^31 - 1. A larger number in a
 * path, a query or a body is refused here with a 400 instead of reaching the database, where it
 * would fail as "out of range for type integer". Every schema's id fields use these builders
 * (lib/i18n/zod's hr.requiredId and hr.optionalId are them).
 */
export const MAX_ID = 2_147_483_647;

/** A positive integer id of at most MAX_ID (the number itself; see `requiredId` for form input). */
export const idNumber = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.invalidValue) })
    .int(messages.invalidValue)
    .positive(messages.invalidValue)
    .max(MAX_ID, messages.invalidValue);

/** Select values and path segments arrive as strings ("5") or empty: digits become a number, empty is missing. */
export function toId(value: unknown): unknown {
  const v = typeof value === 'string' ? value.trim() : value;
  if (v === '' || v === null) return undefined;
  return typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
}

/** Required id: 5 or "5" -> 5. */
export const requiredId = () => z.preprocess(toId, idNumber());

/** Optional id: empty -> null. */
export const optionalId = () =>
  z.preprocess(
    toId,
    idNumber()
      .optional()
      .transform((v) => v ?? null),
  );

/** Route params `{ id }` (a bad id is a 400, never a crash). */
export const idParams = z.object({ id: requiredId() });
