import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { payrollItems, workHourRecords } from '@/db/schema';
import { messages } from '@/lib/i18n/messages';
import { DEFAULT_CONSTANTS } from '@/db/seed/payroll';
import * as payrollRoute from '@/app/api/Payrolls/route';
import * as searchRoute from '@/app/api/Payrolls/search/route';
import * as itemRoute from '@/app/api/Payrolls/[id]/route';
import * as lockRoute from '@/app/api/Payrolls/[id]/toggle-lock/route';
import * as salaryRoute from '@/app/api/Salaries/route';
import * as salaryItemRoute from '@/app/api/Salaries/[id]/route';
import * as copyRoute from '@/app/api/Salaries/CopyBatch/route';
import * as payrollXlsxRoute from '@/app/api/Payrolls/download/payroll/route';
import * as payrollHoursRoute from '@/app/api/Payrolls/download/payroll-hours/route';
import * as constantsRoute from '@/app/api/ConfigurableConstants/route';
import * as constantsItemRoute from '@/app/api/ConfigurableConstants/[id]/route';
import { call, expectFieldError } from './helpers';
import { companyEmployee, download, insertRecords, newCompany, payrollCount, salaryBody, WT, type RecordSpec } from './payroll-fixtures';

const as = 'Accounting' as const;

const generate = (companyId: number, month = 1, year = 2026, regenerate?: boolean, role: 'Accounting' | 'Management' = as) =>
  call(payrollRoute.POST, 'POST', '/api/Payrolls', { as: role, body: { companyId, month, year, ...(regenerate === undefined ? {} : { regenerate }) } });
const readPayroll = (companyId: number, month = 1, year = 2026) => call(payrollRoute.GET, 'GET', `/api/Payrolls?companyId=${companyId}&month=${month}&year=${year}`, { as });
const toggle = (id: number) => call(lockRoute.POST, 'POST', `/api/Payrolls/${id}/toggle-lock`, { as, params: { id } });
const putItem = (id: number, body: unknown) => call(itemRoute.PUT, 'PUT', `/api/Payrolls/${id}`, { as, params: { id }, body });

/**
 * January 2026 (20 working days: 1.1. and 6.1. are holidays) of the worked example of
 * docs/payroll.md with the seeded constants (dividers 174): 15 regular days of 8 h (14 of them
 * field work), 2 days of sick leave (BOL), 1 of sick leave from a work injury (ONR), 1 of
 * vacation (GO), these four with field work ticked (not field days: only worked regular days
 * are), and 4 hours of a day off (SD).
 */
const REGULAR_DAYS = ['02', '05', '07', '08', '09', '12', '13', '14', '15', '16', '19', '20', '21', '22', '23'];
const EXAMPLE_RECORDS: RecordSpec[] = [
  ...REGULAR_DAYS.map((d, i) => ({ date: `2026-01-${d}`, hours: '8', field: i < 14 })),
  // The absences have field work ticked (the grid's default): not field days, no field allowance.
  { date: '2026-01-26', hours: '8', type: WT.SickLeave, field: true },
  { date: '2026-01-27', hours: '8', type: WT.SickLeave, field: true },
  { date: '2026-01-28', hours: '8', type: WT.SickLeaveInjury, field: true },
  { date: '2026-01-29', hours: '8', type: WT.Vacation, field: true },
  { date: '2026-01-30', hours: '4', type: WT.DayOff },
  // another month's record is not counted
  { date: '2026-02-02', hours: '8', field: true },
];

async function ensureDefaultConstants() {
  const current = await call(constantsRoute.GET, 'GET', '/api/ConfigurableConstants', { as });
  const id = current.json.id as number;
  const res = await call(constantsItemRoute.PUT, 'PUT', `/api/ConfigurableConstants/${id}`, { as, params: { id }, body: DEFAULT_CONSTANTS });
  expect(res.status).toBe(200);
  return id;
}

