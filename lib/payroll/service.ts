import 'server-only';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '@/db/client';
import { companies, configurableConstants, employees, payrollItems, payrolls, salaries, workHourRecords } from '@/db/schema';
import { addDecimals } from '@/lib/format/decimal';
import { AppError, conflict, fieldError, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { WORK_HOUR_TYPE } from '@/lib/work-hours/types';
import { monthRange, workingDaysInMonth } from './calendar';
import { calculatePayrollLine, countFieldDays, type FieldWorkRecord, type HoursInput } from './calculation';
import { employedInCompany, getConstants, getPayroll, getPayrollItem, getSalary, salariesOfMonth, salaryColumns } from './queries';
import type {
  ConstantsDto,
  ConstantsInput,
  EmployeePayrollDto,
  PayrollDto,
  PayrollGenerateInput,
  PayrollItemUpdateInput,
  PayrollLockDto,
  SalaryCopyInput,
  SalaryCopyRow,
  SalaryDto,
  SalaryInput,
} from './schemas';

/**
 * Writes of salaries, payrolls and the constants, each on the handler's one transaction.
 * A locked (approved) payroll never changes: its lines refuse updates and regeneration, and the
 * salaries of its company and month refuse every write (409). The payroll row is the lock:
 * toggle-lock and regenerate take it FOR UPDATE, salary writes and line updates FOR SHARE, so a
 * write and a lock cannot interleave.
 */

// ---- salaries

/** 409 when the company's payroll of that month is locked (and holds the payroll row until commit). */
async function refuseLockedMonth(tx: Tx, companyId: number, year: number, month: number) {
  const [payroll] = await tx
    .select({ isApproved: payrolls.isApproved })
    .from(payrolls)
    .where(and(eq(payrolls.companyId, companyId), eq(payrolls.year, year), eq(payrolls.month, month)))
    .for('share');
  if (payroll?.isApproved) throw conflict(messages.salaryMonthLocked);
}

/**
 * The employee must exist and work for the company that month (first or second company): ids from
 * the client never give scope.
 */
async function checkSalaryEmployee(tx: Tx, input: SalaryInput) {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, input.companyId));
  if (!company) throw fieldError('companyId', messages.salaryCompanyUnknown, messages.validationFailed);
  const [employee] = await tx
    .select({ id: employees.id, member: sql<boolean>`${employedInCompany(input.companyId, input.year, input.month)}` })
    .from(employees)
    .where(eq(employees.id, input.employeeId));
  if (!employee) throw fieldError('employeeId', messages.salaryEmployeeUnknown, messages.validationFailed);
  if (!employee.member) throw fieldError('employeeId', messages.salaryEmployeeNotInCompany, messages.validationFailed);
}

/** Another salary of the employee that month (in any company): 409 before the unique index does. */
async function refuseDuplicate(tx: Tx, input: SalaryInput, exceptId?: number) {
  const [other] = await tx
    .select({ id: salaries.id })
    .from(salaries)
    .where(and(eq(salaries.employeeId, input.employeeId), eq(salaries.year, input.year), eq(salaries.month, input.month)));
  if (other && other.id !== exceptId) throw conflict(messages.salaryExists);
}

const salaryValues = (input: SalaryInput) => ({
  employeeId: input.employeeId,
  companyId: input.companyId,
  month: input.month,
  year: input.year,
  contractedAmount: input.contractedAmount,
  netAmount: input.netAmount,
  sickLeaveGrossAmount: input.sickLeaveGrossAmount,
  taxAndSurtaxAmount: input.taxAndSurtaxAmount,
  agreedAmount: input.agreedAmount,
  hourlyRate: input.hourlyRate,
  additionRecurring: input.additionRecurring,
  additionOneTime: input.additionOneTime,
  note: input.note,
  fieldWorkDaysFund: input.fieldWorkDaysFund,
});

export async function createSalary(tx: Tx, input: SalaryInput): Promise<SalaryDto> {
  await refuseLockedMonth(tx, input.companyId, input.year, input.month);
  await checkSalaryEmployee(tx, input);
  await refuseDuplicate(tx, input);
  const [row] = await tx.insert(salaries).values(salaryValues(input)).returning({ id: salaries.id });
  return (await getSalary(tx, row.id))!;
}

async function lockSalary(tx: Tx, id: number) {
  const [current] = await tx.select(salaryColumns).from(salaries).where(eq(salaries.id, id)).for('update');
  if (!current) throw notFound(messages.salaryNotFound);
  return current;
}

