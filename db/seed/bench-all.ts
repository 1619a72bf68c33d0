/**
 * `npm run bench` (issue 15): every JSON list and tree endpoint of the spec, through the real
 * route handlers with a real session, against the database of DATABASE_URL (filled by
 * `npm run seed:large`), read-only: the session is an existing SuperAdmin's (BENCH_AS, else
 * the first SuperAdmin; BENCH_AS_PAY, else the first Management user, for the pay lists), nothing is migrated or seeded, and the SQL replay rolls back.
 *
 * Per list: the first page, a filtered page, a sorted page and the deepest page (the default
 * sort's last page); trees and unpaged lists: what the screen reads. Each at 1 (p50), 10 (p95)
 * and 50 (requests per second) concurrent, and the SQL it sends run alone (bench-sql.ts). The
 * baseline is GET /api/Holidays?year=2026, the cheapest authenticated GET (session and
 * permission check, then an in-memory calendar: no query of its own) at 50 concurrent.
 * The ids come from the data: the project with most items, the document type with most
 * documents, the month with most work-hour records, the company with most payroll items ...
 *
 * Env: BENCH_ROUNDS (4: calls alone; at 10 ceil(R/2) rounds, at 50 ceil(R/4) rounds),
 * BENCH_ONLY=<substring> (rows whose "endpoint case" contains it, any case),
 * BENCH_WRITE_README=0 (do not write README.md), BENCH_AS=<email>, BENCH_AS_PAY=<email>, BENCH_TEMP_USER=1,
 * BENCH_URL=<http://host:port> (time the requests through that running server, started with the
 * same NEXTAUTH_SECRET on the same database: the issue's baseline, "an authenticated trivial route
 * does 640 per second", is a server's; the SQL and the answers are still read in this process).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { asRoute, benchSession, ms, printTable, type Route } from './bench-kit';
import { HEADER, LOOP_REQUESTS, markdownTable, measureCase, plan, rpsAt50, tableRows, withBenchSection, type BenchCase, type Call, type Measured } from './bench-table';

const ROUNDS = Number(process.env.BENCH_ROUNDS) || 4;

/** TCP or the Unix socket (`?host=/var/run/postgresql`): on one machine the socket costs both processes less per statement. */
function connectionKind() {
  const url = process.env.DATABASE_URL ?? '';
  return /[?&]host=\//.test(url) ? 'Unix socket' : 'TCP';
}
const ONLY = (process.env.BENCH_ONLY ?? '').toLowerCase();

/** Where the timed requests go: the route handlers in this process, or a running server (BENCH_URL). */
function through() {
  return process.env.BENCH_URL
    ? `p95 at 10 and req/s at 50 timed through the running server ${process.env.BENCH_URL} (\`next start\`; HTTP/1.1 kept alive, the session cookie and Accept-Encoding: gzip as a browser sends them; the load generator on the same 2 cores), p50 alone through the route handlers in this process`
    : 'Timed through the route handlers in this process (no HTTP server: BENCH_URL times through one)';
}

type Db = Awaited<ReturnType<typeof benchSession>>['db'];

async function one<T extends Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<Partial<T>> {
  return ((await db.execute<T>(query)).rows[0] ?? {}) as Partial<T>;
}