async function exampleCompany() {
  await ensureDefaultConstants();
  const c = await newCompany();
  const worker = await companyEmployee(c, { name: 'Ivan', surname: 'Horvat' });
  const hourly = await companyEmployee(c, { name: 'Marko', surname: 'Zorić' });
  await companyEmployee(c, { name: 'Bez', surname: 'Plaće' }); // no salary: no line
  await insertRecords(worker.id, EXAMPLE_RECORDS);
  expect((await call(salaryRoute.POST, 'POST', '/api/Salaries', { as, body: salaryBody(worker.id, c) })).status).toBe(201);
  const s2 = await call(salaryRoute.POST, 'POST', '/api/Salaries', {
    as,
    body: salaryBody(hourly.id, c, { agreedAmount: null, hourlyRate: '8.50', netAmount: '700.00', additionRecurring: null, additionOneTime: null, fieldWorkDaysFund: null }),
  });
  expect(s2.status).toBe(201);
  return { c, worker, hourly, hourlySalaryId: s2.json.id as number };
}

describe('generate (POST /api/Payrolls): the worked example of docs/payroll.md', () => {
  it('one line per employee with a salary, every amount as computed by hand', async () => {
    const { c, worker, hourly } = await exampleCompany();
    const before = await readPayroll(c);
    expect(before.json).toEqual({ id: null, companyId: c, month: 1, year: 2026, isApproved: false, employeePayrolls: [] });

    const res = await generate(c);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ companyId: c, month: 1, year: 2026, isApproved: false });
    expect(res.json.employeePayrolls.map((e: { employee: { id: number } }) => e.employee.id)).toEqual([worker.id, hourly.id]);
    const line = res.json.employeePayrolls[0].payrollItem;
    expect(line).toMatchObject({
      numberOfWorkingDaysInMonth: 20,
      regularHourlyRate: '9.3750',
      sickLeaveHourlyRate: '6.3218',
      sickLeaveInjuryHourlyRate: '6.3218',
      vacationHourlyRate: '6.8966',
      otherAbsenceHourlyRate: '6.8966',
      regularWorkHours: '120.00',
      sickLeaveHours: '16.00',
      sickLeaveInjuryHours: '8.00',
      vacationHours: '8.00',
      otherAbsenceHours: '4.00',
      fieldDays: 14,
      totalRegularWork: '1125.00',
      totalSickLeave: '101.15',
      totalSickLeaveInjury: '50.57',
      totalVacation: '55.17',
      totalOtherAbsence: '27.59',
      allowances: '75.50',
      total: '1434.98',
      netAmount: '950.00',
      fieldWorkFundDays: 10,
      fieldWorkFundDaysTotal: 10,
      numberOfFieldDaysForPayment: 4,
      totalFieldWork: '371.56',
      fieldAllowance: '106.16',
      remainingAnnualBonus: '1120.00',
      bonus: '484.98',
      incentives: '0.00',
      accountingTotal: '1541.14',
    });
    // no hours at all: every total 0, the net amount is what is paid
    expect(res.json.employeePayrolls[1].payrollItem).toMatchObject({ regularHourlyRate: '8.5000', total: '0.00', bonus: '0.00', accountingTotal: '700.00' });
    expect((await readPayroll(c)).json).toEqual(res.json);
  });

  it('the annual bonus of February counts January’s bonus (remaining 1.120,00 - 484,98 = 635,02)', async () => {
    const { c, worker } = await exampleCompany();
    expect((await generate(c)).status).toBe(201);
    await call(copyRoute.POST, 'POST', '/api/Salaries/CopyBatch', { as, body: { companyId: c, fromMonth: 1, fromYear: 2026, toMonth: 2, toYear: 2026 } });
    const feb = await generate(c, 2);
    expect(feb.status).toBe(201);
    const line = feb.json.employeePayrolls.find((e: { employee: { id: number } }) => e.employee.id === worker.id).payrollItem;
    // February 2026: 20 working days; 1 regular field day of 8 h; fund 10 -> no field allowance
    expect(line).toMatchObject({ numberOfWorkingDaysInMonth: 20, regularWorkHours: '8.00', fieldDays: 1, fieldAllowance: '0.00', remainingAnnualBonus: '635.02' });
    // 8 x 9,3750 = 75,00 + allowances 50,00 (no one-time addition copied) = 125,00 < net 950,00: no bonus
    expect(line).toMatchObject({ total: '125.00', bonus: '0.00', accountingTotal: '950.00' });
  });

  it('a second generate is refused (409) and keeps the lines; regenerate recomputes from the new records', async () => {
    const { c, worker } = await exampleCompany();
    const first = await generate(c);
    const again = await generate(c);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: messages.payrollExists, code: 'payrollExists' });
    expect(await payrollCount(c, 2026, 1)).toBe(1);

    // one sick day becomes regular work: 128 regular hours, 8 sick-leave hours
    await (await getDb())
      .update(workHourRecords)
      .set({ workHourTypeId: WT.Regular })
      .where(and(eq(workHourRecords.employeeId, worker.id), eq(workHourRecords.date, '2026-01-27')));
    const re = await generate(c, 1, 2026, true);
    expect(re.status).toBe(201);
    expect(re.json.id).toBe(first.json.id);
    expect(re.json.employeePayrolls[0].payrollItem).toMatchObject({ regularWorkHours: '128.00', totalRegularWork: '1200.00', sickLeaveHours: '8.00', totalSickLeave: '50.57' });
    const items = await (await getDb()).select({ id: payrollItems.id }).from(payrollItems).where(eq(payrollItems.payrollId, first.json.id));
    expect(items).toHaveLength(2);
  });

  it('two concurrent generates make one payroll: one 201, one 409', async () => {
    const { c } = await exampleCompany();
    const results = await Promise.all([generate(c), generate(c, 1, 2026, false, 'Management')]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await payrollCount(c, 2026, 1)).toBe(1);
    const items = await (await getDb()).select({ id: payrollItems.id }).from(payrollItems).where(eq(payrollItems.payrollId, (await readPayroll(c)).json.id));
    expect(items).toHaveLength(2);
  });

  it('refuses a request without company, month or year (400), generating nothing', async () => {
    const c = await newCompany();
    const res = await call(payrollRoute.POST, 'POST', '/api/Payrolls', { as, body: { companyId: c, year: 2026 } });
    expectFieldError(res, 'month', messages.required);
    expectFieldError(await call(payrollRoute.GET, 'GET', `/api/Payrolls?month=1&year=2026`, { as }), 'companyId', messages.required);
    expect(await payrollCount(c, 2026, 1)).toBe(0);
  });
});

