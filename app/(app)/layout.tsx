import { redirect } from 'next/navigation';
import { headers } from 'next/headers';
import { AppShellLayout } from '@/components/shell/AppShellLayout';
import { SessionRefresher } from '@/components/shell/session-refresher';
import { Role } from '@/lib/auth/roles';
import { currentUser } from '@/lib/auth/session';
import { externalLinksFromEnv, menuFor } from '@/lib/navigation/menu';

export const dynamic = 'force-dynamic';

/** Signed-in screens: the shell with the menu the user's role may see. */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await currentUser();
  if (!user) {
    const returnUrl = (await headers()).get('x-return-url') || '/';
    redirect(`/authentication/login-callback?returnUrl=${encodeURIComponent(returnUrl)}`);
  }
  const entries = menuFor(user.roleId, externalLinksFromEnv());
  return (
    <AppShellLayout
      entries={entries}
      user={{ name: `${user.name} ${user.surname}`, roleLabel: user.roleLabel }}
      // Verifications arrive with their module; until then the SiteManager's badge shows 0.
      unverifiedCount={user.roleId === Role.SiteManager ? 0 : null}
    >
      <SessionRefresher />
      {children}
    </AppShellLayout>
  );
}
