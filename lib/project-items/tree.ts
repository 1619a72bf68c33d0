/**
 * Builds the items tree with its rollups from flat rows in one pass (no query per node).
 * Exact arithmetic on scaled BigInts (amounts.ts): a group's prices are the exact sums of its
 * descendants'; an item's completed price is round(completedQuantity x unitPrice, 2).
 *
 * The work is a generator that pauses every BUILD_STEP nodes: buildItemsTree runs it through
 * at once (a subtree, the tests), buildItemsTreeYielding lets the event loop serve other
 * requests at each pause (a whole list of 20,000 rows is about 100 ms of work).
 */
import { fromScaled, toScaled } from '@/lib/format/decimal';
import { MONEY_SCALE, priceScaled, QUANTITY_SCALE, ratioScaled, RATIO_SCALE } from './amounts';
import { yieldToLoop } from './import-rows';
import type { ProjectItemNode, ProjectItemsSummary, ProjectItemsTree } from './types';

/** A row as the queries read it (numerics as Postgres strings). */
export type ProjectItemRow = Pick<
  ProjectItemNode,
  'id' | 'projectId' | 'parentId' | 'ordinal' | 'code' | 'name' | 'isGroup' | 'unitOfMeasurementId' | 'unitOfMeasurement' | 'quantity' | 'unitPrice'
> & {
  /** Nullable as stored; the node's is '0.00' then. */
  totalPrice: string | null;
};

/** Completed quantity per item id (progress.ts), decimal strings. */
export type CompletedQuantities = ReadonlyMap<number, string>;

type Sums = { total: bigint; completed: bigint };

const ZERO_QUANTITY = fromScaled(0n, QUANTITY_SCALE);

export type BuildOptions = {
  /** Dotted ordinals of the roots' ancestors ("1.2"), when building a subtree. */
  pathPrefix?: string;
  /** Level of the roots' parent (0 for a whole list). */
  parentLevel?: number;
};

/** Nodes built (or rolled up) between two pauses: a few milliseconds of work. */
const BUILD_STEP = 500;

/**
 * Rows in any order; siblings are ordered by ordinal (then id). Roots are rows without a parent
 * among the rows. Iterative, so no depth can overflow the stack.
 */
