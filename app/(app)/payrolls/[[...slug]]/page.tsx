import { PayAreaFrame } from '@/components/payroll/PayArea';
import { PayrollsScreen } from '@/components/payroll/PayrollsScreen';
import { getDb } from '@/db/client';
import { can } from '@/lib/auth/permissions';
import { requireScreen, type ScreenPageProps } from '@/lib/auth/session';
import { todayIso } from '@/lib/employees/expiry';
import { listCompanies } from '@/lib/lookups/queries';
import { getConstants, getPayroll } from '@/lib/payroll/queries';
import { parsePayListState, parsePayQuery, PAYROLL_SCREEN } from '@/lib/payroll/screen';

export const dynamic = 'force-dynamic';

/**
 * /payrolls and /payrolls/constants (lib/payroll/screen.ts): the month's payroll of a company
 * (?companyId&year&month, default the previous month of company 1; ?view and ?q: the view and the
 * name filter), and the constants drawer (it keeps all of them).
 */
export default async function PayrollsPage(props: ScreenPageProps) {
  const { user, route } = await requireScreen(PAYROLL_SCREEN, props);
  const today = todayIso();
  const search = (await props.searchParams) ?? {};
  const query = parsePayQuery(search, 'payrolls', today);
  const db = await getDb();
  const constantsOpen = route.name === 'constants';
  const [companies, payroll, constants] = await Promise.all([
    listCompanies(db),
    getPayroll(db, query.companyId, query.year, query.month),
    constantsOpen ? getConstants(db) : Promise.resolve(null),
  ]);
  return (
    <PayAreaFrame area="payrolls" query={query} companies={companies} roleId={user.roleId} thisYear={Number(today.slice(0, 4))}>
      <PayrollsScreen
        query={query}
        listState={parsePayListState(search)}
        companyName={companies.find((c) => c.id === query.companyId)?.name ?? ''}
        payroll={payroll}
        constants={constants}
        constantsOpen={constantsOpen}
        rights={{ generate: can(user.roleId, 'payrolls', 'create'), update: can(user.roleId, 'payrolls', 'update'), constants: can(user.roleId, 'constants', 'update') }}
      />
    </PayAreaFrame>
  );
}
