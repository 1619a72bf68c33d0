import { divideRounded, fromScaled, rescale, toScaled } from '@/lib/format/decimal';
import { isFieldDay } from '@/lib/work-hours/field-day';

/**
 * THE payroll calculation (issue 14): every formula of a payroll item, in one pure module with
 * exact decimal arithmetic (scaled BigInt, never JS floats). docs/payroll.md walks one employee
 * through it line by line. Rounding is always half away from zero and happens in exactly three
 * places:
 *
 *   1. each hourly rate is rounded to 4 decimals (RATE_SCALE) when it is computed;
 *   2. each total (hours x the rounded rate, days x the daily amount) is rounded to the cent;
 *   3. nothing else is rounded: sums, caps and differences of cent amounts are exact.
 *
 * So an accountant who multiplies the shown hours by the shown rate and rounds to the cent gets
 * the shown total.
 */

export const RATE_SCALE = 4;
const MONEY = 2;
const HOURS = 2;
/** Hours of one working day for the regular rate from an agreed monthly amount. */
export const HOURS_PER_WORKING_DAY = 8;

/** A decimal string, as Postgres and the API give it ("1234.50"). */
type Dec = string;

export type SalaryInput = {
  contractedAmount: Dec;
  netAmount: Dec;
  sickLeaveGrossAmount: Dec | null;
  agreedAmount: Dec | null;
  hourlyRate: Dec | null;
  additionRecurring: Dec | null;
  additionOneTime: Dec | null;
  fieldWorkDaysFund: number | null;
};

/** The month's hours of one employee by type (work_hour_records, lib/work-hours/types.ts). */
export type HoursInput = {
  /** Regular 600. */
  regular: Dec;
  /** SickLeave 604 (BOL). */
  sickLeave: Dec;
  /** SickLeaveInjury 605 (ONR in the grid's legend). */
  sickLeaveInjury: Dec;
  /** Vacation 603 (GO). */
  vacation: Dec;
  /** DayOff 601 (SD) + NonWorking 602 (ND). */
  otherAbsence: Dec;
  /** Field days: countFieldDays of the month's records. */
  fieldDays: number;
};

/** The facts of one work-hour record a field day depends on. */
export type FieldWorkRecord = { date: string; workHourTypeId: number; hours: Dec; isFieldWork: boolean };

/** A field day: lib/work-hours/field-day.ts (one rule for the payroll, the timesheet's summary and export). */
export { isFieldDay };

/** The month's field days: the dates with at least one field-day record (two projects on one day are one day). */
export function countFieldDays(records: FieldWorkRecord[]): number {
  return new Set(records.filter(isFieldDay).map((r) => r.date)).size;
}

export type ConstantsInput = {
  hourlyRateDividerBOL: Dec;
  hourlyRateDividerBOLWorkInjury: Dec;
  hourlyRateDividerGO: Dec;
  amountOfFieldAllowance: Dec;
  maxAmountOfAnnualBonus: Dec;
  maxAmountOfFieldAllowance: Dec;
};

export type PayrollLineInput = {
  salary: SalaryInput;
  hours: HoursInput;
  constants: ConstantsInput;
  /** Mondays to Fridays of the month that are not public holidays (lib/payroll/calendar.ts). */
  workingDays: number;
  /** Bonus already paid this year: earlier payrolls of the year (+ the amount used before employment). */
  bonusUsedThisYear: Dec;
};

/** Every computed field of a payroll item (decimal strings: rates 4 decimals, money 2, hours 2). */
export type PayrollLine = {
  regularHourlyRate: Dec;
  sickLeaveHourlyRate: Dec;
  sickLeaveInjuryHourlyRate: Dec;
  otherAbsenceHourlyRate: Dec;
  vacationHourlyRate: Dec;
  regularWorkHours: Dec;
  sickLeaveHours: Dec;
  sickLeaveInjuryHours: Dec;
  otherAbsenceHours: Dec;
  vacationHours: Dec;
  fieldDays: number;
  totalRegularWork: Dec;
  totalSickLeave: Dec;
  totalSickLeaveInjury: Dec;
  totalOtherAbsence: Dec;
  totalVacation: Dec;
  totalFieldWork: Dec;
  allowances: Dec;
  total: Dec;
  netAmount: Dec;
  numberOfWorkingDaysInMonth: number;
  fieldWorkFundDays: number;
  fieldWorkFundDaysTotal: number;
  numberOfFieldDaysForPayment: number;
  fieldAllowance: Dec;
  remainingAnnualBonus: Dec;
  bonus: Dec;
  incentives: Dec;
  accountingTotal: Dec;
};

