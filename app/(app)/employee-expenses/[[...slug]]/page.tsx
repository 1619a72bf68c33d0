import { EmployeeExpensesScreen } from '@/components/payroll/EmployeeExpensesScreen';
import { PayAreaFrame } from '@/components/payroll/PayArea';
import { getDb } from '@/db/client';
import { can } from '@/lib/auth/permissions';
import { requireScreen, type ScreenPageProps } from '@/lib/auth/session';
import { todayIso } from '@/lib/employees/expiry';
import { listCompanies } from '@/lib/lookups/queries';
import { EMPLOYEE_EXPENSE_SCREEN, parsePayQuery } from '@/lib/payroll/screen';

export const dynamic = 'force-dynamic';

/**
 * /employee-expenses and /employee-expenses/import (lib/payroll/screen.ts): the month's expenses
 * per employee and project (?companyId&year&month, default the current month of company 1), read
 * in the browser from GET /api/EmployeeExpenses/search, and the import drawer.
 */
export default async function EmployeeExpensesPage(props: ScreenPageProps) {
  const { user, route } = await requireScreen(EMPLOYEE_EXPENSE_SCREEN, props);
  const today = todayIso();
  const query = parsePayQuery((await props.searchParams) ?? {}, 'employeeExpenses', today);
  const companies = await listCompanies(await getDb());
  return (
    <PayAreaFrame area="employeeExpenses" query={query} companies={companies} roleId={user.roleId} thisYear={Number(today.slice(0, 4))}>
      <EmployeeExpensesScreen query={query} importOpen={route.name === 'import'} canImport={can(user.roleId, 'employeeExpenses', 'create')} />
    </PayAreaFrame>
  );
}
