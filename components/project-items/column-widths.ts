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

/**
 * How each number column prints a row's value (the cell components format the same way), and
 * how many decimals that shows for a raw value with `trimmed` significant decimals: enough to
 * estimate the printed width from the raw string without formatting every row.
 */
type ColumnSpec = { raw: (n: ProjectItemNode) => string | null; text: (raw: string | null) => string; decimals: (trimmed: number) => number; shift?: number };

const quantity = (raw: (n: ProjectItemNode) => string | null): ColumnSpec => ({ raw, text: formatQuantity, decimals: (t) => t });
const money = (raw: (n: ProjectItemNode) => string | null): ColumnSpec => ({ raw, text: formatMoney, decimals: () => 2 });

const SPEC: Record<NumberColumn, ColumnSpec> = {
  quantity: quantity((n) => n.quantity),
  unitPrice: { raw: (n) => n.unitPrice, text: formatUnitPrice, decimals: (t) => Math.max(2, t) },
  totalPrice: money((n) => n.totalPrice),
  completedQuantity: quantity((n) => n.completedQuantity),
  completedPrice: money((n) => n.completedPrice),
  remainingQuantity: quantity((n) => n.remainingQuantity),
  remainingPrice: money((n) => n.remainingPrice),
  // A ratio printed as percent: two places to the left, two decimals, " %".
  completedPercent: { raw: (n) => n.completedPercent, text: formatPercent, decimals: () => 2, shift: 2 },
};

/** The printed width (regular, em) of a raw decimal such as "-1234.560000": digits, separators, sign. */
function rawEm(raw: string, spec: ColumnSpec): number {
  const negative = raw.startsWith('-');
  const dot = raw.indexOf('.');
  const intEnd = dot < 0 ? raw.length : dot;
  let fracEnd = dot < 0 ? dot : raw.length;
  while (fracEnd > dot + 1 && raw.charCodeAt(fracEnd - 1) === 48) fracEnd--;
  const sign = negative ? 1 : 0;
  let intDigits = intEnd - sign;
  if (spec.shift) {
    // "0.375" as percent prints "37,50": the shifted integer without its leading zeros.
    const shifted = raw.slice(sign, intEnd) + (dot < 0 ? '' : raw.slice(dot + 1, dot + 1 + spec.shift)).padEnd(spec.shift, '0');
    intDigits = shifted.replace(/^0+/, '').length || 1;
  }
  const decimals = spec.decimals(dot < 0 ? 0 : fracEnd - dot - 1);
  const separators = Math.floor((intDigits - 1) / 3) + (decimals ? 1 : 0);
  return (intDigits + decimals) * EM.digit[0] + separators * EM.separator[0] + (negative ? EM.minus[0] : 0);
}

