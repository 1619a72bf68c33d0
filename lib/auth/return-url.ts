/**
 * A return URL is accepted only as a same-origin relative path ("/projects?x=1").
 * Absolute URLs, protocol-relative "//host", backslash tricks and control characters
 * are refused (the spec's "Invalid return url").
 */
export function isSafeReturnUrl(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return false;
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  try {
    // Resolving against a dummy origin must keep that origin.
    const url = new URL(value, 'http://same.origin');
    return url.origin === 'http://same.origin';
  } catch {
    return false;
  }
}

/** The return URL to use: the given one when safe, "/" when none was given, null when unsafe. */
export function resolveReturnUrl(value: string | null | undefined): string | null {
  if (value == null || value === '') return '/';
  return isSafeReturnUrl(value) ? value : null;
}
