import { describe, expect, it } from 'vitest';
import { detailRoute as detail, listRoute as list } from '@/tests/fixtures/screen-routes';
import { Role } from '@/lib/auth/roles';
import { canOpenRoute, visibleTabs, type AnyRoute } from '@/lib/auth/screen';
import { PROJECT_SCREEN, projectHref } from './screen';

const p = (path: string) => PROJECT_SCREEN.parse(path === '' ? undefined : path.split('/'));
const canOpen = (role: number, path: string) => canOpenRoute(role, PROJECT_SCREEN, p(path) as AnyRoute);

describe('the projects screen routes', () => {
  it('maps the list and its create drawer', () => {
    expect(PROJECT_SCREEN.parse(undefined)).toEqual(list('list', 'closed'));
    expect(PROJECT_SCREEN.parse([])).toEqual(list('list', 'closed'));
    expect(p('new')).toEqual(list('create', 'create'));
  });

  it('maps the details tab and the edit drawer', () => {
    expect(p('5')).toEqual(detail('details', 'details', 'closed', { id: 5 }));
    expect(p('5/details')).toEqual(detail('details', 'details', 'closed', { id: 5 }));
    expect(p('5/edit')).toEqual(detail('edit', 'details', 'edit', { id: 5 }));
  });

  it('maps employees and cooperators with their create and edit drawers', () => {
    for (const [tab, one] of [['employees', 'employee'], ['cooperators', 'cooperator']] as const) {
      expect(p(`5/${tab}`)).toEqual(detail(tab, tab, 'closed', { id: 5 }));
      expect(p(`5/${tab}/new`)).toEqual(detail(`${one}Create`, tab, 'create', { id: 5 }));
      expect(p(`5/${tab}/9`)).toEqual(detail(`${one}Edit`, tab, 'edit', { id: 5, subId: 9 }));
      expect(p(`5/${tab}/9/edit`)).toEqual(detail(`${one}Edit`, tab, 'edit', { id: 5, subId: 9 }));
    }
  });

  it('maps attachments: new and {subId}/edit only', () => {
    expect(p('5/attachments')).toEqual(detail('attachments', 'attachments', 'closed', { id: 5 }));
    expect(p('5/attachments/new')).toEqual(detail('attachmentCreate', 'attachments', 'create', { id: 5 }));
    expect(p('5/attachments/3/edit')).toEqual(detail('attachmentEdit', 'attachments', 'edit', { id: 5, subId: 3 }));
    expect(p('5/attachments/3')).toBeNull();
  });

  it('maps the hodogram with an optional node and the items with import / export', () => {
    expect(p('5/hodogram')).toEqual(detail('hodogram', 'hodogram', 'closed', { id: 5 }));
    expect(p('5/hodogram/12')).toEqual(detail('hodogramNode', 'hodogram', 'read', { id: 5, nodeId: 12 }));
    expect(p('5/items')).toEqual(detail('items', 'items', 'closed', { id: 5 }));
    expect(p('5/items/import')).toEqual(detail('itemsImport', 'items', 'import', { id: 5 }));
    expect(p('5/items/export')).toEqual(detail('itemsExport', 'items', 'export', { id: 5 }));
  });

  it('maps the contractors tab, with a contractor in the URL or without', () => {
    expect(p('5/contractors')).toEqual(detail('contractors', 'contractors', 'closed', { id: 5 }));
    expect(p('5/contractors/8')).toEqual(detail('contractor', 'contractors', 'closed', { id: 5, contractorId: 8 }));
    for (const bad of ['5/contractors/x', '5/contractors/0', '5/contractors/8/edit', '5/contractors/new', '5/contractors/import']) expect(p(bad), bad).toBeNull();
    // A contractor's cost-list import drawer (piece "cimp").
    expect(p('5/contractors/8/import')).toEqual(detail('contractorImport', 'contractors', 'import', { id: 5, contractorId: 8 }));
    expect(projectHref.contractorImport(5, 8)).toBe('/projects/5/contractors/8/import');
  });

  it('maps the situations tab: a situation, the create and edit drawers (situations create / update)', () => {
    expect(p('5/situations')).toEqual(detail('situations', 'situations', 'closed', { id: 5 }));
    expect(p('5/situations/8')).toEqual(detail('situation', 'situations', 'closed', { id: 5, situationId: 8 }));
    expect(p('5/situations/new')).toEqual(detail('situationCreate', 'situations', 'create', { id: 5 }));
    expect(p('5/situations/8/edit')).toEqual(detail('situationEdit', 'situations', 'edit', { id: 5, situationId: 8 }));
    expect(projectHref.situation(5, 8, 11)).toBe('/projects/5/situations/8?contractor=11');
    expect(projectHref.situation(5, null)).toBe('/projects/5/situations');
    expect(projectHref.situationEdit(5, 8)).toBe('/projects/5/situations/8/edit');
    expect(canOpen(Role.SiteManager, '5/situations/8')).toBe(true);
    expect(canOpen(Role.SiteManager, '5/situations/new')).toBe(false);
    expect(canOpen(Role.SiteManager, '5/situations/8/edit')).toBe(false);
    expect(canOpen(Role.Accounting, '5/situations/8/edit')).toBe(true);
    expect(canOpen(Role.Procurement, '5/situations')).toBe(false);
  });

  it('rejects everything else', () => {
    const bad = [
      'new/x', 'abc', '0', '05', '-1', '5/x', '5/edit/x', '5/details/x', '5/employees/x', '5/employees/new/x',
      '5/employees/9/delete', '5/employees/9/edit/x', '5/cooperators/0', '5/attachments/3/x', '5/hodogram/x',
      '5/hodogram/12/edit', '5/items/new', '5/items/import/x', '5/timesheet/x', '5/timesheet/5', '5/situations/x', '5/situations/0', '5/situations/8/x',
      '5/situations/new/x', '5/situations/import',
    ];
    for (const path of bad) expect(p(path), path).toBeNull();
  });

  it('builds hrefs the parser reads back', () => {
    const back = (href: string) => p(href.slice('/projects/'.length));
    expect(back(projectHref.edit(5))).toMatchObject({ tab: 'details', drawer: 'edit' });
    expect(back(projectHref.tab(5, 'items'))).toMatchObject({ tab: 'items' });
    expect(projectHref.tab(5, 'details')).toBe('/projects/5');
    expect(back(projectHref.subEdit(5, 'attachments', 3))).toMatchObject({ drawer: 'edit', params: { subId: 3 } });
    expect(back(projectHref.subCreate(5, 'employees'))).toMatchObject({ drawer: 'create' });
    expect(back(projectHref.hodogramNode(5, 7))).toMatchObject({ params: { nodeId: 7 } });
    expect(back(projectHref.itemsDrawer(5, 'import'))).toMatchObject({ drawer: 'import' });
    expect(projectHref.tab(5, 'contractors')).toBe('/projects/5/contractors');
    expect(projectHref.contractor(5, 8)).toBe('/projects/5/contractors/8');
    expect(back(projectHref.contractor(5, 8))).toMatchObject({ tab: 'contractors', params: { id: 5, contractorId: 8 } });
    expect(projectHref.list).toBe('/projects');
    expect(projectHref.create).toBe('/projects/new');
  });
});

