import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { employeeExpenses, employees, projects } from '@/db/schema';
import { employeeExpenseMessages as M } from '@/lib/i18n/employee-expenses';
import { messages } from '@/lib/i18n/messages';
import { DEFAULT_MAX_INFLATED_BYTES } from '@/lib/files/zip';
import { formatFileSize } from '@/lib/format/file-size';
import * as importRoute from '@/app/api/EmployeeExpenses/route';
import * as searchRoute from '@/app/api/EmployeeExpenses/search/route';
import * as downloadRoute from '@/app/api/EmployeeExpenses/download/route';
import { bombEntry, withEntries } from '../fixtures/zip';
import { readSheet, workbook, type CellValue } from '../fixtures/boq-workbook';
import { call, unique } from './helpers';
import { companyEmployee, download, newCompany } from './payroll-fixtures';
import { newProject } from './project-items-fixtures';

/**
 * Employee expenses (issue 14): the import of a company's month from .csv or .xlsx (every bad line
 * refuses the file, a second import asks for Replace, Replace replaces), the search's shape and
 * paging, the download, and the limits of the upload.
 */
const as = 'Accounting' as const;
const MONTH = { month: 3, year: 2026 };

type Fixture = { companyId: number; people: { id: number; oib: string; surname: string }[]; codes: string[]; projectIds: number[] };

async function fixture(employeesCount = 2): Promise<Fixture> {
  const db = await getDb();
  const companyId = await newCompany();
  const people = [];
  for (let i = 0; i < employeesCount; i++) {
    const e = await companyEmployee(companyId, { surname: `Trošak ${String(i).padStart(2, '0')} ${unique()}` });
    const [row] = await db.select({ oib: employees.oib }).from(employees).where(eq(employees.id, e.id));
    people.push({ id: e.id, oib: row.oib, surname: e.surname });
  }
  const codes = [`P-${unique()}`, `Q-${unique()}`];
  const projectIds = [];
  for (const [i, code] of codes.entries()) {
    const id = await newProject(`${i === 0 ? 'A' : 'B'} gradilište ${unique()}`);
    await db.update(projects).set({ code }).where(eq(projects.id, id));
    projectIds.push(id);
  }
  return { companyId, people, codes, projectIds };
}

function form(f: { companyId: number }, bytes: Uint8Array | string, name: string, extra: Record<string, string> = {}) {
  const fd = new FormData();
  fd.append('CompanyId', String(f.companyId));
  fd.append('Month', String(MONTH.month));
  fd.append('Year', String(MONTH.year));
  for (const [k, v] of Object.entries(extra)) fd.append(k, v);
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  fd.append('EmployeeExpenses', new File([data as Uint8Array<ArrayBuffer>], name));
  return fd;
}

const upload = (f: { companyId: number }, bytes: Uint8Array | string, name = 'troškovi.csv', extra: Record<string, string> = {}) =>
  call(importRoute.POST, 'POST', '/api/EmployeeExpenses', { as, body: form(f, bytes, name, extra) });

async function stored(companyId: number) {
  const db = await getDb();
  return db
    .select({ employeeId: employeeExpenses.employeeId, projectId: employeeExpenses.projectId, amount: employeeExpenses.amount })
    .from(employeeExpenses)
    .where(and(eq(employeeExpenses.companyId, companyId), eq(employeeExpenses.year, MONTH.year), eq(employeeExpenses.month, MONTH.month)))
    .orderBy(employeeExpenses.employeeId, employeeExpenses.projectId);
}

const search = (companyId: number, extra = '') =>
  call(searchRoute.GET, 'GET', `/api/EmployeeExpenses/search?companyId=${companyId}&month=${MONTH.month}&year=${MONTH.year}${extra}`, { as });

afterEach(() => {
  delete process.env.IMPORT_MAX_BYTES;
});

