import 'server-only';
import { decode, getToken, type JWT, type JWTDecodeParams } from 'next-auth/jwt';
import { cookies, headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { findActiveUserWithDataVersion, type AppUser } from '@/lib/users/queries';
import { screenAccess, type Screen, type ScreenDef, type ScreenRoute } from './screen';

/** Anything getToken can read the session cookie from (NextRequest, or cookies+headers of a page). */
type CookieSource = Parameters<typeof getToken>[0]['req'];

export function authSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET || process.env.AUTH_SECRET;
  if (!secret) throw new Error('NEXTAUTH_SECRET nije postavljen.');
  return secret;
}

/** How many decoded session cookies `cachedDecode` keeps (the oldest go first). */
const DECODED_MAX = 2000;
/** How long a decoded cookie is kept at most (it is never kept past its own expiry). */
const DECODED_TTL_MS = 5 * 60_000;
const decoded = new Map<string, { jwt: JWT; secret: JWTDecodeParams['secret']; until: number }>();

/**
 * next-auth's decode, remembered per cookie value (issue 15, per-request cost): decoding derives
 * the key with HKDF and decrypts the JWE on every request, about a third of the CPU time of a
 * trivial authenticated route. A cookie's content never changes, so the same value decodes to the
 * same identity until it expires; what a token may do is decided per request all the same (the
 * active user is looked up on every request, so a deleted user or a changed role applies at once).
 */
async function cachedDecode(params: JWTDecodeParams): Promise<JWT | null> {
  const { token, secret } = params;
  if (!token) return null;
  const now = Date.now();
  const hit = decoded.get(token);
  if (hit && hit.secret === secret && hit.until > now) return hit.jwt;
  const jwt = await decode(params);
  if (!jwt) return null;
  const expires = typeof jwt.exp === 'number' ? jwt.exp * 1000 : now;
  const until = Math.min(expires, now + DECODED_TTL_MS);
  if (until > now) {
    decoded.delete(token);
    if (decoded.size >= DECODED_MAX) decoded.delete(decoded.keys().next().value!);
    decoded.set(token, { jwt, secret, until });
  }
  return jwt;
}

/** The identity of the session cookie (no database look-up), or null. */
export async function readToken(req: CookieSource): Promise<JWT | null> {
  return getToken({ req, secret: authSecret(), decode: cachedDecode });
}

/**
 * The app user behind a request: the identity's e-mail matched in the users table; with the
 * data's version read beside it (the answer cache of lib/http/answer-cache.ts).
 */
export async function userFromRequest(req: CookieSource): Promise<{ token: JWT | null; user: AppUser | null; dataVersion: string | null }> {
  const token = await readToken(req);
  if (!token?.email) return { token, user: null, dataVersion: null };
  const { user, dataVersion } = await findActiveUserWithDataVersion(await getDb(), token.email);
  return { token, user, dataVersion };
}

async function pageCookieSource(): Promise<CookieSource> {
  const [c, h] = await Promise.all([cookies(), headers()]);
  return {
    cookies: Object.fromEntries(c.getAll().map((x) => [x.name, x.value])),
    headers: Object.fromEntries(h.entries()),
  } as unknown as CookieSource;
}

/** For server components: the signed-in app user, or null. */
export async function currentUser(): Promise<AppUser | null> {
  return (await userFromRequest(await pageCookieSource())).user;
}

/** What a [[...slug]] page receives. */
export type ScreenPageProps = {
  params: Promise<{ slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * Every page opens its screen with this: signed out -> login with the return URL; signed in
 * without a user -> the no-access page; a screen, tab or drawer the role may not open ->
 * /not-found (as proxy.ts, from the same definitions); a path no route matches -> 404.
 * Returns the user and the parsed route.
 */
export async function requireScreen<D extends ScreenDef>(
  screen: Screen<D>,
  props: Partial<ScreenPageProps> = {},
): Promise<{ user: AppUser; route: ScreenRoute<D> }> {
  const { token, user } = await userFromRequest(await pageCookieSource());
  if (!token) {
    const h = await headers();
    const path = h.get('x-return-url') || '/';
    redirect(`/authentication/login?returnUrl=${encodeURIComponent(path)}`);
  }
  if (!user) redirect('/authentication/no-access');
  const [params, query] = await Promise.all([props.params, props.searchParams]);
  const access = screenAccess(user.roleId, screen, params?.slug, query);
  if (access.status === 'forbidden') redirect('/not-found');
  if (access.status === 'invalid') notFound();
  return { user, route: access.route };
}