export async function updateSalary(tx: Tx, id: number, input: SalaryInput): Promise<SalaryDto> {
  const current = await lockSalary(tx, id);
  await refuseLockedMonth(tx, current.companyId, current.year, current.month);
  await refuseLockedMonth(tx, input.companyId, input.year, input.month);
  await checkSalaryEmployee(tx, input);
  await refuseDuplicate(tx, input, id);
  await tx.update(salaries).set(salaryValues(input)).where(eq(salaries.id, id));
  return (await getSalary(tx, id))!;
}

/** Deletes a salary (a generated payroll keeps its line; the line's salary link is cleared). */
export async function deleteSalary(tx: Tx, id: number): Promise<SalaryDto> {
  const current = await lockSalary(tx, id);
  await refuseLockedMonth(tx, current.companyId, current.year, current.month);
  await tx.delete(salaries).where(eq(salaries.id, id));
  return current;
}

/**
 * POST /api/Salaries/CopyBatch: every salary of the company's source month to the target month,
 * in one statement. An employee who already has a salary in the target month keeps it (reported
 * as 'kept'); one no longer employed in the company in the target month gets none (reported as
 * 'notEmployed', with the source salary: the rule of a new salary). The one-time addition is not
 * copied (it is one-time); everything else is.
 */
export async function copySalaries(tx: Tx, input: SalaryCopyInput): Promise<SalaryCopyRow[]> {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, input.companyId));
  if (!company) throw fieldError('companyId', messages.salaryCompanyUnknown, messages.validationFailed);
  await refuseLockedMonth(tx, input.companyId, input.toYear, input.toMonth);
  const copied = await tx.execute<{ id: number }>(sql`
    insert into ${salaries} (month, year, employee_id, company_id, contracted_amount, net_amount, sick_leave_gross_amount,
      tax_and_surtax_amount, agreed_amount, hourly_rate, addition_recurring, addition_one_time, note, field_work_days_fund)
    select ${input.toMonth}, ${input.toYear}, s.employee_id, s.company_id, s.contracted_amount, s.net_amount, s.sick_leave_gross_amount,
      s.tax_and_surtax_amount, s.agreed_amount, s.hourly_rate, s.addition_recurring, null, s.note, s.field_work_days_fund
    from ${salaries} s
    join ${employees} on ${employees.id} = s.employee_id
    where s.company_id = ${input.companyId} and s.year = ${input.fromYear} and s.month = ${input.fromMonth}
      and ${employedInCompany(input.companyId, input.toYear, input.toMonth)}
    order by s.employee_id
    on conflict (employee_id, year, month) do nothing
    returning id`);
  const copiedIds = new Set(copied.rows.map((r) => Number(r.id)));
  // Every employee of the source month with the target month's salary: the copy, the one kept, or none.
  const target = alias(salaries, 'target');
  const rows = await tx
    .select({
      source: salaryColumns,
      targetId: target.id,
      employee: sql<string>`${employees.name} || ' ' || ${employees.surname}`,
    })
    .from(salaries)
    .innerJoin(employees, eq(employees.id, salaries.employeeId))
    .leftJoin(target, and(eq(target.employeeId, salaries.employeeId), eq(target.year, input.toYear), eq(target.month, input.toMonth)))
    .where(and(eq(salaries.companyId, input.companyId), eq(salaries.year, input.fromYear), eq(salaries.month, input.fromMonth)))
    .orderBy(employees.surname, employees.name, employees.id);
  const targetIds = rows.flatMap((r) => (r.targetId === null ? [] : [r.targetId]));
  const targets = targetIds.length ? await tx.select(salaryColumns).from(salaries).where(inArray(salaries.id, targetIds)) : [];
  const byId = new Map(targets.map((t) => [t.id, t]));
  return rows.map((r): SalaryCopyRow => {
    const salary = r.targetId === null ? undefined : byId.get(r.targetId);
    if (!salary) return { employeeId: r.source.employeeId, employee: r.employee, status: 'notEmployed', salary: r.source };
    return { employeeId: r.source.employeeId, employee: r.employee, status: copiedIds.has(salary.id) ? 'copied' : 'kept', salary };
  });
}

// ---- payrolls

const ZERO = '0';

