import { describe, expect, it } from 'vitest';
import { Role } from '@/lib/auth/roles';
import { canOpenRoute, parseProjectRoute, projectHref, visibleTabs } from './project-route';

const p = (path: string) => parseProjectRoute(path === '' ? undefined : path.split('/'));

describe('parseProjectRoute', () => {
  it('maps the list and its create drawer', () => {
    expect(parseProjectRoute(undefined)).toEqual({ view: 'list', drawer: 'none' });
    expect(parseProjectRoute([])).toEqual({ view: 'list', drawer: 'none' });
    expect(p('new')).toEqual({ view: 'list', drawer: 'create' });
  });

  it('maps the details tab and the edit drawer', () => {
    expect(p('5')).toEqual({ view: 'detail', id: 5, tab: 'details', drawer: 'none' });
    expect(p('5/details')).toEqual({ view: 'detail', id: 5, tab: 'details', drawer: 'none' });
    expect(p('5/edit')).toEqual({ view: 'detail', id: 5, tab: 'details', drawer: 'edit' });
  });

  it('maps employees and cooperators with their create and edit drawers', () => {
    for (const tab of ['employees', 'cooperators'] as const) {
      expect(p(`5/${tab}`)).toEqual({ view: 'detail', id: 5, tab, drawer: 'none' });
      expect(p(`5/${tab}/new`)).toEqual({ view: 'detail', id: 5, tab, drawer: 'create' });
      expect(p(`5/${tab}/9`)).toEqual({ view: 'detail', id: 5, tab, drawer: 'edit', subId: 9 });
      expect(p(`5/${tab}/9/edit`)).toEqual({ view: 'detail', id: 5, tab, drawer: 'edit', subId: 9 });
    }
  });

  it('maps attachments: new and {subId}/edit only', () => {
    expect(p('5/attachments')).toEqual({ view: 'detail', id: 5, tab: 'attachments', drawer: 'none' });
    expect(p('5/attachments/new')).toEqual({ view: 'detail', id: 5, tab: 'attachments', drawer: 'create' });
    expect(p('5/attachments/3/edit')).toEqual({ view: 'detail', id: 5, tab: 'attachments', drawer: 'edit', subId: 3 });
    expect(p('5/attachments/3')).toEqual({ view: 'invalid' });
  });

  it('maps the hodogram with an optional node and the items with import / export', () => {
    expect(p('5/hodogram')).toEqual({ view: 'detail', id: 5, tab: 'hodogram', drawer: 'none', nodeId: null });
    expect(p('5/hodogram/12')).toEqual({ view: 'detail', id: 5, tab: 'hodogram', drawer: 'none', nodeId: 12 });
    expect(p('5/items')).toEqual({ view: 'detail', id: 5, tab: 'items', drawer: 'none' });
    expect(p('5/items/import')).toEqual({ view: 'detail', id: 5, tab: 'items', drawer: 'import' });
    expect(p('5/items/export')).toEqual({ view: 'detail', id: 5, tab: 'items', drawer: 'export' });
  });

  it('rejects everything else', () => {
    const bad = [
      'new/x', 'abc', '0', '05', '-1', '5/x', '5/edit/x', '5/details/x', '5/employees/x', '5/employees/new/x',
      '5/employees/9/delete', '5/employees/9/edit/x', '5/cooperators/0', '5/attachments/3/x', '5/hodogram/x',
      '5/hodogram/12/edit', '5/items/new', '5/items/import/x', '5/timesheet', '5/contractors', '5/situations',
    ];
    for (const path of bad) expect(p(path), path).toEqual({ view: 'invalid' });
  });

  it('builds hrefs the parser reads back', () => {
    expect(p(projectHref.edit(5).slice('/projects/'.length))).toMatchObject({ tab: 'details', drawer: 'edit' });
    expect(p(projectHref.tab(5, 'items').slice('/projects/'.length))).toMatchObject({ tab: 'items' });
    expect(projectHref.tab(5, 'details')).toBe('/projects/5');
    expect(p(projectHref.subEdit(5, 'attachments', 3).slice('/projects/'.length))).toMatchObject({ drawer: 'edit', subId: 3 });
    expect(p(projectHref.subCreate(5, 'employees').slice('/projects/'.length))).toMatchObject({ drawer: 'create' });
    expect(p(projectHref.hodogramNode(5, 7).slice('/projects/'.length))).toMatchObject({ nodeId: 7 });
  });
});

describe('project tabs and drawers by role', () => {
  it('shows every tab to the four office roles and SiteManager, only details to Procurement, none to Warehouse', () => {
    const all = ['details', 'hodogram', 'cooperators', 'employees', 'items', 'attachments'];
    for (const role of [Role.SuperAdmin, Role.Admin, Role.Accounting, Role.Management, Role.SiteManager]) {
      expect(visibleTabs(role)).toEqual(all);
    }
    expect(visibleTabs(Role.Procurement)).toEqual(['details']);
    expect(visibleTabs(Role.Warehouse)).toEqual([]);
  });

  it('opens a tab URL only for a role that may read it', () => {
    expect(canOpenRoute(Role.Procurement, p('5'))).toBe(true);
    expect(canOpenRoute(Role.Procurement, p('5/employees'))).toBe(false);
    expect(canOpenRoute(Role.Procurement, p('5/hodogram'))).toBe(false);
    expect(canOpenRoute(Role.Procurement, p('5/attachments'))).toBe(false);
    expect(canOpenRoute(Role.Warehouse, p(''))).toBe(false);
    expect(canOpenRoute(Role.SiteManager, p('5/items'))).toBe(true);
  });

  it('opens a drawer only with its write right', () => {
    // SiteManager edits projects and their people, but creates no project and imports no items.
    expect(canOpenRoute(Role.SiteManager, p('5/edit'))).toBe(true);
    expect(canOpenRoute(Role.SiteManager, p('new'))).toBe(false);
    expect(canOpenRoute(Role.SiteManager, p('5/employees/new'))).toBe(true);
    expect(canOpenRoute(Role.SiteManager, p('5/cooperators/3/edit'))).toBe(true);
    expect(canOpenRoute(Role.SiteManager, p('5/attachments/new'))).toBe(true);
    expect(canOpenRoute(Role.SiteManager, p('5/items/import'))).toBe(false);
    expect(canOpenRoute(Role.SiteManager, p('5/items/export'))).toBe(true);
    expect(canOpenRoute(Role.Procurement, p('5/edit'))).toBe(false);
    expect(canOpenRoute(Role.Accounting, p('new'))).toBe(true);
    expect(canOpenRoute(Role.Admin, p('5/items/import'))).toBe(true);
  });
});
