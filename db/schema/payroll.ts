import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { companies } from './lookups';
import { users } from './users';

/**
 * Salaries, configurable constants, payrolls and payroll items (spec part 2 section 3 "Salary",
 * "Payroll", "Configurable constants"; issue 14). Money numeric(18,2), hourly rates numeric(18,4)
 * (docs/payroll.md: where rounding happens), hours numeric(7,2). Every formula is in
 * lib/payroll/calculation.ts; these tables only keep its inputs and results.
 */

/** One salary per employee per month (unique employee, year, month), in one company. */
export const salaries = pgTable(
  'salaries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    month: smallint('month').notNull(),
    year: smallint('year').notNull(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    contractedAmount: numeric('contracted_amount', { precision: 18, scale: 2 }).notNull(),
    netAmount: numeric('net_amount', { precision: 18, scale: 2 }).notNull(),
    sickLeaveGrossAmount: numeric('sick_leave_gross_amount', { precision: 18, scale: 2 }),
    taxAndSurtaxAmount: numeric('tax_and_surtax_amount', { precision: 18, scale: 2 }),
    agreedAmount: numeric('agreed_amount', { precision: 18, scale: 2 }),
    hourlyRate: numeric('hourly_rate', { precision: 18, scale: 2 }),
    additionRecurring: numeric('addition_recurring', { precision: 18, scale: 2 }),
    additionOneTime: numeric('addition_one_time', { precision: 18, scale: 2 }),
    note: varchar('note', { length: 200 }),
    fieldWorkDaysFund: smallint('field_work_days_fund'),
  },
  (t) => [
    uniqueIndex('salaries_employee_month_uq').on(t.employeeId, t.year, t.month),
    // The salaries list of a company's month (and the payroll generation's read).
    index('salaries_company_month_idx').on(t.companyId, t.year, t.month, t.employeeId),
    check('salaries_month_ck', sql`${t.month} between 1 and 12`),
    // Exactly one of the agreed amount and the hourly rate (spec part 2 section 5 "Salary").
    check('salaries_agreed_or_hourly_ck', sql`(${t.agreedAmount} is null) <> (${t.hourlyRate} is null)`),
    check('salaries_fund_ck', sql`${t.fieldWorkDaysFund} is null or ${t.fieldWorkDaysFund} between 0 and 31`),
  ],
);

/** The payroll constants (one row; spec part 2 section 3 "Configurable constants"). */
export const configurableConstants = pgTable(
  'configurable_constants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    hourlyRateDividerBOL: numeric('hourly_rate_divider_bol', { precision: 9, scale: 2 }).notNull(),
    hourlyRateDividerBOLWorkInjury: numeric('hourly_rate_divider_bol_work_injury', { precision: 9, scale: 2 }).notNull(),
    hourlyRateDividerGO: numeric('hourly_rate_divider_go', { precision: 9, scale: 2 }).notNull(),
    amountOfFieldAllowance: numeric('amount_of_field_allowance', { precision: 18, scale: 2 }).notNull(),
    maxAmountOfAnnualBonus: numeric('max_amount_of_annual_bonus', { precision: 18, scale: 2 }).notNull(),
    maxAmountOfFieldAllowance: numeric('max_amount_of_field_allowance', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [
    check(
      'configurable_constants_positive_ck',
      sql`${t.hourlyRateDividerBOL} > 0 and ${t.hourlyRateDividerBOLWorkInjury} > 0 and ${t.hourlyRateDividerGO} > 0 and ${t.maxAmountOfFieldAllowance} > 0`,
    ),
    check('configurable_constants_nonnegative_ck', sql`${t.amountOfFieldAllowance} >= 0 and ${t.maxAmountOfAnnualBonus} >= 0`),
  ],
);

/** One payroll per company and month; `isApproved` is the lock (spec part 2 section 4 "Payroll"). */
export const payrolls = pgTable(
  'payrolls',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    month: smallint('month').notNull(),
    year: smallint('year').notNull(),
    isApproved: boolean('is_approved').notNull().default(false),
    generatedById: integer('generated_by_id').references(() => users.id, { onDelete: 'set null' }),
    generatedDate: timestamp('generated_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A second concurrent generate of the same month waits on this index and then finds the row.
    uniqueIndex('payrolls_company_month_uq').on(t.companyId, t.year, t.month),
    check('payrolls_month_ck', sql`${t.month} between 1 and 12`),
  ],
);

const money = (name: string) => numeric(name, { precision: 18, scale: 2 }).notNull();
const rate = (name: string) => numeric(name, { precision: 18, scale: 4 }).notNull();
const hours = (name: string) => numeric(name, { precision: 7, scale: 2 }).notNull();

/**
 * One line per employee with a salary that month (spec "Payroll item"), with every input and result
 * of lib/payroll/calculation.ts. Beyond the spec's fields: the regular hourly rate and the sick
 * leave from a work injury (ONR), rated separately (issue 14).
 */
export const payrollItems = pgTable(
  'payroll_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    payrollId: integer('payroll_id')
      .notNull()
      .references(() => payrolls.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    salaryId: integer('salary_id').references(() => salaries.id, { onDelete: 'set null' }),
    idNumber: varchar('id_number', { length: 50 }),
    regularHourlyRate: rate('regular_hourly_rate'),
    sickLeaveHourlyRate: rate('sick_leave_hourly_rate'),
    sickLeaveInjuryHourlyRate: rate('sick_leave_injury_hourly_rate'),
    otherAbsenceHourlyRate: rate('other_absence_hourly_rate'),
    vacationHourlyRate: rate('vacation_hourly_rate'),
    regularWorkHours: hours('regular_work_hours'),
    sickLeaveHours: hours('sick_leave_hours'),
    sickLeaveInjuryHours: hours('sick_leave_injury_hours'),
    otherAbsenceHours: hours('other_absence_hours'),
    vacationHours: hours('vacation_hours'),
    fieldDays: smallint('field_days').notNull(),
    totalRegularWork: money('total_regular_work'),
    totalSickLeave: money('total_sick_leave'),
    totalSickLeaveInjury: money('total_sick_leave_injury'),
    totalOtherAbsence: money('total_other_absence'),
    totalVacation: money('total_vacation'),
    totalFieldWork: money('total_field_work'),
    allowances: money('allowances'),
    total: money('total'),
    netAmount: money('net_amount'),
    numberOfWorkingDaysInMonth: smallint('number_of_working_days_in_month').notNull(),
    fieldWorkFundDays: smallint('field_work_fund_days').notNull(),
    fieldWorkFundDaysTotal: smallint('field_work_fund_days_total').notNull(),
    numberOfFieldDaysForPayment: smallint('number_of_field_days_for_payment').notNull(),
    fieldAllowance: money('field_allowance'),
    remainingAnnualBonus: money('remaining_annual_bonus'),
    bonus: money('bonus'),
    incentives: money('incentives'),
    accountingTotal: money('accounting_total'),
  },
  (t) => [
    uniqueIndex('payroll_items_payroll_employee_uq').on(t.payrollId, t.employeeId),
    // The year's earlier bonuses of one employee (the annual bonus cap).
    index('payroll_items_employee_idx').on(t.employeeId, t.payrollId),
    index('payroll_items_salary_idx').on(t.salaryId),
  ],
);

export type Salary = typeof salaries.$inferSelect;
export type Payroll = typeof payrolls.$inferSelect;
export type PayrollItem = typeof payrollItems.$inferSelect;
export type ConfigurableConstants = typeof configurableConstants.$inferSelect;
