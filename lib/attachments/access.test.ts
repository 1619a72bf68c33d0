import { describe, expect, it } from 'vitest';
import { Role } from '@/lib/auth/roles';
import { attachmentRights, canOnAttachment } from './access';

const none = { canRead: false, canCreate: false, canUpdate: false, canDelete: false };
const all = { canRead: true, canCreate: true, canUpdate: true, canDelete: true };

describe('attachment rights follow the owner module', () => {
  it('gives the four office roles everything on every owner', () => {
    for (const role of [Role.SuperAdmin, Role.Admin, Role.Accounting, Role.Management]) {
      for (const owner of [{ employeeId: 1 }, { projectId: 1 }, { documentId: 1 }, { projectHodogramId: 1 }, { hodogramId: 1 }]) {
        expect(attachmentRights(role, owner)).toEqual(all);
      }
    }
  });

  it('lets SiteManager read employee attachments only, but change project, document and hodogram ones', () => {
    expect(attachmentRights(Role.SiteManager, { employeeId: 1 })).toEqual({ ...none, canRead: true });
    expect(attachmentRights(Role.SiteManager, { projectId: 1 })).toEqual(all);
    expect(attachmentRights(Role.SiteManager, { documentId: 1 })).toEqual(all);
    expect(attachmentRights(Role.SiteManager, { projectHodogramId: 1 })).toEqual(all);
  });

  it('keeps SiteManager away from the hodogram template’s blank forms (no hodogram right at all)', () => {
    expect(attachmentRights(Role.SiteManager, { hodogramId: 1 })).toEqual(none);
  });

  it('gives Procurement and Warehouse nothing, even where they have the owner module', () => {
    expect(canOnAttachment(Role.Procurement, 'employeeId', 'read')).toBe(false);
    expect(attachmentRights(Role.Warehouse, { documentId: 1 })).toEqual(none);
    expect(attachmentRights(Role.Procurement, { projectId: 1 })).toEqual(none);
    expect(attachmentRights(Role.Procurement, { hodogramId: 1 })).toEqual(none);
    expect(attachmentRights(Role.Warehouse, { projectHodogramId: 1 })).toEqual(none);
  });

  it('gives nothing without a role or an owner', () => {
    expect(attachmentRights(null, { employeeId: 1 })).toEqual(none);
    expect(attachmentRights(Role.Admin, {})).toEqual(none);
  });
});
