import { Stack, Title } from '@mantine/core';
import { TimesheetScreen } from '@/components/timesheet/TimesheetScreen';
import { getDb } from '@/db/client';
import { can, isNeverLockedForTimesheet } from '@/lib/auth/permissions';
import { requireScreen, type ScreenPageProps } from '@/lib/auth/session';
import { todayIso } from '@/lib/employees/expiry';
import { TIMESHEET_TEXTS as T } from '@/lib/i18n/timesheet';
import { parseGridQuery } from '@/lib/work-hours/grid-model';
import { timesheetEditorOptions } from '@/lib/work-hours/grid-queries';
import { TIMESHEET_SCREEN, timesheetHref } from '@/lib/work-hours/grid-screen';

export const dynamic = 'force-dynamic';

/**
 * /timesheet, /timesheet/copy and /timesheet/coefficients (lib/work-hours/grid-screen.ts): the month grid of every project
 * or one (?year=&month=&projectId=&view=), and the copy-records drawer. The grid reads its month
 * from the API in the browser; the page gives it the editor's options and the user's rights.
 */
export default async function TimesheetPage(props: ScreenPageProps) {
  const { user, route } = await requireScreen(TIMESHEET_SCREEN, props);
  const today = todayIso();
  const query = parseGridQuery(await props.searchParams, today);
  const canWrite = can(user.roleId, 'timesheet', 'create');
  const options = canWrite ? await timesheetEditorOptions(await getDb()) : { types: [], coefficients: [], accommodation: [], food: [] };
  return (
    <Stack gap="sm">
      <Title order={2}>{T.title}</Title>
      <TimesheetScreen
        fixedProjectId={null}
        query={query}
        today={today}
        neverLocked={isNeverLockedForTimesheet(user.roleId)}
        canWrite={canWrite}
        options={options}
        copyOpen={route.drawer === 'create'}
        coefficientsOpen={route.drawer === 'edit'}
        paths={{
          grid: timesheetHref.grid(),
          copy: timesheetHref.copy(),
          ...(can(user.roleId, 'lookups', 'update') ? { coefficients: timesheetHref.coefficients() } : {}),
        }}
      />
    </Stack>
  );
}
