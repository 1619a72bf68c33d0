import { WORK_HOUR_TYPE, type TimesheetGridDto } from './types';

/**
 * The work-record defaults (spec part 2 section 4 "Work-record defaults"), pure and client-safe
 * so the grid's editor and the tests use the same rule:
 * - a new record: 8 hours, field work on, type Regular, the project's default coefficient;
 * - food supplier, accommodation supplier and meal count from the employee's latest record that
 *   has them (the grid's `lastSuppliers`, read by queries.ts in one lateral query);
 * - ticking field work sets the project's default coefficient, unticking clears it (and the
 *   editor disables the select); a record without field work stores no coefficient.
 */
export const DEFAULT_HOURS = '8.00';

export type WorkRecordDraft = {
  hours: string;
  workHourTypeId: number;
  isFieldWork: boolean;
  workRecordCoefficientId: number | null;
  accommodationSupplierId: number | null;
  foodSupplierId: number | null;
  numberOfMeals: number;
  description: string | null;
};

type LastSuppliers = TimesheetGridDto['employees'][number]['lastSuppliers'];

export function newRecordDefaults(
  project: { defaultWorkRecordCoefficientId: number | null } | null | undefined,
  lastSuppliers: LastSuppliers | undefined,
): WorkRecordDraft {
  return {
    hours: DEFAULT_HOURS,
    workHourTypeId: WORK_HOUR_TYPE.Regular,
    isFieldWork: true,
    workRecordCoefficientId: project?.defaultWorkRecordCoefficientId ?? null,
    accommodationSupplierId: lastSuppliers?.accommodationSupplierId ?? null,
    foodSupplierId: lastSuppliers?.foodSupplierId ?? null,
    numberOfMeals: lastSuppliers?.numberOfMeals ?? 0,
    description: null,
  };
}

/** Ticking or unticking field work in the editor. */
export function withFieldWork<T extends Pick<WorkRecordDraft, 'isFieldWork' | 'workRecordCoefficientId'>>(
  draft: T,
  isFieldWork: boolean,
  projectDefaultCoefficientId: number | null,
): T {
  return { ...draft, isFieldWork, workRecordCoefficientId: isFieldWork ? projectDefaultCoefficientId : null };
}

/** What is stored: no coefficient without field work. */
export function storedCoefficient(isFieldWork: boolean, coefficientId: number | null | undefined): number | null {
  return isFieldWork ? (coefficientId ?? null) : null;
}
