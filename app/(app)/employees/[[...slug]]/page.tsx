import { requireScreen, type ScreenPageProps } from '@/lib/auth/session';
import { EMPLOYEE_SCREEN } from '@/lib/employees/screen';
import { EmployeeDetailView } from './detail-view';
import { EmployeeListView } from './list-view';

export const dynamic = 'force-dynamic';

/**
 * /employees and everything below it (lib/employees/screen.ts): the list with its create
 * drawer, and the detail page with its tabs and drawers. A tab the role may not open, or a
 * drawer it may not write with, leads to not-found, so a typed URL never opens a form the API
 * would refuse.
 */
export default async function EmployeesPage(props: ScreenPageProps) {
  const { user, route } = await requireScreen(EMPLOYEE_SCREEN, props);
  if (route.page === 'list') return <EmployeeListView route={route} searchParams={await props.searchParams} user={user} />;
  return <EmployeeDetailView route={route} user={user} />;
}
