import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees } from './employees';
import { companies } from './lookups';
import { projects } from './projects';

/**
 * Employee expenses (spec part 2 section 3 "Employee expense"; issue 14): the amount an employee
 * cost a project in a company's month, imported from a file (lib/employee-expenses/import.ts).
 * One row per company, month, employee and project (a file that names a pair twice is summed).
 */
export const employeeExpenses = pgTable(
  'employee_expenses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    month: smallint('month').notNull(),
    year: smallint('year').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [
    // The import's replace and the search read a company's month; the unique key serves both.
    uniqueIndex('employee_expenses_month_uq').on(t.companyId, t.year, t.month, t.employeeId, t.projectId),
    index('employee_expenses_employee_idx').on(t.employeeId),
    index('employee_expenses_project_idx').on(t.projectId),
    check('employee_expenses_month_ck', sql`${t.month} between 1 and 12`),
  ],
);
