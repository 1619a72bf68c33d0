import 'server-only';
import { and, asc, eq, isNotNull, isNull, lte, gte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { companies, configurableConstants, employees, payrollItems, payrolls, salaries } from '@/db/schema';
import { employeeNameFilter } from '@/lib/employees/name-filter';
import type { Paged } from '@/lib/http/list-params';
import { rowsJson, withJsonRows } from '@/lib/http/list-json';
import { defineList } from '@/lib/http/list-query';
import { monthRange } from './calendar';
import type { PayrollLine } from './calculation';
import {
  PAYROLL_LIST,
  SALARY_LIST,
  type ConstantsDto,
  type EmployeeBrief,
  type EmployeePayrollDto,
  type MonthSearch,
  type PayrollDto,
  type PayrollItemDto,
  type SalaryDto,
  type SalaryOverviewRow,
} from './schemas';

/**
 * Reads of salaries, payrolls and the constants (API and the later pages alike). One query per
 * list: employees joined with their salary or payroll item of the month, never one per row.
 */

const fullName = sql<string>`${employees.name} || ' ' || ${employees.surname}`;

/** The employee's fields flat, prefixed (the export and the payroll generation read them so). */
export const employeeBriefColumns = {
  employeeId: employees.id,
  employeeName: employees.name,
  employeeSurname: employees.surname,
  employeeFullName: fullName,
  employeeOib: employees.oib,
  employeeCompanyId: employees.companyId,
  employeeCompany: companies.name,
};

/** Employees of the company (first or second company) employed at some time in the month. */
export function employedInCompany(companyId: number, year: number, month: number) {
  const { from, to } = monthRange(year, month);
  return and(
    or(eq(employees.companyId, companyId), eq(employees.company2Id, companyId)),
    lte(employees.activeFrom, to),
    or(isNull(employees.activeTo), gte(employees.activeTo, from)),
  );
}

/** The employee as the DTO nests it (EmployeeBrief), selected in that shape. */
const employeeBrief = {
  id: employees.id,
  name: employees.name,
  surname: employees.surname,
  fullName,
  oib: employees.oib,
  companyId: employees.companyId,
  company: companies.name,
} satisfies Record<keyof EmployeeBrief, unknown>;

// ---- salaries

export const salaryColumns = {
  id: salaries.id,
  month: salaries.month,
  year: salaries.year,
  employeeId: salaries.employeeId,
  companyId: salaries.companyId,
  contractedAmount: salaries.contractedAmount,
  netAmount: salaries.netAmount,
  sickLeaveGrossAmount: salaries.sickLeaveGrossAmount,
  taxAndSurtaxAmount: salaries.taxAndSurtaxAmount,
  agreedAmount: salaries.agreedAmount,
  hourlyRate: salaries.hourlyRate,
  additionRecurring: salaries.additionRecurring,
  additionOneTime: salaries.additionOneTime,
  note: salaries.note,
  fieldWorkDaysFund: salaries.fieldWorkDaysFund,
};

export async function getSalary(db: DbOrTx, id: number): Promise<SalaryDto | null> {
  const [row] = await db.select(salaryColumns).from(salaries).where(eq(salaries.id, id)).limit(1);
  return row ?? null;
}

/**
 * The overview's rows: employees of the company that month, and anyone with a salary there, in
 * the DTO's shape (SalaryOverviewRow: the salary null when the employee has none that month, as
 * drizzle nests a left join that found no row).
 */
function salaryOverviewSelect(db: DbOrTx, companyId: number, year: number, month: number) {
  return db
    .select({ employee: employeeBrief, salary: salaryColumns })
    .from(employees)
    .leftJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(salaries, and(eq(salaries.employeeId, employees.id), eq(salaries.companyId, companyId), eq(salaries.year, year), eq(salaries.month, month)));
}

const salaryScope = (companyId: number, year: number, month: number) => or(employedInCompany(companyId, year, month), isNotNull(salaries.id));

/** GET /api/Salaries?companyId&month&year and the /salaries screen: a row per employee of the company (with or without a salary). */
export async function listSalaries(db: DbOrTx, companyId: number, year: number, month: number): Promise<SalaryOverviewRow[]> {
  return salaryOverview(db, companyId, year, month);
}

/** GET /api/Salaries: the same rows as JSON text written by Postgres. */
export function listSalariesJson(db: DbOrTx, companyId: number, year: number, month: number): Promise<string> {
  return rowsJson(db, salaryOverview(db, companyId, year, month));
}

const salaryOverview = (db: DbOrTx, companyId: number, year: number, month: number) =>
  salaryOverviewSelect(db, companyId, year, month)
    .where(salaryScope(companyId, year, month))
    .orderBy(asc(employees.surname), asc(employees.name), asc(employees.id))
    .$dynamic();

const salaryList = defineList(SALARY_LIST, {
  filters: { employee_Name: employeeNameFilter, companyId: null },
  sort: {
    employee: [employees.surname, employees.name],
    contractedAmount: salaries.contractedAmount,
    netAmount: salaries.netAmount,
    agreedAmount: salaries.agreedAmount,
    hourlyRate: salaries.hourlyRate,
  },
  tiebreak: employees.id,
  nullsLast: true,
});

/** The /salaries screen's paged rows (and the route's page as objects: tests), filtered by employee name. */
export async function searchSalaries(db: DbOrTx, q: MonthSearch): Promise<Paged<SalaryOverviewRow>> {
  return salaryList.page(db, q, salarySource(db, q));
}

/** GET /api/Salaries/search: the same page as JSON text written by Postgres. */
export function searchSalariesJson(db: DbOrTx, q: MonthSearch): Promise<string> {
  return salaryList.pageJson(db, q, salarySource(db, q));
}

function salarySource(db: DbOrTx, q: MonthSearch) {
  const { companyId, year, month } = q;
  const count = db
    .select({ id: employees.id })
    .from(employees)
    .leftJoin(salaries, and(eq(salaries.employeeId, employees.id), eq(salaries.companyId, companyId), eq(salaries.year, year), eq(salaries.month, month)))
    .$dynamic();
  return { rows: salaryOverviewSelect(db, companyId, year, month).$dynamic(), count, where: [salaryScope(companyId, year, month)] };
}

/** The salaries of a company's month with their employees (the export and the payroll generation). */
export async function salariesOfMonth(db: DbOrTx, companyId: number, year: number, month: number) {
  return db
    .select({
      ...employeeBriefColumns,
      salary: salaryColumns,
      identificationNumber: employees.identificationNumber,
      activeFrom: employees.activeFrom,
      usedBonusAmountBeforeEmployment: employees.usedBonusAmountBeforeEmployment,
    })
    .from(salaries)
    .innerJoin(employees, eq(employees.id, salaries.employeeId))
    .leftJoin(companies, eq(companies.id, employees.companyId))
    .where(and(eq(salaries.companyId, companyId), eq(salaries.year, year), eq(salaries.month, month)))
    .orderBy(asc(employees.surname), asc(employees.name), asc(employees.id));
}

// ---- payrolls

const itemColumns = {
  id: payrollItems.id,
  payrollId: payrollItems.payrollId,
  idNumber: payrollItems.idNumber,
  regularHourlyRate: payrollItems.regularHourlyRate,
  sickLeaveHourlyRate: payrollItems.sickLeaveHourlyRate,
  sickLeaveInjuryHourlyRate: payrollItems.sickLeaveInjuryHourlyRate,
  otherAbsenceHourlyRate: payrollItems.otherAbsenceHourlyRate,
  vacationHourlyRate: payrollItems.vacationHourlyRate,
  regularWorkHours: payrollItems.regularWorkHours,
  sickLeaveHours: payrollItems.sickLeaveHours,
  sickLeaveInjuryHours: payrollItems.sickLeaveInjuryHours,
  otherAbsenceHours: payrollItems.otherAbsenceHours,
  vacationHours: payrollItems.vacationHours,
  fieldDays: payrollItems.fieldDays,
  totalRegularWork: payrollItems.totalRegularWork,
  totalSickLeave: payrollItems.totalSickLeave,
  totalSickLeaveInjury: payrollItems.totalSickLeaveInjury,
  totalOtherAbsence: payrollItems.totalOtherAbsence,
  totalVacation: payrollItems.totalVacation,
  totalFieldWork: payrollItems.totalFieldWork,
  allowances: payrollItems.allowances,
  total: payrollItems.total,
  netAmount: payrollItems.netAmount,
  numberOfWorkingDaysInMonth: payrollItems.numberOfWorkingDaysInMonth,
  fieldWorkFundDays: payrollItems.fieldWorkFundDays,
  fieldWorkFundDaysTotal: payrollItems.fieldWorkFundDaysTotal,
  numberOfFieldDaysForPayment: payrollItems.numberOfFieldDaysForPayment,
  fieldAllowance: payrollItems.fieldAllowance,
  remainingAnnualBonus: payrollItems.remainingAnnualBonus,
  bonus: payrollItems.bonus,
  incentives: payrollItems.incentives,
  accountingTotal: payrollItems.accountingTotal,
} satisfies Record<keyof PayrollItemDto, unknown> & Record<keyof PayrollLine, unknown>;

/** A payroll line with its employee, selected in the DTO's shape (EmployeePayrollDto): no mapping, and Postgres can write it as JSON. */
function payrollItemSelect(db: DbOrTx) {
  return db
    .select({ employee: employeeBrief, payrollItem: itemColumns })
    .from(payrollItems)
    .innerJoin(payrolls, eq(payrolls.id, payrollItems.payrollId))
    .innerJoin(employees, eq(employees.id, payrollItems.employeeId))
    .leftJoin(companies, eq(companies.id, employees.companyId));
}

export async function findPayroll(db: DbOrTx, companyId: number, year: number, month: number) {
  const [row] = await db
    .select({ id: payrolls.id, isApproved: payrolls.isApproved })
    .from(payrolls)
    .where(and(eq(payrolls.companyId, companyId), eq(payrolls.year, year), eq(payrolls.month, month)))
    .limit(1);
  return row ?? null;
}

/**
 * GET /api/Payrolls?companyId&month&year: the payroll with a line per employee, or "not generated"
 * (spec section 4: no id, no lines).
 */
export async function getPayroll(db: DbOrTx, companyId: number, year: number, month: number): Promise<PayrollDto> {
  const payroll = await findPayroll(db, companyId, year, month);
  if (!payroll) return { id: null, companyId, month, year, isApproved: false, employeePayrolls: [] };
  const employeePayrolls: EmployeePayrollDto[] = await payrollLines(db, payroll.id);
  return { id: payroll.id, companyId, month, year, isApproved: payroll.isApproved, employeePayrolls };
}

/** GET /api/Payrolls: the same payroll as JSON text, its lines written by Postgres (lib/http/list-json.ts). */
export async function getPayrollJson(db: DbOrTx, companyId: number, year: number, month: number): Promise<string> {
  const payroll = await findPayroll(db, companyId, year, month);
  const head = { id: payroll?.id ?? null, companyId, month, year, isApproved: payroll?.isApproved ?? false, employeePayrolls: [] };
  if (!payroll) return JSON.stringify(head);
  return withJsonRows(head, 'employeePayrolls', await rowsJson(db, payrollLines(db, payroll.id)));
}

/** A payroll's lines by employee (surname, name). */
const payrollLines = (db: DbOrTx, payrollId: number) =>
  payrollItemSelect(db)
    .where(eq(payrollItems.payrollId, payrollId))
    .orderBy(asc(employees.surname), asc(employees.name), asc(employees.id))
    .$dynamic();

export async function getPayrollItem(db: DbOrTx, id: number): Promise<EmployeePayrollDto | null> {
  const [row] = await payrollItemSelect(db).where(eq(payrollItems.id, id)).limit(1);
  return row ?? null;
}

const payrollList = defineList(PAYROLL_LIST, {
  filters: { employee_Name: employeeNameFilter, companyId: null },
  sort: {
    employee: [employees.surname, employees.name],
    total: payrollItems.total,
    netAmount: payrollItems.netAmount,
    accountingTotal: payrollItems.accountingTotal,
    fieldAllowance: payrollItems.fieldAllowance,
    bonus: payrollItems.bonus,
  },
  tiebreak: payrollItems.id,
});

/** The /payrolls screen's page: the lines of the company's month, paged, filtered by employee name. */
export async function searchPayrollItems(db: DbOrTx, q: MonthSearch): Promise<Paged<EmployeePayrollDto>> {
  return payrollList.page(db, q, payrollItemSource(db, q));
}

/** GET /api/Payrolls/search: the same page as JSON text written by Postgres. */
export function searchPayrollItemsJson(db: DbOrTx, q: MonthSearch): Promise<string> {
  return payrollList.pageJson(db, q, payrollItemSource(db, q));
}

function payrollItemSource(db: DbOrTx, q: MonthSearch) {
  const scope = and(eq(payrolls.companyId, q.companyId), eq(payrolls.year, q.year), eq(payrolls.month, q.month));
  let count = db.select({ id: payrollItems.id }).from(payrollItems).innerJoin(payrolls, eq(payrolls.id, payrollItems.payrollId)).$dynamic();
  // Every line has its employee (a NOT NULL foreign key): the count joins the employees only for the name filter.
  if (q.filters.employee_Name?.length) count = count.innerJoin(employees, eq(employees.id, payrollItems.employeeId));
  return { rows: payrollItemSelect(db).$dynamic(), count, where: [scope] };
}

// ---- constants

const constantColumns = {
  id: configurableConstants.id,
  hourlyRateDividerBOL: configurableConstants.hourlyRateDividerBOL,
  hourlyRateDividerBOLWorkInjury: configurableConstants.hourlyRateDividerBOLWorkInjury,
  hourlyRateDividerGO: configurableConstants.hourlyRateDividerGO,
  amountOfFieldAllowance: configurableConstants.amountOfFieldAllowance,
  maxAmountOfAnnualBonus: configurableConstants.maxAmountOfAnnualBonus,
  maxAmountOfFieldAllowance: configurableConstants.maxAmountOfFieldAllowance,
};

/** The constants row (there is one; the lowest id if more were ever added), or the row `id`. */
export async function getConstants(db: DbOrTx, id?: number): Promise<ConstantsDto | null> {
  const [row] = await db
    .select(constantColumns)
    .from(configurableConstants)
    .where(id === undefined ? undefined : eq(configurableConstants.id, id))
    .orderBy(asc(configurableConstants.id))
    .limit(1);
  return row ?? null;
}
