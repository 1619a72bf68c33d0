import { NextResponse, type NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { isPublicPath, pathAccess } from '@/lib/auth/routes';
import { newNonce, pageContentSecurityPolicy } from '@/lib/http/csp';

/**
 * Every page request passes here: it gets its Content-Security-Policy with a fresh nonce (on
 * the request, where Next.js reads the nonce for its scripts, and on the answer; the other
 * security headers come from next.config.mjs), and the early redirects for screens.
 */
export async function proxy(req: NextRequest) {
  const nonce = newNonce();
  const csp = pageContentSecurityPolicy(nonce, {
    dev: process.env.NODE_ENV === 'development',
    https: process.env.NEXTAUTH_URL?.startsWith('https:'),
  });
  const headers = new Headers(req.headers);
  headers.set('content-security-policy', csp);
  headers.set('x-nonce', nonce);
  const res = await screenRedirects(req, headers);
  res.headers.set('Content-Security-Policy', csp);
  return res;
}

/**
 * Early redirects for screens: signed out -> login with the return URL; a role that may not
 * open the route (the screen, its tab or its drawer: lib/auth/routes.ts) -> /not-found. A
 * convenience only: pages ask the same screen definitions again and route handlers check
 * their own rights (the proxy is not the security boundary). API routes answer 401/403 themselves.
 */
async function screenRedirects(req: NextRequest, headers: Headers): Promise<NextResponse> {
  const { pathname, search } = req.nextUrl;
  if (isPublicPath(pathname) || pathname.startsWith('/api/')) return NextResponse.next({ request: { headers } });

  const returnUrl = pathname + search;
  const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET || process.env.AUTH_SECRET });
  if (!token) {
    const login = new URL('/authentication/login', req.url);
    login.searchParams.set('returnUrl', returnUrl);
    return NextResponse.redirect(login);
  }
  // A session without a role (its user was removed) goes on: the page shows the no-access page.
  const roleId = typeof token.roleId === 'number' ? token.roleId : null;
  if (roleId !== null && pathAccess(roleId, pathname, req.nextUrl.searchParams)?.status === 'forbidden') {
    return NextResponse.redirect(new URL('/not-found', req.url));
  }
  // Pages read the return URL from this header when they must send someone to login.
  headers.set('x-return-url', returnUrl);
  return NextResponse.next({ request: { headers } });
}

// API routes are left out: the proxy passes them through anyway, and Next buffers at most 10 MB
// of a request body for a proxy (proxyClientMaxBodySize), which would cut 25 MB uploads short.
// Static files need no nonce; next.config.mjs gives them (and API answers) their headers.
export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|api/).*)'],
};
