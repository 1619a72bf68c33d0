/**
 * Pure helpers on the bill-of-quantities tree for the items tab: expanding by level, the
 * placeholder row of an inline add, and what a group delete takes with it.
 */
import type { ProjectItemNode } from '@/lib/project-items/types';

/** The deepest level that holds a group (0 when there are no groups). */
export function deepestGroupLevel(items: ProjectItemNode[]): number {
  let deepest = 0;
  const visit = (nodes: ProjectItemNode[]) => {
    for (const n of nodes) {
      if (!n.isGroup) continue;
      if (n.level > deepest) deepest = n.level;
      visit(n.children);
    }
  };
  visit(items);
  return deepest;
}

/**
 * The expanded state (row id -> true) that opens every group of level <= `level`: level 0 shows
 * the top rows only, level 1 also their children, and so on.
 */
export function expandedForLevel(items: ProjectItemNode[], level: number): Record<string, boolean> {
  const expanded: Record<string, boolean> = {};
  const visit = (nodes: ProjectItemNode[]) => {
    for (const n of nodes) {
      if (!n.isGroup || n.level > level) continue;
      expanded[String(n.id)] = true;
      visit(n.children);
    }
  };
  visit(items);
  return expanded;
}

/** The node with `id` and the ids of its ancestors (outermost first), or null. */
export function findWithAncestors(items: ProjectItemNode[], id: number): { node: ProjectItemNode; ancestors: number[] } | null {
  const path: number[] = [];
  const visit = (nodes: ProjectItemNode[]): ProjectItemNode | null => {
    for (const n of nodes) {
      if (n.id === id) return n;
      path.push(n.id);
      const found = visit(n.children);
      if (found) return found;
      path.pop();
    }
    return null;
  };
  const node = visit(items);
  return node ? { node, ancestors: [...path] } : null;
}

/** What a group's delete removes with it. */
export function countDescendants(node: ProjectItemNode): { groups: number; items: number } {
  let groups = 0;
  let items = 0;
  const visit = (nodes: ProjectItemNode[]) => {
    for (const n of nodes) {
      if (n.isGroup) groups++;
      else items++;
      visit(n.children);
    }
  };
  visit(node.children);
  return { groups, items };
}

/** Id of the placeholder row of an inline add (never a database id). */
export const DRAFT_ID = -1;

/** Where a new row goes: at the end of a group's children, or of the whole list (parentId null). */
export type DraftPlace = { parentId: number | null; isGroup: boolean };

/**
 * The tree with an empty placeholder row appended where the new row will be saved (the server
 * appends at the end of its siblings), its ordinal following the last sibling's.
 * Returns the tree unchanged when the parent is not in it.
 */
export function withDraftRow(items: ProjectItemNode[], place: DraftPlace, projectId: number): ProjectItemNode[] {
  const draft = (parent: ProjectItemNode | null, siblings: ProjectItemNode[]): ProjectItemNode => {
    const ordinal = (siblings.at(-1)?.ordinal ?? 0) + 1;
    return {
      id: DRAFT_ID,
      projectId,
      parentId: parent?.id ?? null,
      ordinal,
      ordinalDisplay: parent ? `${parent.ordinalDisplay}.${ordinal}` : String(ordinal),
      level: parent ? parent.level + 1 : 1,
      code: null,
      name: '',
      isGroup: place.isGroup,
      unitOfMeasurementId: null,
      unitOfMeasurement: null,
      quantity: null,
      unitPrice: null,
      totalPrice: '0',
      completedQuantity: null,
      completedPrice: '0',
      remainingQuantity: null,
      remainingPrice: '0',
      completedPercent: '0',
      children: [],
    };
  };
  if (place.parentId === null) return [...items, draft(null, items)];
  let placed = false;
  const visit = (nodes: ProjectItemNode[]): ProjectItemNode[] =>
    nodes.map((n) => {
      if (placed) return n;
      if (n.id === place.parentId) {
        placed = true;
        return { ...n, children: [...n.children, draft(n, n.children)] };
      }
      if (!n.children.length) return n;
      const children = visit(n.children);
      return placed ? { ...n, children } : n;
    });
  const next = visit(items);
  return placed ? next : items;
}

/** The first `limit` rows in the order of the list (depth first), without their children. */
export function firstRows(items: ProjectItemNode[], limit: number): ProjectItemNode[] {
  const rows: ProjectItemNode[] = [];
  const visit = (nodes: ProjectItemNode[]) => {
    for (const n of nodes) {
      if (rows.length >= limit) return;
      rows.push({ ...n, children: [] });
      visit(n.children);
    }
  };
  visit(items);
  return rows;
}
