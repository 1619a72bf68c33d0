import { Role, type RoleId } from './roles';

/**
 * THE role matrix: module x operation x role, copied from section 6 of both spec parts.
 * The menu, buttons, proxy.ts, pages and every route handler ask `can()`.
 * Rules that do not fit a matrix cell are the named functions at the bottom.
 */
export type Operation = 'read' | 'create' | 'update' | 'delete';
export const OPERATIONS: Operation[] = ['read', 'create', 'update', 'delete'];

const { SuperAdmin: SA, Admin: A, Accounting: Ac, Management: M, SiteManager: SM, Procurement: P, Warehouse: W } =
  Role;

const EVERYONE: RoleId[] = [SA, A, Ac, M, SM, P, W];
const FIVE: RoleId[] = [SA, A, Ac, M, SM];
const FOUR: RoleId[] = [SA, A, Ac, M];

type Cell = { read: RoleId[]; create: RoleId[]; update: RoleId[]; delete: RoleId[] };
/** Same roles for create, update and delete. */
const rw = (read: RoleId[], write: RoleId[]): Cell => ({ read, create: write, update: write, delete: write });

export const MATRIX = {
  // ---- part 1, section 6
  dashboard: rw(EVERYONE, FIVE),
  news: rw(FIVE, FOUR),
  hodogram: rw(FOUR, FOUR),
  projectHodogram: rw(FIVE, FIVE),
  attachments: rw(FIVE, FIVE),
  cooperators: rw([...FIVE, P], [...FOUR, P]),
  employees: rw([...FIVE, P], FOUR),
  projects: { read: [...FIVE, P], create: FOUR, update: FIVE, delete: FOUR },
  projectEmployees: rw(FIVE, FIVE),
  projectCooperators: rw(FIVE, FIVE),
  projectItems: rw(FIVE, FOUR),
  situations: rw(FIVE, FOUR),
  situationItems: rw(FIVE, FOUR),
  projectCooperatorItems: rw(FIVE, FOUR),
  users: rw([SA], [SA]),
  projectItemsOverview: rw([SA, M], [SA, M]),
  // Lookups are not in the spec's table: every signed-in user reads them; cities may be
  // added on the fly by whoever may create cooperators (Procurement included).
  lookups: { read: EVERYONE, create: [...FOUR, P], update: FOUR, delete: FOUR },
  // ---- part 2, section 6
  documents: rw(EVERYONE, EVERYONE),
  verifications: rw(FIVE, FIVE),
  warehouses: rw(EVERYONE, FIVE),
  warehouseItems: rw([...FIVE, W], FIVE),
  timesheet: rw([...FIVE, P], [...FIVE, P]),
  schedule: rw([...FIVE, P], [...FIVE, P]),
  expenseGroups: rw(FIVE, FOUR),
  salaries: rw([Ac, M], [Ac, M]),
  payrolls: rw([Ac, M], [Ac, M]),
  employeeExpenses: rw([Ac, M], [Ac, M]),
  // The configurable payroll constants belong to the payroll area.
  constants: rw([Ac, M], [Ac, M]),
} satisfies Record<string, Cell>;

export type Module = keyof typeof MATRIX;
export const MODULES = Object.keys(MATRIX) as Module[];

export function can(roleId: number | null | undefined, module: Module, operation: Operation): boolean {
  if (roleId == null) return false;
  return (MATRIX[module][operation] as readonly number[]).includes(roleId);
}

/**
 * Attachments belong to what they are attached to: the attachments right for the operation AND
 * the owner module's read (to read or download) or update (to add, change or delete).
 */
export function canOnAttachmentsOf(roleId: number | null | undefined, ownerModule: Module, operation: Operation): boolean {
  const ownerOperation: Operation = operation === 'read' ? 'read' : 'update';
  return can(roleId, 'attachments', operation) && can(roleId, ownerModule, ownerOperation);
}

/** The write buttons of a screen: create, update and delete of one module (pure, client-safe). */
export type WriteRights = { canCreate: boolean; canUpdate: boolean; canDelete: boolean };

export function writeRights(roleId: number | null | undefined, module: Module): WriteRights {
  return { canCreate: can(roleId, module, 'create'), canUpdate: can(roleId, module, 'update'), canDelete: can(roleId, module, 'delete') };
}

// ---- extra rules of section 6 (both parts) and section 4 (states)

/** Only SuperAdmin and Admin may edit a project's work-hour deadline extension. */
export function canEditDeadlineExtension(roleId: number | null | undefined): boolean {
  return roleId === SA || roleId === A;
}

/** The Administration submenu is visible to SuperAdmin, Admin, Management and Accounting. */
export function seesAdministration(roleId: number | null | undefined): boolean {
  return roleId != null && (FOUR as number[]).includes(roleId);
}

/** SiteManager's verifications menu entry carries the unverified-count badge. */
export function seesVerificationBadge(roleId: number | null | undefined): boolean {
  return roleId === SM;
}

export const DocumentStatus = { Draft: 900, Completed: 901, Processing: 902, Processed: 903 } as const;

/**
 * Document edit/delete: a Completed document never; SiteManager only while Draft;
 * other roles with the module right.
 */
export function canChangeDocument(
  roleId: number | null | undefined,
  operation: 'update' | 'delete',
  documentStatusId: number,
): boolean {
  if (!can(roleId, 'documents', operation)) return false;
  if (documentStatusId === DocumentStatus.Completed) return false;
  if (roleId === SM) return documentStatusId === DocumentStatus.Draft;
  return true;
}

/** Work-hour cells of these roles are never locked by the month deadline. */
export function isNeverLockedForTimesheet(roleId: number | null | undefined): boolean {
  return roleId != null && (FOUR as number[]).includes(roleId);
}

/**
 * The spec gates the new-employee button with the cooperators create right, and salary,
 * payroll and expense actions likewise. We also require the module's own right so that no
 * button leads to a refused call (Procurement may create cooperators but not employees).
 */
export function canUseCooperatorGatedAction(roleId: number | null | undefined, module: Module): boolean {
  return can(roleId, 'cooperators', 'create') && can(roleId, module, 'create');
}
