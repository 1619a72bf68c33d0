import { getToken, type JWT } from 'next-auth/jwt';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { findActiveUserByEmail, type AppUser } from '@/lib/users/queries';
import { can, type Module, type Operation } from './permissions';

/** Anything getToken can read the session cookie from (NextRequest, or cookies+headers of a page). */
type CookieSource = Parameters<typeof getToken>[0]['req'];

export function authSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET || process.env.AUTH_SECRET;
  if (!secret) throw new Error('NEXTAUTH_SECRET nije postavljen.');
  return secret;
}

/** The identity of the session cookie (no database look-up), or null. */
export async function readToken(req: CookieSource): Promise<JWT | null> {
  return getToken({ req, secret: authSecret() });
}

/** The app user behind a request: the identity's e-mail matched in the users table. */
export async function userFromRequest(req: CookieSource): Promise<{ token: JWT | null; user: AppUser | null }> {
  const token = await readToken(req);
  if (!token?.email) return { token, user: null };
  const user = await findActiveUserByEmail(await getDb(), token.email);
  return { token, user };
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

/**
 * For pages: signed out -> login with return URL; signed in without a user -> no-access page;
 * without the module right -> /not-found. Pages re-check what proxy.ts already checked.
 */
export async function requirePageAccess(module: Module, operation: Operation = 'read'): Promise<AppUser> {
  const { token, user } = await userFromRequest(await pageCookieSource());
  if (!token) {
    const h = await headers();
    const path = h.get('x-return-url') || '/';
    redirect(`/authentication/login?returnUrl=${encodeURIComponent(path)}`);
  }
  if (!user) redirect('/authentication/no-access');
  if (!can(user.roleId, module, operation)) redirect('/not-found');
  return user;
}
