/**
 * The timesheet grid's pure parts (issue 13 "The grid"): the month's day columns, what a cell
 * shows in each view, the per-employee summary, the certificates expired on a day, the defaults of
 * a new record (spec part 2 section 4 "Work-record defaults"), keyboard movement and the URL state.
 * No React, no fetch: components/timesheet renders what these compute, and the unit tests
 * (grid-model.test.ts) hold the rules.
 */
import { formatQuantity, zagrebToInstant } from '@/lib/format';
import { addDecimals } from '@/lib/format/decimal';
import { GEAR_ITEMS } from '@/lib/employees/gear-items';
import { isFieldDay } from './field-day';
import { GEAR_KEYS, WORK_HOUR_TYPE, WORK_HOUR_TYPE_ABBREVIATION, type CellLockReason, type GearQuantities, type TimesheetGridDto, type WorkHourRecordDto } from './types';

export type GridView = 'hours' | 'accommodation' | 'food' | 'gear';
export const GRID_VIEWS: readonly GridView[] = ['hours', 'accommodation', 'food', 'gear'];

export type GridEmployee = TimesheetGridDto['employees'][number];
export type GridProject = TimesheetGridDto['projects'][number];

/** The first year of the year select (spec part 2 section 9: 2022 to next year). */
export const FIRST_YEAR = 2022;
/** Supplier names in the grid (spec: truncated to 15 characters, full on hover). */
export const SUPPLIER_NAME_MAX = 15;
/** A new record's hours (spec section 9). */
export const DEFAULT_HOURS = '8';

const pad = (n: number) => String(n).padStart(2, '0');

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export type DayColumn = {
  /** 'YYYY-MM-DD' */
  date: string;
  day: number;
  /** 0 Monday .. 6 Sunday */
  weekday: number;
  weekend: boolean;
  /** The holiday's Croatian name, null on other days. */
  holiday: string | null;
};

/** One column per day of the month, weekends and the given public holidays marked. */
export function monthDays(year: number, month: number, holidays: { date: string; localName: string }[] = []): DayColumn[] {
  const names = new Map(holidays.map((h) => [h.date, h.localName]));
  return Array.from({ length: daysInMonth(year, month) }, (_, i) => {
    const day = i + 1;
    const date = `${year}-${pad(month)}-${pad(day)}`;
    const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
    return { date, day, weekday, weekend: weekday >= 5, holiday: names.get(date) ?? null };
  });
}

/** 2022 .. next year (the year select). */
export function yearOptions(currentYear: number): number[] {
  const last = Math.max(FIRST_YEAR, currentYear + 1);
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);
}

// ---- URL state: ?year=&month=&projectId=&view= (English names, like ?activeTab= and ?contractor=)

export type GridQuery = { year: number; month: number; projectId: number | null; view: GridView };

type Search = Record<string, string | string[] | undefined> | URLSearchParams;

function one(search: Search, name: string): string | undefined {
  const v = search instanceof URLSearchParams ? (search.get(name) ?? undefined) : search[name];
  return Array.isArray(v) ? v[0] : v;
}

function intIn(text: string | undefined, min: number, max: number): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/**
 * The grid's state from the query string; anything missing or out of range falls back to today's
 * month, all projects and the hours view (a stale link never breaks the screen).
 */
export function parseGridQuery(search: Search, today: string): GridQuery {
  const [ty, tm] = today.split('-').map(Number);
  const year = intIn(one(search, 'year'), FIRST_YEAR, ty + 1) ?? ty;
  const month = intIn(one(search, 'month'), 1, 12) ?? tm;
  const projectId = intIn(one(search, 'projectId'), 1, 2_147_483_647);
  const viewText = one(search, 'view');
  const view = (GRID_VIEWS as readonly string[]).includes(viewText ?? '') ? (viewText as GridView) : 'hours';
  return { year, month, projectId, view };
}

/** The query string of a state (without '?'); the hours view and "all projects" are left out. */
export function gridQueryString(q: GridQuery, withProject = true): string {
  const params = new URLSearchParams({ year: String(q.year), month: String(q.month) });
  if (withProject && q.projectId) params.set('projectId', String(q.projectId));
  if (q.view !== 'hours') params.set('view', q.view);
  return params.toString();
}

// ---- cells

