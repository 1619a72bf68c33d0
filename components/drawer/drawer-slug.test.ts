import { describe, expect, it } from 'vitest';
import { drawerHrefs, queryString } from './drawer-slug';

describe('drawerHrefs', () => {
  it('keeps the list query string on every link', () => {
    const links = drawerHrefs('/users', new URLSearchParams('pageIndex=2&filter.name=Ana'));
    expect(links.list).toBe('/users?pageIndex=2&filter.name=Ana');
    expect(links.create).toBe('/users/new?pageIndex=2&filter.name=Ana');
    expect(links.read(5)).toBe('/users/5?pageIndex=2&filter.name=Ana');
    expect(links.edit(5)).toBe('/users/5/edit?pageIndex=2&filter.name=Ana');
  });

  it('works without a query and with server searchParams records', () => {
    expect(drawerHrefs('/projects/').create).toBe('/projects/new');
    expect(drawerHrefs('/projects', { activeTab: '1', 'filter.name': ['a', 'b'], x: undefined }).read(3)).toBe(
      '/projects/3?activeTab=1&filter.name=a&filter.name=b',
    );
  });

  it('builds query strings', () => {
    expect(queryString('?a=1')).toBe('?a=1');
    expect(queryString('')).toBe('');
    expect(queryString(null)).toBe('');
  });
});
