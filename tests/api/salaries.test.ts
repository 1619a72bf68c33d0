import { eq } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { salaries } from '@/db/schema';
import { messages } from '@/lib/i18n/messages';
import * as listRoute from '@/app/api/Salaries/route';
import * as searchRoute from '@/app/api/Salaries/search/route';
import * as itemRoute from '@/app/api/Salaries/[id]/route';
import * as copyRoute from '@/app/api/Salaries/CopyBatch/route';
import * as exportRoute from '@/app/api/Salaries/ExportSalaries/route';
import { call, expectFieldError } from './helpers';
import { companyEmployee, newCompany, salaryBody, salaryCount } from './payroll-fixtures';

const as = 'Accounting' as const;
const post = (body: unknown, role: NonNullable<Parameters<typeof call>[3]>['as'] = as) => call(listRoute.POST, 'POST', '/api/Salaries', { as: role, body });

describe('salary rules (spec part 2 §5 "Salary"): refused with nothing stored', () => {
  it('both the agreed amount and the hourly rate: the "both" message on both fields', async () => {
    const c = await newCompany();
    const e = await companyEmployee(c);
    const res = await post(salaryBody(e.id, c, { agreedAmount: '1500.00', hourlyRate: '8.50' }));
    expectFieldError(res, 'agreedAmount', messages.salaryAgreedOrHourlyBoth);
    expectFieldError(res, 'hourlyRate', messages.salaryAgreedOrHourlyBoth);
    expect(await salaryCount(c)).toBe(0);
  });

  it('neither: the "one is required" message on both fields', async () => {
    const c = await newCompany();
    const e = await companyEmployee(c);
    const res = await post(salaryBody(e.id, c, { agreedAmount: '', hourlyRate: null }));
    expectFieldError(res, 'agreedAmount', messages.salaryAgreedOrHourlyRequired);
    expectFieldError(res, 'hourlyRate', messages.salaryAgreedOrHourlyRequired);
    expect(await salaryCount(c)).toBe(0);
  });

  it('contracted and net amount required; 2 decimals; the field-work days fund whole; month 1-12', async () => {
    const c = await newCompany();
    const e = await companyEmployee(c);
    expectFieldError(await post(salaryBody(e.id, c, { contractedAmount: '' })), 'contractedAmount', messages.required);
    expectFieldError(await post(salaryBody(e.id, c, { netAmount: undefined })), 'netAmount', messages.required);
    expectFieldError(await post(salaryBody(e.id, c, { netAmount: '950,005' })), 'netAmount', messages.maxDecimals(2));
    expectFieldError(await post(salaryBody(e.id, c, { fieldWorkDaysFund: 1.5 })), 'fieldWorkDaysFund', messages.maxDecimals(0));
    expectFieldError(await post(salaryBody(e.id, c, { month: 13 })), 'month', messages.max(12));
    expect(await salaryCount(c)).toBe(0);
  });

  it('an employee of another company is refused (ids from the client give no scope)', async () => {
    const c = await newCompany();
    const other = await newCompany();
    const e = await companyEmployee(other);
    expectFieldError(await post(salaryBody(e.id, c)), 'employeeId', messages.salaryEmployeeNotInCompany);
    // the second company counts
    const e2 = await companyEmployee(other, { company2Id: c });
    expect((await post(salaryBody(e2.id, c))).status).toBe(201);
    // no longer employed that month
    const gone = await companyEmployee(c, { activeTo: '2025-12-31' });
    expectFieldError(await post(salaryBody(gone.id, c)), 'employeeId', messages.salaryEmployeeNotInCompany);
  });

  it('creates (201, Croatian input accepted), reads, updates, refuses a second salary of the month, deletes', async () => {
    const c = await newCompany();
    const e = await companyEmployee(c);
    const created = await post(salaryBody(e.id, c, { contractedAmount: '1.200,00' }));
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ employeeId: e.id, companyId: c, month: 1, year: 2026, contractedAmount: '1200.00', agreedAmount: '1500.00', hourlyRate: null, fieldWorkDaysFund: 10 });
    const id = created.json.id as number;
    const dup = await post(salaryBody(e.id, c, { netAmount: '1.00' }));
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe(messages.salaryExists);

    const read = await call(itemRoute.GET, 'GET', `/api/Salaries/${id}`, { as, params: { id } });
    expect(read.json.netAmount).toBe('950.00');
    const updated = await call(itemRoute.PUT, 'PUT', `/api/Salaries/${id}`, { as, params: { id }, body: salaryBody(e.id, c, { agreedAmount: null, hourlyRate: '9.25' }) });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ agreedAmount: null, hourlyRate: '9.25' });
    // an invalid update changes nothing
    const bad = await call(itemRoute.PUT, 'PUT', `/api/Salaries/${id}`, { as, params: { id }, body: salaryBody(e.id, c, { agreedAmount: '1.00', hourlyRate: '9.25' }) });
    expect(bad.status).toBe(400);
    expect((await (await getDb()).select().from(salaries).where(eq(salaries.id, id)))[0]).toMatchObject({ agreedAmount: null, hourlyRate: '9.25' });

    expect((await call(itemRoute.DELETE, 'DELETE', `/api/Salaries/${id}`, { as, params: { id } })).status).toBe(204);
    expect((await call(itemRoute.GET, 'GET', `/api/Salaries/${id}`, { as, params: { id } })).status).toBe(404);
  });
});

