/**
 * CSRF defence beside the SameSite=Lax session cookie: a state-changing request (anything but
 * GET, HEAD, OPTIONS) must come from the app's own pages.
 *
 * - With an Origin header, its scheme, host and port must equal the app's public origin:
 *   NEXTAUTH_URL's origin when set (always in production: `npm start` sets it too), otherwise
 *   the request's own Host and scheme. X-Forwarded-Host and X-Forwarded-Proto are believed only
 *   with TRUST_PROXY=1 (a reverse proxy that overwrites them), and only when NEXTAUTH_URL is
 *   not set; a client can send them to anyone.
 * - Without an Origin header (browsers always send one with POST, PUT, PATCH and DELETE),
 *   only a request the browser marks `Sec-Fetch-Site: same-origin` passes.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type RequestLike = { method: string; headers: Headers; nextUrl: { protocol: string; host: string } };

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const first = (header: string | null) => header?.split(',')[0].trim() || null;

/** The origin the app's pages are served from, as a browser writes it in Origin. */
export function publicOrigin(req: RequestLike): string | null {
  const configured = originOf(process.env.NEXTAUTH_URL);
  if (configured) return configured;
  const trustProxy = process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true';
  const host = (trustProxy && first(req.headers.get('x-forwarded-host'))) || req.headers.get('host') || req.nextUrl.host;
  const proto = (trustProxy && first(req.headers.get('x-forwarded-proto'))) || req.nextUrl.protocol.replace(/:$/, '');
  return originOf(`${proto}://${host}`);
}

export function isSameOriginRequest(req: RequestLike): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  const origin = req.headers.get('origin');
  if (origin === null) return req.headers.get('sec-fetch-site') === 'same-origin';
  const expected = publicOrigin(req);
  return expected !== null && originOf(origin) === expected;
}
