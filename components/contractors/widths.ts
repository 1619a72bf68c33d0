/**
 * Widths of the Contractors tab's number columns: each as wide as its widest value (the header,
 * the total row, the lines, and while a row is edited what is typed and its total), like the
 * items table (components/project-items/column-widths.ts, whose measure and padding these use).
 * The raw values are compared by length first and only the few longest are formatted.
 */
import { CELL_CHROME, INPUT_CHROME, longestStrings, type TextWidth } from '@/components/project-items/column-widths';
import { formatMoney, formatQuantity, formatUnitPrice } from '@/components/project-items/cell-format';
import { lineTotalText } from '@/components/project-items/edit-values';
import { CONTRACTOR_TEXTS as T } from '@/lib/i18n/situations';
import type { ContractorRow } from './rows';
import type { PartyValues } from './save-plan';

export type PartyWidths = { quantity: number; unitPrice: number; totalPrice: number };
const MIN_WIDTH = 56;
const KEEP = 5;

const longest = (values: Iterable<string>) => longestStrings(values, KEEP);

export function partyWidths(
  rows: readonly ContractorRow[],
  parties: readonly number[],
  totals: Record<number, string>,
  measure: TextWidth,
): Record<number, PartyWidths> {
  const cell = (text: string, bold = false) => Math.ceil(measure(text, bold)) + CELL_CHROME;
  const out: Record<number, PartyWidths> = {};
  for (const p of parties) {
    const q: string[] = [];
    const u: string[] = [];
    const t: string[] = [];
    for (const r of rows) {
      const line = r.lines[p];
      if (line) {
        q.push(line.quantity);
        u.push(line.unitPrice);
      }
      if (r.totals[p] !== undefined) t.push(r.totals[p]);
    }
    out[p] = {
      quantity: Math.max(MIN_WIDTH, cell(T.quantity, true), ...longest(q).map((v) => cell(formatQuantity(v)))),
      unitPrice: Math.max(MIN_WIDTH, cell(T.unitPrice, true), ...longest(u).map((v) => cell(formatUnitPrice(v)))),
      totalPrice: Math.max(MIN_WIDTH, cell(T.totalPrice, true), cell(formatMoney(totals[p] ?? '0'), true), ...longest(t).map((v) => cell(formatMoney(v), true))),
    };
  }
  return out;
}

/** While a row is edited: the inputs as wide as what they hold, and the total it previews (never narrower than the list's). */
export function withTypedWidths(base: Record<number, PartyWidths>, typed: Record<number, PartyValues> | null, measure: TextWidth): Record<number, PartyWidths> {
  if (!typed) return base;
  const input = (text: string) => Math.ceil(measure(text, false)) + CELL_CHROME + INPUT_CHROME;
  const out: Record<number, PartyWidths> = {};
  for (const [key, widths] of Object.entries(base)) {
    const values = typed[Number(key)];
    const total = values ? lineTotalText(values.quantity, values.unitPrice) : '';
    out[Number(key)] = values
      ? {
          quantity: Math.max(widths.quantity, input(values.quantity)),
          unitPrice: Math.max(widths.unitPrice, input(values.unitPrice)),
          totalPrice: Math.max(widths.totalPrice, total ? Math.ceil(measure(total, false)) + CELL_CHROME : 0),
        }
      : widths;
  }
  return out;
}