export function buildItemsTree(rows: readonly ProjectItemRow[], completed: CompletedQuantities, options: BuildOptions = {}): ProjectItemsTree {
  const steps = buildSteps(rows, completed, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The same tree, yielding to the event loop every BUILD_STEP nodes (a whole list). */
export async function buildItemsTreeYielding(
  rows: readonly ProjectItemRow[],
  completed: CompletedQuantities,
  options: BuildOptions = {},
): Promise<ProjectItemsTree> {
  const steps = buildSteps(rows, completed, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await yieldToLoop();
  }
}

function* buildSteps(rows: readonly ProjectItemRow[], completed: CompletedQuantities, options: BuildOptions): Generator<void, ProjectItemsTree> {
  const ids = new Set<number>();
  for (const r of rows) ids.add(r.id);
  const childRows = new Map<number, ProjectItemRow[]>();
  const rootRows: ProjectItemRow[] = [];
  for (const r of rows) {
    if (r.parentId === null || !ids.has(r.parentId)) rootRows.push(r);
    else {
      const list = childRows.get(r.parentId);
      if (list) list.push(r);
      else childRows.set(r.parentId, [r]);
    }
  }
  const bySiblingOrder = (a: ProjectItemRow, b: ProjectItemRow) => a.ordinal - b.ordinal || a.id - b.id;
  rootRows.sort(bySiblingOrder);
  for (const list of childRows.values()) list.sort(bySiblingOrder);
  yield;

  const sums = new Map<ProjectItemNode, Sums>();
  const roots: ProjectItemNode[] = [];
  // Pre-order walk with an explicit stack; `order` is then processed backwards (children first).
  const order: ProjectItemNode[] = [];
  const stack: { row: ProjectItemRow; parent: ProjectItemNode | null }[] = [];
  for (let i = rootRows.length - 1; i >= 0; i--) stack.push({ row: rootRows[i], parent: null });
  const prefix = options.pathPrefix ? `${options.pathPrefix}.` : '';
  const baseLevel = options.parentLevel ?? 0;
  while (stack.length) {
    const { row, parent } = stack.pop()!;
    const node = createNode(row, parent ? `${parent.ordinalDisplay}.${row.ordinal}` : `${prefix}${row.ordinal}`, parent ? parent.level + 1 : baseLevel + 1);
    if (parent) parent.children.push(node);
    else roots.push(node);
    order.push(node);
    if (order.length % BUILD_STEP === 0) yield;
    const children = childRows.get(row.id);
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push({ row: children[i], parent: node });
  }

  let groups = 0;
  let items = 0;
  for (let i = order.length - 1; i >= 0; i--) {
    if (i % BUILD_STEP === 0 && i > 0) yield;
    const node = order[i];
    let s: Sums;
    if (node.isGroup) {
      groups++;
      s = { total: 0n, completed: 0n };
      for (const child of node.children) {
        const c = sums.get(child)!;
        s.total += c.total;
        s.completed += c.completed;
      }
      node.totalPrice = fromScaled(s.total, MONEY_SCALE);
      node.completedPrice = fromScaled(s.completed, MONEY_SCALE);
      node.remainingPrice = fromScaled(s.total - s.completed, MONEY_SCALE);
      node.completedPercent = fromScaled(ratioScaled(s.completed, s.total), RATIO_SCALE);
    } else {
      items++;
      s = itemProgress(node, completed.get(node.id));
    }
    sums.set(node, s);
  }

  let total = 0n;
  let done = 0n;
  for (const root of roots) {
    const s = sums.get(root)!;
    total += s.total;
    done += s.completed;
  }
  const summary: ProjectItemsSummary = {
    totalPrice: fromScaled(total, MONEY_SCALE),
    completedPrice: fromScaled(done, MONEY_SCALE),
    remainingPrice: fromScaled(total - done, MONEY_SCALE),
    completedPercent: fromScaled(ratioScaled(done, total), RATIO_SCALE),
    groups,
    items,
  };
  return { items: roots, summary } satisfies ProjectItemsTree;
}

function createNode(row: ProjectItemRow, ordinalDisplay: string, level: number): ProjectItemNode {
  // Field order is the wire order; nothing beyond the type; `children` last (tree-json.ts).
  return {
    id: row.id,
    projectId: row.projectId,
    parentId: row.parentId,
    ordinal: row.ordinal,
    ordinalDisplay,
    level,
    code: row.code,
    name: row.name,
    isGroup: row.isGroup,
    unitOfMeasurementId: row.isGroup ? null : row.unitOfMeasurementId,
    unitOfMeasurement: row.isGroup ? null : row.unitOfMeasurement,
    quantity: row.isGroup ? null : row.quantity,
    unitPrice: row.isGroup ? null : row.unitPrice,
    totalPrice: row.totalPrice ?? '0.00',
    completedQuantity: null,
    completedPrice: '0.00',
    remainingQuantity: null,
    remainingPrice: '0.00',
    completedPercent: '0.000000',
    children: [],
  };
}

/** An item's completed and remaining amounts from its completed quantity. */
function itemProgress(node: ProjectItemNode, completedQuantity: string | undefined): Sums {
  const total = toScaled(node.totalPrice, MONEY_SCALE);
  if (completedQuantity === undefined) {
    // Nothing completed (the common case): remaining is the contract, no arithmetic needed.
    node.totalPrice = fromScaled(total, MONEY_SCALE);
    node.completedQuantity = ZERO_QUANTITY;
    node.remainingQuantity = fromScaled(toScaled(node.quantity ?? '0', QUANTITY_SCALE), QUANTITY_SCALE);
    node.remainingPrice = node.totalPrice;
    return { total, completed: 0n };
  }
  const quantity = toScaled(node.quantity ?? '0', QUANTITY_SCALE);
  const unitPrice = toScaled(node.unitPrice ?? '0', QUANTITY_SCALE);
  const doneQuantity = toScaled(completedQuantity, QUANTITY_SCALE);
  const donePrice = priceScaled(doneQuantity, unitPrice);
  node.totalPrice = fromScaled(total, MONEY_SCALE);
  node.completedQuantity = fromScaled(doneQuantity, QUANTITY_SCALE);
  node.completedPrice = fromScaled(donePrice, MONEY_SCALE);
  node.remainingQuantity = fromScaled(quantity - doneQuantity, QUANTITY_SCALE);
  node.remainingPrice = fromScaled(total - donePrice, MONEY_SCALE);
  node.completedPercent = fromScaled(ratioScaled(doneQuantity, quantity), RATIO_SCALE);
  return { total, completed: donePrice };
}

/** The tree's nodes in pre-order (the list as the tree shows it), without recursion. */
export function preOrder(roots: readonly ProjectItemNode[]): ProjectItemNode[] {
  const out: ProjectItemNode[] = [];
  const stack = [...roots].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    out.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return out;
}