/** The ids the cases use, each the largest of its kind in the data. */
async function pickIds(db: Db) {
  const itemsProject = await one<{ id: number }>(db, sql`select project_id as id from project_items group by 1 order by count(*) desc limit 1`);
  const hodogramProject = await one<{ id: number }>(db, sql`select project_id as id from project_hodogram_nodes group by 1 order by count(*) desc limit 1`);
  const situation = await one<{ id: number; project_id: number }>(db, sql`
    select s.id, s.project_id from situation_items si join project_situations s on s.id = si.project_situation_id
    group by 1, 2 order by count(*) desc, s.id desc limit 1`);
  // The contractor whose tab shows the most lines (its own and its subcontractors').
  const contractor = await one<{ id: number; project_id: number }>(db, sql`
    select c.project_cooperator_id as id, c.project_id from project_cooperator_items c
    left join project_cooperator_items s on s.contractor_item_id = c.id
    where c.contractor_item_id is null group by 1, 2 order by count(*) + count(s.id) desc limit 1`);
  const pcProject = await one<{ id: number }>(db, sql`select project_id as id from project_cooperators group by 1 order by count(*) desc limit 1`);
  const peProject = await one<{ id: number }>(db, sql`select project_id as id from project_employees group by 1 order by count(*) desc limit 1`);
  const docType = await one<{ id: number }>(db, sql`select document_type_id as id from documents group by 1 order by count(*) desc limit 1`);
  const docProject = await one<{ id: number; year: number }>(db, sql`
    select project_id as id, extract(year from max(created_date))::int as year from documents
    where document_type_id = ${docType.id ?? 0} group by 1 order by count(*) desc limit 1`);
  const warehouse = await one<{ id: number }>(db, sql`select warehouse_id as id from warehouse_items group by 1 order by count(*) desc limit 1`);
  const month = await one<{ year: number; month: number }>(db, sql`
    select extract(year from date)::int as year, extract(month from date)::int as month from work_hour_records group by 1, 2 order by count(*) desc limit 1`);
  const whProject = await one<{ id: number; employee_id: number }>(db, sql`
    select project_id as id, min(employee_id) as employee_id from work_hour_records
    where date >= make_date(${month.year ?? 2000}, ${month.month ?? 1}, 1) and date < make_date(${month.year ?? 2000}, ${month.month ?? 1}, 1) + interval '1 month'
    group by 1 order by count(*) desc limit 1`);
  const payroll = await one<{ company_id: number; month: number; year: number }>(db, sql`
    select p.company_id, p.month, p.year from payroll_items pi join payrolls p on p.id = pi.payroll_id group by 1, 2, 3 order by count(*) desc, 3 desc, 2 desc limit 1`);
  const salary = await one<{ company_id: number; month: number; year: number }>(db, sql`
    select company_id, month, year from salaries group by 1, 2, 3 order by count(*) desc, 3 desc, 2 desc limit 1`);
  const expense = await one<{ company_id: number; month: number; year: number }>(db, sql`
    select company_id, month, year from employee_expenses group by 1, 2, 3 order by count(*) desc, 3 desc, 2 desc limit 1`);
  const verificationProject = await one<{ id: number }>(db, sql`select project_id as id from verifications group by 1 order by count(*) desc limit 1`);
  // A filter text: three letters from the middle of the data (as a user types part of a name).
  const frag = async (table: string, column: string) => {
    const row = await one<{ t: string }>(db, sql`select lower(substr(${sql.identifier(column)}, 1, 3)) as t from ${sql.identifier(table)} order by id offset (select count(*) / 2 from ${sql.identifier(table)}) limit 1`);
    return encodeURIComponent(row.t?.trim() || 'a');
  };
  return {
    itemsProject: itemsProject.id,
    hodogramProject: hodogramProject.id,
    situation,
    contractor,
    pcProject: pcProject.id,
    peProject: peProject.id,
    docType: docType.id,
    docProject,
    warehouse: warehouse.id,
    month,
    whProject,
    payroll,
    salary,
    expense,
    verificationProject: verificationProject.id,
    text: {
      cooperator: await frag('cooperators', 'name'),
      employee: await frag('employees', 'surname'),
      project: await frag('projects', 'name'),
      user: await frag('users', 'surname'),
      news: await frag('news', 'title'),
      warehouseItem: await frag('warehouse_items', 'name'),
      expenseGroup: await frag('expense_groups', 'name'),
      city: await frag('cities', 'name'),
    },
  };
}

type Ids = Awaited<ReturnType<typeof pickIds>>;

