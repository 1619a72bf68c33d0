import { UnderConstruction } from '@/components/under-construction';
import { PLACEHOLDER_SCREENS } from '@/lib/auth/routes';
import { requireScreen, type ScreenPageProps } from '@/lib/auth/session';

export const dynamic = 'force-dynamic';

// Placeholder until the module's issue lands; the access rule is already the real one.
export default async function Page(props: ScreenPageProps) {
  await requireScreen(PLACEHOLDER_SCREENS.salaries, props);
  return <UnderConstruction title="Plaće" />;
}
