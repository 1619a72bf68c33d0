/**
 * The Content-Security-Policy of pages (proxy.ts sets it with a fresh nonce per request; API
 * answers and static files get theirs, and the other security headers, from next.config.mjs).
 *
 * - Scripts: only those carrying this request's nonce, and what they load ('strict-dynamic').
 *   Next.js reads the nonce from the policy in the request header and puts it on its own
 *   scripts; the root layout gives it to Mantine's ColorSchemeScript. No inline handler, no
 *   eval (development needs eval for React's error overlay).
 * - Styles: Mantine writes style attributes and <style> tags, hence 'unsafe-inline' for styles
 *   only (a nonce there would switch 'unsafe-inline' off).
 * - Sign-in leaves the app by navigation (next-auth answers the identity server's URL to a
 *   same-origin fetch), which form-action and connect-src do not restrict.
 * - Never framed: frame-ancestors 'none' (and X-Frame-Options: DENY for older browsers).
 */
export function pageContentSecurityPolicy(nonce: string, options: { dev?: boolean; https?: boolean } = {}): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** A fresh, unguessable nonce (128 bits, base64). */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
