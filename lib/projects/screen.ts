/**
 * The /projects screen (spec part 1 section 2): the list (tabs by status in ?activeTab=) with
 * its create drawer, and a project's detail page with seven tabs and their drawers.
 * Routing template: lib/auth/screen.ts, docs/screens.md.
 */
import { attachmentsRight, defineScreen, listDetailHrefs, listDetailRoutes, right, rowDrawerRoutes, type ScreenRoute, type TabName } from '@/lib/auth/screen';

const cooperatorDrawers = rowDrawerRoutes('cooperators', 'projectCooperators');
const employeeDrawers = rowDrawerRoutes('employees', 'projectEmployees');

export const PROJECT_SCREEN = defineScreen({
  base: '/projects',
  needs: right('projects', 'read'),
  // Procurement reads projects: the Details tab and the work hours (its timesheet right).
  tabs: {
    details: {},
    hodogram: { needs: right('projectHodogram') },
    cooperators: { needs: right('projectCooperators') },
    employees: { needs: right('projectEmployees') },
    // Work hours of the project (issue 13): the timesheet grid of this project only (part 1: after employees).
    // Procurement reads it too (part 2 section 6: Timesheet includes Procurement).
    timesheet: { needs: right('timesheet') },
    items: { needs: right('projectItems') },
    // Contractors' cost lists (issue 11): read like the items, written under projectItems too.
    contractors: { needs: right('projectItems') },
    // Situations (issue 11): read with situations/read (SiteManager too), written under situations.
    situations: { needs: right('situations') },
    attachments: { needs: attachmentsRight('projects') },
  },
  routes: {
    ...listDetailRoutes('projects', [':id', ':id/details']),
    hodogram: { path: ':id/hodogram', page: 'detail', tab: 'hodogram', drawer: 'closed' },
    hodogramNode: { path: ':id/hodogram/:nodeId', page: 'detail', tab: 'hodogram', drawer: 'read' },
    cooperators: { path: ':id/cooperators', page: 'detail', tab: 'cooperators', drawer: 'closed' },
    cooperatorCreate: cooperatorDrawers.create,
    cooperatorEdit: cooperatorDrawers.edit,
    employees: { path: ':id/employees', page: 'detail', tab: 'employees', drawer: 'closed' },
    employeeCreate: employeeDrawers.create,
    employeeEdit: employeeDrawers.edit,
    items: { path: ':id/items', page: 'detail', tab: 'items', drawer: 'closed' },
    // Importing is creating items (the API's operation too); exporting is reading them.
    itemsImport: { path: ':id/items/import', page: 'detail', tab: 'items', drawer: 'import', needs: right('projectItems', 'create') },
    itemsExport: { path: ':id/items/export', page: 'detail', tab: 'items', drawer: 'export' },
    // One inner tab per contractor (a project cooperator id); without one, the first contractor.
    contractors: { path: ':id/contractors', page: 'detail', tab: 'contractors', drawer: 'closed' },
    contractor: { path: ':id/contractors/:contractorId', page: 'detail', tab: 'contractors', drawer: 'closed' },
    // A contractor's cost-list import (piece "cimp"): importing is creating lines, as the API's operation.
    contractorImport: { path: ':id/contractors/:contractorId/import', page: 'detail', tab: 'contractors', drawer: 'import', needs: right('projectItems', 'create') },
    // One inner tab per situation; without one, the last (activeFrom, then id). ?contractor= selects
    // the contractor (or a subcontractor) of the table; absent = every contractor.
    situations: { path: ':id/situations', page: 'detail', tab: 'situations', drawer: 'closed' },
    situationCreate: { path: ':id/situations/new', page: 'detail', tab: 'situations', drawer: 'create', needs: right('situations', 'create') },
    situation: { path: ':id/situations/:situationId', page: 'detail', tab: 'situations', drawer: 'closed' },
    situationEdit: { path: ':id/situations/:situationId/edit', page: 'detail', tab: 'situations', drawer: 'edit', needs: right('situations', 'update') },
    // The project's timesheet (issue 13) and its copy-records drawer; ?year=&month=&view= as on /timesheet.
    timesheet: { path: ':id/timesheet', page: 'detail', tab: 'timesheet', drawer: 'closed' },
    timesheetCopy: { path: ':id/timesheet/copy', page: 'detail', tab: 'timesheet', drawer: 'create', needs: right('timesheet', 'create') },
    attachments: { path: ':id/attachments', page: 'detail', tab: 'attachments', drawer: 'closed' },
    // Attachments have no read drawer of their own: only /new and /{subId}/edit.
    attachmentCreate: { path: ':id/attachments/new', page: 'detail', tab: 'attachments', drawer: 'create', needs: attachmentsRight('projects', 'create') },
    attachmentEdit: { path: ':id/attachments/:subId/edit', page: 'detail', tab: 'attachments', drawer: 'edit', needs: attachmentsRight('projects', 'update') },
  },
});

export type ProjectRoute = ScreenRoute<typeof PROJECT_SCREEN>;
export type ProjectDetailRoute = Extract<ProjectRoute, { page: 'detail' }>;
export type ProjectTab = TabName<typeof PROJECT_SCREEN>;
/** Tabs whose rows open in a create / edit drawer. */
export type PeopleTab = 'employees' | 'cooperators' | 'attachments';

const S = PROJECT_SCREEN;
const SUB_CREATE = { employees: 'employeeCreate', cooperators: 'cooperatorCreate', attachments: 'attachmentCreate' } as const;
const SUB_EDIT = { employees: 'employeeEdit', cooperators: 'cooperatorEdit', attachments: 'attachmentEdit' } as const;

/** Hrefs of the project screens (from the definition above). */
export const projectHref = {
  ...listDetailHrefs(S),
  subCreate: (id: number, tab: PeopleTab) => S.href(SUB_CREATE[tab], { id }),
  subEdit: (id: number, tab: PeopleTab, subId: number) => S.href(SUB_EDIT[tab], { id, subId }),
  hodogramNode: (id: number, nodeId: number) => S.href('hodogramNode', { id, nodeId }),
  itemsDrawer: (id: number, drawer: 'import' | 'export') => S.href(drawer === 'import' ? 'itemsImport' : 'itemsExport', { id }),
  contractor: (id: number, contractorId: number) => S.href('contractor', { id, contractorId }),
  contractorImport: (id: number, contractorId: number) => S.href('contractorImport', { id, contractorId }),
  /** A situation (or the tab's default) with the selected contractor (a project cooperator id) kept in ?contractor=. */
  situation: (id: number, situationId: number | null, contractor: number | null = null) =>
    (situationId === null ? S.href('situations', { id }) : S.href('situation', { id, situationId })) + (contractor ? `?contractor=${contractor}` : ''),
  situationCreate: (id: number, contractor: number | null = null) => S.href('situationCreate', { id }) + (contractor ? `?contractor=${contractor}` : ''),
  timesheet: (id: number, query = '') => S.href('timesheet', { id }) + (query ? `?${query}` : ''),
  timesheetCopy: (id: number, query = '') => S.href('timesheetCopy', { id }) + (query ? `?${query}` : ''),
  situationEdit: (id: number, situationId: number, contractor: number | null = null) =>
    S.href('situationEdit', { id, situationId }) + (contractor ? `?contractor=${contractor}` : ''),
};
