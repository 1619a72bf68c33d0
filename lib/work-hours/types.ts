/**
 * The work-hour records' wire shapes (spec part 2 section 3 "Work-hour record"), shared by the API
 * (lib/work-hours/queries.ts, service.ts) and the grid (components/timesheet). Dates 'YYYY-MM-DD',
 * hours and the coefficient as decimal strings ("8.00"), never floats.
 */

export const WORK_HOUR_TYPE = {
  Regular: 600,
  DayOff: 601,
  NonWorking: 602,
  Vacation: 603,
  SickLeave: 604,
  SickLeaveInjury: 605,
} as const;

/** The grid's abbreviations (spec: SD, ND, GO, BOL, ONR; regular hours show as the number). */
export const WORK_HOUR_TYPE_ABBREVIATION: Record<number, string> = {
  600: 'R',
  601: 'SD',
  602: 'ND',
  603: 'GO',
  604: 'BOL',
  605: 'ONR',
};

/** The twelve gear quantities of a record (spec), the same names as the employee's gear record. */
export const GEAR_KEYS = [
  'shoes',
  'shoesPro',
  'pants',
  'overalls',
  'workJacket',
  'winterJacket',
  'fleeseJacket',
  'helmet',
  'vest',
  'protectionGloves',
  'goggles',
  'hydrodemolitionSuit',
] as const;
export type GearKey = (typeof GEAR_KEYS)[number];
export type GearQuantities = Record<GearKey, number>;

/** GET /api/WorkHourRecords (a list) and GET /api/WorkHourRecords/{id}: every field of the spec. */
export type WorkHourRecordDto = {
  id: number;
  projectId: number;
  project: string;
  projectCode: string | null;
  employeeId: number;
  employee: string;
  date: string;
  hours: string;
  workHourTypeId: number;
  workHourType: string;
  isFieldWork: boolean;
  workRecordCoefficientId: number | null;
  /** The coefficient's name (as the project's defaultWorkRecordCoefficient). */
  workRecordCoefficient: string | null;
  /** The coefficient's value, a decimal string ("1.30"). */
  workRecordCoefficientValue: string | null;
  accommodationSupplierId: number | null;
  accommodationSupplier: string | null;
  foodSupplierId: number | null;
  foodSupplier: string | null;
  numberOfMeals: number;
  description: string | null;
  /** The gear handed over that day (the employee's gear record), null when none. */
  gear: GearQuantities | null;
  /** The employee's gear record the gear is (null when none). */
  employeeGearRecordId: number | null;
  createdBy: string | null;
  createdDate: string;
  lastModifiedBy: string | null;
  lastModifiedDate: string | null;
};

/** Why a cell cannot be written: the month's deadline passed, or the project is not the user's. */
export type CellLockReason = 'deadline' | 'unauthorized';

/**
 * One record in the Grid answer (issue 15): a tuple of only what the grid shows and its editor
 * edits, the names left to `lookups` and the project to `projects`. Its employee is the key of
 * `cells` and its day the index in the employee's array (0 = the 1st). hours is a decimal string
 * without trailing zeros ("8", "7.5"); isFieldWork 1/0; gear the twelve quantities in GEAR_KEYS
 * order, null when none was handed over. Trailing nulls are left out: without gear the tuple ends
 * at the description, without a description too at numberOfMeals (9 elements, the usual cell).
 * lib/work-hours/grid-model.ts `decodeGridCells` reads it.
 */
export type GridCellTuple = [
  id: number,
  projectId: number,
  hours: string,
  workHourTypeId: number,
  isFieldWork: 0 | 1,
  workRecordCoefficientId: number | null,
  accommodationSupplierId: number | null,
  foodSupplierId: number | null,
  numberOfMeals: number,
  description?: string | null,
  gear?: number[] | null,
];

/** An id and its name (the Grid's lookup tables). */
export type GridLookup = { id: number; name: string }[];

/**
 * GET /api/WorkHourRecords/Grid?projectId&year&month&showInactive (an addition to the spec: the
 * grid's month in one call, columnar since issue 15). projectId absent or 0 = all projects.
 */
export type TimesheetGridDto = {
  year: number;
  month: number;
  projectId: number | null;
  /** The month's fund of hours: Monday-Friday x 8, holidays included (2026-01: 176). */
  fundHours: number;
  /** 'YYYY-MM-DD' of the month's public holidays with their Croatian names. */
  holidays: { date: string; localName: string }[];
  /** Projects the rows' records belong to or the user may pick, with the lock for this user. */
  projects: {
    id: number;
    name: string;
    code: string | null;
    /** The project is Active (new records and gear go only to active projects' months in the UI). */
    active: boolean;
    defaultWorkRecordCoefficientId: number | null;
    /** null = the user may write this project's month; otherwise why not. */
    lock: CellLockReason | null;
    /** ISO date-time until which others than SA/A/Ac/M may write (month end + extension days). */
    deadline: string;
  }[];
  employees: {
    id: number;
    /** The spec's grid employee: id, name, surname, fullName, activeTo. */
    name: string;
    surname: string;
    fullName: string;
    activeTo: string | null;
    /** Not employed in this month (the employee's activeTo before the month, or activeFrom after it). */
    inactive: boolean;
    /** Certificates (lib/employees/expiry.ts EXPIRY_FIELDS keys) with their expiry dates, when set. */
    expiries: { key: string; label: string; date: string }[];
    /** The employee's latest record with food/accommodation (the defaults of section 4). */
    lastSuppliers: {
      accommodationSupplierId: number | null;
      accommodationSupplier: string | null;
      foodSupplierId: number | null;
      foodSupplier: string | null;
      numberOfMeals: number;
    } | null;
  }[];
  /**
   * The month's records, per employee id (absent: none that month) an array with one entry per day
   * of the month (index 0 = the 1st), null where the employee has no record.
   */
  cells: Record<string, (GridCellTuple | null)[]>;
  /** The names the cells refer to, each sent once: the work-hour types, coefficients and suppliers used that month. */
  lookups: { types: GridLookup; coefficients: GridLookup; suppliers: GridLookup };
};

/** POST /api/WorkHourRecords/CopyBatch: the records created on the destination day and how many. */
export type CopyBatchResultDto = { count: number; records: WorkHourRecordDto[] };