describe('salaries list and search (companyId, month and year required)', () => {
  it('a row per employee of the company, with or without a salary; name filter and paging', async () => {
    const c = await newCompany();
    const a = await companyEmployee(c, { name: 'Ana', surname: 'Anić' });
    const b = await companyEmployee(c, { name: 'Branko', surname: 'Babić' });
    await companyEmployee(c, { name: 'Bivši', surname: 'Zaposlenik', activeTo: '2025-06-30' });
    expect((await post(salaryBody(a.id, c))).status).toBe(201);

    const list = await call(listRoute.GET, 'GET', `/api/Salaries?companyId=${c}&month=1&year=2026`, { as });
    expect(list.status).toBe(200);
    expect(list.json.map((r: { employee: { fullName: string } }) => r.employee.fullName)).toEqual(['Ana Anić', 'Branko Babić']);
    expect(list.json[0].salary).toMatchObject({ employeeId: a.id, netAmount: '950.00' });
    expect(list.json[1].salary).toBeNull();
    expect(list.json[1].employee.id).toBe(b.id);

    const missing = await call(listRoute.GET, 'GET', `/api/Salaries?companyId=${c}&year=2026`, { as });
    expectFieldError(missing, 'month', messages.required);

    const search = await call(searchRoute.GET, 'GET', `/api/Salaries/search?Filter.CompanyId=${c}&Filter.Employee_Name=branko&month=1&year=2026`, { as });
    expect(search.status).toBe(200);
    expect(search.json.totalItems).toBe(1);
    expect(search.json.pageItems[0].employee.id).toBe(b.id);
    const paged = await call(searchRoute.GET, 'GET', `/api/Salaries/search?companyId=${c}&Month=1&Year=2026&PageSize=1&PageIndex=1`, { as });
    expect(paged.json).toMatchObject({ totalItems: 2, totalPages: 2, currentPage: 1 });
    expect(paged.json.pageItems[0].employee.id).toBe(b.id);
    expectFieldError(await call(searchRoute.GET, 'GET', `/api/Salaries/search?month=1&year=2026`, { as }), 'companyId', messages.required);
  });
});

