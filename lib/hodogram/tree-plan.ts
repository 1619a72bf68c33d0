import type { Operation } from '@/lib/auth/permissions';
import { AppError } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import type { HodogramTreeNodeInput } from './schemas';

/**
 * PUT /api/Hodogram sends the whole template tree; this diffs it against the stored rows
 * (pure, so the rules are unit-tested without a database):
 * - a node without id is created, a stored node missing from the tree is deleted, a stored node
 *   whose parent, position, code, name, description or state differs is updated;
 * - ordinal = position among the siblings as sent (1-based);
 * - a node whose isActive changes passes it to all its descendants (whatever they carry);
 * - a node cannot be active under an inactive parent: an explicit activation there is refused
 *   (409), a new or moved node there simply becomes inactive;
 * - ids that are not template nodes, or that appear twice, are refused (400) with the node path.
 */
export type StoredNode = {
  id: number;
  parentId: number | null;
  ordinal: number;
  code: string | null;
  name: string;
  description: string | null;
  isActive: boolean;
};

export type PlannedNode = {
  /** `id:5` for a stored node, `new:<path>` for a new one. */
  key: string;
  id: number | null;
  parentKey: string | null;
  ordinal: number;
  code: string | null;
  name: string;
  description: string | null;
  isActive: boolean;
};

export type TreePlan = {
  /** Parents before children, so new parents get their ids first. */
  nodes: PlannedNode[];
  createdCount: number;
  updatedIds: number[];
  deletedIds: number[];
};

export function planTreeUpdate(stored: readonly StoredNode[], incoming: readonly HodogramTreeNodeInput[], root = 'hodogramEntities'): TreePlan {
  const byId = new Map(stored.map((n) => [n.id, n]));
  const seen = new Set<number>();
  const foreign: Record<string, string[]> = {};
  const inactiveParent: Record<string, string[]> = {};
  const nodes: PlannedNode[] = [];

  const walk = (list: readonly HodogramTreeNodeInput[], path: string, parentKey: string | null, parentActive: boolean | null, forced: boolean | undefined) => {
    list.forEach((input, index) => {
      const at = `${path}.${index}`;
      const current = input.id == null ? undefined : byId.get(input.id);
      if (input.id != null) {
        if (!current) foreign[`${at}.id`] = [messages.hodogramNodeNotInTemplate];
        else if (seen.has(input.id)) foreign[`${at}.id`] = [messages.hodogramNodeDuplicate];
        seen.add(input.id);
      }

      let isActive: boolean;
      let passDown = forced;
      if (forced !== undefined) isActive = forced;
      else if (current && input.isActive !== undefined && input.isActive !== current.isActive) {
        isActive = input.isActive;
        passDown = isActive;
      } else isActive = current ? current.isActive : (input.isActive ?? true);

      if (parentActive === false && isActive) {
        const explicit = current && !current.isActive && input.isActive === true && forced === undefined;
        if (explicit) inactiveParent[`${at}.isActive`] = [messages.hodogramParentInactive];
        isActive = false;
      }

      const key = current ? `id:${current.id}` : `new:${at}`;
      nodes.push({ key, id: current?.id ?? null, parentKey, ordinal: index + 1, code: input.code, name: input.name, description: input.description, isActive });
      walk(input.children, `${at}.children`, key, isActive, passDown);
    });
  };
  walk(incoming, root, null, null, undefined);

  if (Object.keys(foreign).length) throw new AppError(400, messages.validationFailed, foreign);
  if (Object.keys(inactiveParent).length) throw new AppError(409, messages.hodogramParentInactive, inactiveParent);

  const updatedIds: number[] = [];
  for (const node of nodes) {
    const current = node.id == null ? undefined : byId.get(node.id);
    if (!current) continue;
    const parentId = node.parentKey?.startsWith('id:') ? Number(node.parentKey.slice(3)) : node.parentKey === null ? null : NaN;
    const changed =
      parentId !== current.parentId ||
      node.ordinal !== current.ordinal ||
      node.code !== current.code ||
      node.name !== current.name ||
      node.description !== current.description ||
      node.isActive !== current.isActive;
    if (changed) updatedIds.push(current.id);
  }
  return {
    nodes,
    createdCount: nodes.filter((n) => n.id == null).length,
    updatedIds,
    deletedIds: stored.filter((n) => !seen.has(n.id)).map((n) => n.id),
  };
}

/** The hodogram rights a plan needs (spec part 1 section 6: create adds, update edits and reorders, delete deletes). */
export function requiredOperations(plan: TreePlan): Operation[] {
  const ops: Operation[] = [];
  if (plan.createdCount) ops.push('create');
  if (plan.updatedIds.length) ops.push('update');
  if (plan.deletedIds.length) ops.push('delete');
  return ops;
}