export function truncateName(name: string | null | undefined, max = SUPPLIER_NAME_MAX): string {
  if (!name) return '';
  const chars = Array.from(name);
  return chars.length <= max ? name : chars.slice(0, max).join('') + '…';
}

export const recordKey = (employeeId: number, date: string) => `${employeeId}|${date}`;

/**
 * What the grid keeps of a record: the fields its cells show and its editor edits, with the names
 * of the ids. A WorkHourRecordDto (the answer of a save) is one, so it replaces a cell as it is.
 */
export type GridRecord = Pick<
  WorkHourRecordDto,
  | 'id'
  | 'projectId'
  | 'project'
  | 'projectCode'
  | 'employeeId'
  | 'date'
  | 'hours'
  | 'workHourTypeId'
  | 'workHourType'
  | 'isFieldWork'
  | 'workRecordCoefficientId'
  | 'workRecordCoefficient'
  | 'accommodationSupplierId'
  | 'accommodationSupplier'
  | 'foodSupplierId'
  | 'foodSupplier'
  | 'numberOfMeals'
  | 'description'
  | 'gear'
>;

/** The month's records by employee and day (one record per employee per day). */
export function indexRecords(records: GridRecord[]): Map<string, GridRecord> {
  return new Map(records.map((r) => [recordKey(r.employeeId, r.date), r]));
}

/**
 * The Grid answer's compact cells (TimesheetGridDto.cells, GridCellTuple; issue 15) as the grid's
 * records by employee and day: the day from the index in the employee's array, the names from
 * `lookups` and `projects` (one shared string each, no copy per record).
 */
export function decodeGridCells(dto: Pick<TimesheetGridDto, 'year' | 'month' | 'projects' | 'cells' | 'lookups'>): Map<string, GridRecord> {
  const projects = new Map(dto.projects.map((p) => [p.id, p]));
  const names = (list: { id: number; name: string }[]) => new Map(list.map((x) => [x.id, x.name]));
  const types = names(dto.lookups.types);
  const coefficients = names(dto.lookups.coefficients);
  const suppliers = names(dto.lookups.suppliers);
  const dates = Array.from({ length: daysInMonth(dto.year, dto.month) }, (_, i) => `${dto.year}-${pad(dto.month)}-${pad(i + 1)}`);
  const out = new Map<string, GridRecord>();
  for (const [key, row] of Object.entries(dto.cells)) {
    const employeeId = Number(key);
    for (let day = 0; day < row.length && day < dates.length; day++) {
      const cell = row[day];
      if (!cell) continue;
      const [id, projectId, hours, workHourTypeId, isFieldWork, coefficientId, accommodationId, foodId, numberOfMeals, description, gear] = cell;
      const project = projects.get(projectId);
      const date = dates[day];
      out.set(recordKey(employeeId, date), {
        id,
        projectId,
        project: project?.name ?? '',
        projectCode: project?.code ?? null,
        employeeId,
        date,
        hours,
        workHourTypeId,
        workHourType: types.get(workHourTypeId) ?? '',
        isFieldWork: isFieldWork === 1,
        workRecordCoefficientId: coefficientId,
        workRecordCoefficient: coefficientId === null ? null : (coefficients.get(coefficientId) ?? null),
        accommodationSupplierId: accommodationId,
        accommodationSupplier: accommodationId === null ? null : (suppliers.get(accommodationId) ?? null),
        foodSupplierId: foodId,
        foodSupplier: foodId === null ? null : (suppliers.get(foodId) ?? null),
        numberOfMeals,
        description: description ?? null,
        gear: gear ? (Object.fromEntries(GEAR_KEYS.map((k, i) => [k, gear[i] ?? 0])) as GearQuantities) : null,
      });
    }
  }
  return out;
}

export type CellContent = { text: string; title: string | null; fieldWork: boolean };

const gearLabel = new Map<string, string>(GEAR_ITEMS.map((g) => [g.key, g.label]));

/** The gear items handed over (quantity above 0) with their Croatian labels. */
export function gearHandedOver(gear: GearQuantities | null): string[] {
  if (!gear) return [];
  return GEAR_KEYS.filter((k) => Number(gear[k]) > 0).map((k) => {
    const n = Number(gear[k]);
    return n > 1 ? `${gearLabel.get(k)} × ${n}` : (gearLabel.get(k) ?? k);
  });
}