describe('CopyBatch (company, from and to month and year required)', () => {
  it('copies the month without the one-time addition; an existing target salary is kept and reported', async () => {
    const c = await newCompany();
    const a = await companyEmployee(c, { surname: 'Aaa' });
    const b = await companyEmployee(c, { surname: 'Bbb' });
    await post(salaryBody(a.id, c));
    await post(salaryBody(b.id, c));
    const existing = await post(salaryBody(b.id, c, { month: 2, netAmount: '999.00' }));
    expect(existing.status).toBe(201);

    const res = await call(copyRoute.POST, 'POST', '/api/Salaries/CopyBatch', { as, body: { companyId: c, fromMonth: 1, fromYear: 2026, toMonth: 2, toYear: 2026 } });
    expect(res.status).toBe(201);
    expect(res.json.map((r: { employeeId: number; status: string }) => [r.employeeId, r.status])).toEqual([
      [a.id, 'copied'],
      [b.id, 'kept'],
    ]);
    expect(res.json[0].salary).toMatchObject({ month: 2, year: 2026, netAmount: '950.00', additionRecurring: '50.00', additionOneTime: null, fieldWorkDaysFund: 10 });
    expect(res.json[1].salary).toMatchObject({ id: existing.json.id, netAmount: '999.00' });
    expect(await salaryCount(c)).toBe(4);

    // the year wraps: December to January of the next year
    const wrap = await call(copyRoute.POST, 'POST', '/api/Salaries/CopyBatch', { as, body: { companyId: c, fromMonth: 1, fromYear: 2026, toMonth: 1, toYear: 2027 } });
    expect(wrap.json.every((r: { status: string }) => r.status === 'copied')).toBe(true);
  });

  it('an employee who left the company before the target month gets no copy (reported notEmployed)', async () => {
    const c = await newCompany();
    const stays = await companyEmployee(c, { surname: 'Aaa' });
    const leaves = await companyEmployee(c, { surname: 'Bbb', activeTo: '2026-01-31' });
    await post(salaryBody(stays.id, c));
    await post(salaryBody(leaves.id, c));
    const res = await call(copyRoute.POST, 'POST', '/api/Salaries/CopyBatch', { as, body: { companyId: c, fromMonth: 1, fromYear: 2026, toMonth: 2, toYear: 2026 } });
    expect(res.json.map((r: { employeeId: number; status: string }) => [r.employeeId, r.status])).toEqual([
      [stays.id, 'copied'],
      [leaves.id, 'notEmployed'],
    ]);
    expect(res.json[1].salary).toMatchObject({ month: 1, employeeId: leaves.id });
    expect(await salaryCount(c)).toBe(3);
  });

  it('refuses missing fields and the same month, copying nothing', async () => {
    const c = await newCompany();
    const a = await companyEmployee(c);
    await post(salaryBody(a.id, c));
    const missing = await call(copyRoute.POST, 'POST', '/api/Salaries/CopyBatch', { as, body: { companyId: c, fromMonth: 1, toMonth: 2, toYear: 2026 } });
    expectFieldError(missing, 'fromYear', messages.required);
    const same = await call(copyRoute.POST, 'POST', '/api/Salaries/CopyBatch', { as, body: { companyId: c, fromMonth: 1, fromYear: 2026, toMonth: 1, toYear: 2026 } });
    expectFieldError(same, 'toMonth', messages.salaryCopySameMonth);
    expect(await salaryCount(c)).toBe(1);
  });
});

describe('ExportSalaries (.xlsx)', () => {
  it('every salary of the month with a totals row, as numbers', async () => {
    const c = await newCompany();
    const a = await companyEmployee(c, { name: 'Željko', surname: 'Čačić' });
    const b = await companyEmployee(c, { name: 'Đuro', surname: 'Šoštar' });
    await post(salaryBody(a.id, c, { netAmount: '950.10' }));
    await post(salaryBody(b.id, c, { agreedAmount: null, hourlyRate: '8.50', netAmount: '800.25', additionOneTime: null }));
    const res = await call(exportRoute.POST, 'POST', '/api/Salaries/ExportSalaries', { as, body: { companyId: c, month: 1, year: 2026 } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('.xlsx');
    const raw = await (await exportRoute.POST(...(await exportRequest(c)))).arrayBuffer();
    const wb = XLSX.read(new Uint8Array(raw));
    const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]], { header: 1, raw: true });
    expect(rows[0]).toContain('Neto iznos');
    expect(rows[1][0]).toBe('Čačić Željko');
    expect(rows[2][0]).toBe('Šoštar Đuro');
    const net = (rows[0] as string[]).indexOf('Neto iznos');
    expect(rows[1][net]).toBe(950.1);
    expect(rows[3][0]).toBe('Ukupno');
    expect(rows[3][net]).toBe(1750.35);
  });
});

/** The export's request, to read the body as bytes (call() reads it as text). */
async function exportRequest(companyId: number) {
  const { NextRequest } = await import('next/server');
  const { sessionCookie, demoEmail, BASE } = await import('./helpers');
  const req = new NextRequest(new URL('/api/Salaries/ExportSalaries', BASE), {
    method: 'POST',
    headers: { cookie: await sessionCookie(demoEmail('Management')), origin: BASE, 'content-type': 'application/json' },
    body: JSON.stringify({ companyId, month: 1, year: 2026 }),
  });
  return [req, { params: Promise.resolve({}) }] as const;
}

describe('only Accounting and Management (spec part 2 §6)', () => {
  it('the other roles get 403 and store nothing', async () => {
    const c = await newCompany();
    const e = await companyEmployee(c);
    for (const role of ['SuperAdmin', 'Admin', 'SiteManager', 'Procurement', 'Warehouse'] as const) {
      expect((await post(salaryBody(e.id, c), role)).status, role).toBe(403);
      expect((await call(listRoute.GET, 'GET', `/api/Salaries?companyId=${c}&month=1&year=2026`, { as: role })).status, role).toBe(403);
    }
    expect(await salaryCount(c)).toBe(0);
    expect((await post(salaryBody(e.id, c), 'Management')).status).toBe(201);
  });
});
