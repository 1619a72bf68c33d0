import { describe, expect, it } from 'vitest';
import { Role } from '@/lib/auth/roles';
import { EXPECTED_MENU } from '@/tests/fixtures/expected-menu';
import { menuFor, menuIds, shellPropsFor, UNVERIFIED_COUNT_URL } from './menu';

describe('side menu per role', () => {
  for (const [name, ids] of Object.entries(EXPECTED_MENU)) {
    it(`${name} sees exactly its entries`, () => {
      expect(menuIds(menuFor(Role[name as keyof typeof Role]))).toEqual(ids);
    });
  }

  it('shows the verifications badge only to SiteManager', () => {
    const badgeOf = (roleId: number) =>
      menuFor(roleId)
        .flatMap((e) => ('children' in e ? e.children : []))
        .find((c) => c.id === 'verifications')?.badge;
    expect(badgeOf(Role.SiteManager)).toBe('unverifiedVerifications');
    expect(badgeOf(Role.Admin)).toBeUndefined();
  });

  it('adds the two external links when configured', () => {
    const ids = menuIds(menuFor(Role.Warehouse, { toolsUrl: 'https://alati.example', vehiclesUrl: 'https://vozila.example' }));
    expect(ids.slice(-2)).toEqual(['external-tools', 'external-vehicles']);
    expect(menuIds(menuFor(null, { toolsUrl: 'x' }))).toEqual([]);
  });
});

describe('the SiteManager verifications badge (spec part 2 §2)', () => {
  it('gives only SiteManager the count and the polled URL', () => {
    const user = (roleId: number) => ({ name: 'Ana', surname: 'Anić', roleId, roleLabel: 'x' });
    expect(shellPropsFor(user(Role.SiteManager), 4)).toMatchObject({ unverifiedCount: 4, badgeUrl: UNVERIFIED_COUNT_URL });
    for (const role of [Role.Admin, Role.SuperAdmin, Role.Management, Role.Accounting]) {
      expect(shellPropsFor(user(role), 4)).toMatchObject({ unverifiedCount: null, badgeUrl: undefined });
    }
  });
});
