import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { appBaseUrl, endSessionUrl } from '@/lib/auth/end-session';
import { readToken } from '@/lib/auth/session';
import { LogoutClient } from './logout-client';

export const dynamic = 'force-dynamic';

/** Ends the app session, then the identity server's session, then shows logged-out. */
export default async function LogoutPage() {
  const [c, h] = await Promise.all([cookies(), headers()]);
  const token = await readToken({
    cookies: Object.fromEntries(c.getAll().map((x) => [x.name, x.value])),
    headers: Object.fromEntries(h.entries()),
  } as never);
  if (!token) redirect('/authentication/logged-out');
  const url = await endSessionUrl(token.idToken as string | undefined, appBaseUrl());
  return <LogoutClient endSessionUrl={url ?? '/authentication/logout-callback'} />;
}
