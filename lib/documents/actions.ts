/**
 * Which workflow buttons the document detail page shows (spec part 2 §4 and §6), pure and
 * client-safe: the status rules (statuses.ts, follow-ups.ts) and the role rules
 * (permissions.ts canChangeDocument) together, the same functions the service asks, so a
 * button never offers what the API refuses. The update right gates edit, process, complete and
 * generate; the delete right gates delete; copy and storno create a document (create right).
 */
import { can, canChangeDocument } from '@/lib/auth/permissions';
import { allowedFollowUps, classifyCopy } from './follow-ups';
import { offeredOperations, type DocumentState } from './statuses';
import type { DocumentTypeId } from './types';

export type DocumentActions = {
  edit: boolean;
  delete: boolean;
  process: boolean;
  complete: boolean;
  /** The types the generate menu offers (empty: no menu). */
  generate: readonly DocumentTypeId[];
  copy: boolean;
  storno: boolean;
  /** Items may be added, changed and deleted (the document may be edited). */
  items: boolean;
};

export function documentActions(roleId: number | null | undefined, doc: DocumentState): DocumentActions {
  const ops = offeredOperations(doc);
  const update = canChangeDocument(roleId, 'update', doc.documentStatusId);
  const mayUpdate = can(roleId, 'documents', 'update');
  const mayCreate = can(roleId, 'documents', 'create');
  const generate = mayUpdate && mayCreate
    ? allowedFollowUps(doc.documentTypeId).filter((to) => classifyCopy(doc, { destTypeId: to, isStorno: false }).ok)
    : [];
  return {
    edit: update && ops.edit,
    delete: canChangeDocument(roleId, 'delete', doc.documentStatusId) && ops.delete,
    // Process and complete are workflow steps, not edits: the update right (a SiteManager's
    // draft-only rule is about changing the document's content).
    process: mayUpdate && ops.process,
    complete: mayUpdate && ops.complete,
    generate,
    copy: mayCreate && classifyCopy(doc, { destTypeId: doc.documentTypeId, isStorno: false }).ok,
    storno: mayCreate && mayUpdate && ops.storno,
    items: update && ops.edit,
  };
}
