import { describe, expect, it } from 'vitest';
import { detailRoute as detail, listRoute as list } from '@/tests/fixtures/screen-routes';
import { Role } from '@/lib/auth/roles';
import { screenAccess, visibleTabs } from '@/lib/auth/screen';
import { COOPERATOR_SCREEN, cooperatorHrefs } from './screen';

const p = (slug: string[] | undefined) => COOPERATOR_SCREEN.parse(slug);
const access = (role: number, path: string) => screenAccess(role, COOPERATOR_SCREEN, path ? path.split('/') : []).status;

describe('the cooperators screen routes', () => {
  it('maps every route of the spec', () => {
    expect(p(undefined)).toEqual(list('list', 'closed'));
    expect(p([])).toEqual(list('list', 'closed'));
    expect(p(['new'])).toEqual(list('create', 'create'));
    expect(p(['7'])).toEqual(detail('details', 'details', 'closed', { id: 7 }));
    expect(p(['7', 'edit'])).toEqual(detail('edit', 'details', 'edit', { id: 7 }));
    expect(p(['7', 'contacts'])).toEqual(detail('contacts', 'contacts', 'closed', { id: 7 }));
    expect(p(['7', 'contacts', 'new'])).toEqual(detail('contactCreate', 'contacts', 'create', { id: 7 }));
    expect(p(['7', 'contacts', '12', 'edit'])).toEqual(detail('contactEdit', 'contacts', 'edit', { id: 7, contactId: 12 }));
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
      expect(p(slug), slug.join('/')).toBeNull();
    }
  });

  it('asks for the write right of the drawer it opens (was the page\'s inline ternary)', () => {
    // Procurement creates and edits cooperators; SiteManager only reads them; Warehouse not even that.
    for (const path of ['', 'new', '7', '7/edit', '7/contacts', '7/contacts/new', '7/contacts/12/edit']) {
      expect(access(Role.Procurement, path), path).toBe('open');
      expect(access(Role.Warehouse, path), path).toBe('forbidden');
    }
    for (const path of ['new', '7/edit', '7/contacts/new', '7/contacts/12/edit']) expect(access(Role.SiteManager, path), path).toBe('forbidden');
    for (const path of ['', '7', '7/contacts']) expect(access(Role.SiteManager, path), path).toBe('open');
  });

  it('shows both tabs to every reader and builds hrefs the parser reads back', () => {
    for (const role of [Role.SuperAdmin, Role.SiteManager, Role.Procurement]) expect(visibleTabs(role, COOPERATOR_SCREEN)).toEqual(['details', 'contacts']);
    expect(visibleTabs(Role.Warehouse, COOPERATOR_SCREEN)).toEqual([]);
    expect(cooperatorHrefs.tab(7, 'details')).toBe('/cooperators/7');
    expect(p(cooperatorHrefs.editContact(7, 12).split('/').slice(2))).toMatchObject({ name: 'contactEdit', params: { contactId: 12 } });
    expect(p(cooperatorHrefs.newContact(7).split('/').slice(2))).toMatchObject({ name: 'contactCreate' });
  });
});
