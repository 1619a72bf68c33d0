import { notFound } from 'next/navigation';
import { parseEmployeeRoute, routeOperation } from '@/components/employees/employee-route';
import { requirePageAccess } from '@/lib/auth/session';
import { EmployeeDetailView } from './detail-view';
import { EmployeeListView } from './list-view';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /employees and everything below it (see components/employees/employee-route.ts): the list
 * with its create drawer, and the detail page with its tabs and drawers. A drawer that writes
 * needs the matching right, so a typed URL never opens a form the API would refuse.
 */
export default async function EmployeesPage({ params, searchParams }: Props) {
  const route = parseEmployeeRoute((await params).slug);
  if (route.view === 'invalid') notFound();
  const user = await requirePageAccess('employees', routeOperation(route));
  if (route.view === 'list') return <EmployeeListView route={route} searchParams={await searchParams} user={user} />;
  return <EmployeeDetailView route={route} user={user} />;
}