// The few distinct hour values of a month ("8.00", "7.50", ...), formatted once each.
const hoursTexts = new Map<string, string>();
function hoursText(hours: string): string {
  let text = hoursTexts.get(hours);
  if (text === undefined) {
    text = formatQuantity(hours, 2);
    if (hoursTexts.size < 10_000) hoursTexts.set(hours, text);
  }
  return text;
}

/**
 * What a cell shows in a view: hours for regular work, the type's abbreviation (SD, ND, GO, BOL,
 * ONR) otherwise; the suppliers truncated to 15 characters with the full name as the title; the
 * gear as a count of items with the list as the title.
 */
export function cellContent(record: GridRecord | undefined, view: GridView): CellContent {
  if (!record) return { text: '', title: null, fieldWork: false };
  const fieldWork = record.isFieldWork;
  switch (view) {
    case 'hours': {
      const regular = record.workHourTypeId === WORK_HOUR_TYPE.Regular;
      const text = regular ? hoursText(record.hours) : (WORK_HOUR_TYPE_ABBREVIATION[record.workHourTypeId] ?? '?');
      const project = record.projectCode ? `${record.projectCode} ${record.project}` : record.project;
      const title = [project, record.workHourType, record.isFieldWork ? `teren${record.workRecordCoefficient ? ` (${record.workRecordCoefficient})` : ''}` : null, record.description]
        .filter(Boolean)
        .join(' · ');
      return { text, title: title || null, fieldWork };
    }
    case 'accommodation':
      return { text: truncateName(record.accommodationSupplier), title: record.accommodationSupplier, fieldWork };
    case 'food': {
      const name = record.foodSupplier;
      const meals = record.numberOfMeals > 0 ? ` (${record.numberOfMeals})` : '';
      return { text: name ? truncateName(name) + meals : '', title: name ? `${name}, obroka: ${record.numberOfMeals}` : null, fieldWork };
    }
    case 'gear': {
      const items = gearHandedOver(record.gear);
      return { text: items.length ? `${items.length} kom.` : '', title: items.length ? items.join(', ') : null, fieldWork };
    }
  }
}

// ---- summary (per employee: regular hours, field days, GO, BOL, ONR, SD, ND)

export type EmployeeSummary = {
  regularHours: string;
  fieldDays: number;
  vacation: number;
  sickLeave: number;
  sickLeaveInjury: number;
  dayOff: number;
  nonWorking: number;
};

export const emptySummary = (): EmployeeSummary => ({ regularHours: '0', fieldDays: 0, vacation: 0, sickLeave: 0, sickLeaveInjury: 0, dayOff: 0, nonWorking: 0 });

/** Totals per employee over the month's records; hours summed exactly (decimal strings). */
export function summarize(records: GridRecord[]): Map<number, EmployeeSummary> {
  const out = new Map<number, EmployeeSummary>();
  for (const r of records) {
    const s = out.get(r.employeeId) ?? emptySummary();
    if (isFieldDay(r)) s.fieldDays += 1;
    switch (r.workHourTypeId) {
      case WORK_HOUR_TYPE.Regular:
        s.regularHours = addDecimals(s.regularHours, r.hours);
        break;
      case WORK_HOUR_TYPE.Vacation:
        s.vacation += 1;
        break;
      case WORK_HOUR_TYPE.SickLeave:
        s.sickLeave += 1;
        break;
      case WORK_HOUR_TYPE.SickLeaveInjury:
        s.sickLeaveInjury += 1;
        break;
      case WORK_HOUR_TYPE.DayOff:
        s.dayOff += 1;
        break;
      case WORK_HOUR_TYPE.NonWorking:
        s.nonWorking += 1;
        break;
    }
    out.set(r.employeeId, s);
  }
  return out;
}

// ---- certificates

/** The employee's certificates that have expired on a day (expiry date before that day). */
const NONE: GridEmployee['expiries'] = [];
export function expiredOn(employee: Pick<GridEmployee, 'expiries'>, date: string): GridEmployee['expiries'] {
  return employee.expiries.length === 0 ? NONE : employee.expiries.filter((e) => e.date < date);
}

/** Whether any certificate has expired by the month's last day (the row's marker). */
export function expiredInMonth(employee: Pick<GridEmployee, 'expiries'>, lastDay: string): boolean {
  return employee.expiries.some((e) => e.date < lastDay);
}

