import { describe, expect, it } from 'vitest';
import { Role } from '@/lib/auth/roles';
import { screenAccess } from '@/lib/auth/screen';
import { EXPENSE_GROUP_SCREEN } from './screen';

const p = (slug: string[] | undefined) => EXPENSE_GROUP_SCREEN.parse(slug);
const access = (role: number, path: string) => screenAccess(role, EXPENSE_GROUP_SCREEN, path ? path.split('/') : []).status;

describe('the expense groups screen routes (spec part 2 §2: /new, /{id}, /{id}/edit, all drawers)', () => {
  it('maps every route of the spec to a drawer over the list', () => {
    expect(p([])).toMatchObject({ name: 'list', page: 'list', drawer: 'closed' });
    expect(p(['new'])).toMatchObject({ name: 'create', page: 'list', drawer: 'create' });
    expect(p(['7'])).toMatchObject({ name: 'read', page: 'list', drawer: 'read', params: { id: 7 } });
    expect(p(['7', 'edit'])).toMatchObject({ name: 'edit', page: 'list', drawer: 'edit', params: { id: 7 } });
  });

  it('rejects everything else', () => {
    for (const slug of [['abc'], ['0'], ['7', 'delete'], ['new', 'x'], ['7', 'edit', 'x']]) expect(p(slug), slug.join('/')).toBeNull();
  });

  it('opens the write drawers only for SuperAdmin, Admin, Accounting and Management (§6)', () => {
    for (const role of [Role.SuperAdmin, Role.Admin, Role.Accounting, Role.Management]) {
      for (const path of ['', 'new', '7', '7/edit']) expect(access(role, path), `${role} ${path}`).toBe('open');
    }
    for (const path of ['', '7']) expect(access(Role.SiteManager, path), path).toBe('open');
    for (const path of ['new', '7/edit']) expect(access(Role.SiteManager, path), path).toBe('forbidden');
    for (const role of [Role.Procurement, Role.Warehouse]) {
      for (const path of ['', 'new', '7', '7/edit']) expect(access(role, path), `${role} ${path}`).toBe('forbidden');
    }
  });
});