/** A list's four cases: its first page, a filtered page, a sorted page and the deepest page (found by asking for the first). */
type ListSpec = { endpoint: string; route: Route; base: string; filter: string; sort: string; params?: Record<string, string | number>; pay?: true };
type Single = { endpoint: string; route: Route; label: string; path: string; params?: Record<string, string | number>; pay?: true };

async function endpoints(ids: Ids): Promise<{ lists: ListSpec[]; singles: Single[]; missing: string[] }> {
  const r = async (m: Promise<{ GET: unknown }>) => asRoute((await m).GET);
  const lists: ListSpec[] = [];
  const singles: Single[] = [];
  const missing: string[] = [];
  const list = (ok: unknown, spec: ListSpec) => (ok ? lists.push(spec) : missing.push(spec.endpoint));
  const single = (ok: unknown, spec: Single) => (ok ? singles.push(spec) : missing.push(`${spec.endpoint} ${spec.label}`));
  const t = ids.text;

  // ---- people, projects, news (part 1)
  list(true, { endpoint: 'GET /api/Cooperators/search', route: await r(import('@/app/api/Cooperators/search/route')), base: 'Cooperators/search?PageSize=50', filter: `Filter.Name=${t.cooperator}`, sort: 'SortBy=city&SortOrder=desc' });
  list(true, { endpoint: 'GET /api/Employees/search', route: await r(import('@/app/api/Employees/search/route')), base: 'Employees/search?Filter.Employee_Inactive=false&PageSize=50', filter: `Filter.Employee_Name=${t.employee}`, sort: 'SortBy=city&SortOrder=desc' });
  list(true, { endpoint: 'GET /api/Projects/search', route: await r(import('@/app/api/Projects/search/route')), base: 'Projects/search?PageSize=50', filter: `Filter.Name=${t.project}`, sort: 'SortBy=investor&SortOrder=asc' });
  list(true, { endpoint: 'GET /api/Users', route: await r(import('@/app/api/Users/route')), base: 'Users?PageSize=50', filter: `Filter.Surname=${t.user}`, sort: 'SortBy=email&SortOrder=desc' });
  list(true, { endpoint: 'GET /api/News/search', route: await r(import('@/app/api/News/search/route')), base: 'News/search?PageSize=50', filter: `Filter.Title=${t.news}`, sort: 'SortBy=title&SortOrder=asc' });
  list(true, { endpoint: 'GET /api/News', route: await r(import('@/app/api/News/route')), base: 'News?', filter: `Filter.Title=${t.news}`, sort: 'SortBy=title&SortOrder=asc' });
  single(true, { endpoint: 'GET /api/Cooperators', route: await r(import('@/app/api/Cooperators/route')), label: 'all (select)', path: 'Cooperators' });
  single(true, { endpoint: 'GET /api/Employees', route: await r(import('@/app/api/Employees/route')), label: 'all (select)', path: 'Employees' });
  single(true, { endpoint: 'GET /api/Projects', route: await r(import('@/app/api/Projects/route')), label: 'all (select)', path: 'Projects' });
  single(true, { endpoint: 'GET /api/Hodogram', route: await r(import('@/app/api/Hodogram/route')), label: 'template tree', path: 'Hodogram' });
  single(ids.hodogramProject, { endpoint: 'GET /api/Hodogram/projectHodogram/{projectId}', route: await r(import('@/app/api/Hodogram/projectHodogram/[projectId]/route')), label: 'largest tree', path: `Hodogram/projectHodogram/${ids.hodogramProject}`, params: { projectId: ids.hodogramProject! } });
  single(ids.pcProject, { endpoint: 'GET /api/Projects/{id}/ProjectCooperators', route: await r(import('@/app/api/Projects/[id]/ProjectCooperators/route')), label: 'largest project', path: `Projects/${ids.pcProject}/ProjectCooperators`, params: { id: ids.pcProject! } });
  single(ids.peProject, { endpoint: 'GET /api/Projects/{id}/ProjectEmployees', route: await r(import('@/app/api/Projects/[id]/ProjectEmployees/route')), label: 'largest project', path: `Projects/${ids.peProject}/ProjectEmployees`, params: { id: ids.peProject! } });

  // ---- bill of quantities, situations, items overview (part 1)
  single(ids.itemsProject, { endpoint: 'GET /api/Projects/{id}/ProjectItems', route: await r(import('@/app/api/Projects/[id]/ProjectItems/route')), label: 'largest tree', path: `Projects/${ids.itemsProject}/ProjectItems`, params: { id: ids.itemsProject! } });
  const sp = ids.situation.project_id;
  single(sp, { endpoint: 'GET /api/Projects/{id}/ProjectCooperatorItems', route: await r(import('@/app/api/Projects/[id]/ProjectCooperatorItems/route')), label: 'largest situation\'s project', path: `Projects/${sp}/ProjectCooperatorItems`, params: { id: sp! } });
  const ct = ids.contractor;
  single(ct.id, { endpoint: 'GET /api/Projects/{id}/ContractorItemRows', route: await r(import('@/app/api/Projects/[id]/ContractorItemRows/route')), label: 'largest contractor tab', path: `Projects/${ct.project_id}/ContractorItemRows?contractorId=${ct.id}`, params: { id: ct.project_id! } });
  single(sp, { endpoint: 'GET /api/Projects/{id}/ProjectSituations', route: await r(import('@/app/api/Projects/[id]/ProjectSituations/route')), label: 'same project', path: `Projects/${sp}/ProjectSituations`, params: { id: sp! } });
  single(sp, { endpoint: 'GET /api/Projects/{id}/ProjectSituationItems', route: await r(import('@/app/api/Projects/[id]/ProjectSituationItems/route')), label: 'largest situation', path: `Projects/${sp}/ProjectSituationItems?projectSituationId=${ids.situation.id}`, params: { id: sp! } });
  single(ids.situation.id, { endpoint: 'GET /api/ProjectSituations/{id}/Table', route: await r(import('@/app/api/ProjectSituations/[id]/Table/route')), label: 'largest situation, all', path: `ProjectSituations/${ids.situation.id}/Table`, params: { id: ids.situation.id! } });
  list(true, { endpoint: 'GET /api/ProjectCooperatorItems/search', route: await r(import('@/app/api/ProjectCooperatorItems/search/route')), base: 'ProjectCooperatorItems/search?PageSize=50', filter: `Filter.Project=${t.project}`, sort: 'SortBy=cooperator&SortOrder=desc' });

  // ---- documents and warehouses (part 2)
  const dt = ids.docType;
  const dp = ids.docProject;
  list(dt, { endpoint: 'GET /api/Documents', route: await r(import('@/app/api/Documents/route')), base: `Documents?DocumentTypeId=${dt}&PageSize=50`, filter: `ProjectId=${dp.id}&DateFrom=${dp.year}-01-01&DateTo=${dp.year}-12-31`, sort: 'SortBy=supplier&SortOrder=asc' });
  list(dt, { endpoint: 'GET /api/DocumentItems', route: await r(import('@/app/api/DocumentItems/route')), base: `DocumentItems?DocumentTypeId=${dt}&PageSize=50`, filter: `ProjectId=${dp.id}&DateFrom=${dp.year}-01-01&DateTo=${dp.year}-12-31`, sort: 'SortBy=name&SortOrder=asc' });
  list(dp.id, { endpoint: 'GET /api/Projects/{id}/ProjectDocuments', route: await r(import('@/app/api/Projects/[id]/ProjectDocuments/route')), base: `Projects/${dp.id}/ProjectDocuments?PageSize=50`, filter: `DocumentTypeId=${dt}`, sort: 'SortBy=supplier&SortOrder=asc', params: { id: dp.id! } });
  single(true, { endpoint: 'GET /api/Warehouse', route: await r(import('@/app/api/Warehouse/route')), label: 'all', path: 'Warehouse' });
  list(true, { endpoint: 'GET /api/Warehouse/search', route: await r(import('@/app/api/Warehouse/search/route')), base: 'Warehouse/search?PageSize=50', filter: `Filter.Project_Name=${t.project}`, sort: 'SortBy=project_City_NameUniversal&SortOrder=desc' });
  list(ids.warehouse, { endpoint: 'GET /api/Warehouse/{id}/WarehouseItems', route: await r(import('@/app/api/Warehouse/[id]/WarehouseItems/route')), base: `Warehouse/${ids.warehouse}/WarehouseItems?PageSize=50`, filter: `Filter.Name=${t.warehouseItem}`, sort: 'SortBy=quantity&SortOrder=desc', params: { id: ids.warehouse! } });
  list(true, { endpoint: 'GET /api/WarehouseItems/search', route: await r(import('@/app/api/WarehouseItems/search/route')), base: 'WarehouseItems/search?PageSize=50', filter: `Filter.Name=${t.warehouseItem}`, sort: 'SortBy=supplier_Name&SortOrder=asc' });
  single(true, { endpoint: 'GET /api/WarehouseItems', route: await r(import('@/app/api/WarehouseItems/route')), label: 'first (as /search)', path: 'WarehouseItems?PageSize=50' });
  list(true, { endpoint: 'GET /api/Verifications', route: await r(import('@/app/api/Verifications/route')), base: 'Verifications?PageSize=50', filter: `ProjectId=${ids.verificationProject ?? 1}`, sort: 'SortBy=fileName&SortOrder=asc' });
  list(true, { endpoint: 'GET /api/ExpenseGroups', route: await r(import('@/app/api/ExpenseGroups/route')), base: 'ExpenseGroups?PageSize=50', filter: `Filter.Name=${t.expenseGroup}`, sort: 'SortBy=expenseType&SortOrder=asc' });

  // ---- work hours (part 2): a month's records, the grid
  const m = ids.month;
  const ym = `year=${m.year}&month=${m.month}`;
  const wh = await r(import('@/app/api/WorkHourRecords/route'));
  single(m.year, { endpoint: 'GET /api/WorkHourRecords', route: wh, label: 'busiest month, all', path: `WorkHourRecords?${ym}` });
  single(m.year, { endpoint: 'GET /api/WorkHourRecords', route: wh, label: 'busiest month, one project', path: `WorkHourRecords?${ym}&projectId=${ids.whProject.id}` });
  single(m.year, { endpoint: 'GET /api/WorkHourRecords', route: wh, label: 'busiest month, one employee', path: `WorkHourRecords?${ym}&employeeId=${ids.whProject.employee_id}` });
  const grid = await r(import('@/app/api/WorkHourRecords/Grid/route'));
  single(m.year, { endpoint: 'GET /api/WorkHourRecords/Grid', route: grid, label: 'busiest month, all projects', path: `WorkHourRecords/Grid?${ym}` });
  single(m.year, { endpoint: 'GET /api/WorkHourRecords/Grid', route: grid, label: 'busiest month, one project', path: `WorkHourRecords/Grid?${ym}&projectId=${ids.whProject.id}` });

  // ---- pay (part 2)
  const sal = ids.salary;
  const pay = ids.payroll;
  const exp = ids.expense;
  single(sal.company_id, { pay: true, endpoint: 'GET /api/Salaries', route: await r(import('@/app/api/Salaries/route')), label: 'largest company-month', path: `Salaries?companyId=${sal.company_id}&month=${sal.month}&year=${sal.year}` });
  list(sal.company_id, { pay: true, endpoint: 'GET /api/Salaries/search', route: await r(import('@/app/api/Salaries/search/route')), base: `Salaries/search?companyId=${sal.company_id}&month=${sal.month}&year=${sal.year}&PageSize=50`, filter: `Filter.Employee_Name=${t.employee}`, sort: 'SortBy=netAmount&SortOrder=desc' });
  single(pay.company_id, { pay: true, endpoint: 'GET /api/Payrolls', route: await r(import('@/app/api/Payrolls/route')), label: 'largest payroll', path: `Payrolls?companyId=${pay.company_id}&month=${pay.month}&year=${pay.year}` });
  list(pay.company_id, { pay: true, endpoint: 'GET /api/Payrolls/search', route: await r(import('@/app/api/Payrolls/search/route')), base: `Payrolls/search?companyId=${pay.company_id}&month=${pay.month}&year=${pay.year}&PageSize=50`, filter: `Filter.Employee_Name=${t.employee}`, sort: 'SortBy=total&SortOrder=desc' });
  list(exp.company_id, { pay: true, endpoint: 'GET /api/EmployeeExpenses/search', route: await r(import('@/app/api/EmployeeExpenses/search/route')), base: `EmployeeExpenses/search?companyId=${exp.company_id}&month=${exp.month}&year=${exp.year}&PageSize=50`, filter: `Filter.Employee_Name=${t.employee}`, sort: 'SortBy=employee&SortOrder=desc' });

  // ---- lookups: the cities' remote search is the one that grows
  single(true, { endpoint: 'GET /api/Cities', route: await r(import('@/app/api/Cities/route')), label: `search "${decodeURIComponent(t.city)}"`, path: `Cities?search=${t.city}` });
  return { lists, singles, missing };
}

