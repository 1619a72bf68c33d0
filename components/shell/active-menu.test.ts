import { describe, expect, it } from 'vitest';
import { menuFor } from '@/lib/navigation/menu';
import { Role } from '@/lib/auth/roles';
import { activeGroupId, activeMenuId } from './active-menu';

const entries = menuFor(Role.SuperAdmin, { toolsUrl: 'https://tools.example', vehiclesUrl: 'https://cars.example' });
const q = (s = '') => new URLSearchParams(s);

describe('activeMenuId', () => {
  it('highlights the dashboard only on /', () => {
    expect(activeMenuId(entries, '/', q())).toBe('dashboard');
    expect(activeMenuId(entries, '/unknown', q())).toBeNull();
  });

  it('matches detail and drawer routes by path prefix, longest first', () => {
    expect(activeMenuId(entries, '/projects', q())).toBe('projects');
    expect(activeMenuId(entries, '/projects/5/items/new', q('activeTab=2'))).toBe('projects');
    expect(activeMenuId(entries, '/news', q())).toBe('news');
    expect(activeMenuId(entries, '/news/3', q())).toBe('news');
    expect(activeMenuId(entries, '/news-admin/3/edit', q())).toBe('news-admin');
    expect(activeMenuId(entries, '/warehouse-items', q())).toBe('warehouse-items');
    expect(activeMenuId(entries, '/warehouses/2', q())).toBe('warehouses');
  });

  it('compares typeId for document types', () => {
    expect(activeMenuId(entries, '/documents', q('typeId=802'))).toBe('documents-802');
    expect(activeMenuId(entries, '/documents/new', q('typeId=800&pageIndex=1'))).toBe('documents-800');
    expect(activeMenuId(entries, '/documents', q())).toBeNull();
    expect(activeMenuId(entries, '/documents', q('typeId=999'))).toBeNull();
  });
});

describe('activeGroupId', () => {
  it('opens the group of the active entry or of the current path', () => {
    expect(activeGroupId(entries, '/users/5/edit', 'users')).toBe('administration');
    expect(activeGroupId(entries, '/documents/42', null)).toBe('documents');
    expect(activeGroupId(entries, '/timesheet', 'timesheet')).toBe('hr');
    expect(activeGroupId(entries, '/projects', 'projects')).toBeNull();
  });
});
