/**
 * Pure tree helpers for hodogram rows (server and browser). Rows come flat from the database;
 * siblings are ordered by ordinal (then id, should two share one).
 */
export type TreeRow = { id: number; parentId: number | null; ordinal: number };
export type WithChildren<R> = R & { children: WithChildren<R>[] };

export function buildTree<R extends TreeRow>(rows: readonly R[]): WithChildren<R>[] {
  const byId = new Map<number, WithChildren<R>>();
  for (const row of rows) byId.set(row.id, { ...row, children: [] });
  const roots: WithChildren<R>[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId == null ? undefined : byId.get(node.parentId);
    // A row whose parent is not among the rows is shown as a root rather than lost.
    (parent ? parent.children : roots).push(node);
  }
  const order = (a: TreeRow, b: TreeRow) => a.ordinal - b.ordinal || a.id - b.id;
  const sort = (list: WithChildren<R>[]) => {
    list.sort(order);
    for (const n of list) sort(n.children);
  };
  sort(roots);
  return roots;
}

/** Every node of a tree, parents before their children, siblings in order. */
export function flattenTree<N extends { children: N[] }>(nodes: readonly N[]): N[] {
  const out: N[] = [];
  const walk = (list: readonly N[]) => {
    for (const n of list) {
      out.push(n);
      walk(n.children);
    }
  };
  walk(nodes);
  return out;
}

/** The number of nodes below a node (children, grandchildren, …). */
export function countDescendants(node: { children: { children: unknown[] }[] }): number {
  let n = 0;
  for (const child of node.children) n += 1 + countDescendants(child as typeof node);
  return n;
}

/** The tree without its inactive nodes; an inactive node's subtree goes with it. */
export function activeOnly<N extends { isActive: boolean; children: N[] }>(nodes: readonly N[]): N[] {
  return nodes.filter((n) => n.isActive).map((n) => ({ ...n, children: activeOnly(n.children) }));
}

type Node<N> = { id: number; children: N[] };

/** The siblings under `parentId` (null: the roots) in the order of `orderedIds`; the rest of the tree as it was. */
export function reorderChildren<N extends Node<N>>(nodes: readonly N[], parentId: number | null, orderedIds: readonly number[]): N[] {
  const order = (list: readonly N[]) => {
    const byId = new Map(list.map((n) => [n.id, n]));
    const picked = orderedIds.map((id) => byId.get(id)).filter((n): n is N => !!n);
    return picked.length === list.length ? picked : [...list];
  };
  if (parentId === null) return order(nodes);
  return nodes.map((n) => (n.id === parentId ? { ...n, children: order(n.children) } : { ...n, children: reorderChildren(n.children, parentId, orderedIds) }));
}

/** A node and its parent (null for a root), or undefined. */
export function findWithParent<N extends Node<N>>(nodes: readonly N[], id: number, parent: N | null = null): { node: N; parent: N | null } | undefined {
  for (const n of nodes) {
    if (n.id === id) return { node: n, parent };
    const found = findWithParent(n.children, id, n);
    if (found) return found;
  }
  return undefined;
}

/**
 * Reorder mode's moves between levels: `indent` makes a node the last child of its previous
 * sibling, `outdent` puts it right after its parent. The tree is returned unchanged when the
 * move is not possible (first sibling, or a root).
 */
export function indentNode<N extends Node<N>>(nodes: readonly N[], id: number): N[] {
  const index = nodes.findIndex((n) => n.id === id);
  if (index > 0) {
    const target = nodes[index - 1];
    const moved = nodes[index];
    return nodes.filter((n) => n.id !== id).map((n) => (n === target ? { ...n, children: [...n.children, moved] } : n));
  }
  if (index === 0) return [...nodes];
  return nodes.map((n) => ({ ...n, children: indentNode(n.children, id) }));
}

export function outdentNode<N extends Node<N>>(nodes: readonly N[], id: number): N[] {
  const out: N[] = [];
  for (const n of nodes) {
    const moved = n.children.find((c) => c.id === id);
    if (moved) out.push({ ...n, children: n.children.filter((c) => c.id !== id) }, moved);
    else out.push({ ...n, children: outdentNode(n.children, id) });
  }
  return out;
}
