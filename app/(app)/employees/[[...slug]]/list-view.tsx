import { Stack, Title } from '@mantine/core';
import { EmployeeDrawer } from '@/components/employees/EmployeeDrawer';
import { EmployeesTable } from '@/components/employees/EmployeesTable';
import { getDb } from '@/db/client';
import { can, canUseCooperatorGatedAction } from '@/lib/auth/permissions';
import { todayIso } from '@/lib/employees/expiry';
import { employeeFormOptions, searchEmployees } from '@/lib/employees/queries';
import { parseEmployeeListQuery } from '@/lib/employees/schemas';
import { booleanFilter } from '@/lib/http/list-params';
import type { EmployeeRoute } from '@/lib/employees/screen';
import type { AppUser } from '@/lib/users/queries';

type Props = {
  route: Extract<EmployeeRoute, { page: 'list' }>;
  searchParams: Record<string, string | string[] | undefined>;
  user: AppUser;
};

/** /employees (?activeTab=inactive for the Neaktivni tab) and /employees/new. */
export async function EmployeeListView({ route, searchParams, user }: Props) {
  const db = await getDb();
  const today = todayIso();
  const tab = searchParams.activeTab === 'inactive' ? 'inactive' : 'active';
  const q = parseEmployeeListQuery(searchParams);
  const [list, options] = await Promise.all([
    searchEmployees(db, { ...q, inactive: tab === 'inactive', expired: booleanFilter(q.filters.Expired) }, today),
    route.drawer === 'create' ? employeeFormOptions(db) : null,
  ]);

  return (
    <Stack>
      <Title order={2}>Zaposlenici</Title>
      <EmployeesTable
        data={list.pageItems}
        totalItems={list.totalItems}
        totalCapped={list.totalCapped}
        tab={tab}
        today={today}
        canCreate={canUseCooperatorGatedAction(user.roleId, 'employees')}
      />
      <EmployeeDrawer
        mode={route.drawer}
        employee={null}
        options={options}
        defaults={{ activeFrom: today }}
        canAddCity={can(user.roleId, 'lookups', 'create')}
      />
    </Stack>
  );
}
