import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { findActiveUserByEmail } from '@/lib/users/queries';
import { oidcConfig } from './config';
import { isSafeReturnUrl } from './return-url';

/** How often (ms) the session token re-reads role and user from the users table. */
const REFRESH_MS = 60_000;

type OidcProfile = { sub: string; email?: string; email_verified?: boolean; name?: string };

/**
 * next-auth v4 with one generic OIDC provider (authorization code flow; pkce, state and
 * nonce checked). The identity server authenticates; the users table authorises: an
 * identity without a user row gets no session and lands on the no-access page.
 */
export function authOptions(): NextAuthOptions {
  const oidc = oidcConfig();
  return {
    secret: process.env.NEXTAUTH_SECRET,
    session: { strategy: 'jwt', maxAge: 10 * 60 * 60 },
    providers: [
      {
        id: 'oidc',
        name: 'Identity server',
        type: 'oauth',
        wellKnown: `${oidc.issuer}/.well-known/openid-configuration`,
        clientId: oidc.clientId,
        clientSecret: oidc.clientSecret,
        authorization: { params: { scope: 'openid email profile' } },
        idToken: true,
        checks: ['pkce', 'state', 'nonce'],
        profile(profile: OidcProfile) {
          return { id: profile.sub, email: profile.email ?? null, name: profile.name ?? null };
        },
      },
    ],
    pages: {
      signIn: '/authentication/login',
      signOut: '/authentication/logout',
      error: '/authentication/login-failed',
    },
    callbacks: {
      async signIn({ profile }) {
        const email = (profile as OidcProfile | undefined)?.email;
        if (!email) return '/authentication/no-access';
        const db = await getDb();
        const user = await findActiveUserByEmail(db, email);
        if (!user) return `/authentication/no-access?email=${encodeURIComponent(email)}`;
        const verified = (profile as OidcProfile).email_verified === true;
        await db
          .update(users)
          .set({ lastSignInAt: new Date(), ...(verified ? { emailConfirmed: true } : {}) })
          .where(eq(users.id, user.id));
        return true;
      },
      async jwt({ token, account, profile }) {
        if (account) {
          // First call after sign-in: remember what logout at the identity server needs.
          token.idToken = account.id_token;
          token.email = (profile as OidcProfile | undefined)?.email ?? token.email;
        }
        const checkedAt = typeof token.checkedAt === 'number' ? token.checkedAt : 0;
        if (token.email && (account || Date.now() - checkedAt > REFRESH_MS)) {
          const user = await findActiveUserByEmail(await getDb(), token.email);
          token.userId = user?.id ?? null;
          token.roleId = user?.roleId ?? null;
          token.name = user ? `${user.name} ${user.surname}` : token.name;
          token.checkedAt = Date.now();
        }
        return token;
      },
      async session({ session, token }) {
        return {
          ...session,
          user: { ...session.user, name: token.name, email: token.email },
          roleId: (token.roleId as number | null | undefined) ?? null,
        };
      },
      async redirect({ url, baseUrl }) {
        // Only same-origin targets; anything else falls back to the root.
        if (isSafeReturnUrl(url)) return `${baseUrl}${url}`;
        try {
          const target = new URL(url);
          if (target.origin === new URL(baseUrl).origin) return url;
        } catch {
          /* not a URL */
        }
        return baseUrl;
      },
    },
  };
}