describe('project tabs and drawers by role', () => {
  it('shows every tab to the four office roles and SiteManager, details and work hours to Procurement, none to Warehouse', () => {
    const all = ['details', 'hodogram', 'cooperators', 'employees', 'timesheet', 'items', 'contractors', 'situations', 'attachments'];
    for (const role of [Role.SuperAdmin, Role.Admin, Role.Accounting, Role.Management, Role.SiteManager]) {
      expect(visibleTabs(role, PROJECT_SCREEN)).toEqual(all);
    }
    expect(visibleTabs(Role.Procurement, PROJECT_SCREEN)).toEqual(['details', 'timesheet']);
    expect(visibleTabs(Role.Warehouse, PROJECT_SCREEN)).toEqual([]);
  });

  it('opens a tab URL only for a role that may read it', () => {
    expect(canOpen(Role.Procurement, '5')).toBe(true);
    expect(canOpen(Role.Procurement, '5/employees')).toBe(false);
    expect(canOpen(Role.Procurement, '5/hodogram')).toBe(false);
    expect(canOpen(Role.Procurement, '5/attachments')).toBe(false);
    // Work hours (issue 13): the timesheet readers, Procurement included; its copy drawer needs the create right.
    expect(canOpen(Role.Procurement, '5/timesheet')).toBe(true);
    expect(canOpen(Role.Procurement, '5/timesheet/copy')).toBe(true);
    expect(canOpen(Role.Warehouse, '5/timesheet')).toBe(false);
    expect(canOpen(Role.Warehouse, '')).toBe(false);
    expect(canOpen(Role.SiteManager, '5/items')).toBe(true);
    // Contractors: the five readers of projectItems (SiteManager reads only; the table has no editor for it).
    for (const role of [Role.SuperAdmin, Role.Admin, Role.Accounting, Role.Management, Role.SiteManager]) {
      expect(canOpen(role, '5/contractors'), String(role)).toBe(true);
      expect(canOpen(role, '5/contractors/8'), String(role)).toBe(true);
    }
    expect(canOpen(Role.Procurement, '5/contractors')).toBe(false);
    expect(canOpen(Role.Warehouse, '5/contractors/8')).toBe(false);
    // The import creates lines: the four writers, not SiteManager.
    for (const role of [Role.SuperAdmin, Role.Admin, Role.Accounting, Role.Management]) expect(canOpen(role, '5/contractors/8/import'), String(role)).toBe(true);
    expect(canOpen(Role.SiteManager, '5/contractors/8/import')).toBe(false);
  });

  it('opens a drawer only with its write right', () => {
    // SiteManager edits projects and their people, but creates no project and imports no items.
    expect(canOpen(Role.SiteManager, '5/edit')).toBe(true);
    expect(canOpen(Role.SiteManager, 'new')).toBe(false);
    expect(canOpen(Role.SiteManager, '5/employees/new')).toBe(true);
    expect(canOpen(Role.SiteManager, '5/cooperators/3/edit')).toBe(true);
    expect(canOpen(Role.SiteManager, '5/attachments/new')).toBe(true);
    expect(canOpen(Role.SiteManager, '5/items/import')).toBe(false);
    expect(canOpen(Role.SiteManager, '5/items/export')).toBe(true);
    expect(canOpen(Role.Procurement, '5/edit')).toBe(false);
    expect(canOpen(Role.Accounting, 'new')).toBe(true);
    expect(canOpen(Role.Admin, '5/items/import')).toBe(true);
  });
});
