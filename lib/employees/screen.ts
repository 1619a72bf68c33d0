/**
 * The /employees screen (spec part 1 section 2): the list (Aktivni / Neaktivni in ?activeTab=)
 * with its create drawer, and an employee's detail page with the Details, Gear and Attachments
 * tabs and their drawers. Routing template: lib/auth/screen.ts, docs/screens.md.
 */
import { attachmentsRight, defineScreen, listDetailHrefs, listDetailRoutes, right, type ScreenRoute, type TabName } from '@/lib/auth/screen';

export const EMPLOYEE_SCREEN = defineScreen({
  base: '/employees',
  needs: right('employees', 'read'),
  // Procurement reads employees but not their attachments.
  tabs: { details: {}, gear: {}, attachments: { needs: attachmentsRight('employees') } },
  routes: {
    ...listDetailRoutes('employees', [':id', ':id/details']),
    gear: { path: ':id/gear', page: 'detail', tab: 'gear', drawer: 'closed' },
    gearCreate: { path: ':id/gear/new', page: 'detail', tab: 'gear', drawer: 'create', needs: right('employees', 'create') },
    gearEdit: { path: [':id/gear/:gearId/edit', ':id/gear/:gearId'], page: 'detail', tab: 'gear', drawer: 'edit', needs: right('employees', 'update') },
    attachments: { path: ':id/attachments', page: 'detail', tab: 'attachments', drawer: 'closed' },
  },
});

export type EmployeeRoute = ScreenRoute<typeof EMPLOYEE_SCREEN>;
export type EmployeeDetailRoute = Extract<EmployeeRoute, { page: 'detail' }>;
export type EmployeeTab = TabName<typeof EMPLOYEE_SCREEN>;

const S = EMPLOYEE_SCREEN;

/** Hrefs of the employee screens (from the definition above). */
export const employeeHref = {
  ...listDetailHrefs(S),
  gearCreate: (id: number) => S.href('gearCreate', { id }),
  gearEdit: (id: number, gearId: number) => S.href('gearEdit', { id, gearId }),
};
