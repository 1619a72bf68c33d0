import { redirect } from 'next/navigation';
import { headers } from 'next/headers';
import { AppShellLayout } from '@/components/shell/AppShellLayout';
import { SessionRefresher } from '@/components/shell/session-refresher';
import { currentUser } from '@/lib/auth/session';
import { shellPropsFor } from '@/lib/navigation/menu';

export const dynamic = 'force-dynamic';

/** Signed-in screens: the shell with the menu the user's role may see. */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await currentUser();
  if (!user) {
    const returnUrl = (await headers()).get('x-return-url') || '/';
    redirect(`/authentication/login-callback?returnUrl=${encodeURIComponent(returnUrl)}`);
  }
  return (
    <AppShellLayout {...shellPropsFor(user)}>
      <SessionRefresher />
      {children}
    </AppShellLayout>
  );
}
