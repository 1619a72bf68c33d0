import type { Module, Operation } from './permissions';

/**
 * Which module (and operation) guards each screen path. proxy.ts uses it for the early
 * redirect; pages call requirePageAccess with the same entry. Longest prefix wins.
 */
export type RouteGuard = { prefix: string; module: Module; operation: Operation };

export const ROUTE_GUARDS: RouteGuard[] = [
  { prefix: '/news-admin', module: 'news', operation: 'create' },
  { prefix: '/news', module: 'news', operation: 'read' },
  { prefix: '/projects', module: 'projects', operation: 'read' },
  { prefix: '/cooperators', module: 'cooperators', operation: 'read' },
  { prefix: '/employees', module: 'employees', operation: 'read' },
  { prefix: '/hodogram', module: 'hodogram', operation: 'read' },
  { prefix: '/users', module: 'users', operation: 'read' },
  { prefix: '/documents', module: 'documents', operation: 'read' },
  { prefix: '/verifications', module: 'verifications', operation: 'read' },
  { prefix: '/warehouses', module: 'warehouses', operation: 'read' },
  { prefix: '/warehouse-items', module: 'warehouseItems', operation: 'read' },
  { prefix: '/timesheet', module: 'timesheet', operation: 'read' },
  { prefix: '/schedule', module: 'schedule', operation: 'read' },
  { prefix: '/expense-groups', module: 'expenseGroups', operation: 'read' },
  { prefix: '/project-items-overview', module: 'projectItemsOverview', operation: 'read' },
  { prefix: '/salaries', module: 'salaries', operation: 'read' },
  { prefix: '/payrolls', module: 'payrolls', operation: 'read' },
  { prefix: '/employee-expenses', module: 'employeeExpenses', operation: 'read' },
];

/** Paths anyone may open, signed in or not. */
export const PUBLIC_PREFIXES = ['/authentication', '/not-found', '/api/auth', '/_next', '/favicon'];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PREFIXES.some((p) => pathname === p || pathname.startsWith(p + '/') || pathname.startsWith(p + '.'));
}

export function guardForPath(pathname: string): RouteGuard | undefined {
  let best: RouteGuard | undefined;
  for (const g of ROUTE_GUARDS) {
    if ((pathname === g.prefix || pathname.startsWith(g.prefix + '/')) && (!best || g.prefix.length > best.prefix.length)) {
      best = g;
    }
  }
  return best;
}
