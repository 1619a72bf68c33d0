import { can, type Module, type Operation } from '@/lib/auth/permissions';
import type { AttachmentOwnerRef, OwnerField } from './types';

/**
 * Who may read, add or delete an attachment follows the module of what it belongs to (issue 3;
 * spec part 1 section 6, "optional project, employee or document scope for attachments").
 * Pure and client-safe: pages use it for canCreate/canDelete, the service to refuse (403).
 */
export const OWNER_MODULES: Record<OwnerField, Module> = {
  projectId: 'projects',
  employeeId: 'employees',
  documentId: 'documents',
  projectHodogramId: 'projectHodogram',
  hodogramId: 'hodogram',
};

/**
 * The attachments right for the operation AND the owner module's read (to read or download)
 * or update (to add, change or delete: an attachment is part of what it belongs to).
 */
export function canOnAttachment(roleId: number | null | undefined, field: OwnerField, operation: Operation): boolean {
  const ownerOperation: Operation = operation === 'read' ? 'read' : 'update';
  return can(roleId, 'attachments', operation) && can(roleId, OWNER_MODULES[field], ownerOperation);
}

export type AttachmentRights = { canRead: boolean; canCreate: boolean; canUpdate: boolean; canDelete: boolean };

/** The rights of a role on one owner's attachments tab (props of AttachmentsPanel). */
export function attachmentRights(roleId: number | null | undefined, owner: AttachmentOwnerRef): AttachmentRights {
  const field = (Object.keys(OWNER_MODULES) as OwnerField[]).find((f) => owner[f] != null);
  if (!field) return { canRead: false, canCreate: false, canUpdate: false, canDelete: false };
  return {
    canRead: canOnAttachment(roleId, field, 'read'),
    canCreate: canOnAttachment(roleId, field, 'create'),
    canUpdate: canOnAttachment(roleId, field, 'update'),
    canDelete: canOnAttachment(roleId, field, 'delete'),
  };
}
