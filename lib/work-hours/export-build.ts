/**
 * The pure builders of the two timesheet workbooks (issue 13 "Exports"): rows of cells that the
 * xlsx worker (lib/excel/run-worker.ts) writes as one sheet. No database, no I/O: the service
 * (export-service.ts) reads the month and hands the rows here; the unit tests check every cell.
 *
 * Cells: a number is a typed numeric cell (hours), a string a text cell, null an empty cell.
 * Hours are numeric(5,2) strings from the database; sums are exact (hundredths as bigint) and
 * become numbers only in the cell (at most 31 x 24 hours per employee, always exact in a double).
 */
import { SUMMED_EXPORT_TEXTS as ST, TIMESHEET_EXPORT_TEXTS as T, WEEKDAY_SHORT } from '@/lib/i18n/schedule';
import { isFieldDay } from './field-day';
import { WORK_HOUR_TYPE, WORK_HOUR_TYPE_ABBREVIATION } from './types';

export type Cell = string | number | null;

/** What the worker writes: row 1 is `header`, then `rows`; one format and width per column. */
export type SheetRows = { header: string[]; rows: Cell[][]; formats: (string | null)[]; widths: number[] };

/** Hundredths of an hour, exact: "7.50" -> 750n. Hours are numeric(5,2), never more decimals. */
export function hundredths(value: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{0,2}))?$/.exec(value.trim());
  if (!m) throw new Error(`not an hour value: ${value}`);
  const v = BigInt(m[2]) * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] ? -v : v;
}

