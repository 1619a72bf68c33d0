import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { companies, employeeExpenses, employees, projects } from '@/db/schema';
import { employeeNameFilter } from '@/lib/employees/name-filter';
import { defineList, exactCount } from '@/lib/http/list-query';
import type { MonthSearch } from '@/lib/payroll/schemas';
import { EMPLOYEE_EXPENSE_LIST, type EmployeeExpenseDto, type EmployeeExpensesOverview, type ProjectColumn } from './schemas';

/**
 * Reads of the employee expenses: the overview is paged by employee (the list kit), then ONE query
 * reads the expenses of the page's employees and one the month's project columns.
 */

const fullName = sql<string>`${employees.name} || ' ' || ${employees.surname}`;

export const monthScope = (companyId: number, year: number, month: number) =>
  and(eq(employeeExpenses.companyId, companyId), eq(employeeExpenses.year, year), eq(employeeExpenses.month, month));

const expenseColumns = {
  id: employeeExpenses.id,
  month: employeeExpenses.month,
  year: employeeExpenses.year,
  companyId: employeeExpenses.companyId,
  amount: employeeExpenses.amount,
  projectId: employeeExpenses.projectId,
  employeeId: employeeExpenses.employeeId,
} satisfies Record<keyof EmployeeExpenseDto, unknown>;

const expenseList = defineList(EMPLOYEE_EXPENSE_LIST, {
  filters: { employee_Name: employeeNameFilter, companyId: null },
  sort: { employee: [employees.surname, employees.name] },
  tiebreak: employees.id,
  // Exact: bounded by nature, the employees with an expense in one company's month (hundreds at
  // most; the semi-join walks that month's entries of the unique index).
  counting: exactCount,
});

/** Employees with an expense in the company's month (the semi-join uses the unique index). */
const hasExpenses = (companyId: number, year: number, month: number) =>
  sql`exists (select 1 from ${employeeExpenses} where ${monthScope(companyId, year, month)} and ${employeeExpenses.employeeId} = ${employees.id})`;

/** The projects with an amount in the company's month, by name. */
export async function projectColumns(db: DbOrTx, companyId: number, year: number, month: number): Promise<ProjectColumn[]> {
  return db
    .selectDistinct({ projectId: projects.id, projectName: projects.name })
    .from(employeeExpenses)
    .innerJoin(projects, eq(projects.id, employeeExpenses.projectId))
    .where(monthScope(companyId, year, month))
    .orderBy(asc(projects.name), asc(projects.id));
}

/** GET /api/EmployeeExpenses/search. */
export async function searchEmployeeExpenses(db: DbOrTx, q: MonthSearch): Promise<EmployeeExpensesOverview> {
  const { companyId, year, month } = q;
  const rows = db
    .select({
      id: employees.id,
      name: employees.name,
      surname: employees.surname,
      fullName,
      companyId: employees.companyId,
      company: companies.name,
    })
    .from(employees)
    .leftJoin(companies, eq(companies.id, employees.companyId))
    .$dynamic();
  const count = db.select({ id: employees.id }).from(employees).$dynamic();
  const [page, columns] = await Promise.all([
    expenseList.page(db, q, { rows, count, where: [hasExpenses(companyId, year, month)] }),
    projectColumns(db, companyId, year, month),
  ]);
  const ids = page.pageItems.map((e) => e.id);
  const expenses = ids.length
    ? await db
        .select(expenseColumns)
        .from(employeeExpenses)
        .where(and(monthScope(companyId, year, month), inArray(employeeExpenses.employeeId, ids)))
        .orderBy(asc(employeeExpenses.projectId))
    : [];
  const byEmployee = new Map<number, EmployeeExpenseDto[]>();
  for (const e of expenses) byEmployee.set(e.employeeId, [...(byEmployee.get(e.employeeId) ?? []), e]);
  return {
    employeeExpenses: page.pageItems.map((employee) => ({ employee, employeeExpenses: byEmployee.get(employee.id) ?? [] })),
    projectColumns: columns,
    currentPage: page.currentPage,
    pageSize: page.pageSize,
    totalPages: page.totalPages,
    totalItems: page.totalItems,
  };
}

/** Every expense of the month with its employee (the download), by employee then project. */
export async function expensesOfMonth(db: DbOrTx, companyId: number, year: number, month: number) {
  return db
    .select({
      employeeId: employees.id,
      name: employees.name,
      surname: employees.surname,
      oib: employees.oib,
      projectId: employeeExpenses.projectId,
      amount: employeeExpenses.amount,
    })
    .from(employeeExpenses)
    .innerJoin(employees, eq(employees.id, employeeExpenses.employeeId))
    .where(monthScope(companyId, year, month))
    .orderBy(asc(employees.surname), asc(employees.name), asc(employees.id));
}
