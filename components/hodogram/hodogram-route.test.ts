import { describe, expect, it } from 'vitest';
import { hodogramHrefs, parseHodogramRoute } from './hodogram-route';

describe('parseHodogramRoute', () => {
  it('maps the drawer routes', () => {
    expect(parseHodogramRoute(undefined)).toEqual({ mode: 'closed' });
    expect(parseHodogramRoute(['new'])).toEqual({ mode: 'create', parentId: null });
    expect(parseHodogramRoute(['new'], '12')).toEqual({ mode: 'create', parentId: 12 });
    expect(parseHodogramRoute(['7'])).toEqual({ mode: 'read', id: 7 });
    expect(parseHodogramRoute(['7', 'edit'])).toEqual({ mode: 'edit', id: 7 });
  });

  it('refuses anything else', () => {
    expect(parseHodogramRoute(['new'], 'abc')).toEqual({ mode: 'invalid' });
    expect(parseHodogramRoute(['new'], ['1', '2'])).toEqual({ mode: 'invalid' });
    expect(parseHodogramRoute(['7', 'delete'])).toEqual({ mode: 'invalid' });
    expect(parseHodogramRoute(['x'])).toEqual({ mode: 'invalid' });
  });

  it('builds the hrefs back', () => {
    expect(hodogramHrefs.create(5)).toBe('/hodogram/new?parentId=5');
    expect(hodogramHrefs.create(null)).toBe('/hodogram/new');
    expect(parseHodogramRoute(hodogramHrefs.edit(3).split('/').slice(2))).toEqual({ mode: 'edit', id: 3 });
  });
});
