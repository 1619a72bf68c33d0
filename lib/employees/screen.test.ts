import { describe, expect, it } from 'vitest';
import { detailRoute as detail, listRoute as list } from '@/tests/fixtures/screen-routes';
import { Role } from '@/lib/auth/roles';
import { screenAccess, visibleTabs } from '@/lib/auth/screen';
import { EMPLOYEE_SCREEN, employeeHref } from './screen';

const p = (slug: string[] | undefined) => EMPLOYEE_SCREEN.parse(slug);
const access = (role: number, path: string) => screenAccess(role, EMPLOYEE_SCREEN, path ? path.split('/') : []).status;

describe('the employees screen routes', () => {
  it('maps the list, the drawers and the detail tabs', () => {
    expect(p(undefined)).toEqual(list('list', 'closed'));
    expect(p(['new'])).toEqual(list('create', 'create'));
    expect(p(['5'])).toEqual(detail('details', 'details', 'closed', { id: 5 }));
    expect(p(['5', 'details'])).toEqual(detail('details', 'details', 'closed', { id: 5 }));
    expect(p(['5', 'edit'])).toEqual(detail('edit', 'details', 'edit', { id: 5 }));
    expect(p(['5', 'gear'])).toEqual(detail('gear', 'gear', 'closed', { id: 5 }));
    expect(p(['5', 'gear', 'new'])).toEqual(detail('gearCreate', 'gear', 'create', { id: 5 }));
    expect(p(['5', 'gear', '7'])).toEqual(detail('gearEdit', 'gear', 'edit', { id: 5, gearId: 7 }));
    expect(p(['5', 'gear', '7', 'edit'])).toEqual(detail('gearEdit', 'gear', 'edit', { id: 5, gearId: 7 }));
    expect(p(['5', 'attachments'])).toEqual(detail('attachments', 'attachments', 'closed', { id: 5 }));
  });

  it('rejects everything else', () => {
    for (const slug of [['new', 'x'], ['abc'], ['0'], ['5', 'x'], ['5', 'edit', 'x'], ['5', 'gear', 'x'], ['5', 'gear', '7', 'delete'], ['5', 'gear', 'new', 'x'], ['5', 'gear', '7', 'edit', 'x'], ['5', 'attachments', 'new']]) {
      expect(p(slug), slug.join('/')).toBeNull();
    }
  });

  it('asks for the write right of the drawer it opens', () => {
    // Management writes employees; SiteManager and Procurement only read them.
    for (const path of ['new', '5/edit', '5/gear/new', '5/gear/7', '5/gear', '']) expect(access(Role.Management, path), path).toBe('open');
    for (const path of ['new', '5/edit', '5/gear/new', '5/gear/7']) {
      expect(access(Role.SiteManager, path), path).toBe('forbidden');
      expect(access(Role.Procurement, path), path).toBe('forbidden');
    }
    expect(access(Role.SiteManager, '5/gear')).toBe('open');
    expect(access(Role.SiteManager, '')).toBe('open');
    expect(access(Role.Warehouse, '')).toBe('forbidden');
  });

  it('builds hrefs the parser reads back', () => {
    expect(employeeHref.tab(5, 'details')).toBe('/employees/5');
    expect(employeeHref.gearEdit(5, 7)).toBe('/employees/5/gear/7/edit');
    expect(p(employeeHref.gearCreate(5).split('/').slice(2))).toMatchObject({ name: 'gearCreate' });
    expect(p(employeeHref.edit(5).split('/').slice(2))).toMatchObject({ name: 'edit' });
  });
});

describe('employee tabs by role (issue 9: no tab that only says "Nemate ovlasti")', () => {
  it('hides the attachments tab from Procurement and refuses its URL', () => {
    for (const role of [Role.SuperAdmin, Role.Admin, Role.Accounting, Role.Management, Role.SiteManager]) {
      expect(visibleTabs(role, EMPLOYEE_SCREEN)).toEqual(['details', 'gear', 'attachments']);
      expect(access(role, '5/attachments')).toBe('open');
    }
    expect(visibleTabs(Role.Procurement, EMPLOYEE_SCREEN)).toEqual(['details', 'gear']);
    expect(access(Role.Procurement, '5/attachments')).toBe('forbidden');
    expect(access(Role.Procurement, '5/gear')).toBe('open');
    expect(visibleTabs(Role.Warehouse, EMPLOYEE_SCREEN)).toEqual([]);
  });
});
