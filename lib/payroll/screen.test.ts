import { describe, expect, it } from 'vitest';
import { Role } from '@/lib/auth/roles';
import { canOpenRoute, type AnyRoute } from '@/lib/auth/screen';
import { EMPLOYEE_EXPENSE_SCREEN, PAYROLL_SCREEN, SALARY_SCREEN, defaultPayMonth, parsePayListState, parsePayQuery, payHref, payQueryString, shiftPayQuery } from './screen';

const parse = (screen: typeof SALARY_SCREEN | typeof PAYROLL_SCREEN | typeof EMPLOYEE_EXPENSE_SCREEN, path: string) =>
  screen.parse(path === '' ? undefined : path.split('/'));

describe('the pay screens routes', () => {
  it('maps the salaries list, new (with an optional employeeId), copy and edit', () => {
    expect(parse(SALARY_SCREEN, '')?.name).toBe('list');
    expect(SALARY_SCREEN.parse(['new'], { employeeId: '7' })).toMatchObject({ name: 'create', drawer: 'create', query: { employeeId: 7 } });
    expect(SALARY_SCREEN.parse(['new'], { employeeId: 'x' })).toBeNull();
    expect(parse(SALARY_SCREEN, 'copy')).toMatchObject({ name: 'copy', drawer: 'create' });
    expect(parse(SALARY_SCREEN, '5/edit')).toMatchObject({ name: 'edit', drawer: 'edit', params: { id: 5 } });
    expect(parse(SALARY_SCREEN, '5')).toBeNull();
    expect(parse(PAYROLL_SCREEN, 'constants')).toMatchObject({ name: 'constants', drawer: 'edit' });
    expect(parse(PAYROLL_SCREEN, 'x')).toBeNull();
    expect(parse(EMPLOYEE_EXPENSE_SCREEN, 'import')).toMatchObject({ name: 'import', drawer: 'import' });
  });

  it('opens only for Accounting and Management (spec part 2 section 6)', () => {
    for (const [screen, paths] of [
      [SALARY_SCREEN, ['', 'new', 'copy', '5/edit']],
      [PAYROLL_SCREEN, ['', 'constants']],
      [EMPLOYEE_EXPENSE_SCREEN, ['', 'import']],
    ] as const) {
      for (const path of paths) {
        const route = parse(screen, path) as AnyRoute;
        expect(canOpenRoute(Role.Accounting, screen, route)).toBe(true);
        expect(canOpenRoute(Role.Management, screen, route)).toBe(true);
        for (const role of [Role.Admin, Role.SuperAdmin, Role.SiteManager, Role.Procurement, Role.Warehouse]) {
          expect(canOpenRoute(role, screen, route), `${screen.base}/${path} for ${role}`).toBe(false);
        }
      }
    }
  });
});

describe('the switcher state', () => {
  it('defaults to the previous month for salaries and payrolls, the current one for expenses, company 1', () => {
    expect(parsePayQuery({}, 'salaries', '2026-11-23')).toEqual({ companyId: 1, year: 2026, month: 10 });
    expect(parsePayQuery({}, 'payrolls', '2026-11-23')).toEqual({ companyId: 1, year: 2026, month: 10 });
    expect(parsePayQuery({}, 'employeeExpenses', '2026-11-23')).toEqual({ companyId: 1, year: 2026, month: 11 });
    // January's previous month is December of the year before.
    expect(defaultPayMonth('salaries', '2027-01-05')).toEqual({ year: 2026, month: 12 });
  });

  it('reads company, year and month from the URL and ignores bad values', () => {
    expect(parsePayQuery({ companyId: '2', year: '2025', month: '3' }, 'salaries', '2026-11-23')).toEqual({ companyId: 2, year: 2025, month: 3 });
    expect(parsePayQuery({ companyId: 'x', year: '1999', month: '13' }, 'salaries', '2026-11-23')).toEqual({ companyId: 1, year: 2026, month: 10 });
    expect(parsePayQuery({ month: ['4', '5'] }, 'employeeExpenses', '2026-11-23').month).toBe(4);
  });

  it('previous / next wrap December and January and keep the company', () => {
    expect(shiftPayQuery({ companyId: 2, year: 2026, month: 12 }, 1)).toEqual({ companyId: 2, year: 2027, month: 1 });
    expect(shiftPayQuery({ companyId: 2, year: 2026, month: 1 }, -1)).toEqual({ companyId: 2, year: 2025, month: 12 });
  });

  it('links keep the state in the query string', () => {
    const q = { companyId: 1, year: 2026, month: 10 };
    expect(payQueryString(q)).toBe('companyId=1&year=2026&month=10');
    expect(payHref.salaryEdit(5, q)).toBe('/salaries/5/edit?companyId=1&year=2026&month=10');
    expect(payHref.constants(q)).toBe('/payrolls/constants?companyId=1&year=2026&month=10');
    expect(payHref.area('employeeExpenses', q)).toBe('/employee-expenses?companyId=1&year=2026&month=10');
  });

  it('the payroll view and the name filter go to the drawer and back (?view, ?q; defaults left out)', () => {
    const q = { companyId: 2, year: 2026, month: 3 };
    const state = parsePayListState({ view: 'administration', q: 'Šarić' });
    expect(state).toEqual({ view: 'administration', q: 'Šarić' });
    expect(payHref.constants(q, state)).toBe('/payrolls/constants?companyId=2&year=2026&month=3&view=administration&q=%C5%A0ari%C4%87');
    expect(payHref.payrolls(q, state)).toBe('/payrolls?companyId=2&year=2026&month=3&view=administration&q=%C5%A0ari%C4%87');
    expect(parsePayListState(new URLSearchParams(payHref.constants(q, state).split('?')[1]))).toEqual(state);
    expect(payHref.salaryEdit(5, q, { q: 'Ivan' })).toBe('/salaries/5/edit?companyId=2&year=2026&month=3&q=Ivan');
    expect(payHref.payrolls(q, { view: 'accounting', q: '  ' })).toBe('/payrolls?companyId=2&year=2026&month=3');
    expect(parsePayListState({ view: 'x', q: ['a', 'b'] })).toEqual({ view: 'accounting', q: 'a' });
    expect(parsePayListState({ q: 'x'.repeat(300) }).q).toHaveLength(100);
    // within an area the switcher keeps them; the expenses have their own filter
    expect(payHref.area('payrolls', q, state)).toBe(payHref.payrolls(q, state));
    expect(payHref.area('employeeExpenses', q, state)).toBe('/employee-expenses?companyId=2&year=2026&month=3');
  });
});
