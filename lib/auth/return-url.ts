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

type SignInQuery = { returnUrl?: string | string[]; callbackUrl?: string | string[] };

/**
 * The return URL of a sign-in request: the app's `returnUrl`, else next-auth's `callbackUrl`
 * (/api/auth/signin?callbackUrl=/projects reaches the login page as an absolute URL of the app:
 * callbackUrl=https://app/projects). An absolute URL counts only on the app's own origin and
 * becomes its path; anything else is refused like any foreign return URL. "/" when none is given,
 * null when refused. A parameter given twice is refused.
 */
export function signInReturnUrl(query: SignInQuery, appOrigin: string): string | null {
  const { returnUrl, callbackUrl } = query;
  if (returnUrl !== undefined) return typeof returnUrl === 'string' ? resolveReturnUrl(returnUrl) : null;
  if (callbackUrl === undefined) return '/';
  if (typeof callbackUrl !== 'string') return null;
  return resolveReturnUrl(sameOriginPath(callbackUrl, appOrigin));
}

/** An absolute URL on `origin` as its path, query and fragment; anything else unchanged. */
function sameOriginPath(value: string, origin: string): string {
  if (!/^https?:\/\//i.test(value)) return value;
  try {
    const url = new URL(value);
    return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}${url.hash}` : value;
  } catch {
    return value;
  }
}