// ---- locks (the server decides; the grid mirrors GridProject.lock)

/**
 * Why a cell cannot be written in the grid: the server's lock of its project for this user
 * ('deadline', 'unauthorized'), or 'inactive' for a new record on a project that is not Active
 * (new records and gear go only to active projects; an existing record stays editable).
 */
export type GridLock = CellLockReason | 'inactive';

/** The lock of a cell of a project (null: writable). A project the grid was not given is unauthorised. */
export function cellLock(projects: Map<number, GridProject>, projectId: number | null, hasRecord = true): GridLock | null {
  if (projectId == null) return null;
  const p = projects.get(projectId);
  if (!p) return 'unauthorized';
  if (p.lock) return p.lock;
  return !hasRecord && !p.active ? 'inactive' : null;
}

// ---- the editor's values and the record's defaults

export type RecordForm = {
  projectId: number | null;
  hours: string;
  workHourTypeId: number;
  isFieldWork: boolean;
  workRecordCoefficientId: number | null;
  accommodationSupplierId: number | null;
  accommodationSupplier: string | null;
  foodSupplierId: number | null;
  foodSupplier: string | null;
  numberOfMeals: number;
  description: string;
  hasGear: boolean;
  gear: GearQuantities;
};

export const emptyGear = (): GearQuantities => Object.fromEntries(GEAR_KEYS.map((k) => [k, 0])) as GearQuantities;

/**
 * A new record's values (spec part 2 section 4): 8 hours, field work on, Regular, the project's
 * default coefficient, and suppliers and meals from the employee's latest record that has them.
 */
export function recordDefaults(employee: Pick<GridEmployee, 'lastSuppliers'>, project: Pick<GridProject, 'id' | 'defaultWorkRecordCoefficientId'> | null): RecordForm {
  const last = employee.lastSuppliers;
  return {
    projectId: project?.id ?? null,
    hours: DEFAULT_HOURS,
    workHourTypeId: WORK_HOUR_TYPE.Regular,
    isFieldWork: true,
    workRecordCoefficientId: project?.defaultWorkRecordCoefficientId ?? null,
    accommodationSupplierId: last?.accommodationSupplierId ?? null,
    accommodationSupplier: last?.accommodationSupplier ?? null,
    foodSupplierId: last?.foodSupplierId ?? null,
    foodSupplier: last?.foodSupplier ?? null,
    numberOfMeals: last?.numberOfMeals ?? 0,
    description: '',
    hasGear: false,
    gear: emptyGear(),
  };
}

/** The editor's values of an existing record. */
export function recordToForm(r: GridRecord): RecordForm {
  return {
    projectId: r.projectId,
    hours: r.hours,
    workHourTypeId: r.workHourTypeId,
    isFieldWork: r.isFieldWork,
    workRecordCoefficientId: r.workRecordCoefficientId,
    accommodationSupplierId: r.accommodationSupplierId,
    accommodationSupplier: r.accommodationSupplier,
    foodSupplierId: r.foodSupplierId,
    foodSupplier: r.foodSupplier,
    numberOfMeals: r.numberOfMeals,
    description: r.description ?? '',
    hasGear: r.gear !== null,
    gear: r.gear ? { ...r.gear } : emptyGear(),
  };
}

/**
 * Field work ticked: the coefficient becomes the project's default; unticked: it is cleared (and
 * the select disabled).
 */
export function withFieldWork(form: RecordForm, on: boolean, projectDefault: number | null): RecordForm {
  return { ...form, isFieldWork: on, workRecordCoefficientId: on ? (form.workRecordCoefficientId ?? projectDefault) : null };
}

/** The POST / PUT body of the editor's values (the API's field names). */
export function recordBody(form: RecordForm, employeeId: number, date: string) {
  return {
    projectId: form.projectId,
    employeeId,
    date,
    hours: form.hours,
    workHourTypeId: form.workHourTypeId,
    isFieldWork: form.isFieldWork,
    workRecordCoefficientId: form.isFieldWork ? form.workRecordCoefficientId : null,
    accommodationSupplierId: form.accommodationSupplierId,
    foodSupplierId: form.foodSupplierId,
    numberOfMeals: form.numberOfMeals,
    description: form.description.trim() || null,
    hasGear: form.hasGear,
    ...(form.hasGear ? form.gear : {}),
  };
}

