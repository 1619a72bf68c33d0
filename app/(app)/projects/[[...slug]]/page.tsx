import { notFound, redirect } from 'next/navigation';
import { canOpenRoute, parseProjectRoute } from '@/components/projects/project-route';
import { requirePageAccess } from '@/lib/auth/session';
import { ProjectDetailView } from './detail-view';
import { ProjectListView } from './list-view';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /projects and everything below it (see components/projects/project-route.ts): the list with
 * its create drawer, and the detail page with its tabs and drawers. A tab the role may not read,
 * or a drawer it may not write with, leads to not-found, like a module it may not read.
 */
export default async function ProjectsPage({ params, searchParams }: Props) {
  const route = parseProjectRoute((await params).slug);
  if (route.view === 'invalid') notFound();
  const user = await requirePageAccess('projects', 'read');
  if (!canOpenRoute(user.roleId, route)) redirect('/not-found');
  if (route.view === 'list') return <ProjectListView route={route} searchParams={await searchParams} user={user} />;
  return <ProjectDetailView route={route} searchParams={await searchParams} user={user} />;
}
