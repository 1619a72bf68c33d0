import { describe, expect, it } from 'vitest';
import { ALL_ROLES, Role, roleName } from './roles';
import {
  can,
  canChangeDocument,
  canEditDeadlineExtension,
  canUseCooperatorGatedAction,
  DocumentStatus,
  writeRights,
  isNeverLockedForTimesheet,
  MODULES,
  OPERATIONS,
  seesAdministration,
  seesVerificationBadge,
  type Module,
} from './permissions';

/**
 * The spec's section 6 tables (both parts) transcribed independently of permissions.ts:
 * "read | create | update | delete" with role abbreviations as the spec writes them.
 */
const SPEC: Record<Module, string> = {
  dashboard: 'SA A Ac M SM P W | SA A Ac M SM | SA A Ac M SM | SA A Ac M SM',
  news: 'SA A Ac M SM | SA A Ac M | SA A Ac M | SA A Ac M',
  hodogram: 'SA A Ac M | SA A Ac M | SA A Ac M | SA A Ac M',
  projectHodogram: 'SA A Ac M SM | SA A Ac M SM | SA A Ac M SM | SA A Ac M SM',
  attachments: 'SA A Ac M SM | SA A Ac M SM | SA A Ac M SM | SA A Ac M SM',
  cooperators: 'SA A Ac M SM P | SA A Ac M P | SA A Ac M P | SA A Ac M P',
  employees: 'SA A Ac M SM P | SA A Ac M | SA A Ac M | SA A Ac M',
  projects: 'SA A Ac M SM P | SA A Ac M | SA A Ac M SM | SA A Ac M',
  projectEmployees: 'SA A Ac M SM | SA A Ac M SM | SA A Ac M SM | SA A Ac M SM',
  projectCooperators: 'SA A Ac M SM | SA A Ac M SM | SA A Ac M SM | SA A Ac M SM',
  projectItems: 'SA A Ac M SM | SA A Ac M | SA A Ac M | SA A Ac M',
  situations: 'SA A Ac M SM | SA A Ac M | SA A Ac M | SA A Ac M',
  situationItems: 'SA A Ac M SM | SA A Ac M | SA A Ac M | SA A Ac M',
  projectCooperatorItems: 'SA A Ac M SM | SA A Ac M | SA A Ac M | SA A Ac M',
  users: 'SA | SA | SA | SA',
  projectItemsOverview: 'SA M | SA M | SA M | SA M',
  lookups: 'SA A Ac M SM P W | SA A Ac M P | SA A Ac M | SA A Ac M',
  documents: 'SA A Ac M SM P W | SA A Ac M SM P W | SA A Ac M SM P W | SA A Ac M SM P W',
  verifications: 'SA A Ac M SM | SA A Ac M SM | SA A Ac M SM | SA A Ac M SM',
  warehouses: 'SA A Ac M SM P W | SA A Ac M SM | SA A Ac M SM | SA A Ac M SM',
  warehouseItems: 'SA A Ac M SM W | SA A Ac M SM | SA A Ac M SM | SA A Ac M SM',
  timesheet: 'SA A Ac M SM P | SA A Ac M SM P | SA A Ac M SM P | SA A Ac M SM P',
  schedule: 'SA A Ac M SM P | SA A Ac M SM P | SA A Ac M SM P | SA A Ac M SM P',
  expenseGroups: 'SA A Ac M SM | SA A Ac M | SA A Ac M | SA A Ac M',
  salaries: 'Ac M | Ac M | Ac M | Ac M',
  payrolls: 'Ac M | Ac M | Ac M | Ac M',
  employeeExpenses: 'Ac M | Ac M | Ac M | Ac M',
  constants: 'Ac M | Ac M | Ac M | Ac M',
};

const ABBR: Record<string, number> = {
  SA: Role.SuperAdmin,
  A: Role.Admin,
  Ac: Role.Accounting,
  M: Role.Management,
  SM: Role.SiteManager,
  P: Role.Procurement,
  W: Role.Warehouse,
};

describe('permission matrix', () => {
  it('covers exactly the modules of the spec', () => {
    expect([...MODULES].sort()).toEqual(Object.keys(SPEC).sort());
  });

  for (const mod of Object.keys(SPEC) as Module[]) {
    const cells = SPEC[mod].split('|').map((c) => c.trim().split(/\s+/).map((a) => ABBR[a]));
    OPERATIONS.forEach((operation, i) => {
      for (const role of ALL_ROLES) {
        const expected = cells[i].includes(role);
        it(`${mod}.${operation} ${expected ? 'allows' : 'denies'} ${roleName(role)}`, () => {
          expect(can(role, mod, operation)).toBe(expected);
        });
      }
    });
  }

  it('denies everything without a role', () => {
    for (const m of MODULES) for (const o of OPERATIONS) expect(can(null, m, o)).toBe(false);
  });
});

describe('extra rules', () => {
  it('only SuperAdmin and Admin edit the work-hour deadline extension', () => {
    expect(ALL_ROLES.filter(canEditDeadlineExtension).sort()).toEqual([Role.Admin, Role.SuperAdmin].sort());
  });

  it('Administration submenu: SuperAdmin, Admin, Management, Accounting', () => {
    expect(ALL_ROLES.filter(seesAdministration).sort()).toEqual(
      [Role.SuperAdmin, Role.Admin, Role.Management, Role.Accounting].sort(),
    );
  });

  it('only SiteManager sees the unverified badge', () => {
    expect(ALL_ROLES.filter(seesVerificationBadge)).toEqual([Role.SiteManager]);
  });

  it('documents: SiteManager only on Draft, nobody on Completed', () => {
    expect(canChangeDocument(Role.SiteManager, 'update', DocumentStatus.Draft)).toBe(true);
    expect(canChangeDocument(Role.SiteManager, 'update', DocumentStatus.Processing)).toBe(false);
    expect(canChangeDocument(Role.SiteManager, 'delete', DocumentStatus.Processed)).toBe(false);
    expect(canChangeDocument(Role.Procurement, 'update', DocumentStatus.Processing)).toBe(true);
    for (const role of ALL_ROLES) {
      expect(canChangeDocument(role, 'update', DocumentStatus.Completed)).toBe(false);
      expect(canChangeDocument(role, 'delete', DocumentStatus.Completed)).toBe(false);
    }
  });

  it('timesheet lock never applies to SuperAdmin, Admin, Accounting, Management', () => {
    expect(ALL_ROLES.filter(isNeverLockedForTimesheet).sort()).toEqual(
      [Role.SuperAdmin, Role.Admin, Role.Accounting, Role.Management].sort(),
    );
  });

  it('cooperator-gated actions need the cooperators create right and the module right', () => {
    expect(canUseCooperatorGatedAction(Role.Procurement, 'employees')).toBe(false);
    expect(canUseCooperatorGatedAction(Role.Admin, 'employees')).toBe(true);
    expect(canUseCooperatorGatedAction(Role.Accounting, 'salaries')).toBe(true);
    expect(canUseCooperatorGatedAction(Role.Admin, 'salaries')).toBe(false);
  });

  it('writeRights gives the three write cells of a module', () => {
    expect(writeRights(Role.SiteManager, 'projects')).toEqual({ canCreate: false, canUpdate: true, canDelete: false });
    expect(writeRights(Role.Procurement, 'cooperators')).toEqual({ canCreate: true, canUpdate: true, canDelete: true });
    expect(writeRights(null, 'projectItems')).toEqual({ canCreate: false, canUpdate: false, canDelete: false });
  });
});
