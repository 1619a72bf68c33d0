import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';
import type { HodogramTreeNodeInput } from './schemas';
import { planTreeUpdate, requiredOperations, type StoredNode } from './tree-plan';

// Stored: 1 Priprema (2 Ugovor, 3 Prijava), 4 Izvođenje (5 Radovi), 6 Jamstvo (inactive, 7 Povrat inactive)
const stored: StoredNode[] = [
  { id: 1, parentId: null, ordinal: 1, code: 'PR', name: 'Priprema', description: null, isActive: true },
  { id: 2, parentId: 1, ordinal: 1, code: 'PR-01', name: 'Ugovor', description: null, isActive: true },
  { id: 3, parentId: 1, ordinal: 2, code: 'PR-02', name: 'Prijava', description: null, isActive: true },
  { id: 4, parentId: null, ordinal: 2, code: 'IZ', name: 'Izvođenje', description: null, isActive: true },
  { id: 5, parentId: 4, ordinal: 1, code: 'IZ-01', name: 'Radovi', description: null, isActive: true },
  { id: 6, parentId: null, ordinal: 3, code: 'JR', name: 'Jamstvo', description: null, isActive: false },
  { id: 7, parentId: 6, ordinal: 1, code: 'JR-01', name: 'Povrat', description: null, isActive: false },
];

/** The stored tree as a client would send it back. */
function asSent(): HodogramTreeNodeInput[] {
  const of = (parentId: number | null): HodogramTreeNodeInput[] =>
    stored
      .filter((n) => n.parentId === parentId)
      .map((n) => ({ id: n.id, name: n.name, code: n.code, description: n.description, isActive: n.isActive, children: of(n.id) }));
  return of(null);
}

const byId = (plan: ReturnType<typeof planTreeUpdate>, id: number) => plan.nodes.find((n) => n.id === id)!;

describe('planTreeUpdate', () => {
  it('changes nothing for the stored tree sent back', () => {
    const plan = planTreeUpdate(stored, asSent());
    expect(plan).toMatchObject({ createdCount: 0, updatedIds: [], deletedIds: [] });
    expect(requiredOperations(plan)).toEqual([]);
  });

  it('takes ordinals from the positions: a reorder is an update of the moved siblings only', () => {
    const tree = asSent();
    tree[0].children.reverse();
    const plan = planTreeUpdate(stored, tree);
    expect(plan.updatedIds.sort()).toEqual([2, 3]);
    expect(byId(plan, 3).ordinal).toBe(1);
    expect(byId(plan, 2).ordinal).toBe(2);
    expect(requiredOperations(plan)).toEqual(['update']);
  });

  it('moves a node under another parent', () => {
    const tree = asSent();
    const [moved] = tree[0].children.splice(1, 1);
    tree[1].children.unshift(moved);
    const plan = planTreeUpdate(stored, tree);
    expect(byId(plan, 3)).toMatchObject({ parentKey: 'id:4', ordinal: 1 });
    expect(byId(plan, 5).ordinal).toBe(2);
    expect(plan.updatedIds.sort()).toEqual([3, 5]);
  });

  it('creates nodes without id (also under a new parent) and needs only the create right for that', () => {
    const tree = asSent();
    tree.push({ id: null, name: 'Nova faza', code: null, description: null, children: [{ id: null, name: 'Novi korak', code: 'N-1', description: null, children: [] }] });
    const plan = planTreeUpdate(stored, tree);
    expect(plan.createdCount).toBe(2);
    const [phase, step] = plan.nodes.filter((n) => n.id === null);
    expect(phase).toMatchObject({ parentKey: null, ordinal: 4, isActive: true });
    expect(step).toMatchObject({ parentKey: phase.key, ordinal: 1 });
    expect(requiredOperations(plan)).toEqual(['create']);
  });

  it('deletes stored nodes missing from the tree (needs only the delete right)', () => {
    const tree = asSent().filter((n) => n.id !== 6);
    const plan = planTreeUpdate(stored, tree);
    expect(plan.deletedIds.sort()).toEqual([6, 7]);
    expect(requiredOperations(plan)).toEqual(['delete']);
  });

  it('keeps a node moved out of a deleted subtree', () => {
    const tree = asSent().filter((n) => n.id !== 1);
    tree[0].children.push({ id: 3, name: 'Prijava', code: 'PR-02', description: null, children: [] });
    const plan = planTreeUpdate(stored, tree);
    expect(plan.deletedIds.sort()).toEqual([1, 2]);
    expect(requiredOperations(plan)).toEqual(['update', 'delete']);
  });

  it('passes a changed isActive to all descendants, whatever they carry', () => {
    const tree = asSent();
    tree[0].isActive = false;
    tree[0].children[0].isActive = true; // ignored: the parent's change wins
    const plan = planTreeUpdate(stored, tree);
    expect([1, 2, 3].map((id) => byId(plan, id).isActive)).toEqual([false, false, false]);
    expect(plan.updatedIds.sort()).toEqual([1, 2, 3]);

    const again = asSent();
    again[2].isActive = true;
    const activated = planTreeUpdate(stored, again);
    expect([6, 7].map((id) => byId(activated, id).isActive)).toEqual([true, true]);
  });

  it('refuses activating a node under an inactive parent (409), and makes new nodes there inactive', () => {
    const tree = asSent();
    tree[2].children[0].isActive = true;
    expect(() => planTreeUpdate(stored, tree)).toThrow(expect.objectContaining({ status: 409, errors: { 'hodogramEntities.2.children.0.isActive': [messages.hodogramParentInactive] } }));

    const added = asSent();
    added[2].children.push({ id: null, name: 'Novi', code: null, description: null, isActive: true, children: [] });
    expect(planTreeUpdate(stored, added).nodes.find((n) => n.id === null)!.isActive).toBe(false);
  });

  it('refuses ids that are not template nodes or appear twice, naming the node path (400)', () => {
    const tree = asSent();
    tree[0].children.push({ id: 999, name: 'Tuđi', code: null, description: null, children: [] });
    tree[1].children.push({ id: 2, name: 'Dvaput', code: null, description: null, children: [] });
    expect(() => planTreeUpdate(stored, tree)).toThrow(
      expect.objectContaining({
        status: 400,
        errors: {
          'hodogramEntities.0.children.2.id': [messages.hodogramNodeNotInTemplate],
          'hodogramEntities.1.children.1.id': [messages.hodogramNodeDuplicate],
        },
      }),
    );
  });

  it('sees edits of name, code and description as updates', () => {
    const tree = asSent();
    tree[1].children[0].name = 'Radovi na objektu';
    tree[1].code = null;
    expect(planTreeUpdate(stored, tree).updatedIds.sort()).toEqual([4, 5]);
  });
});
