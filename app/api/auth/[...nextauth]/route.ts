import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptions } from '@/lib/auth/options';

// next-auth's own endpoints (sign-in, OIDC callback, session, sign-out). The one route
// not written through lib/http/handler: it IS the sign-in; the wrapper test whitelists it.
type Ctx = { params: Promise<{ nextauth: string[] }> };
const run = (req: NextRequest, ctx: Ctx) => NextAuth(req, ctx, authOptions());

export { run as GET, run as POST };
