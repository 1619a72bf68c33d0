/**
 * Widths of the situations tab's number columns: each as wide as its widest value (the header,
 * the total row, groups' sums in bold, the lines; while a row is edited what is typed), like the
 * contractors tab (components/contractors/widths.ts; the items table's measure and padding).
 * The raw values are compared by length first and only the few longest are formatted, so
 * 123.456.789,12 always fits at 1440 px without measuring 10,000 strings.
 */
import { CELL_CHROME, INPUT_CHROME, longestStrings, type TextWidth } from '@/components/project-items/column-widths';
import { formatMoney, formatPercent, formatQuantity, formatUnitPrice } from '@/components/project-items/cell-format';
import { SITUATION_TEXTS as T } from '@/lib/i18n/situations';
import type { SituationTableLine } from '@/lib/situations/table-schemas';
import { AMOUNT, type SituationRow } from './rows';

export type ColumnWidths = Record<string, number>;
const MIN_WIDTH = 56;
const KEEP = 4;

const longest = (values: Iterable<string>) => longestStrings(values, KEEP);

type Spec = { id: string; header: string; format: (v: string) => string; bold: boolean; values: (row: SituationRow) => string | null | undefined; total?: string };

export function columnWidths(rows: readonly SituationRow[], subIds: readonly number[], totals: Record<string, string>, measure: TextWidth, typed: Record<number, string> | null = null): ColumnWidths {
  const cell = (text: string, bold: boolean) => Math.ceil(measure(text, bold)) + CELL_CHROME;
  const line = (pick: (l: SituationTableLine) => string | null) => (row: SituationRow) => (row.main ? pick(row.main) : null);
  const amount = (key: string) => (row: SituationRow) => row.sums[key];
  const specs: Spec[] = [
    { id: 'quantity', header: T.quantity, format: formatQuantity, bold: false, values: line((l) => l.quantity) },
    { id: 'unitPrice', header: T.unitPrice, format: formatUnitPrice, bold: false, values: line((l) => l.unitPrice) },
    { id: 'totalPrice', header: T.totalPrice, format: formatMoney, bold: true, values: amount(AMOUNT.contracted), total: AMOUNT.contracted },
    { id: 'periodQuantity', header: T.quantity, format: formatQuantity, bold: false, values: line((l) => l.periodQuantity) },
    { id: 'periodAmount', header: T.amount, format: formatMoney, bold: true, values: amount(AMOUNT.period), total: AMOUNT.period },
    { id: 'cumulativeQuantity', header: T.quantity, format: formatQuantity, bold: false, values: line((l) => l.cumulativeQuantity) },
    { id: 'cumulativeAmount', header: T.amount, format: formatMoney, bold: true, values: amount(AMOUNT.cumulative), total: AMOUNT.cumulative },
    { id: 'percent', header: T.percent, format: formatPercent, bold: false, values: (r) => r.percent },
  ];
  for (const s of subIds) {
    specs.push({ id: `subQuantity-${s}`, header: T.quantity, format: formatQuantity, bold: false, values: (r) => r.subs[s]?.periodQuantity });
    for (const [id, header, key] of [
      [`income-${s}`, T.income, AMOUNT.income(s)],
      [`expense-${s}`, T.expense, AMOUNT.expense(s)],
      [`cumulativeIncome-${s}`, T.cumulativeIncome, AMOUNT.cumulativeIncome(s)],
      [`cumulativeExpense-${s}`, T.cumulativeExpense, AMOUNT.cumulativeExpense(s)],
    ] as const) {
      specs.push({ id, header, format: formatMoney, bold: true, values: amount(key), total: key });
    }
  }
  const out: ColumnWidths = {};
  for (const spec of specs) {
    const values: string[] = [];
    for (const r of rows) {
      const v = spec.values(r);
      if (v != null) values.push(v);
    }
    out[spec.id] = Math.max(
      MIN_WIDTH,
      cell(spec.header, true),
      spec.total ? cell(formatMoney(totals[spec.total] ?? '0'), true) : 0,
      ...longest(values).map((v) => cell(spec.format(v), spec.bold)),
    );
  }
  // The edited row's inputs as wide as what they hold.
  if (typed) {
    const input = Math.max(0, ...Object.values(typed).map((v) => Math.ceil(measure(v, false)) + CELL_CHROME + INPUT_CHROME));
    out.periodQuantity = Math.max(out.periodQuantity, input);
    for (const s of subIds) out[`subQuantity-${s}`] = Math.max(out[`subQuantity-${s}`], input);
  }
  return out;
}
