/** A failure with an HTTP status and a Croatian message, mapped by the route wrapper to `{ message, errors? }`. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    /** A machine-readable reason the client acts on (e.g. 'confirmCompletion': ask, then send again). */
    public readonly code?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
/** A rule violation on one field, reported like a zod error (400). */
export const fieldError = (field: string, message: string, general = message) =>
  new AppError(400, general, { [field]: [message] });

/** The Postgres error code of a failed query (pg and PGlite put it on the error or, via drizzle, its cause). */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A foreign key still points at the row (23503): the row is in use elsewhere. */
export const isForeignKeyViolation = (err: unknown) => pgErrorCode(err) === '23503';