/** The record the grid shows at once after a save, before the server answers (optimistic). */
export function optimisticRecord(
  form: RecordForm,
  base: { id: number; employeeId: number; date: string },
  names: { project: string; projectCode: string | null; workHourType: string; coefficient: string | null },
): GridRecord {
  return {
    id: base.id,
    projectId: form.projectId ?? 0,
    project: names.project,
    projectCode: names.projectCode,
    employeeId: base.employeeId,
    date: base.date,
    hours: form.hours,
    workHourTypeId: form.workHourTypeId,
    workHourType: names.workHourType,
    isFieldWork: form.isFieldWork,
    workRecordCoefficientId: form.isFieldWork ? form.workRecordCoefficientId : null,
    workRecordCoefficient: form.isFieldWork ? names.coefficient : null,
    accommodationSupplierId: form.accommodationSupplierId,
    accommodationSupplier: form.accommodationSupplier,
    foodSupplierId: form.foodSupplierId,
    foodSupplier: form.foodSupplier,
    numberOfMeals: form.numberOfMeals,
    description: form.description.trim() || null,
    gear: form.hasGear ? form.gear : null,
  };
}

// ---- keyboard

export type CellPos = { row: number; col: number };

/** The focused cell after an arrow / Home / End / PageUp / PageDown key; null for other keys. */
export function moveFocus(pos: CellPos, key: string, rows: number, cols: number, page = 10): CellPos | null {
  if (rows === 0 || cols === 0) return null;
  const clamp = (p: CellPos): CellPos => ({ row: Math.min(rows - 1, Math.max(0, p.row)), col: Math.min(cols - 1, Math.max(0, p.col)) });
  switch (key) {
    case 'ArrowUp':
      return clamp({ ...pos, row: pos.row - 1 });
    case 'ArrowDown':
      return clamp({ ...pos, row: pos.row + 1 });
    case 'ArrowLeft':
      return clamp({ ...pos, col: pos.col - 1 });
    case 'ArrowRight':
      return clamp({ ...pos, col: pos.col + 1 });
    case 'Home':
      return clamp({ ...pos, col: 0 });
    case 'End':
      return clamp({ ...pos, col: cols - 1 });
    case 'PageUp':
      return clamp({ ...pos, row: pos.row - page });
    case 'PageDown':
      return clamp({ ...pos, row: pos.row + page });
    default:
      return null;
  }
}

/** A key that starts typing hours into a cell (a digit, or the decimal comma after one). */
export const isHoursKey = (key: string) => /^[0-9]$/.test(key);

/** The visible employees: the inactive ones only when asked for. */
export function visibleEmployees(employees: GridEmployee[], showInactive: boolean): GridEmployee[] {
  return showInactive ? employees : employees.filter((e) => !e.inactive);
}

// ---- the copy drawer's destination lock

/** 00:00 Zagreb time of the first day after a month, as epoch ms. */
function monthEndMs(year: number, month: number): number {
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  return Date.parse(zagrebToInstant(next, '00:00') ?? `${next}T00:00:00Z`);
}

/**
 * Whether a destination day of a copy is in a locked month, mirrored from the grid's answer: the
 * project's deadline of the shown month gives its extension days (month end + N days), the same
 * N holds for the destination's month. Never locked for the four office roles (neverLocked), and
 * always for a project the user may not write (lock 'unauthorized').
 */
export function dayLocked(
  project: Pick<GridProject, 'lock' | 'deadline'>,
  shown: { year: number; month: number },
  date: string,
  nowMs: number,
  neverLocked: boolean,
): CellLockReason | null {
  if (project.lock === 'unauthorized') return 'unauthorized';
  if (neverLocked) return null;
  const m = /^(\d{4})-(\d{2})-\d{2}$/.exec(date);
  const deadline = Date.parse(project.deadline);
  if (!m || Number.isNaN(deadline)) return project.lock;
  const extensionDays = Math.round((deadline - monthEndMs(shown.year, shown.month)) / 86_400_000);
  const target = monthEndMs(+m[1], +m[2]) + extensionDays * 86_400_000;
  return nowMs > target ? 'deadline' : null;
}
