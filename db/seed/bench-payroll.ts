/**
 * Payroll benchmark (issue 14 "Performance"): `npm run bench:payroll`.
 *
 * On the database of DATABASE_URL (Postgres) it generates once (skipped when present) two
 * companies, "Benchmark plaće 500" and "Benchmark plaće 1500", with 500 and 1,500 employees, a
 * salary for each in March 2026 (one in five paid by the hour, a recurring addition, a field-work
 * fund of 8 days) and a record on every working day of the month (22: regular with field work on
 * two days of three, BOL on the 7th, 14th and 21st, GO on the 11th): 11,000 and 33,000 records.
 * Then it measures through the real handlers with a real session of an Accounting user (bench-kit.ts):
 * - POST /api/Payrolls (generate, the payroll deleted before each round) and regenerate, 500
 *   employees (budget: under 2 s); the same for 1,500 (no budget);
 * - GET /api/Payrolls (the /payrolls screen's month: both views, accounting and administration,
 *   show these rows) and GET /api/Salaries (the /salaries screen's month), 1 and 10 at once
 *   (budget: under 300 ms), and the paged searches (one page of 50) beside them;
 * - PUT /api/Payrolls/{id} (one administration row);
 * - GET /api/Payrolls/download/payroll (.xlsx) and /payroll-hours (PDF, a page per employee; the
 *   page count and the last page's text are checked) (budget: under 3 s).
 * BENCH_ROUNDS (10) calls per row (3 for the generations of 1,500 and the downloads).
 */
import { sql } from 'drizzle-orm';
import { asRoute, benchSession, ms, printTable, sizeOf, stats } from './bench-kit';

const ROUNDS = Number(process.env.BENCH_ROUNDS) || 10;
const PREFIX = 'Benchmark plaće ';
const SIZES = [500, 1500] as const;
const YEAR = 2026;
const MONTH = 3;

type Session = Awaited<ReturnType<typeof benchSession>>;
type Db = Session['db'];

const NAMES = ['Ivan', 'Marko', 'Josip', 'Ante', 'Tomislav', 'Stjepan', 'Nikola', 'Mario', 'Željko', 'Dražen', 'Goran', 'Krešimir'];
const SURNAMES = ['Horvat', 'Kovačević', 'Babić', 'Marić', 'Jurić', 'Novak', 'Knežević', 'Vuković', 'Šarić', 'Đurić', 'Čović', 'Pavlović'];

async function companyId(db: Db, size: number): Promise<number | null> {
  const { rows } = await db.execute<{ id: number }>(sql`select id from companies where name = ${PREFIX + size}`);
  return rows[0]?.id ?? null;
}