/** Expands the lists into their four cases (the deepest page from the first page's totalPages). */
async function casesOf(call: Call, payCall: Call | null, lists: ListSpec[], singles: Single[]) {
  const cases: BenchCase[] = [];
  const sep = (p: string) => (p.endsWith('?') ? '' : '&');
  for (const l of lists) {
    if (l.pay && !payCall) continue;
    const q = `${l.base}${sep(l.base)}`;
    const who = l.pay ? payCall! : call;
    const first = await (who.local ?? who)(l.route, `${q}PageIndex=0`, l.params);
    if (first.status !== 200) throw new Error(`${l.endpoint}: ${first.status} ${new TextDecoder().decode(first.body).slice(0, 300)}`);
    const { totalPages } = JSON.parse(new TextDecoder().decode(first.body)) as { totalPages: number };
    cases.push(
      { endpoint: l.endpoint, label: 'first', route: l.route, path: `${q}PageIndex=0`, params: l.params, call: l.pay ? payCall! : undefined },
      { endpoint: l.endpoint, label: `filtered ${decodeURIComponent(l.filter)}`, route: l.route, path: `${q}${l.filter}&PageIndex=0`, params: l.params, call: l.pay ? payCall! : undefined },
      { endpoint: l.endpoint, label: `sorted ${l.sort.replace(/SortBy=|SortOrder=/g, '').replace('&', ' ')}`, route: l.route, path: `${q}${l.sort}&PageIndex=0`, params: l.params, call: l.pay ? payCall! : undefined },
      { endpoint: l.endpoint, label: `deepest (page ${Math.max(0, totalPages - 1)})`, route: l.route, path: `${q}PageIndex=${Math.max(0, totalPages - 1)}`, params: l.params, firstOf: 'first', call: l.pay ? payCall! : undefined },
    );
  }
  for (const s of singles.filter((x) => !x.pay || payCall)) cases.push({ endpoint: s.endpoint, label: s.label, route: s.route, path: s.path, params: s.params, call: s.pay ? payCall! : undefined });
  return cases;
}

