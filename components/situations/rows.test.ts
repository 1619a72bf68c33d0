import { describe, expect, it } from 'vitest';
import type { ProjectItemNode } from '@/lib/project-items/types';
import type { SituationTableLine } from '@/lib/situations/table-schemas';
import { AMOUNT, linePercent, situationRows } from './rows';

const node = (id: number, ordinalDisplay: string, level: number, isGroup: boolean, children: ProjectItemNode[] = []): ProjectItemNode => ({
  id,
  projectId: 1,
  parentId: null,
  ordinal: 1,
  ordinalDisplay,
  level,
  code: null,
  name: `Stavka ${ordinalDisplay}`,
  isGroup,
  unitOfMeasurementId: null,
  unitOfMeasurement: isGroup ? null : 'm3',
  quantity: null,
  unitPrice: null,
  totalPrice: '0',
  completedQuantity: null,
  completedPrice: '0',
  remainingQuantity: null,
  remainingPrice: '0',
  completedPercent: '0',
  children,
});

const line = (projectItemId: number, projectCooperatorId: number | null, lineId: number | null, values: Partial<SituationTableLine>): SituationTableLine => ({
  projectItemId,
  projectCooperatorId,
  lineId,
  quantity: '0',
  unitPrice: '0',
  totalPrice: '0',
  periodQuantity: '0',
  periodAmount: '0',
  cumulativeQuantity: '0',
  cumulativeAmount: '0',
  situationItemId: null,
  periodIncome: null,
  cumulativeIncome: null,
  ...values,
});

// 1 Zemljani radovi > 1.1 Iskop; 2 Betonski radovi > 2.1 Beton, 2.2 Armatura; 3 Oplata (no line)
const tree = [
  node(1, '1', 1, true, [node(11, '1.1', 2, false)]),
  node(2, '2', 1, true, [node(21, '2.1', 2, false), node(22, '2.2', 2, false)]),
  node(3, '3', 1, true, [node(31, '3.1', 2, false)]),
];
const C = 100;
const SUB = 101;
const lines = [
  line(11, C, 1, { quantity: '200', totalPrice: '2300', periodQuantity: '0', cumulativeQuantity: '50', cumulativeAmount: '575' }),
  line(21, C, 2, { quantity: '12.5', totalPrice: '1092.5', periodQuantity: '9', periodAmount: '786.6', cumulativeQuantity: '14', cumulativeAmount: '1223.6', situationItemId: 7 }),
  line(22, C, 3, { quantity: '100', totalPrice: '145', periodQuantity: '20.1', periodAmount: '29.15', cumulativeQuantity: '30.4', cumulativeAmount: '44.08', situationItemId: 8 }),
  line(21, SUB, 4, { quantity: '12.5', totalPrice: '750.38', periodQuantity: '4.5', periodAmount: '270.14', periodIncome: '393.3', cumulativeQuantity: '6', cumulativeAmount: '360.18', cumulativeIncome: '524.4' }),
  line(31, 200, 5, { quantity: '1', totalPrice: '1' }), // another contractor's
];
const open = { isExpanded: () => true, filter: null };

describe('situations tab rows', () => {
  it("the contractor's items under their groups; groups and the total row sum the rounded amounts exactly", () => {
    const built = situationRows(tree, lines, { contractorId: C, subcontractorIds: [SUB], ...open });
    expect(built.rows.map((r) => r.ordinalDisplay)).toEqual(['1', '1.1', '2', '2.1', '2.2']);
    const group2 = built.rows.find((r) => r.id === 2)!;
    expect(group2.sums[AMOUNT.period]).toBe('815.75'); // 786,60 + 29,15
    expect(group2.sums[AMOUNT.cumulative]).toBe('1267.68');
    expect(built.totals[AMOUNT.contracted]).toBe('3537.50');
    expect(built.totals[AMOUNT.cumulative]).toBe('1842.68');
    expect(built.totals[AMOUNT.income(SUB)]).toBe('393.30');
    expect(built.totals[AMOUNT.expense(SUB)]).toBe('270.14');
    expect(built.totals[AMOUNT.cumulativeExpense(SUB)]).toBe('360.18');
    const concrete = built.rows.find((r) => r.id === 21)!;
    expect(concrete.subs[SUB].lineId).toBe(4);
    expect(concrete.percent).toBe('1.120000'); // 14 / 12,5
    expect(built.items).toBe(3);
    expect(built.deepestGroupLevel).toBe(1);
  });

  it('the percent filter keeps the items in range and their groups', () => {
    const over = situationRows(tree, lines, { contractorId: C, subcontractorIds: [], isExpanded: () => true, filter: 'over' });
    expect(over.rows.map((r) => r.ordinalDisplay)).toEqual(['2', '2.1']);
    expect(over.totals[AMOUNT.contracted]).toBe('1092.50');
    const partial = situationRows(tree, lines, { contractorId: C, subcontractorIds: [], isExpanded: () => true, filter: 'partial' });
    expect(partial.rows.map((r) => r.ordinalDisplay)).toEqual(['1', '1.1', '2', '2.2']);
  });

  it('a collapsed group hides its rows but keeps its sums and the totals', () => {
    const built = situationRows(tree, lines, { contractorId: C, subcontractorIds: [], isExpanded: (g) => g.id !== 2, filter: null });
    expect(built.rows.map((r) => r.ordinalDisplay)).toEqual(['1', '1.1', '2']);
    expect(built.rows[2]).toMatchObject({ expanded: false });
    expect(built.rows[2].sums[AMOUNT.period]).toBe('815.75');
    expect(built.totals[AMOUNT.period]).toBe('815.75');
  });

  it('every contractor: the lines without a cooperator (the server sums)', () => {
    const all = [line(21, null, null, { quantity: '22.5', totalPrice: '1892.5', cumulativeQuantity: '16' })];
    const built = situationRows(tree, all, { contractorId: null, subcontractorIds: [], ...open });
    expect(built.rows.map((r) => r.ordinalDisplay)).toEqual(['2', '2.1']);
    expect(built.rows[1].percent).toBe('0.711111'); // 16 / 22,5
  });

  it('percent: 0 when nothing is contracted', () => {
    expect(linePercent({ quantity: '0', cumulativeQuantity: '5' })).toBe('0.000000');
  });
});
