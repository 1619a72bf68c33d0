import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENU, type MenuLink } from '@/lib/navigation/menu';
import { can } from './permissions';
import { ALL_ROLES, Role } from './roles';
import { pathAccess, SCREENS, screenForPath } from './routes';

const APP = path.resolve(import.meta.dirname, '../../app/(app)');
const status = (role: number, p: string) => pathAccess(role, p)?.status;

describe('the screen registry', () => {
  it('has one screen per signed-in page folder, and each page opens it through requireScreen', () => {
    const folders = fs.readdirSync(APP, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `/${d.name}`);
    expect(SCREENS.map((s) => s.base).sort()).toEqual(['/', ...folders].sort());
    const pages = ['page.tsx', ...folders.map((f) => `${f.slice(1)}/[[...slug]]/page.tsx`)];
    for (const page of pages) {
      const text = fs.readFileSync(path.join(APP, page), 'utf8');
      expect(text, page).toMatch(/await requireScreen\(/);
    }
  });

  it('finds the screen and the slug of a path', () => {
    expect(screenForPath('/')).toMatchObject({ screen: { base: '/' }, slug: [] });
    expect(screenForPath('/news')).toMatchObject({ screen: { base: '/news' }, slug: [] });
    expect(screenForPath('/news-admin/5/edit')).toMatchObject({ screen: { base: '/news-admin' }, slug: ['5', 'edit'] });
    expect(screenForPath('/projects/5/employees/9')).toMatchObject({ screen: { base: '/projects' }, slug: ['5', 'employees', '9'] });
    expect(screenForPath('/projects/%E2%82%AC')).toMatchObject({ slug: ['€'] });
    expect(screenForPath('/projects/%E2')).toMatchObject({ slug: ['%E2'] });
    expect(screenForPath('/newsletter')).toBeUndefined();
    expect(screenForPath('/ovo-ne-postoji/nigdje')).toBeUndefined();
  });

  it('answers the proxy as the pages: forbidden, invalid or open', () => {
    expect(status(Role.Warehouse, '/users')).toBe('forbidden');
    expect(status(Role.Warehouse, '/salaries')).toBe('forbidden');
    expect(status(Role.Warehouse, '/projects/abc')).toBe('forbidden'); // the screen's right comes first
    expect(status(Role.Admin, '/projects/abc')).toBe('invalid');
    expect(status(Role.Procurement, '/projects/5/employees')).toBe('forbidden');
    expect(status(Role.Procurement, '/employees/5/attachments')).toBe('forbidden');
    expect(status(Role.SiteManager, '/employees/new')).toBe('forbidden');
    expect(status(Role.SiteManager, '/news-admin')).toBe('forbidden');
    expect(status(Role.Management, '/news-admin/3/edit')).toBe('open');
    expect(status(Role.Accounting, '/documents')).toBe('open');
    expect(status(Role.Accounting, '/documents/x')).toBe('invalid');
    expect(pathAccess(Role.Admin, '/hodogram/new', new URLSearchParams('parentId=x'))?.status).toBe('invalid');
    for (const role of ALL_ROLES) expect(status(role, '/')).toBe('open');
    expect(pathAccess(Role.Admin, '/nepoznato')).toBeUndefined();
  });

  it('agrees with the side menu: a role sees a link exactly when it may open its screen', () => {
    const links = MENU.flatMap((e) => ('children' in e ? e.children : [e])) as MenuLink[];
    for (const link of links) {
      const pathname = link.href.split('?')[0];
      for (const role of ALL_ROLES) {
        const seesLink = can(role, link.module, link.operation ?? 'read');
        expect(status(role, pathname) === 'open', `${link.id} as ${role}`).toBe(seesLink);
      }
    }
  });
});
