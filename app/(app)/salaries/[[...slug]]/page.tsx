import { PayAreaFrame } from '@/components/payroll/PayArea';
import { SalariesScreen } from '@/components/payroll/SalariesScreen';
import { getDb } from '@/db/client';
import { can } from '@/lib/auth/permissions';
import { requireScreen, type ScreenPageProps } from '@/lib/auth/session';
import { todayIso } from '@/lib/employees/expiry';
import { listCompanies } from '@/lib/lookups/queries';
import { listSalaries } from '@/lib/payroll/queries';
import { parsePayListState, parsePayQuery, SALARY_SCREEN } from '@/lib/payroll/screen';

export const dynamic = 'force-dynamic';

/**
 * /salaries, /salaries/new, /salaries/copy, /salaries/{id}/edit (lib/payroll/screen.ts): the
 * month's salary overview of a company (?companyId&year&month, default the previous month of
 * company 1) with the salary drawer and the copy drawer.
 */
export default async function SalariesPage(props: ScreenPageProps) {
  const { user, route } = await requireScreen(SALARY_SCREEN, props);
  const today = todayIso();
  const search = (await props.searchParams) ?? {};
  const query = parsePayQuery(search, 'salaries', today);
  const db = await getDb();
  const [companies, rows] = await Promise.all([listCompanies(db), listSalaries(db, query.companyId, query.year, query.month)]);
  const editSalary = route.name === 'edit' ? (rows.find((r) => r.salary?.id === route.params.id)?.salary ?? null) : null;
  const drawer = route.name === 'copy' ? 'copy' : route.name === 'create' ? 'create' : route.name === 'edit' ? 'edit' : 'closed';
  return (
    <PayAreaFrame area="salaries" query={query} companies={companies} roleId={user.roleId} thisYear={Number(today.slice(0, 4))}>
      <SalariesScreen
        query={query}
        filter={parsePayListState(search).q}
        companyName={companies.find((c) => c.id === query.companyId)?.name ?? ''}
        rows={rows}
        drawer={drawer}
        editSalary={editSalary}
        employeeId={route.name === 'create' ? route.query.employeeId : null}
        rights={{ create: can(user.roleId, 'salaries', 'create'), update: can(user.roleId, 'salaries', 'update'), delete: can(user.roleId, 'salaries', 'delete') }}
        thisYear={Number(today.slice(0, 4))}
      />
    </PayAreaFrame>
  );
}