const cents = (v: Dec | null | undefined) => toScaled(v ?? '0', MONEY);
const min = (a: bigint, b: bigint) => (a < b ? a : b);
const max = (a: bigint, b: bigint) => (a > b ? a : b);

/**
 * amount / divisor, rounded half away from zero to 4 decimals. A divisor of 0 (a month without
 * working days, a divider the constants refuse anyway) gives a rate of 0, never a crash.
 */
export function hourlyRate(amount: Dec, divisor: Dec | number): Dec {
  const n = toScaled(amount, MONEY);
  const d = toScaled(divisor, MONEY);
  if (d === 0n) return fromScaled(0n, RATE_SCALE);
  return fromScaled(divideRounded(n * 10n ** BigInt(RATE_SCALE), d), RATE_SCALE);
}

/** hours x rate, rounded to the cent. */
export function lineTotal(hours: Dec, rate: Dec): Dec {
  const product = toScaled(hours, HOURS) * toScaled(rate, RATE_SCALE);
  return fromScaled(rescale(product, HOURS + RATE_SCALE, MONEY), MONEY);
}

/** Regular rate: the salary's hourly rate, or its agreed amount / (working days x 8). */
export function regularHourlyRate(salary: Pick<SalaryInput, 'hourlyRate' | 'agreedAmount'>, workingDays: number): Dec {
  if (salary.hourlyRate != null) return fromScaled(toScaled(salary.hourlyRate, RATE_SCALE), RATE_SCALE);
  return hourlyRate(salary.agreedAmount ?? '0', workingDays * HOURS_PER_WORKING_DAY);
}

/**
 * Field days and the allowance. The salary's fieldWorkDaysFund is the number of field days its
 * contracted amount already covers:
 *   fieldWorkFundDays            = the salary's fund (0 when empty)
 *   fieldWorkFundDaysTotal       = min(field days, fund)        the fund days actually used
 *   numberOfFieldDaysForPayment  = field days - fund days used  = max(0, field days - fund)
 *   totalFieldWork               = field days x amountOfFieldAllowance (the value of all field days)
 *   fieldAllowance               = min(days for payment x amountOfFieldAllowance, maxAmountOfFieldAllowance)
 */
export function fieldAllowance(fieldDays: number, fund: number | null, constants: Pick<ConstantsInput, 'amountOfFieldAllowance' | 'maxAmountOfFieldAllowance'>) {
  const fieldWorkFundDays = Math.max(0, fund ?? 0);
  const fieldWorkFundDaysTotal = Math.min(fieldDays, fieldWorkFundDays);
  const numberOfFieldDaysForPayment = fieldDays - fieldWorkFundDaysTotal;
  const daily = cents(constants.amountOfFieldAllowance);
  const totalFieldWork = BigInt(fieldDays) * daily;
  const allowance = min(BigInt(numberOfFieldDaysForPayment) * daily, cents(constants.maxAmountOfFieldAllowance));
  return {
    fieldWorkFundDays,
    fieldWorkFundDaysTotal,
    numberOfFieldDaysForPayment,
    totalFieldWork: fromScaled(totalFieldWork, MONEY),
    fieldAllowance: fromScaled(allowance, MONEY),
  };
}

/**
 * The part of the earned total above the net amount is paid as the non-taxable bonus, up to what
 * is left of the year's maxAmountOfAnnualBonus, and the rest as incentives:
 *   remaining  = max(0, maxAmountOfAnnualBonus - bonus used this year)
 *   difference = max(0, total - net amount)
 *   bonus      = min(difference, remaining)
 *   incentives = difference - bonus
 */