/** 750n -> 7.5 (a numeric cell). */
export const hoursNumber = (h: bigint): number => Number(h) / 100;

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** 0 = Monday ... 6 = Sunday. */
export const weekdayIndex = (year: number, month: number, day: number) => (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;

export const isoDay = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The month's fund of hours: Monday to Friday x 8, public holidays included (2026-01: 176). */
export function monthFundHours(year: number, month: number): number {
  let days = 0;
  for (let d = 1; d <= daysInMonth(year, month); d++) if (weekdayIndex(year, month, d) < 5) days++;
  return days * 8;
}

// ---- 1. the grid of one month (ExportXlsx)

export type GridRecord = { employeeId: number; date: string; hours: string; workHourTypeId: number; isFieldWork: boolean };

export type GridExportInput = {
  year: number;
  month: number;
  /** "P-12 Vila Ana" or "Svi projekti". */
  projectLabel: string;
  holidays: { date: string; localName: string }[];
  /** The grid's rows, in order. */
  employees: { id: number; fullName: string }[];
  records: GridRecord[];
};

/** The per-employee totals, in the order of the columns after the days. */
const TOTAL_KEYS = ['regular', 'fieldDays', 'vacation', 'sickLeave', 'sickLeaveInjury', 'dayOff', 'nonWorking'] as const;
type TotalKey = (typeof TOTAL_KEYS)[number];
const DAY_COUNTED: Partial<Record<number, Exclude<TotalKey, 'regular' | 'fieldDays'>>> = {
  [WORK_HOUR_TYPE.Vacation]: 'vacation',
  [WORK_HOUR_TYPE.SickLeave]: 'sickLeave',
  [WORK_HOUR_TYPE.SickLeaveInjury]: 'sickLeaveInjury',
  [WORK_HOUR_TYPE.DayOff]: 'dayOff',
  [WORK_HOUR_TYPE.NonWorking]: 'nonWorking',
};

type Totals = { regular: bigint } & Record<Exclude<TotalKey, 'regular'>, number>;
const noTotals = (): Totals => ({ regular: 0n, fieldDays: 0, vacation: 0, sickLeave: 0, sickLeaveInjury: 0, dayOff: 0, nonWorking: 0 });

/** What a cell of the grid shows: regular work as its hours (a number), any other type as its abbreviation. */
export function gridCell(r: Pick<GridRecord, 'hours' | 'workHourTypeId'>): Cell {
  if (r.workHourTypeId === WORK_HOUR_TYPE.Regular) return hoursNumber(hundredths(r.hours));
  return WORK_HOUR_TYPE_ABBREVIATION[r.workHourTypeId] ?? null;
}

/**
 * Rows of the month's grid: the title (row 1), the fund, the header with the days and the
 * totals, the weekday row (weekends in capitals, holidays "praznik"), one row per employee, the
 * total row (regular hours per day and every total), the legend and the month's holidays.
 *
 * Totals: regular = the hours of Regular records; field days = records with field work; GO, BOL,
 * ONR, SD, ND = the number of days of that type.
 */
export function buildGridSheet(input: GridExportInput): SheetRows {
  const { year, month } = input;
  const days = daysInMonth(year, month);
  const holidayNames = new Map(input.holidays.map((h) => [h.date, h.localName]));
  const dayIndex = (date: string) => Number(date.slice(8, 10));

  const byEmployee = new Map<number, { cells: Cell[]; totals: Totals }>();
  for (const e of input.employees) byEmployee.set(e.id, { cells: new Array<Cell>(days).fill(null), totals: noTotals() });
  const dayRegular = new Array<bigint | null>(days).fill(null);
  const all = noTotals();

  for (const r of input.records) {
    const row = byEmployee.get(r.employeeId);
    const d = dayIndex(r.date);
    if (!row || d < 1 || d > days) continue;
    row.cells[d - 1] = gridCell(r);
    const counted = DAY_COUNTED[r.workHourTypeId];
    for (const t of [row.totals, all]) {
      if (r.workHourTypeId === WORK_HOUR_TYPE.Regular) t.regular += hundredths(r.hours);
      else if (counted) t[counted] += 1;
      if (isFieldDay(r)) t.fieldDays += 1;
    }
    if (r.workHourTypeId === WORK_HOUR_TYPE.Regular) dayRegular[d - 1] = (dayRegular[d - 1] ?? 0n) + hundredths(r.hours);
  }

  const totalCells = (t: Totals): Cell[] => TOTAL_KEYS.map((k) => (k === 'regular' ? hoursNumber(t.regular) : t[k]));
  const dayNumbers = Array.from({ length: days }, (_, i) => i + 1);
  const weekdayRow: Cell[] = [
    null,
    ...dayNumbers.map((d) => {
      if (holidayNames.has(isoDay(year, month, d))) return T.holiday;
      const w = weekdayIndex(year, month, d);
      return w >= 5 ? WEEKDAY_SHORT[w].toUpperCase() : WEEKDAY_SHORT[w];
    }),
    ...TOTAL_KEYS.map(() => null),
  ];
  const monthHolidays = input.holidays
    .filter((h) => h.date.startsWith(`${isoDay(year, month, 1).slice(0, 8)}`))
    .map((h) => `${Number(h.date.slice(8, 10))}.${month}. ${h.localName}`);

  const rows: Cell[][] = [
    [T.fund(monthFundHours(year, month))],
    [T.employee, ...dayNumbers.map((d) => `${d}.`), ...TOTAL_KEYS.map((k) => T.totals[k])],
    weekdayRow,
    ...input.employees.map((e) => {
      const row = byEmployee.get(e.id)!;
      return [e.fullName, ...row.cells, ...totalCells(row.totals)];
    }),
    [T.total, ...dayRegular.map((h) => (h === null ? null : hoursNumber(h))), ...totalCells(all)],
    [],
    [T.legend],
  ];
  if (monthHolidays.length) rows.push([T.holidays(monthHolidays.join(', '))]);

  const columns = 1 + days + TOTAL_KEYS.length;
  return {
    header: [T.title(input.projectLabel, year, month), ...new Array<string>(columns - 1).fill('')],
    rows,
    formats: new Array<string | null>(columns).fill(null),
    widths: [30, ...dayNumbers.map(() => 7), ...TOTAL_KEYS.map((k) => (k === 'regular' || k === 'fieldDays' ? 13 : 6))],
  };
}

// ---- 2. hours per employee per project (ExportSummedXlsx)

/** One group of the SQL: an employee's regular hours on one project in the month. */
export type SummedRow = { employeeId: number; employee: string; projectId: number; project: string; hours: string };

/**
 * Rows employees (in the order given), columns projects (in order of first appearance after
 * sorting by label), the employee's total in the last column and a total row. A month without
 * hours is a valid sheet: the header and a note.
 */
export function buildSummedSheet(year: number, month: number, groups: SummedRow[]): SheetRows {
  const projectIds = [...new Map(groups.map((g) => [g.projectId, g.project])).entries()]
    .sort((a, b) => a[1].localeCompare(b[1], 'hr') || a[0] - b[0])
    .map(([id, label]) => ({ id, label }));
  const column = new Map(projectIds.map((p, i) => [p.id, i]));
  const width = projectIds.length;

  const rows: Cell[][] = [[ST.employee, ...projectIds.map((p) => p.label), ST.total]];
  const projectTotals = new Array<bigint>(width).fill(0n);
  let grand = 0n;
  let current: { id: number; cells: Cell[]; sums: bigint[]; total: bigint } | null = null;
  const flush = () => {
    if (!current) return;
    current.cells[width + 1] = hoursNumber(current.total);
    rows.push(current.cells);
  };
  // The groups come ordered by employee: one row at a time.
  for (const g of groups) {
    if (!current || current.id !== g.employeeId) {
      flush();
      current = { id: g.employeeId, cells: [g.employee, ...new Array<Cell>(width + 1).fill(null)], sums: new Array<bigint>(width).fill(0n), total: 0n };
    }
    const h = hundredths(g.hours);
    const c = column.get(g.projectId)!;
    current.sums[c] += h;
    current.cells[c + 1] = hoursNumber(current.sums[c]);
    current.total += h;
    projectTotals[c] += h;
    grand += h;
  }
  flush();
  if (groups.length === 0) rows.push([ST.empty]);
  else rows.push([ST.total, ...projectTotals.map(hoursNumber), hoursNumber(grand)]);

  return {
    header: [ST.title(year, month), ...new Array<string>(width + 1).fill('')],
    rows,
    // General: 8 shows as 8 and 7.5 as 7,5 (a pattern like #,##0.## would show "8.").
    formats: new Array<string | null>(width + 2).fill(null),
    widths: [30, ...projectIds.map((p) => Math.min(30, Math.max(10, p.label.length + 2))), 10],
  };
}
