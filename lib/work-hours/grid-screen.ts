/**
 * The /timesheet screen (spec part 2 section 2 "Work hours and schedule", issue 13 "The grid"):
 * the month grid of every project (or one, ?projectId=), and the copy-records drawer (width 500)
 * as a route of its own, /timesheet/copy. The same grid is the project's timesheet tab
 * (/projects/{id}/timesheet, lib/projects/screen.ts). Year, month, project and view live in the
 * query string (lib/work-hours/grid-model.ts parseGridQuery). Routing template: docs/screens.md.
 */
import { defineScreen, right, type ScreenRoute } from '@/lib/auth/screen';

export const TIMESHEET_SCREEN = defineScreen({
  base: '/timesheet',
  needs: right('timesheet', 'read'),
  routes: {
    grid: { path: '', page: 'grid', drawer: 'closed' },
    // Copying records creates them (POST /api/WorkHourRecords/CopyBatch is a create).
    copy: { path: 'copy', page: 'grid', drawer: 'create', needs: right('timesheet', 'create') },
    // The work record coefficients the editor offers (issue 13), on the lookups' rights.
    coefficients: { path: 'coefficients', page: 'grid', drawer: 'edit', needs: right('lookups', 'update') },
  },
});

export type TimesheetRoute = ScreenRoute<typeof TIMESHEET_SCREEN>;

export const timesheetHref = {
  grid: (query = '') => TIMESHEET_SCREEN.href('grid') + (query ? `?${query}` : ''),
  copy: (query = '') => TIMESHEET_SCREEN.href('copy') + (query ? `?${query}` : ''),
  coefficients: (query = '') => TIMESHEET_SCREEN.href('coefficients') + (query ? `?${query}` : ''),
};
