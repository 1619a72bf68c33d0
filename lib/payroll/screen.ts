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

/**
 * What the salaries and payrolls screens show of their month, beside the switcher: the name filter
 * (`q`) and the payroll's view (`view`, accounting by default). In the URL too, so opening a
 * drawer (a route of its own: the constants, a salary) and closing it, a reload or a shared link
 * keep them. Only values other than the defaults are written.
 */
export type PayrollView = 'accounting' | 'administration';
export type PayListState = { q: string; view: PayrollView };
export const DEFAULT_LIST_STATE: PayListState = { q: '', view: 'accounting' };
export const PAY_FILTER_MAX = 100;

export function parsePayListState(search: Search | URLSearchParams): PayListState {
  const get = (key: string) => (search instanceof URLSearchParams ? (search.get(key) ?? undefined) : one(search, key));
  return { q: (get('q') ?? '').slice(0, PAY_FILTER_MAX), view: get('view') === 'administration' ? 'administration' : 'accounting' };
}

function listStateString(state: Partial<PayListState> | undefined): string {
  const params = new URLSearchParams();
  if (state?.view === 'administration') params.set('view', state.view);
  if (state?.q?.trim()) params.set('q', state.q);
  const text = params.toString();
  return text ? `&${text}` : '';
}

const withQuery = (path: string, q: PayQuery, state?: Partial<PayListState>) => `${path}?${payQueryString(q)}${listStateString(state)}`;

export const payHref = {
  salaries: (q: PayQuery, state?: Partial<PayListState>) => withQuery(SALARY_SCREEN.href('list'), q, state),
  salaryCreate: (q: PayQuery, state?: Partial<PayListState>) => withQuery(SALARY_SCREEN.href('create'), q, state),
  salaryCopy: (q: PayQuery, state?: Partial<PayListState>) => withQuery(SALARY_SCREEN.href('copy'), q, state),
  salaryEdit: (id: number, q: PayQuery, state?: Partial<PayListState>) => withQuery(SALARY_SCREEN.href('edit', { id }), q, state),
  payrolls: (q: PayQuery, state?: Partial<PayListState>) => withQuery(PAYROLL_SCREEN.href('list'), q, state),
  constants: (q: PayQuery, state?: Partial<PayListState>) => withQuery(PAYROLL_SCREEN.href('constants'), q, state),
  expenses: (q: PayQuery) => withQuery(EMPLOYEE_EXPENSE_SCREEN.href('list'), q),
  expenseImport: (q: PayQuery) => withQuery(EMPLOYEE_EXPENSE_SCREEN.href('import'), q),
  /** An area's list; `state` is kept by the salaries and payrolls (the switcher passes the current one within an area). */
  area: (area: PayArea, q: PayQuery, state?: Partial<PayListState>) =>
    area === 'salaries' ? payHref.salaries(q, state) : area === 'payrolls' ? payHref.payrolls(q, state) : payHref.expenses(q),
};
