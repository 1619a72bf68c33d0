/** Small shared helpers of the payroll screens: exact sums of decimal strings and the error map of a refused save. */
import { addDecimals } from '@/lib/format/decimal';

/** The exact sum of decimal strings (null counts as 0), as a decimal string. */
export function sumMoney<T>(rows: readonly T[], pick: (row: T) => string | null | undefined): string {
  return rows.reduce<string>((acc, row) => addDecimals(acc, pick(row) ?? '0'), '0');
}

/** The first message per field of an ApiError's errors (or a zod error's issues). */
export function fieldErrors(errors: Record<string, string[]> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(errors ?? {}).map(([k, v]) => [k, v[0]]));
}

export function zodFieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
