import { AppShellLayout } from '@/components/shell/AppShellLayout';
import { NotFoundView } from '@/components/not-found-view';
import { currentUser } from '@/lib/auth/session';
import { shellPropsFor } from '@/lib/navigation/menu';

/**
 * The Croatian 404 for unknown paths, pages that call notFound() and /not-found (where
 * unauthorised routes lead): inside the shell with the side menu when signed in (issue 9),
 * alone when signed out.
 */
export default async function NotFound() {
  const user = await currentUser();
  if (!user) return <NotFoundView />;
  return (
    <AppShellLayout {...shellPropsFor(user)}>
      <NotFoundView />
    </AppShellLayout>
  );
}
