import { describe, expect, it } from 'vitest';
import { USER_SCREEN } from '@/lib/users/screen';
import { Role } from './roles';
import { attachmentsRight, canRight, defineScreen, parseId, right, routeHref } from './screen';

describe('the shared slug parser (was parseDrawerSlug), on the users screen', () => {
  const p = (slug: string[] | undefined) => USER_SCREEN.parse(slug);
  const route = (name: string, drawer: string, params: Record<string, number> = {}) => ({ name, page: 'list', tab: null, drawer, params, query: {} });

  it('maps the four drawer routes', () => {
    expect(p(undefined)).toEqual(route('list', 'closed'));
    expect(p([])).toEqual(route('list', 'closed'));
    expect(p(['new'])).toEqual(route('create', 'create'));
    expect(p(['5'])).toEqual(route('read', 'read', { id: 5 }));
    expect(p(['5', 'edit'])).toEqual(route('edit', 'edit', { id: 5 }));
    expect(p(['9007199254740991'])).toEqual(route('read', 'read', { id: 9007199254740991 }));
  });

  it('rejects everything else', () => {
    for (const slug of [
      ['new', 'edit'],
      ['abc'],
      ['0'],
      ['-1'],
      ['05'],
      ['1.5'],
      ['1e3'],
      ['5', 'delete'],
      ['5', 'edit', 'x'],
      ['edit'],
      ['9999999999999999'],
      [''],
    ]) {
      expect(p(slug), slug.join('/')).toBeNull();
    }
  });

  it('parses ids strictly', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId(undefined)).toBeNull();
    expect(parseId(' 42')).toBeNull();
  });

  it('builds the canonical href of a route', () => {
    expect(USER_SCREEN.href('list')).toBe('/users');
    expect(USER_SCREEN.href('create')).toBe('/users/new');
    expect(USER_SCREEN.href('edit', { id: 5 })).toBe('/users/5/edit');
    expect(() => routeHref(USER_SCREEN, 'nope')).toThrow(/no route nope/);
    expect(() => routeHref(USER_SCREEN, 'edit')).toThrow(/missing :id/);
  });
});

describe('rights of a route', () => {
  it('reads module rights and the attachment rule', () => {
    expect(canRight(Role.Procurement, right('cooperators', 'create'))).toBe(true);
    expect(canRight(Role.SiteManager, right('cooperators', 'create'))).toBe(false);
    expect(canRight(Role.Procurement, attachmentsRight('employees'))).toBe(false);
    expect(canRight(Role.SiteManager, attachmentsRight('employees'))).toBe(true);
    // Adding an attachment needs the owner's update: SiteManager may not update employees.
    expect(canRight(Role.SiteManager, attachmentsRight('employees', 'create'))).toBe(false);
    expect(canRight(null, right('dashboard'))).toBe(false);
    expect(canRight(Role.Warehouse, undefined)).toBe(true);
  });
});

describe('defineScreen refuses a definition that cannot work', () => {
  it('a route of an unknown tab', () => {
    expect(() =>
      defineScreen({ base: '/x', needs: right('news'), routes: { a: { path: ':id', page: 'detail', tab: 'nope', drawer: 'closed' } } }),
    ).toThrow(/unknown tab nope/);
  });

  it('a tab without its closed route', () => {
    expect(() =>
      defineScreen({ base: '/x', needs: right('news'), tabs: { one: {} }, routes: { list: { path: '', page: 'list', drawer: 'closed' } } }),
    ).toThrow(/tab one needs a closed route/);
  });

  it('aliases with other ids', () => {
    expect(() =>
      defineScreen({ base: '/x', needs: right('news'), routes: { a: { path: [':id/edit', ':other'], page: 'list', drawer: 'edit' } } }),
    ).toThrow(/same ids/);
  });
});
