/**
 * The wire shapes of GET /api/EmployeeExpenses/search (the employee-expenses server side, built
 * beside these screens): a row per employee with the month's amounts per project, and the project
 * columns. Kept here so the screen compiles before that module lands; lib/employee-expenses can
 * replace it.
 */
export type EmployeeExpenseDto = { id: number; month: number; year: number; companyId: number; amount: string; projectId: number; employeeId: number };
export type EmployeeExpenseRow = {
  employee: { id: number; name: string; surname: string; fullName: string; companyId: number | null; company: string | null };
  employeeExpenses: EmployeeExpenseDto[];
};
export type EmployeeExpenseSearch = {
  employeeExpenses: EmployeeExpenseRow[];
  projectColumns: { projectId: number; projectName: string }[];
  currentPage: number;
  pageSize: number;
  totalPages: number;
  totalItems: number;
};
