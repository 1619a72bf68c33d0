import { Alert, Stack } from '@mantine/core';
import { notFound } from 'next/navigation';
import { AttachmentsPanel } from '@/components/attachments/AttachmentsPanel';
import { EmployeeDetails } from '@/components/employees/EmployeeDetails';
import { EmployeeDrawer } from '@/components/employees/EmployeeDrawer';
import { EmployeeHeader } from '@/components/employees/EmployeeHeader';
import { EmployeeTabs } from '@/components/employees/EmployeeTabs';
import { GearDrawer } from '@/components/employees/GearDrawer';
import { GearTable } from '@/components/employees/GearTable';
import type { EmployeeRoute } from '@/components/employees/employee-route';
import { getDb } from '@/db/client';
import { can } from '@/lib/auth/permissions';
import { todayIso } from '@/lib/employees/expiry';
import { getGearRecord, listGearRecords } from '@/lib/employees/gear-queries';
import { attachmentRights } from '@/lib/attachments/access';
import { listAttachments } from '@/lib/attachments/queries';
import { activeProjectOptions, employeeFormOptions, getEmployee } from '@/lib/employees/queries';
import { messages } from '@/lib/i18n/messages';
import type { AppUser } from '@/lib/users/queries';

type Props = { route: Extract<EmployeeRoute, { view: 'detail' }>; user: AppUser };

/** /employees/{id} with the Details, Gear and Attachments tabs and their drawers. */
export async function EmployeeDetailView({ route, user }: Props) {
  const db = await getDb();
  const today = todayIso();
  const gearDrawer = route.drawer === 'gear-create' || route.drawer === 'gear-edit';
  const rights = attachmentRights(user.roleId, { employeeId: route.id });
  const [employee, gear, documents, formOptions, projects, gearRecord] = await Promise.all([
    getEmployee(db, route.id),
    route.tab === 'gear' ? listGearRecords(db, route.id) : null,
    route.tab === 'attachments' && rights.canRead ? listAttachments(db, { employeeId: route.id }) : null,
    route.drawer === 'edit' ? employeeFormOptions(db) : null,
    gearDrawer ? activeProjectOptions(db) : null,
    route.drawer === 'gear-edit' ? getGearRecord(db, route.id, route.gearId) : null,
  ]);
  if (!employee) notFound();
  if (route.drawer === 'gear-edit' && !gearRecord) notFound();

  // An edited record keeps its project in the select even after the project was closed.
  const projectOptions =
    gearRecord && projects && !projects.some((p) => p.value === String(gearRecord.projectId))
      ? [{ value: String(gearRecord.projectId), label: gearRecord.project }, ...projects]
      : (projects ?? []);

  return (
    <Stack gap="md">
      <EmployeeHeader employee={employee} today={today} />
      <EmployeeTabs employeeId={employee.id} tab={route.tab} />
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
      {route.tab === 'attachments' &&
        (documents ? (
          <AttachmentsPanel
            owner={{ employeeId: employee.id }}
            attachments={documents}
            canCreate={rights.canCreate}
            canDelete={rights.canDelete}
          />
        ) : (
          <Alert color="gray">{messages.forbidden}</Alert>
        ))}
      <EmployeeDrawer
        mode={route.drawer === 'edit' ? 'edit' : 'closed'}
        employee={employee}
        options={formOptions}
        canAddCity={can(user.roleId, 'lookups', 'create')}
      />
      <GearDrawer
        employeeId={employee.id}
        mode={route.drawer === 'gear-create' ? 'create' : route.drawer === 'gear-edit' ? 'edit' : 'closed'}
        record={gearRecord}
        projects={projectOptions}
        today={today}
      />
    </Stack>
  );
}
