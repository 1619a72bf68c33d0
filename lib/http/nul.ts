import { messages } from '@/lib/i18n/messages';
import { AppError } from './errors';

/**
 * Postgres text cannot hold U+0000: a NUL that reaches a query fails there (22021) or, worse,
 * in a driver. The wrapper refuses it up front, in every path param, query value and JSON body
 * string (keys included), for every handler at once.
 */
export function containsNul(value: unknown): boolean {
  // Iterative: a deeply nested body must not overflow the stack.
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item); // no spread: a huge array would overflow the arguments
    } else if (typeof v === 'object' && v !== null) {
      for (const [key, inner] of Object.entries(v)) {
        if (key.includes('\u0000')) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/**
 * 400 with the Croatian message when any of the values holds a NUL; `errors` names the
 * offending top-level fields (query keys, path params, body fields) so a form can show it.
 */
export function refuseNul(...values: unknown[]): void {
  const errors: Record<string, string[]> = {};
  let found = false;
  for (const value of values) {
    if (!containsNul(value)) continue;
    found = true;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    for (const [key, inner] of Object.entries(value)) {
      if (containsNul(key) || containsNul(inner)) errors[key.replaceAll('\u0000', '')] = [messages.nulCharacter];
    }
  }
  if (found) throw new AppError(400, messages.nulCharacter, Object.keys(errors).length ? errors : undefined);
}