describe('import', () => {
  it('a good .csv (BOM, ";" and decimal comma, a header row) is stored with exact amounts; a pair named twice is summed', async () => {
    const f = await fixture();
    const [a, b] = f.people;
    const csv = `\uFEFFOIB;Šifra projekta;Iznos\r\n${a.oib};${f.codes[0]};1.234,56\r\n${a.oib};${f.codes[1].toLowerCase()};0,10\r\n\r\n${b.oib};${f.codes[0]};100\r\n${a.oib};${f.codes[1]};0,20\r\n`;
    const res = await upload(f, csv);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toEqual({ imported: 3 });
    expect(await stored(f.companyId)).toEqual(
      [
        { employeeId: a.id, projectId: f.projectIds[0], amount: '1234.56' },
        { employeeId: a.id, projectId: f.projectIds[1], amount: '0.30' },
        { employeeId: b.id, projectId: f.projectIds[0], amount: '100.00' },
      ].sort((x, y) => x.employeeId - y.employeeId || x.projectId - y.projectId),
    );
  });

  it('a .csv with "," and decimal points, and quoted decimal commas', async () => {
    const f = await fixture(1);
    const [a] = f.people;
    const res = await upload(f, `${a.oib},${f.codes[0]},12.5\n${a.oib},${f.codes[1]},"7,25"\n`);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect((await stored(f.companyId)).map((r) => r.amount)).toEqual(['12.50', '7.25']);
  });

  it('a good .xlsx (numeric OIB and amounts, first sheet)', async () => {
    const f = await fixture();
    const [a, b] = f.people;
    const rows: CellValue[][] = [
      ['OIB', 'Projekt', 'Iznos'],
      [Number(a.oib), f.codes[0], 10.1],
      [b.oib, f.codes[1], '2.000,05'],
    ];
    const res = await upload(f, workbook({ Troškovi: rows, Drugi: [['x']] }), 'troškovi.xlsx');
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect((await stored(f.companyId)).map((r) => r.amount).sort()).toEqual(['10.10', '2000.05']);
  });

  it('a bad line refuses the whole file with its line number, nothing stored', async () => {
    const f = await fixture();
    const other = await companyEmployee(await newCompany());
    const [otherRow] = await (await getDb()).select({ oib: employees.oib }).from(employees).where(eq(employees.id, other.id));
    const [a, b] = f.people;
    const csv = [
      'OIB;Projekt;Iznos',
      `${a.oib};${f.codes[0]};10,00`,
      `12345678901;${f.codes[0]};5`,
      `${b.oib};${f.codes[1]};1,234`,
      `${b.oib};NEMA-${unique()};5`,
      `${otherRow.oib};${f.codes[0]};5`,
      `${b.oib};${f.codes[0]};-3`,
    ].join('\n');
    const res = await upload(f, csv);
    expect(res.status).toBe(400);
    const errors: string[] = res.json.errors.EmployeeExpenses;
    expect(errors[0]).toBe(`Redak 3: ${M.unknownOib('12345678901')}`);
    expect(res.json.message).toBe(errors[0]);
    expect(errors[1]).toBe(`Redak 4: ${M.amountDecimals('1,234')}`);
    expect(errors[2]).toMatch(/^Redak 5: nepoznata šifra projekta NEMA-/);
    expect(errors[3]).toBe(`Redak 6: ${M.notInCompany(otherRow.oib)}`);
    expect(errors[4]).toBe(`Redak 7: ${M.amountNegative('-3')}`);
    expect(errors).toHaveLength(5);
    expect(await stored(f.companyId)).toEqual([]);
  });

  it('a second import of the month answers 409 exists; with Replace it replaces the old rows', async () => {
    const f = await fixture();
    const [a, b] = f.people;
    expect((await upload(f, `${a.oib};${f.codes[0]};1\n${b.oib};${f.codes[0]};2\n`)).status).toBe(201);
    const again = await upload(f, `${a.oib};${f.codes[1]};5\n`);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'exists', message: M.exists });
    expect(await stored(f.companyId)).toHaveLength(2);
    // a bad file with Replace leaves the old rows too
    expect((await upload(f, `${a.oib};NEMA;5\n`, 'troškovi.csv', { Replace: 'true' })).status).toBe(400);
    expect(await stored(f.companyId)).toHaveLength(2);
    const replaced = await upload(f, `${a.oib};${f.codes[1]};5\n`, 'troškovi.csv', { Replace: 'true' });
    expect(replaced.status).toBe(201);
    expect(await stored(f.companyId)).toEqual([{ employeeId: a.id, projectId: f.projectIds[1], amount: '5.00' }]);
  });

  it('two concurrent imports of the same month: one stores, the other is told the month exists', async () => {
    const f = await fixture(1);
    const [a] = f.people;
    const [r1, r2] = await Promise.all([upload(f, `${a.oib};${f.codes[0]};1\n`), upload(f, `${a.oib};${f.codes[1]};2\n`)]);
    expect([r1.status, r2.status].sort()).toEqual([201, 409]);
    expect(await stored(f.companyId)).toHaveLength(1);
  });

  it('refuses other file types, missing fields, an oversize file (413) and a zip bomb (400)', async () => {
    const f = await fixture(1);
    const [a] = f.people;
    expect((await upload(f, `${a.oib};${f.codes[0]};1`, 'troškovi.txt')).json.errors.EmployeeExpenses).toEqual([M.wrongType]);
    expect((await upload(f, new Uint8Array([0, 1, 2, 3, 0xff]), 'troškovi.csv')).json.errors.EmployeeExpenses).toEqual([M.notText]);
    const noMonth = new FormData();
    noMonth.append('CompanyId', String(f.companyId));
    noMonth.append('EmployeeExpenses', new File(['x'], 'a.csv'));
    const missing = await call(importRoute.POST, 'POST', '/api/EmployeeExpenses', { as, body: noMonth });
    expect(missing.status).toBe(400);
    expect(missing.json.errors.month).toEqual([messages.required]);

    process.env.IMPORT_MAX_BYTES = '1000';
    const big = await upload(f, `${a.oib};${f.codes[0]};1\n`.repeat(200));
    expect(big.status).toBe(413);
    delete process.env.IMPORT_MAX_BYTES;

    const good = workbook({ T: [[a.oib, f.codes[0], 1]] });
    const bomb = await withEntries(good, [bombEntry('xl/worksheets/sheet1.xml', 20)]);
    const res = await upload(f, bomb, 'troškovi.xlsx');
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(messages.fileInflateLimit(formatFileSize(DEFAULT_MAX_INFLATED_BYTES)));
    expect(await stored(f.companyId)).toEqual([]);
  });

  it('only Accounting and Management', async () => {
    const f = await fixture(1);
    const body = form(f, `${f.people[0].oib};${f.codes[0]};1\n`, 'a.csv');
    expect((await call(importRoute.POST, 'POST', '/api/EmployeeExpenses', { as: 'Admin', body })).status).toBe(403);
    expect((await call(searchRoute.GET, 'GET', `/api/EmployeeExpenses/search?companyId=${f.companyId}&month=3&year=2026`, { as: 'SiteManager' })).status).toBe(403);
    const mgmt = await call(importRoute.POST, 'POST', '/api/EmployeeExpenses', { as: 'Management', body: form(f, `${f.people[0].oib};${f.codes[0]};1\n`, 'a.csv') });
    expect(mgmt.status).toBe(201);
  });
});