/** One company's employees, salaries and records: set-based, a handful of statements in one transaction. */
async function generate(db: Db, size: number): Promise<number> {
  const started = performance.now();
  await db.transaction(async (tx) => {
    const { rows: company } = await tx.execute<{ id: number }>(sql`insert into companies (name) values (${PREFIX + size}) returning id`);
    const id = company[0].id;
    const { rows: project } = await tx.execute<{ id: number }>(sql`
      insert into projects (name, code, project_status_id) values (${PREFIX + size}, ${'BP-' + size}, 1000) returning id`);
    const { rows: place } = await tx.execute<{ city: number; country: number }>(sql`select id as city, country_id as country from cities order by id limit 1`);
    const names = sql.raw(`array[${NAMES.map((n) => `'${n}'`).join(',')}]`);
    const surnames = sql.raw(`array[${SURNAMES.map((n) => `'${n}'`).join(',')}]`);
    // OIB: 7, the size's first digit, the number: unique per company and never another benchmark's.
    await tx.execute(sql`
      insert into employees (name, surname, oib, birth_date, gender_id, phone, address, city_id, country_id, active_from, employee_role_id, company_id)
      select (${names})[1 + g % ${NAMES.length}], (${surnames})[1 + (g / ${NAMES.length}) % ${SURNAMES.length}] || ' ' || lpad(g::text, 4, '0'),
        '7' || ${String(size)[0]} || lpad(g::text, 9, '0'), '1985-03-01', 300, '091 555 0000', 'Radnička cesta ' || g, ${place[0].city}, ${place[0].country},
        '2023-01-01', 703, ${id}
      from generate_series(1, ${size}) g order by g`);
    await tx.execute(sql`
      insert into salaries (month, year, employee_id, company_id, contracted_amount, net_amount, sick_leave_gross_amount, agreed_amount, hourly_rate,
        addition_recurring, field_work_days_fund)
      select ${MONTH}, ${YEAR}, e.id, ${id}, 1200 + e.id % 300, 950 + e.id % 200, 1100,
        case when e.id % 5 = 0 then null else 1500 + e.id % 500 end, case when e.id % 5 = 0 then 8.5 end, 50, 8
      from employees e where e.company_id = ${id}`);
    await tx.execute(sql`
      insert into work_hour_records (project_id, employee_id, date, hours, work_hour_type_id, is_field_work, created_by)
      select ${project[0].id}, e.id, d::date, 8,
        case when extract(day from d)::int % 7 = 0 then 604 when extract(day from d)::int % 11 = 0 then 603 else 600 end,
        extract(day from d)::int % 3 <> 0, 'benchmark'
      from employees e, generate_series(${`${YEAR}-${String(MONTH).padStart(2, '0')}-01`}::date, (${`${YEAR}-${String(MONTH).padStart(2, '0')}-01`}::date + interval '1 month' - interval '1 day'), '1 day') d
      where e.company_id = ${id} and extract(isodow from d) < 6`);
  });
  await db.execute(sql`analyze employees; analyze salaries; analyze work_hour_records`);
  return performance.now() - started;
}

