/**
 * Widths of the items table's number columns, from the widest value each one shows: the rows
 * (group rows bold), the summary row, the header, and while a row is edited the editor's inputs
 * and its previewed total. A number is never clipped; the item's name takes what is left (spec
 * part 1 section 2, issue 9).
 *
 * Pure: the text measure is passed in. The server and the first paint use `estimateTextWidth`
 * (metrics of a wide sans-serif, so never narrower than the real font); the browser then measures
 * the widest candidates with the font the cells really use (use-text-width.ts).
 */
import type { ProjectItemNode, ProjectItemsSummary } from '@/lib/project-items/types';
import { ITEM_COLUMNS as C } from '@/lib/i18n/project-items';
import { formatMoney, formatPercent, formatQuantity, formatUnitPrice } from './cell-format';
import { lineTotalText } from './edit-values';

/** Width in px of `text` in the cells' 13 px font, bold or regular. */
export type TextWidth = (text: string, bold: boolean) => number;

export const NUMBER_COLUMNS = [
  'quantity',
  'unitPrice',
  'totalPrice',
  'completedQuantity',
  'completedPrice',
  'remainingQuantity',
  'remainingPrice',
  'completedPercent',
] as const;
export type NumberColumn = (typeof NUMBER_COLUMNS)[number];
export type NumberColumnWidths = Record<NumberColumn, number>;

/** The cell's horizontal padding (6 px a side, ItemsTable.module.css), its border, and a rounding reserve. */
export const CELL_CHROME = 2 * 6 + 1 + 3;
/** A Mantine xs input's padding and border around its text, and the caret. */
export const INPUT_CHROME = 2 * 10 + 2 + 4;
/** The unit select's chevron beside its text. */
const SELECT_CHEVRON = 24;
/** The unit column when no row is edited (short names: m2, kom, paš). */
export const UNIT_WIDTH = 64;
/** Narrowest number column: room for a short header. */
const MIN_WIDTH = 56;

const FONT_PX = 13;
/** Advance widths in em of DejaVu Sans (regular, bold), one of the widest sans-serif faces. */
const EM: Record<'digit' | 'separator' | 'percent' | 'minus' | 'other', [number, number]> = {
  digit: [0.637, 0.696],
  separator: [0.318, 0.38],
  percent: [0.951, 1.002],
  minus: [0.361, 0.415],
  other: [0.72, 0.79],
};

function charClass(ch: string): keyof typeof EM {
  if (ch >= '0' && ch <= '9') return 'digit';
  if (ch === '.' || ch === ',' || ch === ' ' || ch === '\u00a0') return 'separator';
  if (ch === '%') return 'percent';
  if (ch === '-' || ch === '\u2212') return 'minus';
  return 'other';
}

/** An upper estimate of the text's width, identical on the server and in the browser. */
export const estimateTextWidth: TextWidth = (text, bold) => {
  let em = 0;
  for (const ch of text) em += EM[charClass(ch)][bold ? 1 : 0];
  return Math.ceil(em * FONT_PX);
};

/** What a number column shows for a row (the cell components format the same way). */
const CELL_TEXT: Record<NumberColumn, (n: ProjectItemNode) => string> = {
  quantity: (n) => formatQuantity(n.quantity),
  unitPrice: (n) => formatUnitPrice(n.unitPrice),
  totalPrice: (n) => formatMoney(n.totalPrice),
  completedQuantity: (n) => formatQuantity(n.completedQuantity),
  completedPrice: (n) => formatMoney(n.completedPrice),
  remainingQuantity: (n) => formatQuantity(n.remainingQuantity),
  remainingPrice: (n) => formatMoney(n.remainingPrice),
  completedPercent: (n) => formatPercent(n.completedPercent),
};

const SUMMARY_TEXT: Partial<Record<NumberColumn, (s: ProjectItemsSummary) => string>> = {
  totalPrice: (s) => formatMoney(s.totalPrice),
  completedPrice: (s) => formatMoney(s.completedPrice),
  remainingPrice: (s) => formatMoney(s.remainingPrice),
  completedPercent: (s) => formatPercent(s.completedPercent),
};

const HEADER: Record<NumberColumn, string> = {
  quantity: C.quantity,
  unitPrice: C.unitPrice,
  totalPrice: C.totalPrice,
  completedQuantity: C.quantity,
  completedPrice: C.totalPrice,
  remainingQuantity: C.quantity,
  remainingPrice: C.totalPrice,
  completedPercent: C.percent,
};

type Candidate = { text: string; bold: boolean; chrome: number };

/** Keeps the few texts with the widest estimate: the real measure decides between them. */
class Widest {
  private list: (Candidate & { estimate: number })[] = [];
  constructor(private readonly keep = 3) {}
  add(text: string, bold: boolean, chrome = CELL_CHROME) {
    if (!text) return;
    const estimate = estimateTextWidth(text, bold) + chrome;
    if (this.list.length === this.keep && estimate <= this.list[this.list.length - 1].estimate) return;
    this.list.push({ text, bold, chrome, estimate });
    this.list.sort((a, b) => b.estimate - a.estimate);
    if (this.list.length > this.keep) this.list.pop();
  }
  width(measure: TextWidth): number {
    return Math.max(MIN_WIDTH, ...this.list.map((c) => Math.ceil(measure(c.text, c.bold)) + c.chrome));
  }
}

/** The width of every number column for the whole list (not only the rows on screen). */
export function numberColumnWidths(items: ProjectItemNode[], summary: ProjectItemsSummary, measure: TextWidth): NumberColumnWidths {
  const widest = Object.fromEntries(NUMBER_COLUMNS.map((c) => [c, new Widest()])) as Record<NumberColumn, Widest>;
  for (const column of NUMBER_COLUMNS) {
    widest[column].add(HEADER[column], true);
    const summaryText = SUMMARY_TEXT[column]?.(summary);
    if (summaryText) widest[column].add(summaryText, true);
  }
  const visit = (nodes: ProjectItemNode[]) => {
    for (const node of nodes) {
      for (const column of NUMBER_COLUMNS) widest[column].add(CELL_TEXT[column](node), node.isGroup);
      visit(node.children);
    }
  };
  visit(items);
  return Object.fromEntries(NUMBER_COLUMNS.map((c) => [c, widest[c].width(measure)])) as NumberColumnWidths;
}

/**
 * The widths while a row is edited: the inputs are as wide as what they hold (the stored value
 * when the row opens, then what is typed), and so is the total it previews; never narrower than
 * the list's own widths.
 */
/** The unit column: wider while a row is edited, so the select shows its whole label. */
export function unitColumnWidth(editedLabel: string | null, measure: TextWidth): number {
  if (!editedLabel) return UNIT_WIDTH;
  return Math.max(UNIT_WIDTH, Math.ceil(measure(editedLabel, false)) + CELL_CHROME + INPUT_CHROME + SELECT_CHEVRON);
}

export function withEditorWidths(
  base: NumberColumnWidths,
  typed: { quantity: string; unitPrice: string } | null,
  measure: TextWidth,
): NumberColumnWidths {
  if (!typed) return base;
  const input = (text: string) => Math.ceil(measure(text, false)) + CELL_CHROME + INPUT_CHROME;
  const total = lineTotalText(typed.quantity, typed.unitPrice);
  return {
    ...base,
    quantity: Math.max(base.quantity, input(typed.quantity)),
    unitPrice: Math.max(base.unitPrice, input(typed.unitPrice)),
    totalPrice: Math.max(base.totalPrice, total ? Math.ceil(measure(total, false)) + CELL_CHROME : 0),
  };
}