describe('administration row, lock and what a locked payroll refuses', () => {
  it('PUT changes net amount and accounting total (both required); a locked payroll refuses every change with 409', async () => {
    const { c, worker, hourlySalaryId } = await exampleCompany();
    const payroll = (await generate(c)).json;
    const itemId = payroll.employeePayrolls[0].payrollItem.id as number;

    expectFieldError(await putItem(itemId, { netAmount: '960.00' }), 'accountingTotal', messages.required);
    const ok = await putItem(itemId, { netAmount: '960.00', accountingTotal: '1.550,00' });
    expect(ok.status).toBe(200);
    expect(ok.json.payrollItem).toMatchObject({ netAmount: '960.00', accountingTotal: '1550.00', total: '1434.98' });

    const locked = await toggle(payroll.id);
    expect(locked.status).toBe(200);
    expect(locked.json).toEqual({ payrollId: payroll.id, isLocked: true });
    expect((await readPayroll(c)).json.isApproved).toBe(true);

    const refused = await putItem(itemId, { netAmount: '1.00', accountingTotal: '1.00' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(messages.payrollLocked);
    const regen = await generate(c, 1, 2026, true);
    expect(regen.status).toBe(409);
    expect(regen.json.message).toBe(messages.payrollLocked);
    // the salaries of a locked month cannot change either
    const newSalary = await call(salaryRoute.POST, 'POST', '/api/Salaries', { as, body: salaryBody((await companyEmployee(c)).id, c) });
    expect(newSalary.status).toBe(409);
    expect(newSalary.json.message).toBe(messages.salaryMonthLocked);
    const del = await call(salaryItemRoute.DELETE, 'DELETE', `/api/Salaries/${hourlySalaryId}`, { as, params: { id: hourlySalaryId } });
    expect(del.status).toBe(409);
    const put = await call(salaryItemRoute.PUT, 'PUT', `/api/Salaries/${hourlySalaryId}`, {
      as,
      params: { id: hourlySalaryId },
      body: salaryBody(worker.id, c, { employeeId: (await readPayroll(c)).json.employeePayrolls[1].employee.id, agreedAmount: null, hourlyRate: '9.00' }),
    });
    expect(put.status).toBe(409);

    // a record changed after the lock does not change the locked lines (they keep what was computed)
    await (await getDb())
      .update(workHourRecords)
      .set({ hours: '2' })
      .where(and(eq(workHourRecords.employeeId, worker.id), eq(workHourRecords.date, '2026-01-02')));
    const after = (await readPayroll(c)).json;
    expect(after.employeePayrolls[0].payrollItem).toMatchObject({ netAmount: '960.00', accountingTotal: '1550.00', regularWorkHours: '120.00', total: '1434.98' });
    expect(after.employeePayrolls).toHaveLength(2);

    // unlocked again: changes are allowed
    expect((await toggle(payroll.id)).json).toEqual({ payrollId: payroll.id, isLocked: false });
    expect((await putItem(itemId, { netAmount: '955.00', accountingTotal: '1545.00' })).status).toBe(200);
  });

  it('unknown ids: 404', async () => {
    expect((await toggle(2_000_000_000)).status).toBe(404);
    expect((await putItem(2_000_000_000, { netAmount: '1.00', accountingTotal: '1.00' })).status).toBe(404);
  });
});

describe('GET /api/Payrolls/search', () => {
  it('the lines of the company’s month, filtered by employee name, paged', async () => {
    const { c, hourly } = await exampleCompany();
    await generate(c);
    const all = await call(searchRoute.GET, 'GET', `/api/Payrolls/search?Filter.CompanyId=${c}&month=1&year=2026`, { as });
    expect(all.status).toBe(200);
    expect(all.json.totalItems).toBe(2);
    const one = await call(searchRoute.GET, 'GET', `/api/Payrolls/search?Filter.CompanyId=${c}&Filter.Employee_Name=zori&month=1&year=2026`, { as });
    expect(one.json.totalItems).toBe(1);
    expect(one.json.pageItems[0].employee.id).toBe(hourly.id);
    const sorted = await call(searchRoute.GET, 'GET', `/api/Payrolls/search?companyId=${c}&month=1&year=2026&SortBy=accountingTotal&SortOrder=desc`, { as });
    expect(sorted.json.pageItems.map((r: { payrollItem: { accountingTotal: string } }) => r.payrollItem.accountingTotal)).toEqual(['1541.14', '700.00']);
    expectFieldError(await call(searchRoute.GET, 'GET', `/api/Payrolls/search?companyId=${c}&year=2026`, { as }), 'month', messages.required);
  });
});

describe('configurable constants (spec part 2 §5)', () => {
  it('the four required values must be given and greater than 0; nothing changes on a refusal', async () => {
    const id = await ensureDefaultConstants();
    const put = (body: unknown) => call(constantsItemRoute.PUT, 'PUT', `/api/ConfigurableConstants/${id}`, { as, params: { id }, body });
    const cases: [keyof typeof DEFAULT_CONSTANTS, unknown, string][] = [
      ['hourlyRateDividerBOL', '', messages.constantRequired('hourlyRateDividerBOL')],
      ['hourlyRateDividerBOL', '0', messages.constantPositive('hourlyRateDividerBOL')],
      ['hourlyRateDividerBOLWorkInjury', undefined, messages.constantRequired('hourlyRateDividerBOLWorkInjury')],
      ['hourlyRateDividerBOLWorkInjury', -5, messages.constantPositive('hourlyRateDividerBOLWorkInjury')],
      ['hourlyRateDividerGO', '0,00', messages.constantPositive('hourlyRateDividerGO')],
      ['maxAmountOfFieldAllowance', null, messages.constantRequired('maxAmountOfFieldAllowance')],
      ['maxAmountOfFieldAllowance', '0', messages.constantPositive('maxAmountOfFieldAllowance')],
      ['amountOfFieldAllowance', '-1', messages.min(0)],
    ];
    for (const [field, value, message] of cases) expectFieldError(await put({ ...DEFAULT_CONSTANTS, [field]: value }), field, message, `${field}=${String(value)}`);
    expect(messages.constantPositive('hourlyRateDividerGO')).toBe('Polje Djelitelj satnice godišnjeg odmora mora biti veće od 0');
    expect((await call(constantsRoute.GET, 'GET', '/api/ConfigurableConstants', { as })).json).toEqual({ id, ...DEFAULT_CONSTANTS });

    const changed = await put({ ...DEFAULT_CONSTANTS, hourlyRateDividerGO: '170,5', amountOfFieldAllowance: '0' });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ hourlyRateDividerGO: '170.50', amountOfFieldAllowance: '0.00' });
    await ensureDefaultConstants();
  });

  it('only Accounting and Management read or change them', async () => {
    for (const role of ['SuperAdmin', 'Admin', 'SiteManager', 'Procurement', 'Warehouse'] as const) {
      expect((await call(constantsRoute.GET, 'GET', '/api/ConfigurableConstants', { as: role })).status, role).toBe(403);
      expect((await call(payrollRoute.GET, 'GET', '/api/Payrolls?companyId=1&month=1&year=2026', { as: role })).status, role).toBe(403);
    }
    expect((await call(constantsRoute.GET, 'GET', '/api/ConfigurableConstants', { as: 'Management' })).status).toBe(200);
  });
});

