import { describe, expect, it } from 'vitest';
import { parseEmployeeRoute, routeOperation } from './employee-route';

describe('parseEmployeeRoute', () => {
  it('maps the list, the drawers and the detail tabs', () => {
    expect(parseEmployeeRoute(undefined)).toEqual({ view: 'list', drawer: 'none' });
    expect(parseEmployeeRoute(['new'])).toEqual({ view: 'list', drawer: 'create' });
    expect(parseEmployeeRoute(['5'])).toEqual({ view: 'detail', id: 5, tab: 'details', drawer: 'none' });
    expect(parseEmployeeRoute(['5', 'details'])).toEqual({ view: 'detail', id: 5, tab: 'details', drawer: 'none' });
    expect(parseEmployeeRoute(['5', 'edit'])).toEqual({ view: 'detail', id: 5, tab: 'details', drawer: 'edit' });
    expect(parseEmployeeRoute(['5', 'gear'])).toEqual({ view: 'detail', id: 5, tab: 'gear', drawer: 'none' });
    expect(parseEmployeeRoute(['5', 'gear', 'new'])).toEqual({ view: 'detail', id: 5, tab: 'gear', drawer: 'gear-create' });
    expect(parseEmployeeRoute(['5', 'gear', '7'])).toEqual({ view: 'detail', id: 5, tab: 'gear', drawer: 'gear-edit', gearId: 7 });
    expect(parseEmployeeRoute(['5', 'gear', '7', 'edit'])).toEqual({ view: 'detail', id: 5, tab: 'gear', drawer: 'gear-edit', gearId: 7 });
    expect(parseEmployeeRoute(['5', 'attachments'])).toEqual({ view: 'detail', id: 5, tab: 'attachments', drawer: 'none' });
  });

  it('rejects everything else', () => {
    for (const slug of [['new', 'x'], ['abc'], ['0'], ['5', 'x'], ['5', 'edit', 'x'], ['5', 'gear', 'x'], ['5', 'gear', '7', 'delete'], ['5', 'gear', 'new', 'x'], ['5', 'gear', '7', 'edit', 'x'], ['5', 'attachments', 'new']]) {
      expect(parseEmployeeRoute(slug), slug.join('/')).toEqual({ view: 'invalid' });
    }
  });

  it('asks for the write right of the drawer it opens', () => {
    expect(routeOperation(parseEmployeeRoute(['new']))).toBe('create');
    expect(routeOperation(parseEmployeeRoute(['5', 'edit']))).toBe('update');
    expect(routeOperation(parseEmployeeRoute(['5', 'gear', 'new']))).toBe('create');
    expect(routeOperation(parseEmployeeRoute(['5', 'gear', '7']))).toBe('update');
    expect(routeOperation(parseEmployeeRoute(['5', 'gear']))).toBe('read');
    expect(routeOperation(parseEmployeeRoute(undefined))).toBe('read');
  });
});
