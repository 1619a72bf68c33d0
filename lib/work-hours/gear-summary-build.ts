/**
 * The gear summary (POST /api/WorkHourRecords/ImportEmployeeGearXlsx, spec part 2 §9 "Gear
 * table: flags 1 for supplied and 0 otherwise, and the table sums each gear column"): one row
 * per employee who was handed gear in the year, 1 when he got the item at least once that year
 * and 0 otherwise, and a total row with the sum of each gear column (how many employees got it).
 * Pure: gear-summary.ts reads the rows with one grouped query.
 */
import { GEAR_ITEMS } from '@/lib/employees/gear-items';
import { formatDate } from '@/lib/format';
import { GEAR_SUMMARY_TEXTS as T } from '@/lib/i18n/schedule';
import type { Cell, SheetRows } from './export-build';
import { GEAR_KEYS, type GearKey } from './types';

export type GearSummaryRow = {
  employee: string;
  oib: string | null;
  /** Gear records of the employee in the year. */
  handovers: number;
  /** 'YYYY-MM-DD' of the latest. */
  lastDate: string;
  flags: Record<GearKey, 0 | 1>;
};

const LABELS = new Map<string, string>(GEAR_ITEMS.map((g) => [g.key, g.label]));

export function buildGearSummarySheet(year: number, employees: GearSummaryRow[]): SheetRows {
  const sums = new Array<number>(GEAR_KEYS.length).fill(0);
  let handovers = 0;
  const rows: Cell[][] = [[T.employee, T.oib, T.lastDate, T.handovers, ...GEAR_KEYS.map((k) => LABELS.get(k) ?? k)]];
  for (const e of employees) {
    GEAR_KEYS.forEach((k, i) => (sums[i] += e.flags[k]));
    handovers += e.handovers;
    rows.push([e.employee, e.oib, formatDate(e.lastDate), e.handovers, ...GEAR_KEYS.map((k) => e.flags[k])]);
  }
  rows.push([T.total, null, null, handovers, ...sums]);
  const columns = 4 + GEAR_KEYS.length;
  return {
    header: [T.title(year), ...new Array<string>(columns - 1).fill('')],
    rows,
    formats: new Array<string | null>(columns).fill(null),
    widths: [30, 13, 16, 15, ...GEAR_KEYS.map((k) => Math.max(8, (LABELS.get(k) ?? k).length + 2))],
  };
}
