/** A failure with an HTTP status and a Croatian message, mapped by the route wrapper to `{ message, errors? }`. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
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
