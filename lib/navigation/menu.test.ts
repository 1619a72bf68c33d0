import { describe, expect, it } from 'vitest';
import { Role } from '@/lib/auth/roles';
import { menuFor, menuIds } from './menu';

const DOCS = [800, 801, 808, 802, 803, 804, 805, 806, 807].map((t) => `documents-${t}`);

/** The exact menu of each role, read off spec part 1 section 2 and both section 6 tables. */
export const EXPECTED_MENU: Record<string, string[]> = {
  SuperAdmin: [
    'dashboard', 'news', 'projects', 'cooperators',
    'documents', ...DOCS, 'verifications',
    'hr', 'employees', 'timesheet', 'schedule',
    'warehouses-group', 'warehouses', 'warehouse-items',
    'administration', 'users', 'hodogram', 'news-admin', 'expense-groups', 'project-items-overview',
  ],
  Admin: [
    'dashboard', 'news', 'projects', 'cooperators',
    'documents', ...DOCS, 'verifications',
    'hr', 'employees', 'timesheet', 'schedule',
    'warehouses-group', 'warehouses', 'warehouse-items',
    'administration', 'hodogram', 'news-admin', 'expense-groups',
  ],
  Accounting: [
    'dashboard', 'news', 'projects', 'cooperators',
    'documents', ...DOCS, 'verifications',
    'hr', 'employees', 'timesheet', 'schedule',
    'warehouses-group', 'warehouses', 'warehouse-items',
    'administration', 'hodogram', 'news-admin', 'expense-groups', 'salaries', 'payrolls', 'employee-expenses',
  ],
  Management: [
    'dashboard', 'news', 'projects', 'cooperators',
    'documents', ...DOCS, 'verifications',
    'hr', 'employees', 'timesheet', 'schedule',
    'warehouses-group', 'warehouses', 'warehouse-items',
    'administration', 'hodogram', 'news-admin', 'expense-groups', 'project-items-overview', 'salaries', 'payrolls', 'employee-expenses',
  ],
  SiteManager: [
    'dashboard', 'news', 'projects', 'cooperators',
    'documents', ...DOCS, 'verifications',
    'hr', 'employees', 'timesheet', 'schedule',
    'warehouses-group', 'warehouses', 'warehouse-items',
  ],
  Procurement: [
    'dashboard', 'projects', 'cooperators',
    'documents', ...DOCS,
    'hr', 'employees', 'timesheet', 'schedule',
    'warehouses-group', 'warehouses',
  ],
  Warehouse: ['dashboard', 'documents', ...DOCS, 'warehouses-group', 'warehouses', 'warehouse-items'],
};

describe('side menu per role', () => {
  for (const [name, ids] of Object.entries(EXPECTED_MENU)) {
    it(`${name} sees exactly its entries`, () => {
      expect(menuIds(menuFor(Role[name as keyof typeof Role]))).toEqual(ids);
    });
  }

  it('shows the verifications badge only to SiteManager', () => {
    const badgeOf = (roleId: number) =>
      menuFor(roleId)
        .flatMap((e) => ('children' in e ? e.children : []))
        .find((c) => c.id === 'verifications')?.badge;
    expect(badgeOf(Role.SiteManager)).toBe('unverifiedVerifications');
    expect(badgeOf(Role.Admin)).toBeUndefined();
  });

  it('adds the two external links when configured', () => {
    const ids = menuIds(menuFor(Role.Warehouse, { toolsUrl: 'https://alati.example', vehiclesUrl: 'https://vozila.example' }));
    expect(ids.slice(-2)).toEqual(['external-tools', 'external-vehicles']);
    expect(menuIds(menuFor(null, { toolsUrl: 'x' }))).toEqual([]);
  });
});
