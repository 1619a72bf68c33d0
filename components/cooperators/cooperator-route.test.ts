import { describe, expect, it } from 'vitest';
import { parseCooperatorRoute } from './cooperator-route';

describe('parseCooperatorRoute', () => {
  it('maps every route of the spec', () => {
    expect(parseCooperatorRoute(undefined)).toEqual({ view: 'list', drawer: 'closed' });
    expect(parseCooperatorRoute([])).toEqual({ view: 'list', drawer: 'closed' });
    expect(parseCooperatorRoute(['new'])).toEqual({ view: 'list', drawer: 'create' });
    expect(parseCooperatorRoute(['7'])).toEqual({ view: 'detail', id: 7, tab: 'details', drawer: 'closed' });
    expect(parseCooperatorRoute(['7', 'edit'])).toEqual({ view: 'detail', id: 7, tab: 'details', drawer: 'edit' });
    expect(parseCooperatorRoute(['7', 'contacts'])).toEqual({ view: 'detail', id: 7, tab: 'contacts', drawer: 'closed' });
    expect(parseCooperatorRoute(['7', 'contacts', 'new'])).toEqual({ view: 'detail', id: 7, tab: 'contacts', drawer: 'create' });
    expect(parseCooperatorRoute(['7', 'contacts', '12', 'edit'])).toEqual({
      view: 'detail',
      id: 7,
      tab: 'contacts',
      drawer: 'edit',
      contactId: 12,
    });
  });

  it('rejects everything else', () => {
    for (const slug of [
      ['new', 'edit'],
      ['abc'],
      ['0'],
      ['07'],
      ['7', 'delete'],
      ['7', 'edit', 'x'],
      ['7', 'contacts', 'x'],
      ['7', 'contacts', '12'],
      ['7', 'contacts', '12', 'delete'],
      ['7', 'contacts', 'new', 'x'],
      ['7', 'contacts', '0', 'edit'],
      ['7', 'contacts', '12', 'edit', 'x'],
      ['7', 'details'],
    ]) {
      expect(parseCooperatorRoute(slug), slug.join('/')).toEqual({ view: 'invalid' });
    }
  });
});
