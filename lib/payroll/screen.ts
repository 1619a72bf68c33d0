/**
 * The salaries, payrolls and employee-expenses screens (issue 14; spec part 2 sections 2 and 9):
 * three screens sharing one switcher (company, year, month in the query string). Drawers are
 * routes of their own (docs/screens.md): the salary form, the copy drawer (500), the constants
 * drawer (500) and the expenses import. Pure: the browser imports the query helpers too.
 */
import { defineScreen, right, type ScreenRoute } from '@/lib/auth/screen';
import { shiftMonth } from './month';

export const SALARY_SCREEN = defineScreen({
  base: '/salaries',
  needs: right('salaries', 'read'),
  routes: {
    list: { path: '', page: 'list', drawer: 'closed' },
    create: { path: 'new', page: 'list', drawer: 'create', needs: right('salaries', 'create'), query: ['employeeId'] },
    copy: { path: 'copy', page: 'list', drawer: 'create', needs: right('salaries', 'create') },
    edit: { path: ':id/edit', page: 'list', drawer: 'edit', needs: right('salaries', 'update') },
  },
});

export const PAYROLL_SCREEN = defineScreen({
  base: '/payrolls',
  needs: right('payrolls', 'read'),
  routes: {
    list: { path: '', page: 'list', drawer: 'closed' },
    constants: { path: 'constants', page: 'list', drawer: 'edit', needs: right('constants', 'update') },
  },
});

export const EMPLOYEE_EXPENSE_SCREEN = defineScreen({
  base: '/employee-expenses',
  needs: right('employeeExpenses', 'read'),
  routes: {
    list: { path: '', page: 'list', drawer: 'closed' },
    import: { path: 'import', page: 'list', drawer: 'import', needs: right('employeeExpenses', 'create') },
  },
});

export type SalaryRoute = ScreenRoute<typeof SALARY_SCREEN>;
export type PayrollRoute = ScreenRoute<typeof PAYROLL_SCREEN>;
export type EmployeeExpenseRoute = ScreenRoute<typeof EMPLOYEE_EXPENSE_SCREEN>;

export type PayArea = 'salaries' | 'payrolls' | 'employeeExpenses';

/** The switcher's state: company, year, month. */
export type PayQuery = { companyId: number; year: number; month: number };

/** Spec section 9: company 1 by default. */
export const DEFAULT_COMPANY_ID = 1;
export const FIRST_PAY_YEAR = 2022;

type Search = Record<string, string | string[] | undefined>;
const one = (s: Search, key: string) => {
  const v = s[key];
  return Array.isArray(v) ? v[0] : v;
};
const intIn = (text: string | undefined, lo: number, hi: number) => {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= lo && n <= hi ? n : null;
};

/**
 * Spec section 9: salaries and payrolls open on the previous month, the expenses on the current
 * one (January's previous month is December of the year before); company 1. Bad values fall back
 * to the defaults.
 */
export function defaultPayMonth(area: PayArea, today: string): { year: number; month: number } {
  const [y, m] = today.split('-').map(Number);
  return area === 'employeeExpenses' ? { year: y, month: m } : shiftMonth(y, m, -1);
}

export function parsePayQuery(search: Search, area: PayArea, today: string): PayQuery {
  const def = defaultPayMonth(area, today);
  const thisYear = Number(today.slice(0, 4));
  const year = intIn(one(search, 'year'), FIRST_PAY_YEAR, thisYear + 1) ?? def.year;
  const month = intIn(one(search, 'month'), 1, 12) ?? def.month;
  const companyId = intIn(one(search, 'companyId'), 1, 2_147_483_647) ?? DEFAULT_COMPANY_ID;
  return { companyId, year, month };
}

export function payQueryString(q: PayQuery): string {
  return new URLSearchParams({ companyId: String(q.companyId), year: String(q.year), month: String(q.month) }).toString();
}

/** The state `delta` months away (the switcher's previous / next buttons). */
export function shiftPayQuery(q: PayQuery, delta: number): PayQuery {
  return { ...q, ...shiftMonth(q.year, q.month, delta) };
}

const withQuery = (path: string, q: PayQuery) => `${path}?${payQueryString(q)}`;

export const payHref = {
  salaries: (q: PayQuery) => withQuery(SALARY_SCREEN.href('list'), q),
  salaryCreate: (q: PayQuery) => withQuery(SALARY_SCREEN.href('create'), q),
  salaryCopy: (q: PayQuery) => withQuery(SALARY_SCREEN.href('copy'), q),
  salaryEdit: (id: number, q: PayQuery) => withQuery(SALARY_SCREEN.href('edit', { id }), q),
  payrolls: (q: PayQuery) => withQuery(PAYROLL_SCREEN.href('list'), q),
  constants: (q: PayQuery) => withQuery(PAYROLL_SCREEN.href('constants'), q),
  expenses: (q: PayQuery) => withQuery(EMPLOYEE_EXPENSE_SCREEN.href('list'), q),
  expenseImport: (q: PayQuery) => withQuery(EMPLOYEE_EXPENSE_SCREEN.href('import'), q),
  area: (area: PayArea, q: PayQuery) => (area === 'salaries' ? payHref.salaries(q) : area === 'payrolls' ? payHref.payrolls(q) : payHref.expenses(q)),
};
