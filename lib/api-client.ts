/**
 * Browser side of the API contract (ARCHITECTURE.md 5): same-origin JSON calls that turn the
 * server's `{ message, errors? }` body into an `ApiError`, and the notices every save and delete
 * shows (spec part 1 sections 7-8). Client components only (notifications need MantineProvider):
 * the client-only marker makes a server component that imports it fail the build.
 */
import 'client-only';
import { notifications } from '@mantine/notifications';
import { messages, type Gender } from '@/lib/i18n/messages';

/** A failed API call: HTTP status (0 = no response), Croatian message, field errors if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  /** True when the message came from the server's body (shown as is, spec section 8). */
  readonly fromServer: boolean;
  /** The server's machine-readable reason, when it sent one (e.g. 'confirmCompletion'). */
  readonly code?: string;

  constructor(status: number, message: string, errors?: Record<string, string[]>, fromServer = false, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.fromServer = fromServer;
    this.code = code;
  }
}

/** The catalogue text for a status when the body carries no message. */
export function fallbackMessage(status: number): string {
  if (status === 0) return messages.networkError;
  if (status === 400 || status === 422) return messages.validationFailed;
  if (status === 401) return messages.unauthenticated;
  if (status === 403) return messages.forbidden;
  if (status === 404) return messages.notFound;
  if (status === 409) return messages.conflict;
  if (status === 413) return messages.payloadTooLarge;
  if (status >= 500) return messages.unexpectedServerError;
  return messages.unknownError;
}

export type ApiFetchInit = Omit<RequestInit, 'body'> & {
  /** Serialised as JSON with the content type set. */
  json?: unknown;
  /** Anything fetch takes (FormData for multipart uploads). */
  body?: BodyInit | null;
};

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}

/**
 * The ApiError of a non-2xx answer from its parsed body ({ message, errors }, or anything else):
 * the server's Croatian message when it sent one, otherwise the catalogue's text for the status.
 * Shared by apiFetch, the upload with progress and the file download.
 */
export function apiErrorFrom(status: number, data: unknown): ApiError {
  const payload = (typeof data === 'object' && data !== null ? data : {}) as { message?: unknown; errors?: unknown; code?: unknown };
  const serverMessage = typeof payload.message === 'string' && payload.message.trim() ? payload.message : undefined;
  return new ApiError(
    status,
    serverMessage ?? fallbackMessage(status),
    isFieldErrors(payload.errors) ? payload.errors : undefined,
    serverMessage !== undefined,
    typeof payload.code === 'string' ? payload.code : undefined,
  );
}

/**
 * fetch for same-origin JSON APIs. Resolves with the parsed body (undefined for 204 or an empty
 * body); throws ApiError for every non-2xx answer and for network failures.
 * Only relative same-origin paths ("/api/...") are accepted, so the session cookie never leaves.
 */
export async function apiFetch<T = unknown>(url: string, init: ApiFetchInit = {}): Promise<T> {
  if (!url.startsWith('/') || url.startsWith('//')) throw new Error(`apiFetch: not a same-origin path: ${url}`);
  const { json, headers, ...rest } = init;
  const h = new Headers(headers);
  if (!h.has('Accept')) h.set('Accept', 'application/json');
  let body = rest.body;
  if (json !== undefined) {
    h.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  } else if (typeof body === 'string' && !h.has('Content-Type')) {
    // A pre-serialised JSON string (fetch would label it text/plain).
    h.set('Content-Type', 'application/json');
  }

  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...rest, headers: h, body });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, messages.networkError);
  }

  const text = response.status === 204 ? '' : await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }

  if (!response.ok) throw apiErrorFrom(response.status, data);
  return data as T;
}

/** Minimal shape of a @mantine/form form, to show server field errors under the inputs. */
type FormWithErrors = { setErrors: (errors: Record<string, string>) => void };

/**
 * Puts an ApiError's field errors on the form (first message per field).
 * Returns true when there were field errors to show.
 */
export function applyFieldErrors(form: FormWithErrors, error: unknown): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  const entries = Object.entries(error.errors).filter(([, list]) => list.length > 0);
  if (!entries.length) return false;
  form.setErrors(Object.fromEntries(entries.map(([field, list]) => [field, list[0]])));
  return true;
}

/**
 * For a notice of a table row's save (no form to put field errors on): the API's first field
 * message when it gave one (e.g. on quantity), else the error as it is.
 */
export function withFieldMessage(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const first = error.errors && Object.values(error.errors).flat()[0];
  return first ? new ApiError(error.status, first) : error;
}

/** A complete notice (ends with '.') is shown as is; otherwise it is the entity's name. */
const isSentence = (text: string) => /[.!]$/.test(text.trim());

/**
 * notifySaved('Korisnik') -> "Korisnik je uspješno spremljen."; notifySaved('Novost', 'f');
 * notifySaved(messages.userSaved) shows that text as is; notifySaved() -> "Uspješno spremljeno."
 */
export function notifySaved(entityOrMessage?: string, gender?: Gender): void {
  const message = entityOrMessage && isSentence(entityOrMessage) ? entityOrMessage : messages.saved(entityOrMessage, gender);
  notifications.show({ color: 'green', message });
}

/** notifyDeleted('Projekt') -> "Projekt je uspješno obrisan." (same rules as notifySaved). */
export function notifyDeleted(entityOrMessage?: string, gender?: Gender): void {
  const message =
    entityOrMessage && isSentence(entityOrMessage) ? entityOrMessage : messages.deleted(entityOrMessage, gender);
  notifications.show({ color: 'green', message });
}

/** A success notice with a text of the caller's (imports, reorder, status changes). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

/**
 * The spec's failure toast: a server answer's message as is (with `fallback` as the title),
 * otherwise `fallback` alone: messages.saveError for saves, messages.deleteError for deletes.
 */
export function notifyError(error: unknown, fallback: string = messages.unknownError): void {
  if (error instanceof ApiError && error.message !== fallback) {
    notifications.show({ color: 'red', title: fallback, message: error.message });
  } else {
    notifications.show({ color: 'red', message: fallback });
  }
}
