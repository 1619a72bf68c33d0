import { requireScreen, type ScreenPageProps } from '@/lib/auth/session';
import { PROJECT_SCREEN } from '@/lib/projects/screen';
import { ProjectDetailView } from './detail-view';
import { ProjectListView } from './list-view';

export const dynamic = 'force-dynamic';

/**
 * /projects and everything below it (lib/projects/screen.ts): the list with its create drawer,
 * and the detail page with its tabs and drawers. A tab the role may not read, or a drawer it
 * may not write with, leads to not-found, like a module it may not read.
 */
export default async function ProjectsPage(props: ScreenPageProps) {
  const { user, route } = await requireScreen(PROJECT_SCREEN, props);
  const searchParams = await props.searchParams;
  if (route.page === 'list') return <ProjectListView route={route} searchParams={searchParams} user={user} />;
  return <ProjectDetailView route={route} searchParams={searchParams} user={user} />;
}
