import { messages } from '@/lib/i18n/messages';
import { AppError, pgErrorCode } from './errors';

/**
 * THE mapping of database rule violations to the error body (used by errorResponse). A rule the
 * database enforces is the client's mistake, never a 500: references and uniqueness are a
 * conflict with other rows (409), malformed or out-of-range values are bad input (400).
 * Services check these rules first where the form needs a field message; this is the net.
 */
const DB_ERRORS: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: messages.duplicate }, // unique_violation
  '23503': { status: 409, message: messages.inUse }, // foreign_key_violation
  '23514': { status: 400, message: messages.dbCheckViolation }, // check_violation
  '22P02': { status: 400, message: messages.dbInvalidText }, // invalid_text_representation
  '22021': { status: 400, message: messages.dbInvalidCharacter }, // character_not_in_repertoire (invalid byte sequence, NUL)
  '22003': { status: 400, message: messages.dbNumberOutOfRange }, // numeric_value_out_of_range
  '22001': { status: 400, message: messages.dbTextTooLong }, // string_data_right_truncation
};

/** The AppError for a database error the client caused, or null for anything else. */
export function dbErrorToAppError(err: unknown): AppError | null {
  const code = pgErrorCode(err);
  const known = code ? DB_ERRORS[code] : undefined;
  return known ? new AppError(known.status, known.message) : null;
}
