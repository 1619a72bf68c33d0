import { describe, expect, it } from 'vitest';
import { FIXTURE_ITEMS } from '@/tests/fixtures/project-items';
import { countDescendants, deepestGroupLevel, DRAFT_ID, expandedForLevel, findWithAncestors, firstRows, withDraftRow } from './tree';

describe('expanding by level', () => {
  it('finds the deepest group level', () => {
    expect(deepestGroupLevel(FIXTURE_ITEMS)).toBe(2);
    expect(deepestGroupLevel([])).toBe(0);
  });

  it('opens the groups up to a level', () => {
    expect(expandedForLevel(FIXTURE_ITEMS, 0)).toEqual({});
    expect(expandedForLevel(FIXTURE_ITEMS, 1)).toEqual({ 1: true, 6: true, 8: true });
    expect(expandedForLevel(FIXTURE_ITEMS, 2)).toEqual({ 1: true, 4: true, 6: true, 8: true });
  });
});

describe('tree look-ups', () => {
  it('finds a node with its ancestors', () => {
    const found = findWithAncestors(FIXTURE_ITEMS, 5);
    expect(found?.node.name).toBe('Nasip šljunkom ž');
    expect(found?.ancestors).toEqual([1, 4]);
    expect(findWithAncestors(FIXTURE_ITEMS, 999)).toBeNull();
  });

  it('counts what goes with a group', () => {
    expect(countDescendants(FIXTURE_ITEMS[0])).toEqual({ groups: 1, items: 3 });
    expect(countDescendants(FIXTURE_ITEMS[2])).toEqual({ groups: 0, items: 0 });
  });
});

describe('withDraftRow', () => {
  it('appends a top-level row with the next ordinal', () => {
    const tree = withDraftRow(FIXTURE_ITEMS, { parentId: null, isGroup: true }, 7);
    expect(tree).toHaveLength(5);
    expect(tree[4]).toMatchObject({ id: DRAFT_ID, ordinalDisplay: '5', level: 1, isGroup: true, parentId: null });
  });

  it('appends at the end of a nested group, with the dotted ordinal', () => {
    const tree = withDraftRow(FIXTURE_ITEMS, { parentId: 4, isGroup: false }, 7);
    const group = tree[0].children[2];
    expect(group.children.at(-1)).toMatchObject({ id: DRAFT_ID, ordinalDisplay: '1.3.2', level: 3, parentId: 4, isGroup: false });
    // Only the path to the draft is copied.
    expect(tree[1]).toBe(FIXTURE_ITEMS[1]);
    expect(FIXTURE_ITEMS[0].children[2].children).toHaveLength(1);
  });

  it('starts an empty group at 1', () => {
    const tree = withDraftRow(FIXTURE_ITEMS, { parentId: 8, isGroup: false }, 7);
    expect(tree[2].children[0].ordinalDisplay).toBe('3.1');
  });

  it('leaves the tree alone for an unknown parent', () => {
    expect(withDraftRow(FIXTURE_ITEMS, { parentId: 999, isGroup: false }, 7)).toBe(FIXTURE_ITEMS);
  });
});

describe('firstRows', () => {
  it('takes rows depth first, without children', () => {
    const rows = firstRows(FIXTURE_ITEMS, 5);
    expect(rows.map((r) => r.ordinalDisplay)).toEqual(['1', '1.1', '1.2', '1.3', '1.3.1']);
    expect(rows.every((r) => r.children.length === 0)).toBe(true);
  });
});
