/**
 * /projects routes as the optional catch-all page receives them (spec part 1 section 2):
 *   /projects                                        list (tabs in ?activeTab=)
 *   /projects/new                                    list + create drawer
 *   /projects/{id}, /{id}/details                    detail, Details tab
 *   /projects/{id}/edit                              detail + edit drawer
 *   /projects/{id}/employees[/new|/{subId}[/edit]]   Employees tab [+ drawer]
 *   /projects/{id}/cooperators[/new|/{subId}[/edit]] Cooperators tab [+ drawer]
 *   /projects/{id}/attachments[/new|/{subId}/edit]   Attachments tab [+ drawer]
 *   /projects/{id}/hodogram[/{nodeId}]               Hodogram tab [+ a node's drawer]
 *   /projects/{id}/items[/import|/export]            Items tab [+ import / export drawer]
 * Anything else is invalid (the page answers 404). Pure, for server and client.
 */
import { parseId } from '@/components/drawer/drawer-slug';
import { can, type Module, type Operation } from '@/lib/auth/permissions';
import { canOnAttachment } from '@/lib/attachments/access';

export const PROJECT_TABS = ['details', 'hodogram', 'cooperators', 'employees', 'items', 'attachments'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];
/** Tabs whose rows open in a route drawer (/new, /{subId}/edit). */
export type PeopleTab = 'employees' | 'cooperators' | 'attachments';

export type ProjectRoute =
  | { view: 'list'; drawer: 'none' | 'create' }
  | { view: 'detail'; id: number; tab: 'details'; drawer: 'none' | 'edit' }
  | { view: 'detail'; id: number; tab: PeopleTab; drawer: 'none' | 'create' }
  | { view: 'detail'; id: number; tab: PeopleTab; drawer: 'edit'; subId: number }
  | { view: 'detail'; id: number; tab: 'hodogram'; drawer: 'none'; nodeId: number | null }
  | { view: 'detail'; id: number; tab: 'items'; drawer: 'none' | 'import' | 'export' }
  | { view: 'invalid' };

export type ProjectDetailRoute = Extract<ProjectRoute, { view: 'detail' }>;

const INVALID: ProjectRoute = { view: 'invalid' };

function parseSubRoute(id: number, tab: string, rest: string[]): ProjectRoute {
  const [a, b, ...more] = rest;
  if (more.length) return INVALID;
  switch (tab) {
    case 'details':
      return a === undefined ? { view: 'detail', id, tab, drawer: 'none' } : INVALID;
    case 'hodogram': {
      if (a === undefined) return { view: 'detail', id, tab, drawer: 'none', nodeId: null };
      const nodeId = parseId(a);
      return nodeId !== null && b === undefined ? { view: 'detail', id, tab, drawer: 'none', nodeId } : INVALID;
    }
    case 'items':
      if (b !== undefined) return INVALID;
      if (a === undefined) return { view: 'detail', id, tab, drawer: 'none' };
      return a === 'import' || a === 'export' ? { view: 'detail', id, tab, drawer: a } : INVALID;
    case 'employees':
    case 'cooperators':
    case 'attachments': {
      if (a === undefined) return { view: 'detail', id, tab, drawer: 'none' };
      if (a === 'new') return b === undefined ? { view: 'detail', id, tab, drawer: 'create' } : INVALID;
      const subId = parseId(a);
      if (subId === null) return INVALID;
      // Attachments have no read drawer of their own: only /{subId}/edit.
      if (b === 'edit' || (b === undefined && tab !== 'attachments')) return { view: 'detail', id, tab, drawer: 'edit', subId };
      return INVALID;
    }
    default:
      return INVALID;
  }
}

export function parseProjectRoute(slug: string[] | undefined): ProjectRoute {
  const [first, second, ...rest] = slug ?? [];
  if (first === undefined) return { view: 'list', drawer: 'none' };
  if (first === 'new') return second === undefined && !rest.length ? { view: 'list', drawer: 'create' } : INVALID;
  const id = parseId(first);
  if (id === null) return INVALID;
  if (second === undefined) return { view: 'detail', id, tab: 'details', drawer: 'none' };
  if (second === 'edit') return rest.length ? INVALID : { view: 'detail', id, tab: 'details', drawer: 'edit' };
  return parseSubRoute(id, second, rest);
}

/** The right needed to read a tab (Procurement reads projects but only sees Details). */
const TAB_READ: Record<Exclude<ProjectTab, 'details' | 'attachments'>, Module> = {
  hodogram: 'projectHodogram',
  cooperators: 'projectCooperators',
  employees: 'projectEmployees',
  items: 'projectItems',
};

export function canSeeTab(roleId: number | null | undefined, tab: ProjectTab): boolean {
  if (!can(roleId, 'projects', 'read')) return false;
  if (tab === 'details') return true;
  if (tab === 'attachments') return canOnAttachment(roleId, 'projectId', 'read');
  return can(roleId, TAB_READ[tab], 'read');
}

export function visibleTabs(roleId: number | null | undefined): ProjectTab[] {
  return PROJECT_TABS.filter((tab) => canSeeTab(roleId, tab));
}

/** The right a drawer route writes with: module and operation (attachments: see canOnAttachment). */
function drawerRight(route: ProjectRoute): { module: Module; operation: Operation } | null {
  if (route.view === 'list') return route.drawer === 'create' ? { module: 'projects', operation: 'create' } : null;
  if (route.view !== 'detail') return null;
  switch (route.tab) {
    case 'details':
      return route.drawer === 'edit' ? { module: 'projects', operation: 'update' } : null;
    case 'employees':
    case 'cooperators': {
      const peopleModule: Module = route.tab === 'employees' ? 'projectEmployees' : 'projectCooperators';
      if (route.drawer === 'create') return { module: peopleModule, operation: 'create' };
      return route.drawer === 'edit' ? { module: peopleModule, operation: 'update' } : null;
    }
    case 'items':
      return route.drawer === 'import' ? { module: 'projectItems', operation: 'create' } : null;
    default:
      return null;
  }
}

/**
 * Whether the role may open this route: read the project and the tab, and hold the write right
 * of the drawer it opens, so a typed URL never shows a form the API would refuse.
 */
export function canOpenRoute(roleId: number | null | undefined, route: ProjectRoute): boolean {
  if (route.view === 'invalid') return false;
  if (!can(roleId, 'projects', 'read')) return false;
  if (route.view === 'detail' && !canSeeTab(roleId, route.tab)) return false;
  if (route.view === 'detail' && route.tab === 'attachments' && route.drawer !== 'none') {
    return canOnAttachment(roleId, 'projectId', route.drawer === 'create' ? 'create' : 'update');
  }
  const right = drawerRight(route);
  return !right || can(roleId, right.module, right.operation);
}

/** Hrefs of the project screens. */
export const projectHref = {
  list: '/projects',
  create: '/projects/new',
  detail: (id: number) => `/projects/${id}`,
  edit: (id: number) => `/projects/${id}/edit`,
  tab: (id: number, tab: ProjectTab) => (tab === 'details' ? `/projects/${id}` : `/projects/${id}/${tab}`),
  subCreate: (id: number, tab: PeopleTab) => `/projects/${id}/${tab}/new`,
  subEdit: (id: number, tab: PeopleTab, subId: number) => `/projects/${id}/${tab}/${subId}/edit`,
  hodogramNode: (id: number, nodeId: number) => `/projects/${id}/hodogram/${nodeId}`,
  itemsDrawer: (id: number, drawer: 'import' | 'export') => `/projects/${id}/items/${drawer}`,
};