const SUMMARY_RAW: Partial<Record<NumberColumn, (s: ProjectItemsSummary) => string>> = {
  totalPrice: (s) => s.totalPrice,
  completedPrice: (s) => s.completedPrice,
  remainingPrice: (s) => s.remainingPrice,
  completedPercent: (s) => s.completedPercent,
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

/**
 * The `keep` longest raw strings (a longer decimal string prints at least as wide, give or take a
 * separator): only these are formatted and measured, not every value of 10,000 rows.
 */
export function longestStrings(values: Iterable<string>, keep: number): string[] {
  const list: string[] = [];
  for (const v of values) {
    if (list.length === keep && v.length <= list[keep - 1].length) continue;
    list.push(v);
    list.sort((a, b) => b.length - a.length);
    if (list.length > keep) list.pop();
  }
  return list;
}

/** The ordinal column's least width (two levels, "12.5"). */
export const ORDINAL_MIN_WIDTH = 60;

/**
 * The ordinal column as wide as its widest dotted ordinal, measured in bold as group rows show it
 * ("10.10.10.10" of a four-level bill of quantities is cut at 60 px); the items, contractors and
 * situations tables use it.
 */
export function ordinalColumnWidth(ordinals: Iterable<string>, measure: TextWidth): number {
  return Math.max(ORDINAL_MIN_WIDTH, ...longestStrings(ordinals, 3).map((o) => Math.ceil(measure(o, true)) + CELL_CHROME));
}

/** Every node's dotted ordinal, depth first. */
export function* treeOrdinals(nodes: readonly ProjectItemNode[]): Generator<string> {
  for (const node of nodes) {
    yield node.ordinalDisplay;
    yield* treeOrdinals(node.children);
  }
}

/** A text a column must fit, in bold (group rows, summary, header) or not. */
export type WidthCandidate = { text: string; bold: boolean };
export type NumberColumnTexts = Record<NumberColumn, WidthCandidate[]>;

/** Keeps the few raw values of a column that print widest (plain and bold apart). */
class Widest {
  private list: { raw: string; bold: boolean; em: number }[] = [];
  constructor(private readonly keep = 5) {}
  add(raw: string | null, bold: boolean, spec: ColumnSpec) {
    if (raw == null || raw === '') return;
    const em = rawEm(raw, spec) * (bold ? 1.1 : 1);
    const last = this.list[this.list.length - 1];
    if (this.list.length === this.keep && em <= last.em) return;
    this.list.push({ raw, bold, em });
    this.list.sort((a, b) => b.em - a.em);
    if (this.list.length > this.keep) this.list.pop();
  }
  texts(spec: ColumnSpec): WidthCandidate[] {
    return this.list.map((c) => ({ text: spec.text(c.raw), bold: c.bold }));
  }
}

/**
 * The texts each number column must fit, for the whole list (not only the rows on screen): its
 * header, the summary and the few widest values. One pass over the raw values, formatting only
 * the candidates (10,000 rows in a few ms).
 */
export function widestTexts(items: ProjectItemNode[], summary: ProjectItemsSummary): NumberColumnTexts {
  const widest = Object.fromEntries(NUMBER_COLUMNS.map((c) => [c, new Widest()])) as Record<NumberColumn, Widest>;
  const visit = (nodes: ProjectItemNode[]) => {
    for (const node of nodes) {
      for (const column of NUMBER_COLUMNS) widest[column].add(SPEC[column].raw(node), node.isGroup, SPEC[column]);
      visit(node.children);
    }
  };
  visit(items);
  return Object.fromEntries(
    NUMBER_COLUMNS.map((column) => {
      const summaryRaw = SUMMARY_RAW[column]?.(summary);
      const fixed: WidthCandidate[] = [{ text: HEADER[column], bold: true }];
      if (summaryRaw != null) fixed.push({ text: SPEC[column].text(summaryRaw), bold: true });
      return [column, [...fixed, ...widest[column].texts(SPEC[column])]];
    }),
  ) as NumberColumnTexts;
}

/** The width of every number column: its widest text in the cells' font, and the cell's padding. */
export function numberColumnWidths(texts: NumberColumnTexts, measure: TextWidth): NumberColumnWidths {
  return Object.fromEntries(
    NUMBER_COLUMNS.map((column) => [
      column,
      Math.max(MIN_WIDTH, ...texts[column].filter((c) => c.text).map((c) => Math.ceil(measure(c.text, c.bold)) + CELL_CHROME)),
    ]),
  ) as NumberColumnWidths;
}

/** The unit column: wider while a row is edited, so the select shows its whole label. */
export function unitColumnWidth(editedLabel: string | null, measure: TextWidth): number {
  if (!editedLabel) return UNIT_WIDTH;
  return Math.max(UNIT_WIDTH, Math.ceil(measure(editedLabel, false)) + CELL_CHROME + INPUT_CHROME + SELECT_CHEVRON);
}

/**
 * The widths while a row is edited: the inputs are as wide as what they hold (the stored value
 * when the row opens, then what is typed), and so is the total it previews; never narrower than
 * the list's own widths.
 */
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
