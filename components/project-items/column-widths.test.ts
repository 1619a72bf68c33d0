import { describe, expect, it } from 'vitest';
import { FIXTURE_TREE } from '@/tests/fixtures/project-items';
import type { ProjectItemNode, ProjectItemsTree } from '@/lib/project-items/types';
import { CELL_CHROME, estimateTextWidth, INPUT_CHROME, longestStrings, numberColumnWidths, ORDINAL_MIN_WIDTH, ordinalColumnWidth, treeOrdinals, UNIT_WIDTH, unitColumnWidth, widestTexts, withEditorWidths, type TextWidth } from './column-widths';

const widthsOf = (tree: ProjectItemsTree, measure: TextWidth) => numberColumnWidths(widestTexts(tree.items, tree.summary), measure);

/** A font where every character is 8 px wide, 10 px in bold: widths are easy to check. */
const mono: TextWidth = (text, bold) => text.length * (bold ? 10 : 8);

/** The fixture with a 12-digit group total and summary, and a long quantity (issue 9). */
function bigTree(): ProjectItemsTree {
  const [first, ...rest] = FIXTURE_TREE.items;
  const item: ProjectItemNode = { ...first.children[0], quantity: '4548.520406', remainingQuantity: '4548.520406', unitPrice: '0.000000', totalPrice: '0.00', remainingPrice: '0.00' };
  const group: ProjectItemNode = { ...first, totalPrice: '228800929123.41', remainingPrice: '228800929123.41', children: [item, ...first.children.slice(1)] };
  return { items: [group, ...rest], summary: { ...FIXTURE_TREE.summary, totalPrice: '228800929123.41', remainingPrice: '228800929123.41' } };
}

describe('numberColumnWidths', () => {
  it('makes each number column as wide as its widest value, group rows and summary in bold', () => {
    const tree = bigTree();
    const widths = widthsOf(tree, mono);
    // "228.800.929.123,41" (18 characters, bold) in the group row and the summary.
    expect(widths.totalPrice).toBe(18 * 10 + CELL_CHROME);
    expect(widths.remainingPrice).toBe(18 * 10 + CELL_CHROME);
    // "4.548,520406" (12 characters).
    expect(widths.quantity).toBe(12 * 8 + CELL_CHROME);
    expect(widths.remainingQuantity).toBe(12 * 8 + CELL_CHROME);
    // "Izvršeno" (the header, bold) is wider than any "100,00 %".
    expect(widths.completedPercent).toBe(8 * 10 + CELL_CHROME);
  });

  it('finds the widest value among many without formatting them all', () => {
    const [first, ...rest] = FIXTURE_TREE.items;
    const many = Array.from({ length: 2000 }, (_, i) => ({ ...first.children[0], id: 1000 + i, quantity: `${i}.${String(i % 7).padEnd(6, '0')}` }));
    const widest = { ...first.children[0], id: 99999, quantity: '-123456789012.123456' };
    const tree = { items: [{ ...first, children: [...many.slice(0, 1000), widest, ...many.slice(1000)] }, ...rest], summary: FIXTURE_TREE.summary };
    const texts = widestTexts(tree.items, tree.summary);
    expect(texts.quantity.map((c) => c.text)).toContain('-123.456.789.012,123456');
    expect(widthsOf(tree, mono).quantity).toBe('-123.456.789.012,123456'.length * 8 + CELL_CHROME);
    // Percent: a ratio of 1.2 prints "120,00 %", wider than "37,50 %".
    expect(texts.completedPercent.map((c) => c.text)).toEqual(expect.arrayContaining(['120,00 %']));
  });

  it('grows with the data: the same list with small numbers is narrower', () => {
    const small = widthsOf(FIXTURE_TREE, mono);
    const big = widthsOf(bigTree(), mono);
    expect(small.totalPrice).toBeLessThan(big.totalPrice);
    expect(small.quantity).toBeLessThan(big.quantity);
  });

  it('makes room for the editor: the stored value when the row opens, then what is typed', () => {
    const base = widthsOf(FIXTURE_TREE, mono);
    expect(withEditorWidths(base, null, mono)).toBe(base);
    // "4548,520406" in an input: its padding and border come on top.
    expect(withEditorWidths(base, { quantity: '4548,520406', unitPrice: '0' }, mono).quantity).toBe(11 * 8 + CELL_CHROME + INPUT_CHROME);
    const typed = withEditorWidths(base, { quantity: '123456789012,123456', unitPrice: '1' }, mono);
    expect(typed.quantity).toBe(19 * 8 + CELL_CHROME + INPUT_CHROME);
    expect(typed.unitPrice).toBe(base.unitPrice);
    // The previewed total 123.456.789.012,12 (18 characters).
    expect(typed.totalPrice).toBe(Math.max(base.totalPrice, 18 * 8 + CELL_CHROME));
  });
});

describe('unitColumnWidth', () => {
  it('is narrow for the short names, as wide as the select label while a row is edited', () => {
    expect(unitColumnWidth(null, mono)).toBe(UNIT_WIDTH);
    expect(unitColumnWidth('m2 – Kvadratni metar', mono)).toBeGreaterThan(20 * 8 + CELL_CHROME + INPUT_CHROME);
  });
});

describe('estimateTextWidth', () => {
  it('is an upper estimate, wider in bold, narrower for separators than digits', () => {
    expect(estimateTextWidth('228.800.929.123,41', true)).toBeGreaterThan(estimateTextWidth('228.800.929.123,41', false));
    expect(estimateTextWidth('1.1', false)).toBeLessThan(estimateTextWidth('111', false));
    // DejaVu Sans at 13 px, one of the widest faces: 8.3 px a digit.
    expect(estimateTextWidth('0000000000', false)).toBe(83);
  });
});

describe('longestStrings (the few values the situation and contractor widths format)', () => {
  it('keeps the given number of longest strings, longest first', () => {
    expect(longestStrings(['1', '12345', '12', '1234', '123'], 2)).toEqual(['12345', '1234']);
    expect(longestStrings(['7', '88'], 5)).toEqual(['88', '7']);
    expect(longestStrings([], 3)).toEqual([]);
  });
});

describe('ordinalColumnWidth', () => {
  const node = (ordinalDisplay: string, children: ProjectItemNode[] = []) => ({ ordinalDisplay, children }) as unknown as ProjectItemNode;
  it('fits the widest dotted ordinal in bold, at least 60 px', () => {
    const tree = [node('1', [node('1.1', [node('1.1.9'), node('1.1.10', [node('10.10.10.10')])])]), node('2')];
    expect([...treeOrdinals(tree)]).toEqual(['1', '1.1', '1.1.9', '1.1.10', '10.10.10.10', '2']);
    const width = ordinalColumnWidth(treeOrdinals(tree), estimateTextWidth);
    expect(width).toBe(Math.ceil(estimateTextWidth('10.10.10.10', true)) + CELL_CHROME);
    expect(width).toBeGreaterThan(ORDINAL_MIN_WIDTH);
    expect(ordinalColumnWidth(['1', '2.1'], estimateTextWidth)).toBe(ORDINAL_MIN_WIDTH);
  });
});