describe('search and download', () => {
  it('one row per employee with their expenses, the month projects as columns, paged by employee', async () => {
    const f = await fixture(3);
    const [a, b, c] = f.people;
    // c has no expense: not a row
    expect((await upload(f, `${a.oib};${f.codes[0]};1,50\n${a.oib};${f.codes[1]};2\n${b.oib};${f.codes[0]};3\n`)).status).toBe(201);
    const res = await search(f.companyId);
    expect(res.status).toBe(200);
    expect(res.json.totalItems).toBe(2);
    expect(res.json.projectColumns.map((p: { projectId: number }) => p.projectId)).toEqual(f.projectIds);
    expect(res.json.projectColumns[0]).toEqual({ projectId: f.projectIds[0], projectName: expect.stringMatching(/^A gradilište/) });
    const [first, second] = res.json.employeeExpenses;
    expect(first.employee).toMatchObject({ id: a.id, surname: a.surname, companyId: f.companyId, fullName: `Ivan ${a.surname}` });
    expect(first.employee.company).toEqual(expect.any(String));
    expect(first.employeeExpenses).toEqual([
      { id: expect.any(Number), month: 3, year: 2026, companyId: f.companyId, amount: '1.50', projectId: f.projectIds[0], employeeId: a.id },
      { id: expect.any(Number), month: 3, year: 2026, companyId: f.companyId, amount: '2.00', projectId: f.projectIds[1], employeeId: a.id },
    ]);
    expect(second.employee.id).toBe(b.id);
    expect(res.json.employeeExpenses.some((r: { employee: { id: number } }) => r.employee.id === c.id)).toBe(false);

    const page2 = await search(f.companyId, '&PageIndex=1&PageSize=1');
    expect(page2.json).toMatchObject({ currentPage: 1, pageSize: 1, totalPages: 2, totalItems: 2 });
    expect(page2.json.employeeExpenses.map((r: { employee: { id: number } }) => r.employee.id)).toEqual([b.id]);
    expect(page2.json.projectColumns).toHaveLength(2);

    const desc = await search(f.companyId, '&SortBy=employee&SortDirection=desc');
    expect(desc.json.employeeExpenses.map((r: { employee: { id: number } }) => r.employee.id)).toEqual([b.id, a.id]);

    const filtered = await search(f.companyId, `&Filter.Employee_Name=${encodeURIComponent(b.surname)}`);
    expect(filtered.json.employeeExpenses.map((r: { employee: { id: number } }) => r.employee.id)).toEqual([b.id]);

    const noMonth = await call(searchRoute.GET, 'GET', `/api/EmployeeExpenses/search?companyId=${f.companyId}&year=2026`, { as });
    expect(noMonth.status).toBe(400);
    const empty = await call(searchRoute.GET, 'GET', `/api/EmployeeExpenses/search?companyId=${f.companyId}&month=4&year=2026`, { as });
    expect(empty.json).toMatchObject({ employeeExpenses: [], projectColumns: [], totalItems: 0 });
  });

  it('the download opens with the amounts, row totals and column totals', async () => {
    const f = await fixture(2);
    const [a, b] = f.people;
    expect((await upload(f, `${a.oib};${f.codes[0]};1,10\n${a.oib};${f.codes[1]};2,20\n${b.oib};${f.codes[0]};0,70\n`)).status).toBe(201);
    const res = await download(downloadRoute.GET, `/api/EmployeeExpenses/download?companyId=${f.companyId}&month=3&year=2026`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const rows = readSheet(res.bytes);
    expect(rows[0][0]).toBe('Zaposlenik');
    expect(rows[0][2]).toMatch(/^A gradilište/);
    expect(rows[0][4]).toBe('Ukupno');
    expect(rows[1]).toEqual([`${a.surname} Ivan`, a.oib, 1.1, 2.2, 3.3]);
    expect(rows[2]).toEqual([`${b.surname} Ivan`, b.oib, 0.7, null, 0.7]);
    expect(rows[3]).toEqual(['Ukupno', null, 1.8, 2.2, 4]);
    const forbidden = await download(downloadRoute.GET, `/api/EmployeeExpenses/download?companyId=${f.companyId}&month=3&year=2026`, 'Admin');
    expect(forbidden.status).toBe(403);
  });
});
