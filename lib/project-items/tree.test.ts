import { describe, expect, it } from 'vitest';
import { buildItemsTree, type ProjectItemRow } from './tree';

/** Rollups with completed quantities (what the situations module will feed through progress.ts). */
let nextId = 1;
const group = (parentId: number | null, ordinal: number): ProjectItemRow => ({
  id: nextId++, projectId: 1, parentId, ordinal, code: null, name: `G${ordinal}`, isGroup: true,
  unitOfMeasurementId: null, unitOfMeasurement: null, quantity: null, unitPrice: null, totalPrice: null,
});
const item = (parentId: number | null, ordinal: number, quantity: string, unitPrice: string, totalPrice: string): ProjectItemRow => ({
  id: nextId++, projectId: 1, parentId, ordinal, code: null, name: `I${ordinal}`, isGroup: false,
  unitOfMeasurementId: 7, unitOfMeasurement: 'm2', quantity, unitPrice, totalPrice,
});

describe('buildItemsTree', () => {
  it('completed and remaining amounts, percents of items and groups, exact sums', () => {
    nextId = 1;
    const g = group(null, 1);
    const a = item(g.id, 1, '3.000000', '19.990000', '59.97');
    const b = item(g.id, 2, '2.000000', '0.100000', '0.20');
    const c = item(g.id, 3, '0.000000', '5.000000', '0.00');
    const top = item(null, 2, '1.000000', '0.200000', '0.20');
    // rows in any order; siblings sorted by ordinal
    const completed = new Map([
      [a.id, '1.500000'], // 29.985 -> 29.99
      [b.id, '3.000000'], // more than contracted: over 100 %
      [c.id, '1.000000'], // quantity 0: percent 0
    ]);
    const tree = buildItemsTree([top, c, b, a, g], completed);
    const [G, T] = tree.items;
    const [A, B, C] = G.children;
    expect(A).toMatchObject({ ordinalDisplay: '1.1', completedQuantity: '1.500000', completedPrice: '29.99', remainingQuantity: '1.500000', remainingPrice: '29.98', completedPercent: '0.500000' });
    expect(B).toMatchObject({ completedQuantity: '3.000000', completedPrice: '0.30', remainingQuantity: '-1.000000', remainingPrice: '-0.10', completedPercent: '1.500000' });
    expect(C).toMatchObject({ completedQuantity: '1.000000', completedPrice: '5.00', completedPercent: '0.000000', remainingPrice: '-5.00' });
    expect(G).toMatchObject({ totalPrice: '60.17', completedPrice: '35.29', remainingPrice: '24.88', completedPercent: '0.586505' });
    expect(T).toMatchObject({ ordinalDisplay: '2', completedQuantity: '0.000000', remainingQuantity: '1.000000', remainingPrice: '0.20', completedPercent: '0.000000' });
    expect(tree.summary).toEqual({ totalPrice: '60.37', completedPrice: '35.29', remainingPrice: '25.08', completedPercent: '0.584562', groups: 1, items: 4 });
  });

  it('deep trees are built without recursion; a subtree keeps its dotted prefix and level', () => {
    nextId = 1;
    const rows: ProjectItemRow[] = [];
    let parent: number | null = null;
    for (let level = 1; level <= 3000; level++) {
      const g = group(parent, 1);
      rows.push(g);
      parent = g.id;
    }
    rows.push(item(parent, 1, '1.000000', '1.000000', '1.00'));
    const tree = buildItemsTree(rows, new Map());
    expect(tree.summary).toMatchObject({ groups: 3000, items: 1, totalPrice: '1.00' });
    expect(tree.items[0].totalPrice).toBe('1.00');

    nextId = 100;
    const sub = group(5, 3);
    const leaf = item(sub.id, 2, '2.000000', '1.500000', '3.00');
    const part = buildItemsTree([sub, leaf], new Map(), { pathPrefix: '1.4', parentLevel: 2 });
    expect(part.items[0]).toMatchObject({ ordinalDisplay: '1.4.3', level: 3, totalPrice: '3.00' });
    expect(part.items[0].children[0]).toMatchObject({ ordinalDisplay: '1.4.3.2', level: 4 });
  });
});