export function bonusSplit(total: Dec, netAmount: Dec, maxAnnual: Dec, usedThisYear: Dec) {
  const remaining = max(0n, cents(maxAnnual) - cents(usedThisYear));
  const difference = max(0n, cents(total) - cents(netAmount));
  const bonus = min(difference, remaining);
  return {
    remainingAnnualBonus: fromScaled(remaining, MONEY),
    bonus: fromScaled(bonus, MONEY),
    incentives: fromScaled(difference - bonus, MONEY),
  };
}

/** One employee's payroll line from the month's hours, the salary and the constants. */
export function calculatePayrollLine(input: PayrollLineInput): PayrollLine {
  const { salary, hours, constants, workingDays } = input;
  const h = (v: Dec) => fromScaled(toScaled(v, HOURS), HOURS);

  const regularRate = regularHourlyRate(salary, workingDays);
  const sickBase = salary.sickLeaveGrossAmount ?? salary.contractedAmount;
  const sickRate = hourlyRate(sickBase, constants.hourlyRateDividerBOL);
  const injuryRate = hourlyRate(sickBase, constants.hourlyRateDividerBOLWorkInjury);
  const absenceRate = hourlyRate(salary.contractedAmount, constants.hourlyRateDividerGO);

  const totalRegularWork = lineTotal(hours.regular, regularRate);
  const totalSickLeave = lineTotal(hours.sickLeave, sickRate);
  const totalSickLeaveInjury = lineTotal(hours.sickLeaveInjury, injuryRate);
  const totalVacation = lineTotal(hours.vacation, absenceRate);
  const totalOtherAbsence = lineTotal(hours.otherAbsence, absenceRate);
  const allowances = cents(salary.additionRecurring) + cents(salary.additionOneTime);
  const total =
    cents(totalRegularWork) + cents(totalSickLeave) + cents(totalSickLeaveInjury) + cents(totalVacation) + cents(totalOtherAbsence) + allowances;

  const field = fieldAllowance(hours.fieldDays, salary.fieldWorkDaysFund, constants);
  const netAmount = fromScaled(cents(salary.netAmount), MONEY);
  const split = bonusSplit(fromScaled(total, MONEY), netAmount, constants.maxAmountOfAnnualBonus, input.bonusUsedThisYear);
  const accountingTotal = cents(netAmount) + cents(field.fieldAllowance) + cents(split.bonus) + cents(split.incentives);

  return {
    regularHourlyRate: regularRate,
    sickLeaveHourlyRate: sickRate,
    sickLeaveInjuryHourlyRate: injuryRate,
    otherAbsenceHourlyRate: absenceRate,
    vacationHourlyRate: absenceRate,
    regularWorkHours: h(hours.regular),
    sickLeaveHours: h(hours.sickLeave),
    sickLeaveInjuryHours: h(hours.sickLeaveInjury),
    otherAbsenceHours: h(hours.otherAbsence),
    vacationHours: h(hours.vacation),
    fieldDays: hours.fieldDays,
    totalRegularWork,
    totalSickLeave,
    totalSickLeaveInjury,
    totalOtherAbsence,
    totalVacation,
    totalFieldWork: field.totalFieldWork,
    allowances: fromScaled(allowances, MONEY),
    total: fromScaled(total, MONEY),
    netAmount,
    numberOfWorkingDaysInMonth: workingDays,
    fieldWorkFundDays: field.fieldWorkFundDays,
    fieldWorkFundDaysTotal: field.fieldWorkFundDaysTotal,
    numberOfFieldDaysForPayment: field.numberOfFieldDaysForPayment,
    fieldAllowance: field.fieldAllowance,
    remainingAnnualBonus: split.remainingAnnualBonus,
    bonus: split.bonus,
    incentives: split.incentives,
    accountingTotal: fromScaled(accountingTotal, MONEY),
  };
}
