import { describe, expect, it } from 'vitest';
import { Role } from '@/lib/auth/roles';
import { screenAccess } from '@/lib/auth/screen';
import { HODOGRAM_SCREEN, hodogramHrefs, projectHodogramHrefs } from './screen';

const p = (slug: string[] | undefined, parentId?: string | string[]) =>
  HODOGRAM_SCREEN.parse(slug, parentId === undefined ? {} : { parentId });
const route = (name: string, drawer: string, params: Record<string, number> = {}, query: Record<string, number | null> = {}) => ({
  name,
  page: 'list',
  tab: null,
  drawer,
  params,
  query,
});

describe('the hodogram screen routes', () => {
  it('maps the drawer routes', () => {
    expect(p(undefined)).toEqual(route('list', 'closed'));
    expect(p(['new'])).toEqual(route('create', 'create', {}, { parentId: null }));
    expect(p(['new'], '')).toEqual(route('create', 'create', {}, { parentId: null }));
    expect(p(['new'], '12')).toEqual(route('create', 'create', {}, { parentId: 12 }));
    expect(HODOGRAM_SCREEN.parse(['new'], new URLSearchParams('parentId=12'))).toMatchObject({ query: { parentId: 12 } });
    expect(p(['7'])).toEqual(route('read', 'read', { id: 7 }));
    expect(p(['7', 'edit'])).toEqual(route('edit', 'edit', { id: 7 }));
  });

  it('refuses anything else', () => {
    expect(p(['new'], 'abc')).toBeNull();
    expect(p(['new'], ['1', '2'])).toBeNull();
    expect(HODOGRAM_SCREEN.parse(['new'], new URLSearchParams('parentId=1&parentId=2'))).toBeNull();
    expect(p(['7', 'delete'])).toBeNull();
    expect(p(['x'])).toBeNull();
  });

  it('asks for the write right of the drawer it opens', () => {
    expect(screenAccess(Role.Admin, HODOGRAM_SCREEN, ['new']).status).toBe('open');
    expect(screenAccess(Role.Admin, HODOGRAM_SCREEN, ['7', 'edit']).status).toBe('open');
    expect(screenAccess(Role.SiteManager, HODOGRAM_SCREEN, []).status).toBe('forbidden');
  });

  it('builds the hrefs back', () => {
    expect(hodogramHrefs.create(5)).toBe('/hodogram/new?parentId=5');
    expect(hodogramHrefs.create(null)).toBe('/hodogram/new');
    expect(p(hodogramHrefs.edit(3).split('/').slice(2))).toEqual(route('edit', 'edit', { id: 3 }));
    expect(projectHodogramHrefs.node(5, 7)).toBe('/projects/5/hodogram/7');
    expect(projectHodogramHrefs.tab(5)).toBe('/projects/5/hodogram');
  });
});
