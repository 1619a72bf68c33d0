import { apiFetch } from '@/lib/api-client';

/**
 * A form's save: a new row is POSTed to its collection, an existing one PUT to /{id} (the API's
 * routes, spec section 7). Answers what the API answers (the saved row or its id).
 */
export function saveRow<T = unknown>(collection: string, id: number | null | undefined, body: unknown): Promise<T> {
  return id == null
    ? apiFetch<T>(collection, { method: 'POST', json: body })
    : apiFetch<T>(`${collection}/${id}`, { method: 'PUT', json: body });
}