async function sizes(db: Db) {
  const tables = ['projects', 'employees', 'cooperators', 'project_items', 'documents', 'document_items', 'warehouse_items', 'work_hour_records', 'payroll_items'];
  const parts: string[] = [];
  for (const t of tables) {
    const { n } = await one<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(t)}`);
    parts.push(`${t} ${(n ?? 0).toLocaleString('en-US')}`);
  }
  return parts.join(', ');
}

/** Rows written in the database (inserted + updated + deleted, all tables), to show the bench wrote nothing. */
async function writes(db: Db) {
  await db.execute(sql`select pg_stat_force_next_flush()`).catch(() => undefined);
  const { n } = await one<{ n: string }>(db, sql`select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0)::text as n from pg_stat_user_tables`);
  return BigInt(n ?? '0');
}

/** Consecutive cases of one endpoint together, in order. */
function byEndpoint(cases: BenchCase[]): BenchCase[][] {
  const groups: BenchCase[][] = [];
  for (const c of cases) {
    const last = groups.at(-1);
    if (last && last[0].endpoint === c.endpoint) last.push(c);
    else groups.push([c]);
  }
  return groups;
}

const TEMP_PAY_USER = 'benchmark-uprava@gradiliste.test';
let tempUser: string | null = null;

async function main() {
  const { closeDb, getDb } = await import('@/db/client');
  try {
    const db0 = await getDb();
    const as =
      process.env.BENCH_AS ??
      (await one<{ email: string }>(db0, sql`select email from users where role_id = 104 and email is not null order by (email = 'superadmin@gradiliste.test') desc, id limit 1`)).email;
    // Salaries, payrolls and expenses are Accounting's and Management's only (p2 §6): a Management user for them.
    // None (seed:large makes only its generator SuperAdmin): BENCH_TEMP_USER=1 adds one for the run and deletes it
    // at the end (the only write), else the pay lists are skipped.
    let asPay =
      process.env.BENCH_AS_PAY ??
      (await one<{ email: string }>(db0, sql`select email from users where role_id = 106 and email is not null order by (email = 'uprava@gradiliste.test') desc, id limit 1`)).email;
    if (!asPay && process.env.BENCH_TEMP_USER === '1') {
      await db0.execute(sql`insert into users (user_name, name, surname, email, role_id) values (${TEMP_PAY_USER}, 'Benchmark', 'Uprava', ${TEMP_PAY_USER}, 106) on conflict do nothing`);
      tempUser = asPay = TEMP_PAY_USER;
    }
    if (!as) throw new Error('No SuperAdmin user in this database: seed it (npm run seed:large) or set BENCH_AS.');
    if (!asPay) console.log('No Management user: the pay lists are skipped (BENCH_TEMP_USER=1 adds one for the run and deletes it after).');
    // BENCH_URL: the timings through that server (bench-kit's overHttp), as the issue measured its baseline.
    const timed = (s: Awaited<ReturnType<typeof benchSession>>): Call => s.httpCall ?? s.call;
    const session = await benchSession({ as });
    const { db } = session;
    const call = timed(session);
    const payCall: Call | null = asPay ? timed(await benchSession({ as: asPay })) : null;
    const started = performance.now();
    const before = await writes(db);
    const ids = await pickIds(db);
    const { lists, singles, missing } = await endpoints(ids);
    const all = await casesOf(call, payCall, lists, singles);
    const cases = all.filter((c) => !ONLY || `${c.endpoint} ${c.label}`.toLowerCase().includes(ONLY));
    const load = () => execSync('uptime').toString().trim().replace(/^.*load average:/, 'load').trim();
    const loadBefore = load();
    console.log(`${through()}.`);
    console.log(`npm run bench: ${cases.length} cases as ${as} (pay: ${asPay ?? 'skipped'}${tempUser ? ', added for the run' : ''}), ${loadBefore}; rounds ${plan(ROUNDS).map((p) => `${p.rounds} x ${p.concurrent}`).join(', ')}`);
    if (missing.length) console.log(`no data for: ${missing.join('; ')}`);

    // the baseline: the trivial authenticated route at 50 concurrent
    const holidays = asRoute((await import('@/app/api/Holidays/route')).GET);
    // The baseline's loop sends 4 times the requests of a list's (it is the yardstick of every row).
    const trivialCase: BenchCase = { endpoint: 'GET /api/Holidays', label: 'baseline (trivial, authenticated)', route: holidays, path: 'Holidays?year=2026' };
    const trivial = await measureCase(call, trivialCase, { rounds: Math.max(ROUNDS, 8), sqlRuns: 1, loopTimes: 4 });
    // The trivial route again before every endpoint's cases and after the last: each row's rate is
    // read against the mean of the two around it (the load of a shared machine moves within a run).
    const nearby = () => rpsAt50(call, trivialCase, 2);
    const measured: Measured[] = [];
    let around = await nearby();
    for (const group of byEndpoint(cases)) {
      const rows: Measured[] = [];
      for (const c of group) {
        const m = await measureCase(call, c, { rounds: ROUNDS });
        rows.push(m);
        console.log(`  ${c.endpoint.replace('GET /api/', '')} ${c.label}: p50 ${ms(m.p50)}, p95@10 ${ms(m.p95at10)}, ${m.rpsAt50.toFixed(0)}/s @50, SQL ${ms(m.sql)}`);
      }
      const next = await nearby();
      for (const m of rows) measured.push({ ...m, trivialNear: (around + next) / 2 });
      console.log(`    trivial route at 50 around it: ${around.toFixed(0)}/s, ${next.toFixed(0)}/s`);
      around = next;
    }
    const after = await writes(db);
    const took = (performance.now() - started) / 1000;
    const rows = tableRows([trivial, ...measured], trivial.rpsAt50);
    rows[0][7] = '(baseline)';
    const data = await sizes(db);
    const loadAfter = load();
    const stamp = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    console.log(`\n${stamp}; ${data}\n${loadBefore} (start), ${loadAfter} (end); ${took.toFixed(0)} s; rows written meanwhile: ${after - before}\n`);
    printTable(HEADER, rows);
    console.log('\nSQL alone, each statement (median):');
    for (const m of measured) console.log(`  ${m.c.endpoint.replace('GET /api/', '')} ${m.c.label}: ${m.sqlParts}`);

    if (process.env.BENCH_WRITE_README !== '0' && !ONLY) {
      const block = [
        `\`npm run bench\`, ${stamp}, on ${process.env.BENCH_DB_LABEL ?? 'the database of DATABASE_URL'}; rows: ${data}.`,
        `Load: ${loadBefore} at the start, ${loadAfter} at the end (2 cores, shared: figures are noisy). ${took.toFixed(0)} s.`,
        `${through()}; p50 alone (${ROUNDS} calls); p95 at 10 concurrent and req/s at 50 concurrent: a closed loop (each worker sends its next request when its last answered) of ${LOOP_REQUESTS[10]} and ${LOOP_REQUESTS[50]} requests (the baseline 4 times as many; or what 4 s allow) after an untimed warm-up (every pooled connection has prepared its statements); database connection: ${connectionKind()};`,
        'SQL: every statement the request sends, replayed alone under EXPLAIN ANALYZE (planning + execution, median of 5; in brackets how many).',
        `Missed budgets: p95 (p95 at 10 >= 100 ms), 3xSQL (p50 over 3x its SQL), deep (deepest page over 1.5x the first), rps (at 50 under half the trivial route's rate measured just before and after the endpoint's cases, column "trivial @50"; the first row's at the start: ${trivial.rpsAt50.toFixed(0)}/s).`,
        '',
        markdownTable(HEADER, rows),
      ].join('\n');
      writeFileSync('README.md', withBenchSection(readFileSync('README.md', 'utf8'), block));
      console.log('\nREADME.md: table written between <!-- bench:start --> and <!-- bench:end -->.');
    }
  } finally {
    if (tempUser) await (await getDb()).execute(sql`delete from users where email = ${tempUser}`).catch((err) => console.error(`could not delete ${tempUser}:`, err));
    await closeDb();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
