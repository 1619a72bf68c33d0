/**
 * The people schedule of one day (GET /api/PeopleSchedule/download?date&type, spec part 2 §2
 * "/schedule"), built from that day's work-hour records. Pure: schedule.ts reads the records
 * (one query on the date index) and writes the rows with the xlsx worker.
 *
 * - default: grouped by project (code and name, with the number of people), then each employee
 *   with his hours (a number), the type (Redovni rad, Godišnji odmor, ...), field work and the
 *   accommodation and food suppliers;
 * - accommodation: grouped by accommodation supplier (those without one last, "Bez smještaja"),
 *   each employee with his project.
 * Every record of the day is listed (also GO or BOL: the type says so), the total at the end.
 */
import { formatDate } from '@/lib/format';
import { SCHEDULE_TEXTS as T } from '@/lib/i18n/schedule';
import { hoursNumber, hundredths, type Cell, type SheetRows } from './export-build';
import { WORK_HOUR_TYPE_ABBREVIATION } from './types';

export const SCHEDULE_TYPES = ['default', 'accommodation'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

export type ScheduleRecord = {
  projectId: number;
  projectCode: string | null;
  projectName: string;
  employee: string;
  hours: string;
  workHourTypeId: number;
  workHourType: string;
  isFieldWork: boolean;
  accommodationSupplierId: number | null;
  accommodationSupplier: string | null;
  foodSupplier: string | null;
};

export const projectLabel = (code: string | null, name: string) => (code ? `${code} ${name}` : name);

const typeLabel = (r: ScheduleRecord) => {
  const abbr = WORK_HOUR_TYPE_ABBREVIATION[r.workHourTypeId];
  return abbr && abbr !== 'R' ? `${r.workHourType} (${abbr})` : r.workHourType;
};

function groupBy<K>(records: ScheduleRecord[], key: (r: ScheduleRecord) => K): Map<K, ScheduleRecord[]> {
  const groups = new Map<K, ScheduleRecord[]>();
  for (const r of records) {
    const list = groups.get(key(r));
    if (list) list.push(r);
    else groups.set(key(r), [r]);
  }
  return groups;
}

const C = T.columns;

/**
 * `records` come sorted by project (code, name) then employee for the default mode, by
 * supplier then employee for the accommodation mode (schedule.ts's ORDER BY); the groups keep
 * that order, and records without a supplier go last.
 */
export function buildScheduleSheet(isoDate: string, type: ScheduleType, records: ScheduleRecord[]): SheetRows {
  const rows: Cell[][] = [];
  if (type === 'default') {
    rows.push([C.project, C.employee, C.hours, C.type, C.fieldWork, C.accommodation, C.food]);
    for (const list of groupBy(records, (r) => r.projectId).values()) {
      rows.push([`${projectLabel(list[0].projectCode, list[0].projectName)} (${T.people(list.length)})`]);
      for (const r of list) {
        rows.push([null, r.employee, hoursNumber(hundredths(r.hours)), typeLabel(r), r.isFieldWork ? T.yes : T.no, r.accommodationSupplier, r.foodSupplier]);
      }
    }
  } else {
    rows.push([C.accommodation, C.employee, C.project, C.hours, C.type]);
    const groups = [...groupBy(records, (r) => r.accommodationSupplierId).entries()];
    const ordered = [...groups.filter(([id]) => id !== null), ...groups.filter(([id]) => id === null)];
    for (const [id, list] of ordered) {
      rows.push([`${id === null ? T.noAccommodation : list[0].accommodationSupplier} (${T.people(list.length)})`]);
      for (const r of list) rows.push([null, r.employee, projectLabel(r.projectCode, r.projectName), hoursNumber(hundredths(r.hours)), typeLabel(r)]);
    }
  }
  rows.push([]);
  rows.push([records.length ? T.total(records.length) : T.empty]);

  const title = type === 'default' ? T.titleByProject(formatDate(isoDate)) : T.titleByAccommodation(formatDate(isoDate));
  const widths = type === 'default' ? [40, 30, 8, 30, 8, 30, 30] : [40, 30, 40, 8, 30];
  return {
    header: [title, ...new Array<string>(widths.length - 1).fill('')],
    rows,
    formats: new Array<string | null>(widths.length).fill(null),
    widths,
  };
}
