import { describe, expect, it } from 'vitest';
import { activeOnly, buildTree, countDescendants, findWithParent, flattenTree, indentNode, outdentNode, reorderChildren } from './tree';

const rows = [
  { id: 5, parentId: 1, ordinal: 2, isActive: true },
  { id: 1, parentId: null, ordinal: 2, isActive: true },
  { id: 2, parentId: null, ordinal: 1, isActive: false },
  { id: 3, parentId: 2, ordinal: 1, isActive: true },
  { id: 4, parentId: 1, ordinal: 1, isActive: true },
  { id: 6, parentId: 4, ordinal: 1, isActive: true },
];

describe('tree helpers', () => {
  it('builds the tree with siblings by ordinal', () => {
    const tree = buildTree(rows);
    expect(flattenTree(tree).map((n) => n.id)).toEqual([2, 3, 1, 4, 6, 5]);
    expect(tree[1].children.map((n) => n.id)).toEqual([4, 5]);
  });

  it('counts descendants at every depth', () => {
    const [, first] = buildTree(rows);
    expect(countDescendants(first)).toBe(3);
  });

  it('drops inactive nodes with their whole subtree', () => {
    expect(flattenTree(activeOnly(buildTree(rows))).map((n) => n.id)).toEqual([1, 4, 6, 5]);
  });

  it('reorders one sibling list and leaves the rest alone', () => {
    const tree = buildTree(rows);
    expect(reorderChildren(tree, null, [1, 2]).map((n) => n.id)).toEqual([1, 2]);
    const nested = reorderChildren(tree, 1, [5, 4]);
    expect(flattenTree(nested).map((n) => n.id)).toEqual([2, 3, 1, 5, 4, 6]);
    expect(flattenTree(tree).map((n) => n.id)).toEqual([2, 3, 1, 4, 6, 5]); // not mutated
    // An incomplete order is ignored rather than losing nodes.
    expect(reorderChildren(tree, 1, [5]).find((n) => n.id === 1)!.children.map((n) => n.id)).toEqual([4, 5]);
  });

  it('finds a node with its parent', () => {
    const tree = buildTree(rows);
    expect(findWithParent(tree, 6)?.parent?.id).toBe(4);
    expect(findWithParent(tree, 2)?.parent).toBeNull();
    expect(findWithParent(tree, 99)).toBeUndefined();
  });

  it('indents a node under its previous sibling and outdents it after its parent', () => {
    const tree = buildTree(rows); // 2(3), 1(4(6), 5)
    const shape = (t: ReturnType<typeof buildTree<(typeof rows)[number]>>): unknown => t.map((n) => (n.children.length ? [n.id, shape(n.children)] : n.id));
    expect(shape(indentNode(tree, 5))).toEqual([[2, [3]], [1, [[4, [6, 5]]]]]);
    expect(shape(indentNode(tree, 1))).toEqual([[2, [3, [1, [[4, [6]], 5]]]]]);
    expect(shape(indentNode(tree, 2))).toEqual(shape(tree)); // the first sibling stays
    expect(shape(outdentNode(tree, 6))).toEqual([[2, [3]], [1, [4, 6, 5]]]);
    expect(shape(outdentNode(tree, 4))).toEqual([[2, [3]], [1, [5]], [4, [6]]]);
    expect(shape(outdentNode(tree, 1))).toEqual(shape(tree)); // a root stays
  });
});
