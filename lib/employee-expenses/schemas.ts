import { z } from '@/lib/i18n/zod';
import type { ListQueryOptions } from '@/lib/http/list-params';
import { monthSearchQuerySchema, type EmployeeBrief } from '@/lib/payroll/schemas';

/** Employee expenses (spec part 2 section 3 "Employee expense"): the wire shapes and the list's names. */

/** GET /api/EmployeeExpenses/search: Filter.Employee_Name, Filter.CompanyId (or companyId), month, year, paging; one row per employee. */
export const EMPLOYEE_EXPENSE_LIST = {
  sortable: ['employee'],
  defaultSortBy: 'employee',
  filters: { employee_Name: 'text', companyId: 'ids' },
} as const satisfies ListQueryOptions;

/**
 * The search's query: the payroll area's (company, month and year required, the list kit's
 * paging and filters), with SortDirection (the screens' contract) read as the list kit's SortOrder.
 */
export const employeeExpenseSearchSchema = z.preprocess((raw) => {
  if (!raw || typeof raw !== 'object') return raw;
  const entries = Object.entries(raw as Record<string, unknown>);
  const direction = entries.find(([k]) => k.toLowerCase() === 'sortdirection');
  if (!direction || entries.some(([k]) => k.toLowerCase() === 'sortorder')) return raw;
  return { ...(raw as Record<string, unknown>), SortOrder: direction[1] };
}, monthSearchQuerySchema(EMPLOYEE_EXPENSE_LIST));

export type EmployeeExpenseDto = {
  id: number;
  month: number;
  year: number;
  companyId: number;
  /** numeric(18,2) as a string ("12.34"). */
  amount: string;
  projectId: number;
  employeeId: number;
};

/** The overview's row: an employee with their expenses of the month (one per project). */
export type EmployeeExpensesRow = { employee: Omit<EmployeeBrief, 'oib'>; employeeExpenses: EmployeeExpenseDto[] };
export type ProjectColumn = { projectId: number; projectName: string };

/** Spec "Overview": employeeExpenses, projectColumns and the paging fields. */
export type EmployeeExpensesOverview = {
  employeeExpenses: EmployeeExpensesRow[];
  projectColumns: ProjectColumn[];
  currentPage: number;
  pageSize: number;
  totalPages: number;
  totalItems: number;
};

export type ExpenseImportResult = { imported: number };
