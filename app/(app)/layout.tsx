import { redirect } from 'next/navigation';
import { headers } from 'next/headers';
import { AppShellLayout } from '@/components/shell/AppShellLayout';
import { SessionRefresher } from '@/components/shell/session-refresher';
import { getDb } from '@/db/client';
import { seesVerificationBadge } from '@/lib/auth/permissions';
import { currentUser } from '@/lib/auth/session';
import { shellPropsFor } from '@/lib/navigation/menu';
import { countUnverified } from '@/lib/verifications/queries';

export const dynamic = 'force-dynamic';

/** Signed-in screens: the shell with the menu the user's role may see. */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await currentUser();
  if (!user) {
    const returnUrl = (await headers()).get('x-return-url') || '/';
    redirect(`/authentication/login-callback?returnUrl=${encodeURIComponent(returnUrl)}`);
  }
  // The SiteManager's verifications badge starts with the server's count (then polls every 60 s).
  const unverified = seesVerificationBadge(user.roleId) ? await countUnverified(await getDb()) : 0;
  return (
    <AppShellLayout {...shellPropsFor(user, unverified)}>
      <SessionRefresher />
      {children}
    </AppShellLayout>
  );
}
