import { describe, expect, it } from 'vitest';
import { daysInMonth, monthRange, weekdayHolidays, workingDaysInMonth } from './calendar';
import { shiftMonth } from './month';
import {
  bonusSplit,
  calculatePayrollLine,
  countFieldDays,
  fieldAllowance,
  isFieldDay,
  hourlyRate,
  lineTotal,
  regularHourlyRate,
  type ConstantsInput,
  type PayrollLineInput,
} from './calculation';

const constants: ConstantsInput = {
  hourlyRateDividerBOL: '174',
  hourlyRateDividerBOLWorkInjury: '160',
  hourlyRateDividerGO: '174',
  amountOfFieldAllowance: '26.54',
  maxAmountOfAnnualBonus: '1120.00',
  maxAmountOfFieldAllowance: '600.00',
};

/** The worked example of docs/payroll.md: January 2026 (20 working days). */
const example: PayrollLineInput = {
  salary: {
    contractedAmount: '1200.00',
    netAmount: '950.00',
    sickLeaveGrossAmount: '1100.00',
    agreedAmount: '1500.00',
    hourlyRate: null,
    additionRecurring: '50.00',
    additionOneTime: '25.50',
    fieldWorkDaysFund: 10,
  },
  hours: { regular: '120.00', sickLeave: '16.00', sickLeaveInjury: '8.00', vacation: '8.00', otherAbsence: '4.00', fieldDays: 14 },
  constants,
  workingDays: 20,
  bonusUsedThisYear: '0',
};

