import { describe, expect, it } from 'vitest';
import { listRoute as list } from '@/tests/fixtures/screen-routes';
import { Role } from '@/lib/auth/roles';
import { screenAccess } from '@/lib/auth/screen';
import { ITEMS_OVERVIEW_SCREEN } from './overview-screen';

describe('the project items overview screen', () => {
  it('has the list only; anything else is not a route', () => {
    expect(ITEMS_OVERVIEW_SCREEN.parse(undefined)).toEqual(list('list', 'closed'));
    expect(ITEMS_OVERVIEW_SCREEN.parse([])).toEqual(list('list', 'closed'));
    for (const path of ['new', '5', '5/edit', 'export']) expect(ITEMS_OVERVIEW_SCREEN.parse(path.split('/')), path).toBeNull();
  });

  it('opens for SuperAdmin and Management only (spec section 6)', () => {
    for (const role of [Role.SuperAdmin, Role.Management]) expect(screenAccess(role, ITEMS_OVERVIEW_SCREEN, []).status).toBe('open');
    for (const role of [Role.Admin, Role.SiteManager, Role.Procurement, Role.Warehouse, Role.Accounting]) {
      expect(screenAccess(role, ITEMS_OVERVIEW_SCREEN, []).status, String(role)).toBe('forbidden');
    }
  });
});
