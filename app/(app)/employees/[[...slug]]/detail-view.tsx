import { Stack } from '@mantine/core';
import { notFound } from 'next/navigation';
import { AttachmentsPanel } from '@/components/attachments/AttachmentsPanel';
import { EmployeeDetails } from '@/components/employees/EmployeeDetails';
import { EmployeeDrawer } from '@/components/employees/EmployeeDrawer';
import { EmployeeHeader } from '@/components/employees/EmployeeHeader';
import { EmployeeTabs } from '@/components/employees/EmployeeTabs';
import { GearDrawer } from '@/components/employees/GearDrawer';
import { GearTable } from '@/components/employees/GearTable';
import { getDb } from '@/db/client';
import { can } from '@/lib/auth/permissions';
import { visibleTabs } from '@/lib/auth/screen';
import { EMPLOYEE_SCREEN, type EmployeeDetailRoute } from '@/lib/employees/screen';
import { todayIso } from '@/lib/employees/expiry';
import { getGearRecord, listGearRecords } from '@/lib/employees/gear-queries';
import { attachmentRights } from '@/lib/attachments/access';
import { listAttachments } from '@/lib/attachments/queries';
import { activeProjectOptions, employeeFormOptions, getEmployee } from '@/lib/employees/queries';
import type { AppUser } from '@/lib/users/queries';

type Props = { route: EmployeeDetailRoute; user: AppUser };

/**
 * /employees/{id} with the Details, Gear and Attachments tabs and their drawers. page.tsx has
 * already checked that the role may open the tab and write with the drawer.
 */
export async function EmployeeDetailView({ route, user }: Props) {
  const db = await getDb();
  const today = todayIso();
  const { id } = route.params;
  const gearDrawer = route.tab === 'gear' && route.drawer !== 'closed';
  const rights = attachmentRights(user.roleId, { employeeId: id });
  const [employee, gear, documents, formOptions, projects, gearRecord] = await Promise.all([
    getEmployee(db, id),
    route.tab === 'gear' ? listGearRecords(db, id) : null,
    route.tab === 'attachments' ? listAttachments(db, { employeeId: id }) : null,
    route.name === 'edit' ? employeeFormOptions(db) : null,
    gearDrawer ? activeProjectOptions(db) : null,
    route.name === 'gearEdit' ? getGearRecord(db, id, route.params.gearId) : null,
  ]);
  if (!employee) notFound();
  if (route.name === 'gearEdit' && !gearRecord) notFound();

  // An edited record keeps its project in the select even after the project was closed.
  const projectOptions =
    gearRecord && projects && !projects.some((p) => p.value === String(gearRecord.projectId))
      ? [{ value: String(gearRecord.projectId), label: gearRecord.project }, ...projects]
      : (projects ?? []);

  return (
    <Stack gap="md">
      <EmployeeHeader employee={employee} today={today} />
      <EmployeeTabs employeeId={employee.id} tab={route.tab} tabs={visibleTabs(user.roleId, EMPLOYEE_SCREEN)} />
      {route.tab === 'details' && (
        <EmployeeDetails
          employee={employee}
          today={today}
          canUpdate={can(user.roleId, 'employees', 'update')}
          canDelete={can(user.roleId, 'employees', 'delete')}
        />
      )}
      {route.tab === 'gear' && gear && (
        <GearTable
          employeeId={employee.id}
          gear={gear}
          canCreate={can(user.roleId, 'employees', 'create')}
          canUpdate={can(user.roleId, 'employees', 'update')}
          canDelete={can(user.roleId, 'employees', 'delete')}
        />
      )}
      {route.tab === 'attachments' && documents && (
        <AttachmentsPanel owner={{ employeeId: employee.id }} attachments={documents} canCreate={rights.canCreate} canDelete={rights.canDelete} />
      )}
      <EmployeeDrawer
        mode={route.name === 'edit' ? 'edit' : 'closed'}
        employee={employee}
        options={formOptions}
        canAddCity={can(user.roleId, 'lookups', 'create')}
      />
      <GearDrawer
        employeeId={employee.id}
        mode={route.tab === 'gear' ? route.drawer : 'closed'}
        record={gearRecord}
        projects={projectOptions}
        today={today}
      />
    </Stack>
  );
}
