import { canOnAttachmentsOf, type Module, type Operation } from '@/lib/auth/permissions';
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

/** The attachment rule of lib/auth (canOnAttachmentsOf) for the owner a link field names. */
export function canOnAttachment(roleId: number | null | undefined, field: OwnerField, operation: Operation): boolean {
  return canOnAttachmentsOf(roleId, OWNER_MODULES[field], operation);
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
