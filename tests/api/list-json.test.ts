import { eq, sql } from 'drizzle-orm';
import { PgDialect, type PgSelect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { cooperators, files, projectEmployees, verifications, warehouseItems } from '@/db/schema';
import { searchCooperators, searchCooperatorsJson } from '@/lib/cooperators/queries';
import { employeeSearchQuerySchema } from '@/lib/employees/schemas';
import { searchEmployees, searchEmployeesJson } from '@/lib/employees/queries';
import { searchExpenseGroups, searchExpenseGroupsJson } from '@/lib/expense-groups/queries';
import { jsonRowsSql, rowsJson } from '@/lib/http/list-json';
import { SORT_MATCHES_MAX } from '@/lib/http/list-query';
import { parseListQuery, type ListQuery, type ListQueryOptions } from '@/lib/http/list-params';
import { COOPERATOR_LIST } from '@/lib/cooperators/schemas';
import { EXPENSE_GROUP_LIST } from '@/lib/expense-groups/schemas';
import { PROJECT_LIST } from '@/lib/projects/schemas';
import { searchProjects, searchProjectsJson } from '@/lib/projects/queries';
import { listProjectEmployees, listProjectEmployeesJson } from '@/lib/projects/people-queries';
import { USER_LIST } from '@/lib/users/schemas';
import { searchUsers, searchUsersJson } from '@/lib/users/queries';
import { WAREHOUSE_ITEM_LIST, WAREHOUSE_LIST } from '@/lib/warehouses/schemas';
import { listWarehouses, listWarehousesJson, searchWarehouseItems, searchWarehouseItemsJson, searchWarehouses, searchWarehousesJson } from '@/lib/warehouses/queries';
import { searchDocumentItems, searchDocumentItemsJson, searchDocuments, searchDocumentsJson, searchProjectDocuments, searchProjectDocumentsPage } from '@/lib/documents/queries';
import { DOCUMENT_ITEM_LIST, DOCUMENT_LIST } from '@/lib/documents/schemas';
import { DocumentType } from '@/lib/documents/types';
import { addItem, basics, complete, copy, createDoc, projectWithWarehouse as documentsProject, receive } from './documents-fixtures';
import { call, unique } from './helpers';
import { companyEmployee, insertRecords, newCompany, salaryBody } from './payroll-fixtures';
import * as payrollRoute from '@/app/api/Payrolls/route';
import * as salaryRoute from '@/app/api/Salaries/route';
import { getPayroll, getPayrollJson, listSalaries, listSalariesJson, searchPayrollItems, searchPayrollItemsJson, searchSalaries, searchSalariesJson } from '@/lib/payroll/queries';
import { monthSearchQuerySchema, PAYROLL_LIST, SALARY_LIST } from '@/lib/payroll/schemas';
import { newProject, unitId } from './project-items-fixtures';
import { loadPlaces } from './fixtures';
import { insertEmployee } from './project-fixtures';
import { searchVerifications, searchVerificationsJson } from '@/lib/verifications/queries';
import { VERIFICATION_LIST, VerificationStatus, verificationDownloadUrl } from '@/lib/verifications/schemas';
import { projectWithWarehouse } from './stock-fixtures';

/**
 * Issue 15: the API routes of these lists answer a page as JSON text written by Postgres
 * (lib/http/list-json.ts), the screens read the same page as objects. Both must be the same
 * page, value for value: numeric as its text with every decimal ("0.500000"), timestamps as the
 * ISO text of the Date, dates as text, empty values null, text with quotes, backslashes, tabs
 * and Croatian letters unchanged; in the same order on every path of the kit (first page with
 * its inline count, a page through its ids, a page read from the end, an empty page).
 */
const tag = unique();
let warehouseId: number;

const run = async (query: ReturnType<typeof sql>) => (await (await getDb()).execute(query)).rows;

beforeAll(async () => {
  const kg = await unitId('kg');
  ({ warehouseId } = await projectWithWarehouse(`Gradilište "JSON" ${tag}`));
  const [supplier] = await run(sql`insert into cooperators (name, oib, person_type_id, associate_type_id, address, email)
    values (${`Dobavljač "Đurđa" \\ ${tag}`}, null, 400, 1301, ${'Ulica\tčšž 1'}, null) returning id`);
  // Amounts with trailing zeros and six decimals, a zero, a large total; one item without a supplier.
  await run(sql`insert into warehouse_items (warehouse_id, name, unit_of_measurement_id, unit_price, quantity, supplier_id, created_date)
    select ${warehouseId}, ${`Stavka ${tag} `} || i, ${kg}, (array['12.500000', '0', '999999999.123456', '1.000001'])[1 + i % 4]::numeric,
           (array['0.500000', '3', '1234.000000'])[1 + i % 3]::numeric, case when i % 5 = 0 then null else ${Number(supplier.id)}::int end,
           timestamptz '2026-03-01 08:15:30.123456+01' + (i || ' hours')::interval
    from generate_series(1, 12) i`);
  await run(sql`insert into employees (name, surname, oib, birth_date, gender_id, phone, address, city_id, country_id, active_from, employee_role_id)
    select ${`Ana ${tag}`}, 'Šimić-' || i, substr(md5(${tag} || i), 1, 11), date '1980-02-29' + i * 400, 300, '+385 1 ' || i,
           'Ulica', (select min(id) + i % 4 from cities), (select min(id) from countries), date '2020-01-01' + i, 700 + i % 3
    from generate_series(1, 9) i`);
  await run(sql`insert into users (user_name, name, surname, email, role_id, email_confirmed)
    select ${`json${tag}`} || i, 'Ivo', ${`Korisnik ${tag} `} || i, ${`json${tag}`} || i || '@example.hr', 101, i % 2 = 0
    from generate_series(1, 5) i`);
  await run(sql`insert into projects (name, project_status_id, longitude, latitude, work_hour_entry_deadline_extension_in_days)
    values (${`Projekt JSON ${tag} a`}, 1000, '15.97798000', '45.00000000', null), (${`Projekt JSON ${tag} b`}, 1001, '-0.50000000', null, 5)`);
  await run(sql`insert into expense_groups (name, expense_type_id) select ${`Grupa ${tag} `} || i, 1500 + i % 2 from generate_series(1, 4) i`);
});

const query = (opts: ListQueryOptions, input: Record<string, string>): ListQuery => parseListQuery(new URLSearchParams(input), opts);

/** The page as the API sends it and as the screens read it, both parsed the way a client would. */
async function expectSame<Q>(q: Q, json: (q: Q) => Promise<string>, objects: (q: Q) => Promise<unknown>) {
  const text = await json(q);
  const expected = JSON.parse(JSON.stringify(await objects(q)));
  expect(JSON.parse(text)).toEqual(expected);
  return expected as { pageItems: Record<string, unknown>[]; totalItems: number };
}

describe('JSON pages equal the object pages', () => {
  it('warehouse items: numeric text, empty suppliers, on the first, a middle, the last and an empty page', async () => {
    const db = await getDb();
    const cases: Record<string, string>[] = [
      { PageSize: '5' },
      { PageSize: '5', PageIndex: '1', SortBy: 'unitPrice', SortOrder: 'desc' },
      { PageSize: '5', PageIndex: '2', SortBy: 'supplier_Name' },
      { PageSize: '5', PageIndex: '9' },
      { PageSize: '50', 'Filter.Name': `${tag} 1` },
      { PageSize: '50', SortBy: 'totalPrice', SortOrder: 'desc' },
    ];
    const pages = [];
    for (const input of cases) {
      const q = query(WAREHOUSE_ITEM_LIST, input);
      pages.push(await expectSame(q, (x) => searchWarehouseItemsJson(db, x, warehouseId), (x) => searchWarehouseItems(db, x, warehouseId)));
    }
    // The values are really there (not two empty pages): every decimal of the numeric text, the Date's ISO text.
    const first = pages[5].pageItems;
    expect(first).toHaveLength(12);
    expect(first.map((r) => r.unitPrice)).toContain('999999999.123456');
    expect(first.map((r) => r.quantity)).toContain('0.500000');
    expect(first.some((r) => r.supplierId === null)).toBe(true);
    expect(pages[3].pageItems).toEqual([]);
  });

  it(`a text-filtered first page finds its matches once: counted and sorted in one statement; over ${SORT_MATCHES_MAX} matches it walks the index`, async () => {
    const db = await getDb();
    const kg = await unitId('kg');
    // A warehouse of its own (the other tests count this file's warehouse's items).
    const { warehouseId } = await projectWithWarehouse(`Gradilište tekst ${unique()}`);
    const few = `Malo ${unique()}`;
    const many = `Mnogo ${unique()}`;
    // Names in no order of their ids, some equal (the tiebreak decides), one with a quantity of null sort value.
    await run(sql`insert into warehouse_items (warehouse_id, name, unit_of_measurement_id, unit_price, quantity)
      select ${warehouseId}, ${few} || ' ' || (i * 7919 % 13), ${kg}, i, 13 - i from generate_series(1, 13) i`);
    await run(sql`insert into warehouse_items (warehouse_id, name, unit_of_measurement_id, unit_price, quantity)
      select ${warehouseId}, ${many} || ' ' || lpad((i * 7919 % ${SORT_MATCHES_MAX + 3})::text, 5, '0'), ${kg}, 1, 1 from generate_series(1, ${SORT_MATCHES_MAX + 3}) i`);
    for (const [name, total] of [[few, 13], [many, SORT_MATCHES_MAX + 3]] as const) {
      for (const sort of [{}, { SortOrder: 'desc' }, { SortBy: 'quantity', SortOrder: 'desc' }, { SortBy: 'unitPrice' }] as Record<string, string>[]) {
        const q = query(WAREHOUSE_ITEM_LIST, { PageSize: '5', 'Filter.Name': name, ...sort });
        const page = await expectSame(q, (x) => searchWarehouseItemsJson(db, x), (x) => searchWarehouseItems(db, x));
        expect(page.totalItems, `${name} ${JSON.stringify(sort)}`).toBe(total);
        expect(page.pageItems).toHaveLength(5);
      }
    }
    if (process.env.DATABASE_URL) {
      // Postgres: the few matches' first page is one statement beside the session's look-up (none here).
      const { captureStatements } = await import('@/db/seed/bench-sql');
      const statements = await captureStatements(() => searchWarehouseItemsJson(db, query(WAREHOUSE_ITEM_LIST, { PageSize: '5', 'Filter.Name': few })));
      expect(statements).toHaveLength(1);
      expect(statements[0].text).toMatch(/^with list_matching as materialized/);
    }
  });

  it('cooperators, employees, users, projects (toDto in SQL), expense groups and warehouses: every page path', async () => {
    const db = await getDb();
    const today = '2026-11-27';
    const employeeQuery = (input: Record<string, string>) => employeeSearchQuerySchema.parse({ 'Filter.Employee_Inactive': 'false', ...input });
    await expectSame(query(COOPERATOR_LIST, { 'Filter.Name': tag }), (q) => searchCooperatorsJson(db, q), (q) => searchCooperators(db, q));
    const coops = await expectSame(query(COOPERATOR_LIST, { PageSize: '10' }), (q) => searchCooperatorsJson(db, q), (q) => searchCooperators(db, q));
    expect(coops.pageItems.length).toBeGreaterThan(0);
    const last = Math.ceil(coops.totalItems / 10) - 1;
    await expectSame(query(COOPERATOR_LIST, { PageSize: '10', PageIndex: String(last), SortBy: 'city', SortOrder: 'desc' }), (q) => searchCooperatorsJson(db, q), (q) => searchCooperators(db, q));
    const ours = await expectSame(query(COOPERATOR_LIST, { 'Filter.Name': `"Đurđa" \\ ${tag}` }), (q) => searchCooperatorsJson(db, q), (q) => searchCooperators(db, q));
    expect(ours.pageItems.map((r) => r.address)).toEqual(['Ulica\tčšž 1']);

    for (const input of [{ 'Filter.Employee_Name': tag }, { 'Filter.Employee_Name': tag, SortBy: 'birthDate', SortOrder: 'desc', PageSize: '4', PageIndex: '2' }, { PageSize: '3' }] as Record<string, string>[]) {
      const page = await expectSame(employeeQuery(input), (q) => searchEmployeesJson(db, q, today), (q) => searchEmployees(db, q, today));
      expect(page.pageItems.length).toBeGreaterThan(0);
    }
    const users = await expectSame(query(USER_LIST, { 'Filter.Surname': tag, SortBy: 'email', SortOrder: 'desc' }), (q) => searchUsersJson(db, q), (q) => searchUsers(db, q));
    expect(users.pageItems.map((r) => r.emailConfirmed)).toEqual(expect.arrayContaining([true, false]));
    await expectSame(query(USER_LIST, { PageSize: '2', PageIndex: '3' }), (q) => searchUsersJson(db, q), (q) => searchUsers(db, q));
    await expectSame(query(EXPENSE_GROUP_LIST, { 'Filter.Name': tag, PageSize: '3', PageIndex: '1' }), (q) => searchExpenseGroupsJson(db, q), (q) => searchExpenseGroups(db, q));
    const projectPage = await expectSame(query(PROJECT_LIST, { 'Filter.Name': `JSON ${tag}` }), (q) => searchProjectsJson(db, q), (q) => searchProjects(db, q));
    expect(projectPage.pageItems.map((r) => [r.longitude, r.latitude, r.workHourEntryDeadlineExtensionInDays])).toEqual([
      ['15.97798', '45', 2],
      ['-0.5', null, 5],
    ]);
    await expectSame(query(PROJECT_LIST, { PageSize: '2', PageIndex: '1', SortBy: 'investor' }), (q) => searchProjectsJson(db, q), (q) => searchProjects(db, q));
    await expectSame(query(WAREHOUSE_LIST, { 'Filter.Project_Name': tag }), (q) => searchWarehousesJson(db, q), (q) => searchWarehouses(db, q));
    await expectSame(query(WAREHOUSE_LIST, { PageSize: '1', PageIndex: '0', SortBy: 'project_City_NameUniversal', SortOrder: 'desc' }), (q) => searchWarehousesJson(db, q), (q) => searchWarehouses(db, q));
    // The whole list (GET /api/Warehouse) too.
    expect(JSON.parse(await listWarehousesJson(db))).toEqual(JSON.parse(JSON.stringify(await listWarehouses(db))));
  });

  it('documents, their lines and a project\'s documents: names by subquery, storno flags, links, dates', async () => {
    const db = await getDb();
    const projectId = await documentsProject(`Gradilište dokumenata ${tag}`);
    const { supplierId } = await basics();
    const prm = await createDoc(DocumentType.PurchaseReceivedNote, { projectId, supplierId, comment: 'Primka "čćđ" \\ 1' });
    await addItem(prm.id, projectId, { quantity: '2.5', unitPrice: '4.123456' });
    await addItem(prm.id, projectId, { quantity: '1', unitPrice: '3', comment: null });
    expect((await complete(prm.id)).status).toBe(200);
    const storno = await copy({ sourceDocumentId: prm.id, destTypeId: DocumentType.PurchaseReceivedNote, isStorno: true });
    expect(storno.status).toBe(201);
    await createDoc(DocumentType.PurchaseReceivedNote, { projectId, supplierId: null });

    const type = String(DocumentType.PurchaseReceivedNote);
    const docs: Record<string, string>[] = [
      { DocumentTypeId: type, ProjectId: String(projectId) },
      { DocumentTypeId: type, ProjectId: String(projectId), SortBy: 'supplier', SortOrder: 'desc' },
      { DocumentTypeId: type, ProjectId: String(projectId), PageSize: '1', PageIndex: '1' },
      { DocumentTypeId: type, ProjectId: String(projectId), PageSize: '1', PageIndex: '2', SortBy: 'parentCode' },
      { DocumentTypeId: type, ProjectId: String(projectId), PageIndex: '5' },
      { DocumentTypeId: type, PageSize: '3' },
    ];
    const pages = [];
    for (const input of docs) pages.push(await expectSame(query(DOCUMENT_LIST, input), (q) => searchDocumentsJson(db, q), (q) => searchDocuments(db, q)));
    expect(pages[0].pageItems.map((d) => [d.isStorno, d.isStorned, d.supplier !== null])).toEqual([
      [false, false, false],
      [true, false, true],
      [false, true, true],
    ]);
    expect(pages[0].pageItems[2]).toMatchObject({ comment: 'Primka "čćđ" \\ 1', storningDocumentId: (storno.json as { id: number }).id, completedDate: expect.stringMatching(/Z$/) });
    for (const input of [{ DocumentTypeId: type }, { SortBy: 'code', SortOrder: 'asc', PageSize: '2', PageIndex: '1' }] as Record<string, string>[]) {
      await expectSame(query(DOCUMENT_LIST, input), async (q) => (await searchProjectDocumentsPage(db, projectId, q)).json, (q) => searchProjectDocuments(db, projectId, q));
    }

    const lines: Record<string, string>[] = [
      { DocumentTypeId: type, ProjectId: String(projectId) },
      { DocumentTypeId: type, ProjectId: String(projectId), SortBy: 'name', PageSize: '1', PageIndex: '2' },
      { DocumentTypeId: type, PageSize: '4' },
    ];
    const linePages = [];
    for (const input of lines) linePages.push(await expectSame(query(DOCUMENT_ITEM_LIST, input), (q) => searchDocumentItemsJson(db, q), (q) => searchDocumentItems(db, q)));
    const mine = linePages[0].pageItems;
    expect(mine).toHaveLength(4);
    expect(mine.some((l) => l.parentItemDocumentCode === prm.code && l.parentItemDocumentTypeId === DocumentType.PurchaseReceivedNote)).toBe(true);
    expect(mine.map((l) => l.unitPrice)).toContain('4.123456');

    // A consumption note's line names its warehouse item and the stock on hand (numeric text).
    const other = await documentsProject(`Gradilište potrošnje ${tag}`);
    const { warehouseItemId } = await receive(other, '5.5');
    const izd = await createDoc(DocumentType.ConsumptionNote, { projectId: other });
    await addItem(izd.id, other, { warehouseItemId, quantity: '2' });
    const consumed = await expectSame(query(DOCUMENT_ITEM_LIST, { DocumentTypeId: String(DocumentType.ConsumptionNote), ProjectId: String(other) }), (q) => searchDocumentItemsJson(db, q), (q) => searchDocumentItems(db, q));
    expect(consumed.pageItems.map((l) => [l.warehouseItemId, l.warehouseItemQuantity, l.documentCode])).toEqual([[warehouseItemId, '5.500000', izd.code]]);
  });

  it('verifications: the download address and the date in SQL, the first page and its count in one statement', async () => {
    const db = await getDb();
    const projectId = await documentsProject(`Gradilište provjera ${tag}`);
    const { supplierId } = await basics();
    const note = await createDoc(DocumentType.PurchaseReceivedNote, { projectId, supplierId });
    const [file] = await db.insert(files).values({ content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf', size: 8, sha256: 'x'.repeat(64) }).returning({ id: files.id });
    const rows = [
      { fileName: `Račun čelik ${tag}.pdf`, verificationStatusId: VerificationStatus.Unverified, documentId: note.id, remark: 'Provjeriti "iznos" \\ PDV' },
      { fileName: `Otpremnica ${tag}.pdf`, verificationStatusId: VerificationStatus.Unverified, documentId: null, remark: null },
      { fileName: `Ponuda đ ${tag}.pdf`, verificationStatusId: VerificationStatus.Verified, documentId: note.id, remark: null },
    ];
    for (const r of rows) await db.insert(verifications).values({ ...r, fileId: file.id, contentType: 'application/pdf', size: 8, projectId, createdBy: 'Ana Šimić' });
    const cases: Record<string, string>[] = [
      { 'Filter.ProjectId': String(projectId) },
      { 'Filter.ProjectId': String(projectId), SortBy: 'fileName', SortOrder: 'asc', PageSize: '2', PageIndex: '1' },
      { 'Filter.ProjectId': String(projectId), SortBy: 'documentCode', SortOrder: 'desc' },
      { 'Filter.FileName': tag, 'Filter.VerificationStatusId': String(VerificationStatus.Unverified) },
      { PageSize: '2' },
    ];
    for (const input of cases) await expectSame(query(VERIFICATION_LIST, input), (q) => searchVerificationsJson(db, q), (q) => searchVerifications(db, q));
    const page = JSON.parse(await searchVerificationsJson(db, query(VERIFICATION_LIST, { 'Filter.ProjectId': String(projectId) })));
    expect(page.totalItems).toBe(3);
    for (const v of page.pageItems) expect(v.url).toBe(verificationDownloadUrl(v.id));
    if (process.env.DATABASE_URL) {
      const { captureStatements } = await import('@/db/seed/bench-sql');
      const statements = await captureStatements(() => searchVerificationsJson(db, query(VERIFICATION_LIST, { 'Filter.ProjectId': String(projectId) })));
      expect(statements).toHaveLength(1);
    }
  });

  it('payrolls and salaries: rows nested as the DTO (employee, payrollItem / salary or null) on the paged searches and the whole lists', async () => {
    const db = await getDb();
    const c = await newCompany();
    const people = [await companyEmployee(c, { name: 'Ivan', surname: `Horvat ${tag}` }), await companyEmployee(c, { name: 'Đuro', surname: `Šimić "${tag}"` })];
    for (const [i, p] of people.entries()) {
      await insertRecords(p.id, [{ date: '2026-03-02', hours: '8', field: true }, { date: '2026-03-03', hours: '7.5' }]);
      const salary = await call(salaryRoute.POST, 'POST', '/api/Salaries', { as: 'Accounting', body: salaryBody(p.id, c, { month: 3, netAmount: i ? '1234.56' : '900.00' }) });
      expect(salary.status, JSON.stringify(salary.json)).toBe(201);
    }
    const made = await call(payrollRoute.POST, 'POST', '/api/Payrolls', { as: 'Accounting', body: { companyId: c, month: 3, year: 2026 } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);

    const whole = JSON.parse(await getPayrollJson(db, c, 2026, 3));
    expect(whole).toEqual(JSON.parse(JSON.stringify(await getPayroll(db, c, 2026, 3))));
    expect(whole.employeePayrolls.map((l: { employee: { surname: string } }) => l.employee.surname)).toEqual([`Horvat ${tag}`, `Šimić "${tag}"`]);
    expect(whole.employeePayrolls[0].payrollItem.total).toMatch(/^\d+\.\d{2}$/);
    expect(JSON.parse(await getPayrollJson(db, c, 2026, 4))).toEqual(JSON.parse(JSON.stringify(await getPayroll(db, c, 2026, 4))));
    for (const input of [{}, { SortBy: 'netAmount', SortOrder: 'desc', PageSize: '1', PageIndex: '1' }, { 'Filter.Employee_Name': 'đuro' }] as Record<string, string>[]) {
      const q = monthSearchQuerySchema(PAYROLL_LIST).parse({ companyId: String(c), month: '3', year: '2026', ...input });
      const page = await expectSame(q, (x) => searchPayrollItemsJson(db, x), (x) => searchPayrollItems(db, x));
      expect(page.pageItems.length).toBeGreaterThan(0);
      expect(page.totalItems).toBe(input['Filter.Employee_Name'] ? 1 : 2);
    }
    if (process.env.DATABASE_URL) {
      // The count joins the employees only for the name filter (every line has its employee).
      const { captureStatements } = await import('@/db/seed/bench-sql');
      const countPart = async (input: Record<string, string>) => {
        const q = monthSearchQuerySchema(PAYROLL_LIST).parse({ companyId: String(c), month: '3', year: '2026', ...input });
        const [statement] = await captureStatements(() => searchPayrollItemsJson(db, q));
        return /select count\(\*\)::int from \((.*?)\) as matching/.exec(statement.text)![1];
      };
      expect(await countPart({})).not.toMatch(/"employees"/);
      expect(await countPart({ 'Filter.Employee_Name': 'đuro' })).toMatch(/inner join "employees"/);
    }

    // The salaries' overview: an employee of the company without a salary has salary null.
    const without = await companyEmployee(c, { name: 'Bez', surname: `Plaće ${tag}` });
    const salariesJson = JSON.parse(await listSalariesJson(db, c, 2026, 3));
    expect(salariesJson).toEqual(JSON.parse(JSON.stringify(await listSalaries(db, c, 2026, 3))));
    expect(salariesJson.map((r: { employee: { id: number }; salary: { netAmount: string } | null }) => [r.employee.id, r.salary?.netAmount ?? null])).toEqual([
      [people[0].id, '900.00'],
      [without.id, null],
      [people[1].id, '1234.56'],
    ]);
    for (const input of [{}, { SortBy: 'netAmount', SortOrder: 'desc', PageSize: '2', PageIndex: '1' }, { 'Filter.Employee_Name': 'plaće' }] as Record<string, string>[]) {
      const q = monthSearchQuerySchema(SALARY_LIST).parse({ companyId: String(c), month: '3', year: '2026', ...input });
      const page = await expectSame(q, (x) => searchSalariesJson(db, x), (x) => searchSalaries(db, x));
      expect(page.pageItems.length).toBeGreaterThan(0);
    }
  });

  it('a project\'s employees (the unpaged list of its route): employee nested, a role or none, dates', async () => {
    const db = await getDb();
    const p = await loadPlaces();
    const projectId = await newProject();
    const [ana, ivo] = [await insertEmployee(p, { name: 'Ana' }), await insertEmployee(p, { name: 'Ćiro' })];
    await db.insert(projectEmployees).values([
      { projectId, employeeId: ana.id, employeeRoleId: 703, activeFrom: '2026-02-01', activeTo: '2026-11-30' },
      { projectId, employeeId: ivo.id, employeeRoleId: null, activeFrom: null, activeTo: null },
    ]);
    const objects = JSON.parse(JSON.stringify(await listProjectEmployees(db, projectId)));
    expect(objects).toHaveLength(2);
    expect(objects.find((e: { employeeId: number }) => e.employeeId === ana.id)).toMatchObject({ employeeRole: expect.any(String), activeFrom: '2026-02-01', employee: { id: ana.id, name: 'Ana' } });
    expect(JSON.parse(await listProjectEmployeesJson(db, projectId))).toEqual(objects);
    expect(await listProjectEmployeesJson(db, -1)).toBe('[]');
  });

  it('a group of an outer-joined table\'s columns is null where the join found no row, as drizzle makes it', async () => {
    const db = await getDb();
    const select = db
      .select({ id: warehouseItems.id, supplier: { id: cooperators.id, name: cooperators.name }, item: { name: warehouseItems.name, supplierName: cooperators.name } })
      .from(warehouseItems)
      .leftJoin(cooperators, eq(cooperators.id, warehouseItems.supplierId))
      .where(eq(warehouseItems.warehouseId, warehouseId))
      .orderBy(warehouseItems.id);
    const json = JSON.parse(await rowsJson(db, select));
    expect(json).toEqual(JSON.parse(JSON.stringify(await select)));
    expect(json.filter((r: { supplier: unknown }) => r.supplier === null)).toHaveLength(2);
    // A group of two tables is never null as a whole, even with the joined half empty.
    expect(json.find((r: { supplier: unknown }) => r.supplier === null).item).toMatchObject({ supplierName: null });
  });

  it('the projection is rendered once per shape: the same fields inner- and outer-joined keep their own texts, each as drizzle reads it', async () => {
    const db = await getDb();
    // One fields object, as a list's module-level columns: the kept text must follow the joins' kinds.
    const fields = { id: warehouseItems.id, supplier: { id: cooperators.id, name: cooperators.name } };
    const joined = (kind: 'inner' | 'left') => {
      const base = db.select(fields).from(warehouseItems).$dynamic();
      return (kind === 'inner' ? base.innerJoin(cooperators, eq(cooperators.id, warehouseItems.supplierId)) : base.leftJoin(cooperators, eq(cooperators.id, warehouseItems.supplierId)))
        .where(eq(warehouseItems.warehouseId, warehouseId))
        .orderBy(warehouseItems.id);
    };
    const text = (select: PgSelect) => new PgDialect().sqlToQuery(jsonRowsSql(select)).sql;
    for (const kind of ['left', 'inner', 'left', 'inner'] as const) {
      const select = joined(kind);
      expect(JSON.parse(await rowsJson(db, select)), kind).toEqual(JSON.parse(JSON.stringify(await select)));
    }
    expect(text(joined('left'))).toBe(text(joined('left')));
    expect(text(joined('left'))).toContain(' is null then null ');
    expect(text(joined('inner'))).not.toContain(' is null then null ');
    // The kept SELECT list is drizzle's own, with and without joins (a lone table's columns unqualified, also inside expressions).
    const own = { id: warehouseItems.id, name: warehouseItems.name, doubled: sql<string>`${warehouseItems.quantity} * 2` };
    const lone = () => db.select(own).from(warehouseItems).where(eq(warehouseItems.warehouseId, warehouseId)).orderBy(warehouseItems.id).$dynamic();
    const withJoin = () => lone().innerJoin(cooperators, eq(cooperators.id, warehouseItems.supplierId));
    for (const select of [lone(), withJoin(), lone(), withJoin()]) {
      expect(text(select)).toContain(`from (${new PgDialect().sqlToQuery(select.getSQL()).sql}) s(c0, c1, c2)`);
      expect(JSON.parse(await rowsJson(db, select))).toEqual(JSON.parse(JSON.stringify(await select)));
    }
    expect(text(lone())).toContain('select "id", "name", "quantity" * 2 from "warehouse_items"');
  });

  it('every kind of field a select may hold: timestamps and dates, numeric expressions, mapped numbers, booleans, nulls', async () => {
    const db = await getDb();
    const select = db
      .select({
        id: warehouseItems.id,
        createdDate: warehouseItems.createdDate,
        quantity: warehouseItems.quantity,
        day: sql<string>`(${warehouseItems.createdDate} at time zone 'UTC')::date`,
        total: sql<string>`${warehouseItems.quantity} * ${warehouseItems.unitPrice}`,
        counted: sql<number>`${warehouseItems.id} * 2`.mapWith(Number),
        positive: sql<boolean>`${warehouseItems.quantity} > 1`,
        none: sql<string | null>`null::text`,
      })
      .from(warehouseItems)
      .where(eq(warehouseItems.warehouseId, warehouseId))
      .orderBy(warehouseItems.id)
      .limit(12)
      .$dynamic();
    const rows = JSON.parse(JSON.stringify(await select));
    const [{ rows: text }] = (await db.execute<{ rows: string }>(sql`select (${jsonRowsSql(select as unknown as PgSelect)}) as rows`)).rows;
    expect(JSON.parse(text)).toEqual(rows);
    expect(rows[0].createdDate).toBe('2026-03-01T08:15:30.123Z');
    // numeric x numeric: every one of its twelve decimals, as text (3 x 999999999.123456 among them).
    expect(rows.map((r: { total: string }) => r.total)).toContain('2999999997.370368000000');
  });
});

