import { requireScreen, type ScreenPageProps } from '@/lib/auth/session';
import { DOCUMENT_SCREEN } from '@/lib/documents/screen';
import { DocumentDetailView } from './detail-view';
import { DocumentListView } from './list-view';

export const dynamic = 'force-dynamic';

/**
 * /documents?typeId= (the list of one type, its items switch and create drawer) and
 * /documents/{id}[/{subPage}] (the detail page with its tabs and drawers): lib/documents/screen.ts.
 */
export default async function DocumentsPage(props: ScreenPageProps) {
  const { user, route } = await requireScreen(DOCUMENT_SCREEN, props);
  if (route.page === 'list') return <DocumentListView route={route} user={user} searchParams={await props.searchParams} />;
  return <DocumentDetailView route={route} user={user} />;
}