describe('working days of a month (Mon-Fri minus public holidays on them)', () => {
  it('January 2026: 22 weekdays, 1.1. (Thu) and 6.1. (Tue) are holidays -> 20', () => {
    expect(weekdayHolidays(2026, 1)).toEqual(['2026-01-01', '2026-01-06']);
    expect(workingDaysInMonth(2026, 1)).toBe(20);
  });
  it('June 2026: Tijelovo 4.6. (Thu) and 22.6. (Mon) -> 22 - 2 = 20', () => {
    expect(workingDaysInMonth(2026, 6)).toBe(20);
  });
  it('December 2026: 25.12. is a Friday, 26.12. a Saturday (not counted) -> 23 - 1 = 22', () => {
    expect(weekdayHolidays(2026, 12)).toEqual(['2026-12-25']);
    expect(workingDaysInMonth(2026, 12)).toBe(22);
  });
  it('a month without holidays: March 2026 has 22 weekdays', () => {
    expect(workingDaysInMonth(2026, 3)).toBe(22);
  });
  it('month lengths and ranges, leap years included', () => {
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(monthRange(2026, 2)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
});

describe('month navigation wraps the year', () => {
  it('previous of January is December of the year before, next of December is January', () => {
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth(2025, 12, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth(2026, 6, 1)).toEqual({ year: 2026, month: 7 });
    expect(shiftMonth(2026, 3, -15)).toEqual({ year: 2024, month: 12 });
  });
});

describe('hourly rates: 4 decimals, half away from zero', () => {
  it('divides exactly and rounds once', () => {
    expect(hourlyRate('1100.00', '174')).toBe('6.3218'); // 6.321839...
    expect(hourlyRate('1200.00', '174')).toBe('6.8966'); // 6.896551...
    expect(hourlyRate('1.00', '32')).toBe('0.0313'); // 0.03125: the half goes up
    expect(hourlyRate('100.00', '0')).toBe('0.0000');
  });
  it('regular: the hourly rate when given, else agreed / (working days x 8)', () => {
    expect(regularHourlyRate({ hourlyRate: '7.50', agreedAmount: null }, 20)).toBe('7.5000');
    expect(regularHourlyRate({ hourlyRate: null, agreedAmount: '1500.00' }, 20)).toBe('9.3750');
    // the same agreed amount in a month of 22 working days: 1500 / 176 = 8.522727...
    expect(regularHourlyRate({ hourlyRate: null, agreedAmount: '1500.00' }, 22)).toBe('8.5227');
  });
});

describe('line totals: hours x rate rounded to the cent', () => {
  it('rounds half away from zero where floats go wrong', () => {
    expect(lineTotal('1.00', '2.0050')).toBe('2.01'); // 2.005
    expect(lineTotal('16.00', '6.3218')).toBe('101.15'); // 101.1488
    expect(lineTotal('4.00', '6.8966')).toBe('27.59'); // 27.5864
    expect(lineTotal('0.50', '0.0250')).toBe('0.01'); // 0.0125
    expect(lineTotal('0', '9.3750')).toBe('0.00');
  });
});

describe('field allowance: days beyond the fund, capped', () => {
  it('14 field days, fund 10: 4 paid days x 26,54 = 106,16', () => {
    expect(fieldAllowance(14, 10, constants)).toEqual({
      fieldWorkFundDays: 10,
      fieldWorkFundDaysTotal: 10,
      numberOfFieldDaysForPayment: 4,
      totalFieldWork: '371.56',
      fieldAllowance: '106.16',
    });
  });
  it('fewer field days than the fund: nothing paid', () => {
    expect(fieldAllowance(6, 10, constants)).toMatchObject({ fieldWorkFundDaysTotal: 6, numberOfFieldDaysForPayment: 0, fieldAllowance: '0.00' });
  });
  it('no fund: every field day is paid, at most maxAmountOfFieldAllowance (30 x 26,54 = 796,20 -> 600,00)', () => {
    expect(fieldAllowance(30, null, constants)).toMatchObject({ numberOfFieldDaysForPayment: 30, totalFieldWork: '796.20', fieldAllowance: '600.00' });
    // just under the cap: 22 x 26,54 = 583,88
    expect(fieldAllowance(22, 0, constants).fieldAllowance).toBe('583.88');
  });
});

describe('field days: only worked regular days with field work', () => {
  const day = (date: string, workHourTypeId: number, hours: string, isFieldWork = true) => ({ date, workHourTypeId, hours, isFieldWork });
  it('a regular day with hours and field work is a field day; absences with field work ticked are not', () => {
    expect(isFieldDay(day('2026-01-05', 600, '8.00'))).toBe(true);
    expect(isFieldDay(day('2026-01-05', 600, '8.00', false))).toBe(false);
    for (const absence of [601, 602, 603, 604, 605]) expect(isFieldDay(day('2026-01-05', absence, '8.00'))).toBe(false);
    expect(isFieldDay(day('2026-01-05', 600, '0.00'))).toBe(false);
    expect(isFieldDay(day('2026-01-05', 600, '0.50'))).toBe(true);
  });
  it('counts dates: two field records on one day are one day; BOL and GO days with field work ticked pay no allowance', () => {
    const records = [
      day('2026-01-05', 600, '4.00'),
      day('2026-01-05', 600, '4.00'), // a second project the same day
      day('2026-01-07', 600, '8.00'),
      day('2026-01-08', 604, '8.00'), // sick leave, field work ticked
      day('2026-01-09', 603, '8.00'), // vacation, field work ticked
      day('2026-01-12', 600, '8.00', false),
      day('2026-01-13', 605, '8.00'),
    ];
    expect(countFieldDays(records)).toBe(2);
    // no fund: 2 x 26,54 (not 5 x 26,54 = 132,70)
    expect(fieldAllowance(countFieldDays(records), null, constants).fieldAllowance).toBe('53.08');
  });
});

describe('annual bonus: the earned total above net, within what is left of the year', () => {
  it('all of the difference when the year has room', () => {
    expect(bonusSplit('1439.41', '950.00', '1120.00', '0')).toEqual({ remainingAnnualBonus: '1120.00', bonus: '489.41', incentives: '0.00' });
  });
  it('capped by the remaining amount; the rest is incentives', () => {
    expect(bonusSplit('1439.41', '950.00', '1120.00', '900.00')).toEqual({ remainingAnnualBonus: '220.00', bonus: '220.00', incentives: '269.41' });
  });
  it('an exhausted year pays no bonus; a total below net pays neither', () => {
    expect(bonusSplit('1439.41', '950.00', '1120.00', '1200.00')).toEqual({ remainingAnnualBonus: '0.00', bonus: '0.00', incentives: '489.41' });
    expect(bonusSplit('900.00', '950.00', '1120.00', '0')).toEqual({ remainingAnnualBonus: '1120.00', bonus: '0.00', incentives: '0.00' });
  });
});

describe('the worked example of docs/payroll.md, line by line', () => {
  it('computes every field', () => {
    expect(calculatePayrollLine(example)).toEqual({
      regularHourlyRate: '9.3750', // 1500,00 / (20 x 8)
      sickLeaveHourlyRate: '6.3218', // 1100,00 / 174
      sickLeaveInjuryHourlyRate: '6.8750', // 1100,00 / 160
      otherAbsenceHourlyRate: '6.8966', // 1200,00 / 174
      vacationHourlyRate: '6.8966',
      regularWorkHours: '120.00',
      sickLeaveHours: '16.00',
      sickLeaveInjuryHours: '8.00',
      otherAbsenceHours: '4.00',
      vacationHours: '8.00',
      fieldDays: 14,
      totalRegularWork: '1125.00', // 120 x 9,3750
      totalSickLeave: '101.15', // 16 x 6,3218 = 101,1488
      totalSickLeaveInjury: '55.00', // 8 x 6,8750
      totalOtherAbsence: '27.59', // 4 x 6,8966 = 27,5864
      totalVacation: '55.17', // 8 x 6,8966 = 55,1728
      totalFieldWork: '371.56', // 14 x 26,54
      allowances: '75.50', // 50,00 + 25,50
      total: '1439.41', // 1125,00 + 101,15 + 55,00 + 55,17 + 27,59 + 75,50
      netAmount: '950.00',
      numberOfWorkingDaysInMonth: 20,
      fieldWorkFundDays: 10,
      fieldWorkFundDaysTotal: 10,
      numberOfFieldDaysForPayment: 4,
      fieldAllowance: '106.16', // 4 x 26,54
      remainingAnnualBonus: '1120.00',
      bonus: '489.41', // 1439,41 - 950,00
      incentives: '0.00',
      accountingTotal: '1545.57', // 950,00 + 106,16 + 489,41 + 0,00
    });
  });
  it('with 900,00 of bonus already paid this year: bonus 220,00, incentives 269,41, same accounting total', () => {
    const line = calculatePayrollLine({ ...example, bonusUsedThisYear: '900.00' });
    expect(line).toMatchObject({ remainingAnnualBonus: '220.00', bonus: '220.00', incentives: '269.41', accountingTotal: '1545.57' });
  });
  it('an hourly-rate salary without sick-leave gross: the contracted amount is the sick-leave base', () => {
    const line = calculatePayrollLine({
      ...example,
      salary: { ...example.salary, agreedAmount: null, hourlyRate: '8.25', sickLeaveGrossAmount: null, additionRecurring: null, additionOneTime: null },
    });
    expect(line.regularHourlyRate).toBe('8.2500');
    expect(line.totalRegularWork).toBe('990.00'); // 120 x 8,25
    expect(line.sickLeaveHourlyRate).toBe('6.8966'); // 1200,00 / 174
    expect(line.allowances).toBe('0.00');
  });
});
