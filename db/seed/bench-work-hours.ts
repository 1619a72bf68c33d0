/**
 * Work-hours benchmark (issue 13 "Performance"): `npm run bench:work-hours`.
 *
 * On the database of DATABASE_URL (Postgres) it generates once (skipped when present;
 * bench-work-hours-data.ts) 1,500 employees on 30 projects ("Benchmark sati 01" has 500 of them) and their work-hour records on
 * every working day from 1.1.2024. to 31.10.2026. (about 1,1 million; a GO, a BOL and an SD now
 * and then, field work with suppliers), then measures through the real handlers with a real
 * session (bench-kit.ts):
 * - GET /api/WorkHourRecords/Grid of October 2026 on the 500-employee project, 1 and 10 at once
 *   (budget: API under 300 ms), and its size;
 * - PUT /api/WorkHourRecords/{id} of one cell (budget: under 100 ms);
 * - POST /api/WorkHourRecords/ExportSummedXlsx of October 2026: 1,500 employees x 30 projects
 *   (budget: under 3 s), and ExportXlsx of the 500-employee project.
 * BENCH_ROUNDS (10) calls per row.
 */
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { asRoute, benchSession, ms, printTable, sizeOf, stats } from './bench-kit';
import { generateWorkHours } from './bench-work-hours-data';

const ROUNDS = Number(process.env.BENCH_ROUNDS) || 10;
const PREFIX = 'Benchmark sati ';
const EMPLOYEES = 1500;
const PROJECTS = 30;
const BIG = 500;

type Session = Awaited<ReturnType<typeof benchSession>>;
type Db = Session['db'];

async function generated(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from projects where name like ${PREFIX + '%'}`);
  return rows[0].n >= PROJECTS;
}

/** Set-based (bench-work-hours-data.ts): a handful of INSERT … SELECT statements in one transaction. */
async function generate(db: Db): Promise<number> {
  const started = performance.now();
  await db.transaction((tx) =>
    generateWorkHours(tx, {
      employees: EMPLOYEES,
      big: BIG,
      projects: { count: PROJECTS, prefix: PREFIX },
      from: [2024, 1],
      to: [2026, 10],
      oibSalt: 8,
      activeFrom: '2023-01-01',
      companies: 1,
      suppliers: ['Benchmark smještaj d.o.o.', 'Benchmark menza d.o.o.'],
    }),
  );
  await db.execute(sql`analyze work_hour_records; analyze employees; analyze project_employees; analyze projects`);
  return performance.now() - started;
}

async function main() {
  const { closeDb } = await import('@/db/client');
  const gridRoute = await import('@/app/api/WorkHourRecords/Grid/route');
  const recordRoute = await import('@/app/api/WorkHourRecords/[id]/route');
  const summedRoute = await import('@/app/api/WorkHourRecords/ExportSummedXlsx/route');
  const byDayRoute = await import('@/app/api/WorkHourRecords/ExportXlsx/route');
  const session = await benchSession();
  const { db, call } = session;
  const rows: string[][] = [];
  try {
    if (await generated(db)) console.log('Generated data present: skipped.');
    else {
      console.log(`Generating ${EMPLOYEES} employees on ${PROJECTS} projects and their work-hour records 2024-2026 …`);
      rows.push(['generate (SQL)', '', '', '', ms(await generate(db))]);
    }
    const { rows: counts } = await db.execute<{ records: number; month: number }>(sql`
      select (select count(*)::int from work_hour_records) as records,
             (select count(*)::int from work_hour_records where date between '2026-10-01' and '2026-10-31') as month`);
    console.log(`work-hour records: ${counts[0].records.toLocaleString('hr-HR')}, of them in October 2026: ${counts[0].month.toLocaleString('hr-HR')}`);
    const { rows: big } = await db.execute<{ id: number }>(sql`select id from projects where name = ${PREFIX + '01'}`);
    const projectId = big[0].id;

    const measure = async (what: string, run: () => Promise<{ status: number; ms: number; body: Uint8Array }>, concurrent: number, budget: string) => {
      const warm = await run();
      if (warm.status !== 200) throw new Error(`${what}: ${warm.status} ${new TextDecoder().decode(warm.body).slice(0, 300)}`);
      const times: number[] = [];
      const started = performance.now();
      for (let r = 0; r < ROUNDS; r++) {
        const batch = await Promise.all(Array.from({ length: concurrent }, run));
        for (const b of batch) times.push(b.ms);
      }
      const s = stats(times);
      const perSecond = (times.length / ((performance.now() - started) / 1000)).toFixed(0);
      rows.push([what, String(concurrent), `${ms(s.median)} / ${ms(s.p95)}`, `${perSecond}/s`, budget, sizeOf(warm.body).text]);
    };

    const grid = () => call(asRoute(gridRoute.GET), `WorkHourRecords/Grid?projectId=${projectId}&year=2026&month=10`);
    // BENCH_GRID_OUT=file: the Grid's answer saved there (to look at its shape and size).
    if (process.env.BENCH_GRID_OUT) writeFileSync(process.env.BENCH_GRID_OUT, (await grid()).body);
    await measure('GET Grid, 500 employees, October 2026', grid, 1, '300 ms');
    await measure('GET Grid, 500 employees, October 2026', grid, 10, '');

    // One cell: the same record saved again with other hours (a real update, its lock check, its audit row).
    const { rows: cell } = await db.execute<{ id: number; employee_id: number }>(sql`
      select id, employee_id from work_hour_records where project_id = ${projectId} and date = '2026-10-15' order by employee_id limit 1`);
    let hours = 7;
    const save = () => {
      hours = hours === 7 ? 8 : 7;
      return call(asRoute(recordRoute.PUT), `WorkHourRecords/${cell[0].id}`, { id: cell[0].id }, {
        method: 'PUT',
        json: { projectId, employeeId: cell[0].employee_id, date: '2026-10-15', hours: String(hours), workHourTypeId: 600, isFieldWork: false, numberOfMeals: 1 },
      });
    };
    await measure('PUT one cell', save, 1, '100 ms');

    const summed = () => call(asRoute(summedRoute.POST), 'WorkHourRecords/ExportSummedXlsx', {}, { method: 'POST', json: { year: 2026, month: 10 } });
    await measure('POST ExportSummedXlsx, October 2026 (all projects)', summed, 1, '3 s');
    const byDay = () => call(asRoute(byDayRoute.POST), 'WorkHourRecords/ExportXlsx', {}, { method: 'POST', json: { projectId, year: 2026, month: 10 } });
    await measure('POST ExportXlsx, 500 employees, October 2026', byDay, 1, '');

    console.log('');
    printTable(['call', 'at once', 'median / p95', 'throughput', 'budget', 'answer'], rows);
  } finally {
    await closeDb();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
