import { describe, expect, it } from 'vitest';
import { Role } from '@/lib/auth/roles';
import { canOpenRoute, type AnyRoute } from '@/lib/auth/screen';
import { PROJECT_SCREEN, projectHref } from '@/lib/projects/screen';
import { TIMESHEET_SCREEN, timesheetHref } from './grid-screen';

const p = (path: string) => TIMESHEET_SCREEN.parse(path === '' ? undefined : path.split('/'));

describe('the timesheet screen', () => {
  it('maps the grid, the copy drawer and the coefficients drawer, nothing else', () => {
    expect(p('')).toMatchObject({ name: 'grid', page: 'grid', drawer: 'closed' });
    expect(p('copy')).toMatchObject({ name: 'copy', page: 'grid', drawer: 'create' });
    expect(p('coefficients')).toMatchObject({ name: 'coefficients', page: 'grid', drawer: 'edit' });
    expect(timesheetHref.coefficients('year=2026')).toBe('/timesheet/coefficients?year=2026');
    for (const bad of ['5', 'new', 'copy/1']) expect(p(bad), bad).toBeNull();
    expect(timesheetHref.grid('year=2026&month=5')).toBe('/timesheet?year=2026&month=5');
    expect(timesheetHref.copy()).toBe('/timesheet/copy');
  });

  it('opens for the timesheet roles (Procurement included), not for Warehouse', () => {
    for (const role of [Role.SuperAdmin, Role.Admin, Role.Accounting, Role.Management, Role.SiteManager, Role.Procurement]) {
      expect(canOpenRoute(role, TIMESHEET_SCREEN, p('') as AnyRoute), String(role)).toBe(true);
      expect(canOpenRoute(role, TIMESHEET_SCREEN, p('copy') as AnyRoute), String(role)).toBe(true);
    }
    expect(canOpenRoute(Role.Warehouse, TIMESHEET_SCREEN, p('') as AnyRoute)).toBe(false);
  });

  it('opens the coefficients drawer only for the roles that may change lookups', () => {
    for (const role of [Role.SuperAdmin, Role.Admin, Role.Accounting, Role.Management]) {
      expect(canOpenRoute(role, TIMESHEET_SCREEN, p('coefficients') as AnyRoute), String(role)).toBe(true);
    }
    for (const role of [Role.SiteManager, Role.Procurement, Role.Warehouse]) {
      expect(canOpenRoute(role, TIMESHEET_SCREEN, p('coefficients') as AnyRoute), String(role)).toBe(false);
    }
  });

  it('is also a project tab with its copy drawer', () => {
    expect(PROJECT_SCREEN.parse(['5', 'timesheet'])).toMatchObject({ name: 'timesheet', tab: 'timesheet', drawer: 'closed', params: { id: 5 } });
    expect(PROJECT_SCREEN.parse(['5', 'timesheet', 'copy'])).toMatchObject({ name: 'timesheetCopy', tab: 'timesheet', drawer: 'create' });
    expect(projectHref.timesheet(5, 'year=2026&month=1')).toBe('/projects/5/timesheet?year=2026&month=1');
    expect(projectHref.timesheetCopy(5)).toBe('/projects/5/timesheet/copy');
  });
});