describe('downloads (GET /api/Payrolls/download/payroll and /payroll-hours)', () => {
  it('the payroll .xlsx has every column and exact totals', async () => {
    const { c } = await exampleCompany();
    const payroll = (await generate(c)).json;
    const res = await download(payrollXlsxRoute.GET, `/api/Payrolls/download/payroll?payrollId=${payroll.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/Obra%C4%8Dun|Obračun|Obracun/);
    const wb = XLSX.read(res.bytes);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]], { header: 1, raw: true });
    const header = rows[0] as string[];
    expect(header).toHaveLength(31);
    const col = (name: string) => header.indexOf(name);
    expect(rows[1][0]).toBe('Horvat Ivan');
    expect(rows[1][col('Satnica redovnog rada')]).toBe(9.375);
    expect(rows[1][col('Ukupno')]).toBe(1434.98);
    expect(rows[1][col('Terenski dodatak')]).toBe(106.16);
    expect(rows[1][col('Ukupno za isplatu')]).toBe(1541.14);
    expect(rows[3][0]).toBe('Ukupno');
    expect(rows[3][col('Ukupno za isplatu')]).toBe(2241.14); // 1.541,14 + 700,00
    expect(rows[3][col('Neto iznos')]).toBe(1650);
    expect(rows[3][col('Redovni rad (sati)')]).toBe(120);
    expect(rows[3][col('Satnica redovnog rada')]).toBeUndefined(); // rates are not summed
  });

  it('the record of working time: one PDF page per employee, days, totals, signatures, Croatian letters', async () => {
    const { c } = await exampleCompany();
    const payroll = (await generate(c)).json;
    const res = await download(payrollHoursRoute.GET, `/api/Payrolls/download/payroll-hours?payrollId=${payroll.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = await getDocumentProxy(res.bytes);
    const { text } = await extractText(pdf, { mergePages: false });
    expect(text).toHaveLength(2);
    const [first, second] = text;
    expect(first).toContain('Evidencija o radnom vremenu');
    expect(first).toContain('za siječanj 2026.');
    expect(first).toContain('Ivan Horvat');
    expect(first).toContain('06.01.2026.');
    expect(first).toMatch(/06\.01\.2026\.\s+uto \(blagdan\)\s/);
    expect(first).toContain('čet');
    expect(first).toMatch(/Ukupno\s+120,00\s+4,00\s+0,00\s+8,00\s+16,00\s+8,00\s+14/);
    expect(first).toContain('Odgovorna osoba poslodavca');
    expect(second).toContain('Marko Zorić');
    expect(second).not.toContain('Ivan Horvat');
  });

  it('an unknown payroll: 404; no payrollId: 400', async () => {
    expect((await download(payrollXlsxRoute.GET, '/api/Payrolls/download/payroll?payrollId=2000000000')).status).toBe(404);
    expect((await download(payrollHoursRoute.GET, '/api/Payrolls/download/payroll-hours')).status).toBe(400);
  });
});
