/**
 * /employees routes as the optional catch-all page receives them (spec part 1 section 2):
 *   /employees                               list (tabs in ?activeTab=)
 *   /employees/new                           list + create drawer
 *   /employees/{id}, /{id}/details           detail, Details tab
 *   /employees/{id}/edit                     detail + edit drawer
 *   /employees/{id}/gear                     Gear tab
 *   /employees/{id}/gear/new                 Gear tab + new record drawer
 *   /employees/{id}/gear/{gearId}[/edit]     Gear tab + edit record drawer
 *   /employees/{id}/attachments              Attachments tab
 * Anything else is invalid (the page answers 404). Pure, for server and client.
 */
import { parseId } from '@/components/drawer/drawer-slug';
import type { Operation } from '@/lib/auth/permissions';

export type EmployeeTab = 'details' | 'gear' | 'attachments';
export const EMPLOYEE_TABS: readonly EmployeeTab[] = ['details', 'gear', 'attachments'];

export type EmployeeRoute =
  | { view: 'list'; drawer: 'none' | 'create' }
  | { view: 'detail'; id: number; tab: EmployeeTab; drawer: 'none' | 'edit' | 'gear-create' }
  | { view: 'detail'; id: number; tab: 'gear'; drawer: 'gear-edit'; gearId: number }
  | { view: 'invalid' };

const INVALID: EmployeeRoute = { view: 'invalid' };

export function parseEmployeeRoute(slug: string[] | undefined): EmployeeRoute {
  const [first, second, third, fourth, ...rest] = slug ?? [];
  if (first === undefined) return { view: 'list', drawer: 'none' };
  if (rest.length) return INVALID;
  if (first === 'new') return second === undefined ? { view: 'list', drawer: 'create' } : INVALID;
  const id = parseId(first);
  if (id === null) return INVALID;
  if (second === undefined) return { view: 'detail', id, tab: 'details', drawer: 'none' };
  if (second === 'edit' || second === 'details' || second === 'attachments') {
    if (third !== undefined) return INVALID;
    if (second === 'edit') return { view: 'detail', id, tab: 'details', drawer: 'edit' };
    return { view: 'detail', id, tab: second, drawer: 'none' };
  }
  if (second !== 'gear') return INVALID;
  if (third === undefined) return { view: 'detail', id, tab: 'gear', drawer: 'none' };
  if (third === 'new') return fourth === undefined ? { view: 'detail', id, tab: 'gear', drawer: 'gear-create' } : INVALID;
  const gearId = parseId(third);
  if (gearId === null || (fourth !== undefined && fourth !== 'edit')) return INVALID;
  return { view: 'detail', id, tab: 'gear', drawer: 'gear-edit', gearId };
}

/** The right a route needs: drawers that write need the matching write right. */
export function routeOperation(route: EmployeeRoute): Operation {
  if (route.view === 'list') return route.drawer === 'create' ? 'create' : 'read';
  if (route.view === 'detail') {
    if (route.drawer === 'edit' || route.drawer === 'gear-edit') return 'update';
    if (route.drawer === 'gear-create') return 'create';
  }
  return 'read';
}

/** Hrefs of the employee screens. */
export const employeeHref = {
  list: '/employees',
  create: '/employees/new',
  detail: (id: number) => `/employees/${id}`,
  edit: (id: number) => `/employees/${id}/edit`,
  tab: (id: number, tab: EmployeeTab) => (tab === 'details' ? `/employees/${id}` : `/employees/${id}/${tab}`),
  gearCreate: (id: number) => `/employees/${id}/gear/new`,
  gearEdit: (id: number, gearId: number) => `/employees/${id}/gear/${gearId}/edit`,
};
