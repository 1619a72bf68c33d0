import { describe, expect, it } from 'vitest';
import { drawerHrefs, parseDrawerSlug, parseId, queryString } from './drawer-slug';

describe('parseDrawerSlug', () => {
  it('maps the four drawer routes', () => {
    expect(parseDrawerSlug(undefined)).toEqual({ mode: 'closed' });
    expect(parseDrawerSlug([])).toEqual({ mode: 'closed' });
    expect(parseDrawerSlug(['new'])).toEqual({ mode: 'create' });
    expect(parseDrawerSlug(['5'])).toEqual({ mode: 'read', id: 5 });
    expect(parseDrawerSlug(['5', 'edit'])).toEqual({ mode: 'edit', id: 5 });
    expect(parseDrawerSlug(['9007199254740991'])).toEqual({ mode: 'read', id: 9007199254740991 });
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
      expect(parseDrawerSlug(slug), slug.join('/')).toEqual({ mode: 'invalid' });
    }
  });

  it('parses ids strictly', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId(undefined)).toBeNull();
    expect(parseId(' 42')).toBeNull();
  });
});

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