async function main() {
  const { closeDb } = await import('@/db/client');
  const { extractText, getDocumentProxy } = await import('unpdf');
  const payrollRoute = await import('@/app/api/Payrolls/route');
  const payrollSearchRoute = await import('@/app/api/Payrolls/search/route');
  const payrollItemRoute = await import('@/app/api/Payrolls/[id]/route');
  const salaryRoute = await import('@/app/api/Salaries/route');
  const salarySearchRoute = await import('@/app/api/Salaries/search/route');
  const payrollXlsxRoute = await import('@/app/api/Payrolls/download/payroll/route');
  const payrollHoursRoute = await import('@/app/api/Payrolls/download/payroll-hours/route');
  const session = await benchSession({ role: 'Accounting' });
  const { db, call } = session;
  const rows: string[][] = [];
  try {
    const companies: Record<number, number> = {};
    for (const size of SIZES) {
      const existing = await companyId(db, size);
      if (existing) companies[size] = existing;
      else {
        console.log(`Generating ${PREFIX + size}: ${size} employees, their salaries and work-hour records of ${MONTH}/${YEAR} …`);
        const took = await generate(db, size);
        companies[size] = (await companyId(db, size))!;
        rows.push([`generate the data, ${size} employees (SQL)`, '', ms(took), '', '', '']);
      }
    }

    const measure = async (what: string, run: () => Promise<{ status: number; ms: number; body: Uint8Array }>, concurrent: number, budget: string, rounds = ROUNDS, before?: () => Promise<void>) => {
      await before?.();
      const warm = await run();
      if (warm.status !== 200 && warm.status !== 201) throw new Error(`${what}: ${warm.status} ${new TextDecoder().decode(warm.body).slice(0, 300)}`);
      const times: number[] = [];
      for (let r = 0; r < rounds; r++) {
        await before?.();
        const batch = await Promise.all(Array.from({ length: concurrent }, run));
        for (const b of batch) times.push(b.ms);
      }
      const s = stats(times);
      rows.push([what, String(concurrent), `${ms(s.median)} / ${ms(s.p95)}`, budget, sizeOf(warm.body).text, s.max > 0 ? ms(s.max) : '']);
      return warm;
    };

    const query = (size: number) => `companyId=${companies[size]}&month=${MONTH}&year=${YEAR}`;
    const dropPayroll = (size: number) => async () => {
      await db.execute(sql`delete from payrolls where company_id = ${companies[size]} and year = ${YEAR} and month = ${MONTH}`);
    };
    const generatePayroll = (size: number, regenerate: boolean) => () =>
      call(asRoute(payrollRoute.POST), 'Payrolls', {}, { method: 'POST', json: { companyId: companies[size], month: MONTH, year: YEAR, regenerate } });

    for (const size of SIZES) {
      const rounds = size === 500 ? ROUNDS : Math.min(3, ROUNDS);
      const budget = size === 500 ? '2 s' : '';
      await measure(`POST /api/Payrolls (generate), ${size} employees`, generatePayroll(size, false), 1, budget, rounds, dropPayroll(size));
      await measure(`POST /api/Payrolls (regenerate), ${size} employees`, generatePayroll(size, true), 1, budget, rounds);
    }

    for (const size of SIZES) {
      const month = () => call(asRoute(payrollRoute.GET), `Payrolls?${query(size)}`);
      const first = await measure(`GET /api/Payrolls (the /payrolls month), ${size} rows`, month, 1, '300 ms');
      await measure('the same', month, 10, '');
      const items = first.status === 200 ? (JSON.parse(new TextDecoder().decode(first.body)) as { employeePayrolls: unknown[] }).employeePayrolls.length : 0;
      if (items !== size) throw new Error(`GET /api/Payrolls: ${items} rows, expected ${size}`);
      const page = () => call(asRoute(payrollSearchRoute.GET), `Payrolls/search?${query(size)}&page=1&pageSize=50`);
      await measure(`GET /api/Payrolls/search, a page of 50 of ${size}`, page, 1, '');
      const salaries = () => call(asRoute(salaryRoute.GET), `Salaries?${query(size)}`);
      await measure(`GET /api/Salaries (the /salaries month), ${size} rows`, salaries, 1, '300 ms');
      await measure('the same', salaries, 10, '');
      const salaryPage = () => call(asRoute(salarySearchRoute.GET), `Salaries/search?${query(size)}&page=1&pageSize=50`);
      await measure(`GET /api/Salaries/search, a page of 50 of ${size}`, salaryPage, 1, '');
    }

    const { rows: payroll } = await db.execute<{ id: number; item: number }>(sql`
      select p.id, min(i.id) as item from payrolls p join payroll_items i on i.payroll_id = p.id
      where p.company_id = ${companies[500]} and p.year = ${YEAR} and p.month = ${MONTH} group by p.id`);
    const payrollId = payroll[0].id;
    let net = 1000;
    const edit = () => {
      net = net === 1000 ? 1001 : 1000;
      return call(asRoute(payrollItemRoute.PUT), `Payrolls/${payroll[0].item}`, { id: payroll[0].item }, { method: 'PUT', json: { netAmount: `${net}.00`, accountingTotal: '1234.56' } });
    };
    await measure('PUT /api/Payrolls/{id} (one administration row)', edit, 1, '');

    const downloads = Math.min(3, ROUNDS);
    await measure('GET download/payroll (.xlsx), 500 employees', () => call(asRoute(payrollXlsxRoute.GET), `Payrolls/download/payroll?payrollId=${payrollId}`), 1, '3 s', downloads);
    const pdf = await measure(
      'GET download/payroll-hours (PDF, 500 pages)',
      () => call(asRoute(payrollHoursRoute.GET), `Payrolls/download/payroll-hours?payrollId=${payrollId}`),
      1,
      '3 s',
      downloads,
    );
    const { totalPages, text } = await extractText(await getDocumentProxy(pdf.body), { mergePages: false });
    if (totalPages !== 500 || !text[499].includes('Stranica 500 od 500')) throw new Error(`the PDF has ${totalPages} pages`);

    console.log('');
    printTable(['call', 'at once', 'median / p95', 'budget', 'answer', 'max'], rows);
  } finally {
    await closeDb();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
