/**
 * Every screen of the app and the public paths. proxy.ts finds a path's screen here for its
 * early redirect; the pages open the same screen definitions through requireScreen
 * (lib/auth/session.ts), so both ask the same rules (lib/auth/screen.ts).
 */
import { defineScreen, right, screenAccess, type AnyRoute, type AnyScreen, type QueryInput, type ScreenAccess } from './screen';
import { COOPERATOR_SCREEN } from '@/lib/cooperators/screen';
import { DOCUMENT_SCREEN } from '@/lib/documents/screen';
import { EMPLOYEE_SCREEN } from '@/lib/employees/screen';
import { EXPENSE_GROUP_SCREEN } from '@/lib/expense-groups/screen';
import { HODOGRAM_SCREEN } from '@/lib/hodogram/screen';
import { NEWS_ADMIN_SCREEN, NEWS_SCREEN } from '@/lib/news/screen';
import { PROJECT_SCREEN } from '@/lib/projects/screen';
import { ITEMS_OVERVIEW_SCREEN } from '@/lib/situations/overview-screen';
import { USER_SCREEN } from '@/lib/users/screen';
import { VERIFICATION_SCREEN } from '@/lib/verifications/screen';
import { WAREHOUSE_ITEM_SCREEN, WAREHOUSE_SCREEN } from '@/lib/warehouses/screen';
import { EMPLOYEE_EXPENSE_SCREEN, PAYROLL_SCREEN, SALARY_SCREEN } from '@/lib/payroll/screen';
import { TIMESHEET_SCREEN } from '@/lib/work-hours/grid-screen';
import { SCHEDULE_SCREEN } from '@/lib/work-hours/schedule-screen';

/** The dashboard (/): everyone signed in. */
export const DASHBOARD_SCREEN = defineScreen({
  base: '/',
  needs: right('dashboard', 'read'),
  routes: { home: { path: '', page: 'home', drawer: 'closed' } },
});

export const SCREENS: AnyScreen[] = [
  DASHBOARD_SCREEN,
  USER_SCREEN,
  NEWS_SCREEN,
  NEWS_ADMIN_SCREEN,
  HODOGRAM_SCREEN,
  COOPERATOR_SCREEN,
  EMPLOYEE_SCREEN,
  PROJECT_SCREEN,
  ITEMS_OVERVIEW_SCREEN,
  EXPENSE_GROUP_SCREEN,
  DOCUMENT_SCREEN,
  WAREHOUSE_SCREEN,
  WAREHOUSE_ITEM_SCREEN,
  VERIFICATION_SCREEN,
  TIMESHEET_SCREEN,
  SCHEDULE_SCREEN,
  SALARY_SCREEN,
  PAYROLL_SCREEN,
  EMPLOYEE_EXPENSE_SCREEN,
];

/** Paths anyone may open, signed in or not. */
export const PUBLIC_PREFIXES = ['/authentication', '/not-found', '/api/auth', '/_next', '/favicon'];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PREFIXES.some((p) => pathname === p || pathname.startsWith(p + '/') || pathname.startsWith(p + '.'));
}

/** The screen a path belongs to (its base, or a path under it) and the slug below the base. */
export function screenForPath(pathname: string): { screen: AnyScreen; slug: string[] } | undefined {
  const screen = SCREENS.find((s) => pathname === s.base || (s.base !== '/' && pathname.startsWith(s.base + '/')));
  if (!screen) return undefined;
  const rest = pathname.slice(screen.base.length).split('/').filter((_, i) => i > 0);
  try {
    return { screen, slug: rest.map((segment) => decodeURIComponent(segment)) };
  } catch {
    return { screen, slug: rest }; // a malformed escape matches no route
  }
}

/** proxy.ts's question: the access to a path for a role (undefined: no screen of ours). */
export function pathAccess(roleId: number | null | undefined, pathname: string, query?: QueryInput): ScreenAccess<AnyRoute> | undefined {
  const found = screenForPath(pathname);
  return found && screenAccess(roleId, found.screen, found.slug, query);
}