/** The month's hours of the employees with a salary, by type: ONE grouped query. */
async function hoursByEmployee(db: DbOrTx, companyId: number, year: number, month: number): Promise<Map<number, HoursInput>> {
  const { from, to } = monthRange(year, month);
  const T = WORK_HOUR_TYPE;
  const r = workHourRecords;
  const rows = await db
    .select({
      employeeId: r.employeeId,
      regular: sql<string>`coalesce(sum(${r.hours}) filter (where ${r.workHourTypeId} = ${T.Regular}), 0)::text`,
      sickLeave: sql<string>`coalesce(sum(${r.hours}) filter (where ${r.workHourTypeId} = ${T.SickLeave}), 0)::text`,
      sickLeaveInjury: sql<string>`coalesce(sum(${r.hours}) filter (where ${r.workHourTypeId} = ${T.SickLeaveInjury}), 0)::text`,
      vacation: sql<string>`coalesce(sum(${r.hours}) filter (where ${r.workHourTypeId} = ${T.Vacation}), 0)::text`,
      otherAbsence: sql<string>`coalesce(sum(${r.hours}) filter (where ${r.workHourTypeId} in (${T.DayOff}, ${T.NonWorking})), 0)::text`,
      // The records with field work ticked; which of them are field days is countFieldDays' rule (calculation.ts).
      fieldWork: sql<FieldWorkRecord[] | string>`coalesce(json_agg(json_build_object('date', ${r.date}::text, 'workHourTypeId', ${r.workHourTypeId},
        'hours', ${r.hours}::text, 'isFieldWork', true)) filter (where ${r.isFieldWork}), '[]'::json)`,
    })
    .from(r)
    .where(
      and(
        sql`${r.date} between ${from} and ${to}`,
        inArray(
          r.employeeId,
          db
            .select({ id: salaries.employeeId })
            .from(salaries)
            .where(and(eq(salaries.companyId, companyId), eq(salaries.year, year), eq(salaries.month, month))),
        ),
      ),
    )
    .groupBy(r.employeeId);
  return new Map(
    rows.map(({ fieldWork, ...row }) => [
      row.employeeId,
      { ...row, fieldDays: countFieldDays(typeof fieldWork === 'string' ? (JSON.parse(fieldWork) as FieldWorkRecord[]) : fieldWork) },
    ]),
  );
}

/** Bonus of each employee's payrolls earlier in the same year (any company): ONE grouped query. */
async function earlierBonuses(db: DbOrTx, employeeIds: number[], year: number, month: number): Promise<Map<number, string>> {
  if (!employeeIds.length) return new Map();
  const rows = await db
    .select({ employeeId: payrollItems.employeeId, bonus: sql<string>`sum(${payrollItems.bonus})::text` })
    .from(payrollItems)
    .innerJoin(payrolls, eq(payrolls.id, payrollItems.payrollId))
    .where(and(eq(payrolls.year, year), lt(payrolls.month, month), inArray(payrollItems.employeeId, employeeIds)))
    .groupBy(payrollItems.employeeId);
  return new Map(rows.map((r) => [r.employeeId, r.bonus]));
}

/** Computes and inserts the lines of a payroll (set-based: three reads, one insert per 1,000 lines). */
async function computeLines(tx: Tx, payrollId: number, companyId: number, year: number, month: number) {
  const constants = await getConstants(tx);
  if (!constants) throw conflict(messages.payrollNoConstants);
  const workingDays = workingDaysInMonth(year, month);
  const [rows, hours] = [await salariesOfMonth(tx, companyId, year, month), await hoursByEmployee(tx, companyId, year, month)];
  const bonuses = await earlierBonuses(tx, rows.map((r) => r.employeeId), year, month);
  const noHours: HoursInput = { regular: ZERO, sickLeave: ZERO, sickLeaveInjury: ZERO, vacation: ZERO, otherAbsence: ZERO, fieldDays: 0 };
  const values = rows.map((r) => {
    const usedBefore = r.activeFrom.startsWith(`${year}-`) ? (r.usedBonusAmountBeforeEmployment ?? ZERO) : ZERO;
    const earlier = bonuses.get(r.employeeId) ?? ZERO;
    const line = calculatePayrollLine({
      salary: r.salary,
      hours: hours.get(r.employeeId) ?? noHours,
      constants,
      workingDays,
      bonusUsedThisYear: addDecimals(earlier, usedBefore),
    });
    return { ...line, payrollId, employeeId: r.employeeId, salaryId: r.salary.id, idNumber: r.employeeOib };
  });
  for (let i = 0; i < values.length; i += 1000) await tx.insert(payrollItems).values(values.slice(i, i + 1000));
}

/**
 * POST /api/Payrolls: generate the company's payroll of the month, one line per employee with a
 * salary that month, in the handler's one transaction. The payroll row is inserted first
 * (on conflict do nothing): a second concurrent generate waits on the unique index and then finds
 * the row, so it answers 409 and never makes a second payroll. `regenerate` deletes the lines of
 * the existing payroll and computes them again (409 while it is locked).
 */
export async function generatePayroll(tx: Tx, input: PayrollGenerateInput, userId: number): Promise<PayrollDto> {
  const { companyId, year, month } = input;
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw fieldError('companyId', messages.salaryCompanyUnknown, messages.validationFailed);
  const inserted = await tx
    .insert(payrolls)
    .values({ companyId, year, month, generatedById: userId })
    .onConflictDoNothing({ target: [payrolls.companyId, payrolls.year, payrolls.month] })
    .returning({ id: payrolls.id });
  let payrollId = inserted[0]?.id;
  if (payrollId === undefined) {
    if (!input.regenerate) throw new AppError(409, messages.payrollExists, undefined, 'payrollExists');
    const [existing] = await tx
      .select({ id: payrolls.id, isApproved: payrolls.isApproved })
      .from(payrolls)
      .where(and(eq(payrolls.companyId, companyId), eq(payrolls.year, year), eq(payrolls.month, month)))
      .for('update');
    if (existing.isApproved) throw conflict(messages.payrollLocked);
    payrollId = existing.id;
    await tx.delete(payrollItems).where(eq(payrollItems.payrollId, payrollId));
    await tx.update(payrolls).set({ generatedById: userId, generatedDate: new Date() }).where(eq(payrolls.id, payrollId));
  }
  await computeLines(tx, payrollId, companyId, year, month);
  return getPayroll(tx, companyId, year, month);
}

/** The payroll of a line, locked for share (its lock cannot change until this write commits). */
async function payrollOfItem(tx: Tx, itemId: number) {
  const [item] = await tx.select({ payrollId: payrollItems.payrollId }).from(payrollItems).where(eq(payrollItems.id, itemId));
  if (!item) throw notFound(messages.payrollItemNotFound);
  const [payroll] = await tx.select({ isApproved: payrolls.isApproved }).from(payrolls).where(eq(payrolls.id, item.payrollId)).for('share');
  return payroll;
}

/** PUT /api/Payrolls/{id}: the administration row (net amount and accounting total); 409 when locked. */
export async function updatePayrollItem(tx: Tx, id: number, input: PayrollItemUpdateInput): Promise<EmployeePayrollDto> {
  const payroll = await payrollOfItem(tx, id);
  if (payroll.isApproved) throw conflict(messages.payrollLocked);
  await tx.update(payrollItems).set({ netAmount: input.netAmount, accountingTotal: input.accountingTotal }).where(eq(payrollItems.id, id));
  return (await getPayrollItem(tx, id))!;
}

/** POST /api/Payrolls/{id}/toggle-lock: locks an open payroll, unlocks a locked one. */
export async function togglePayrollLock(tx: Tx, id: number): Promise<PayrollLockDto> {
  const [payroll] = await tx.select({ isApproved: payrolls.isApproved }).from(payrolls).where(eq(payrolls.id, id)).for('update');
  if (!payroll) throw notFound(messages.payrollNotFound);
  const isLocked = !payroll.isApproved;
  await tx.update(payrolls).set({ isApproved: isLocked }).where(eq(payrolls.id, id));
  return { payrollId: id, isLocked };
}

// ---- constants

/** PUT /api/ConfigurableConstants/{id}. */
export async function updateConstants(tx: Tx, id: number, input: ConstantsInput): Promise<ConstantsDto> {
  const [current] = await tx.select({ id: configurableConstants.id }).from(configurableConstants).where(eq(configurableConstants.id, id)).for('update');
  if (!current) throw notFound(messages.constantsNotFound);
  await tx
    .update(configurableConstants)
    .set({
      hourlyRateDividerBOL: input.hourlyRateDividerBOL,
      hourlyRateDividerBOLWorkInjury: input.hourlyRateDividerBOLWorkInjury,
      hourlyRateDividerGO: input.hourlyRateDividerGO,
      amountOfFieldAllowance: input.amountOfFieldAllowance,
      maxAmountOfAnnualBonus: input.maxAmountOfAnnualBonus,
      maxAmountOfFieldAllowance: input.maxAmountOfFieldAllowance,
    })
    .where(eq(configurableConstants.id, id));
  return (await getConstants(tx, id))!;
}
