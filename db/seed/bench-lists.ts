/**
 * Lists micro-benchmark (issue 15, "every list as cheap as its work"):
 *   npx tsx --import ./db/seed/bench-register.mjs db/seed/bench-lists.ts
 *
 * On the database of DATABASE_URL it generates once (set-based SQL, deterministic, marker rows
 * "Bench lista …"; present = skipped) 100,000 cooperators, 50,000 employees, 20,000 projects,
 * 20,000 news and 2,000 users, with many equal sort values. Then it measures through the real
 * route handlers with a real session (bench-kit.ts): each list's first page, its deepest page
 * and a sorted first and deepest page, and a trivial authenticated route (GET /api/Codebooks?codebookName=Role),
 * at 1, 10 and 50 at once (median, p95, requests per second).
 * BENCH_ROUNDS (default 20) requests per concurrency level (at least the concurrency);
 * BENCH_ONLY=cooperators,trivial: only the rows whose name contains one of these words.
 */
import { sql } from 'drizzle-orm';
import { asRoute, benchSession, ms, printTable, stats } from './bench-kit';

const ROUNDS = Number(process.env.BENCH_ROUNDS) || 20;
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const LEVELS = (process.env.BENCH_LEVELS ?? '1,10,50').split(',').map(Number);

type Session = Awaited<ReturnType<typeof benchSession>>;

const COOPERATORS = 100_000;
const EMPLOYEES = 50_000;
const PROJECTS = 20_000;
const NEWS = 20_000;
const USERS = 2_000;

/** A deterministic pseudo-random integer in [0, mod) of a position and a salt. */
const rnd = (n: string, salt: number, mod: number) => sql.raw(`((((${n})::bigint * 7919 + ${salt}::bigint * 15485863) % 1000003) * 2654435761 % 1000003 % ${mod})`);

async function generate(db: Session['db']) {
  const started = performance.now();
  const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from cooperators where name like 'Bench lista %'`)).rows;
  if (n >= COOPERATORS) return null;
  const words = `array['Beton','Gradnja','Armatura','Krov','Fasada','Elektro','Vodoinstalacije','Žbuka','Čelik','Đurđevac']`;
  await db.execute(sql`
    insert into cooperators (name, oib, person_type_id, associate_type_id, address, zip, city_id, country_id, email)
    select 'Bench lista ' || (${sql.raw(words)})[1 + ${rnd('i', 1, 10)}] || ' ' || ${rnd('i', 2, 2000)},
           lpad((i)::text, 11, '0'), 400 + ${rnd('i', 3, 3)}, 1300 + ${rnd('i', 4, 4)},
           'Ulica ' || ${rnd('i', 5, 500)}, lpad((10000 + ${rnd('i', 6, 900)})::text, 5, '0'),
           (select id from cities order by id offset ${rnd('i', 7, 20)} limit 1), (select min(id) from countries), 'bench' || i || '@example.hr'
    from generate_series(1, ${COOPERATORS}) i`);
  await db.execute(sql`
    insert into employees (name, surname, oib, birth_date, gender_id, phone, address, city_id, country_id, active_from, active_to, employee_role_id)
    select 'Bench ' || (array['Ivan','Marko','Ana','Luka','Petra','Željko','Đuro','Šime','Čedomir','Ćiro'])[1 + ${rnd('i', 11, 10)}],
           'Lista ' || (${sql.raw(words)})[1 + ${rnd('i', 12, 10)}] || ${rnd('i', 13, 300)},
           'B' || lpad(i::text, 10, '0'), date '1960-01-01' + ${rnd('i', 14, 15000)}::int, 300 + ${rnd('i', 15, 2)}, '+385 1 000 0000',
           'Ulica ' || ${rnd('i', 16, 500)}, (select id from cities order by id offset ${rnd('i', 17, 20)} limit 1), (select min(id) from countries),
           date '2015-01-01' + ${rnd('i', 18, 3000)}::int, case when ${rnd('i', 19, 5)} = 0 then date '2020-01-01' + ${rnd('i', 20, 1000)}::int end,
           700 + ${rnd('i', 21, 3)}
    from generate_series(1, ${EMPLOYEES}) i`);
  await db.execute(sql`
    insert into projects (name, short_name, address, city_id, country_id, project_status_id, start_date)
    select 'Bench lista projekt ' || (${sql.raw(words)})[1 + ${rnd('i', 31, 10)}] || ' ' || ${rnd('i', 32, 500)},
           case when ${rnd('i', 33, 3)} > 0 then 'BL' || ${rnd('i', 34, 100)} end, 'Gradilište ' || ${rnd('i', 35, 300)},
           (select id from cities order by id offset ${rnd('i', 36, 20)} limit 1), (select min(id) from countries),
           1000 + ${rnd('i', 37, 3)}, case when ${rnd('i', 38, 4)} > 0 then date '2018-01-01' + ${rnd('i', 39, 2500)}::int end
    from generate_series(1, ${PROJECTS}) i`);
  await db.execute(sql`
    insert into news (title, text, date, author, is_archived, is_featured)
    select 'Bench lista obavijest ' || (${sql.raw(words)})[1 + ${rnd('i', 41, 10)}], '<p>Obavijest o gradilištu broj ' || i || '. Čišćenje i održavanje.</p>',
           timestamptz '2020-01-01 08:00+01' + (${rnd('i', 42, 2000)} || ' days')::interval, 'Uprava ' || ${rnd('i', 43, 20)},
           ${rnd('i', 44, 4)} = 0, ${rnd('i', 45, 10)} = 0
    from generate_series(1, ${NEWS}) i`);
  await db.execute(sql`
    insert into users (user_name, name, surname, email, role_id, email_confirmed)
    select 'benchlista' || i, 'Bench', 'Lista ' || ${rnd('i', 51, 50)}, 'benchlista' || i || '@example.hr', 100 + ${rnd('i', 52, 7)}, ${rnd('i', 53, 2)} = 0
    from generate_series(1, ${USERS}) i`);
  await db.execute(sql`analyze cooperators; analyze employees; analyze projects; analyze news; analyze users`);
  return performance.now() - started;
}

async function main() {
  const { closeDb } = await import('@/db/client');
  const session = await benchSession();
  const { db, call } = session;
  const routes = {
    cooperators: (await import('@/app/api/Cooperators/search/route')).GET,
    employees: (await import('@/app/api/Employees/search/route')).GET,
    projects: (await import('@/app/api/Projects/search/route')).GET,
    news: (await import('@/app/api/News/search/route')).GET,
    users: (await import('@/app/api/Users/route')).GET,
    codebooks: (await import('@/app/api/Codebooks/route')).GET,
  };
  const rows: string[][] = [];
  try {
    const took = await generate(db);
    console.log(took === null ? 'Generated data present: skipped.' : `Generated in ${ms(took)}.`);

    const deepest = async (route: unknown, path: string) => {
      const r = await call(asRoute(route), `${path}&PageIndex=0`);
      const { totalPages } = r.json<{ totalPages: number }>();
      return `${path}&PageIndex=${Math.max(0, totalPages - 1)}`;
    };
    const lists: [string, unknown, string][] = [['trivial: Codebooks?codebookName=Role', routes.codebooks, 'Codebooks?codebookName=Role']];
    const add = async (name: string, route: unknown, base: string, sorted: string) => {
      lists.push([`${name}: first page`, route, `${base}&PageIndex=0`]);
      lists.push([`${name}: deepest page`, route, await deepest(route, base)]);
      lists.push([`${name}: ${sorted.replace(/&/g, ' ')}, first`, route, `${base}&${sorted}&PageIndex=0`]);
      lists.push([`${name}: ${sorted.replace(/&/g, ' ')}, deepest`, route, await deepest(route, `${base}&${sorted}`)]);
    };
    await add('cooperators', routes.cooperators, 'Cooperators/search?PageSize=50', 'SortBy=city&SortOrder=desc');
    await add('employees', routes.employees, 'Employees/search?Filter.Employee_Inactive=false&PageSize=50', 'SortBy=birthDate&SortOrder=asc');
    await add('projects', routes.projects, 'Projects/search?PageSize=50', 'SortBy=startDate&SortOrder=desc');
    await add('news', routes.news, 'News/search?PageSize=50', 'SortBy=title&SortOrder=asc');
    await add('users', routes.users, 'Users?PageSize=50', 'SortBy=email&SortOrder=asc');

    for (const [what, route, path] of lists) {
      if (ONLY && !ONLY.some((w) => what.includes(w))) continue;
      const warm = await call(asRoute(route), path);
      if (warm.status !== 200) throw new Error(`${what}: ${warm.status} ${new TextDecoder().decode(warm.body).slice(0, 300)}`);
      const body = warm.json<{ totalItems?: number; pageItems?: unknown[]; totalCapped?: boolean }>();
      for (const concurrent of LEVELS) {
        const times: number[] = [];
        const total = Math.max(ROUNDS, concurrent * 2);
        const started = performance.now();
        let next = 0;
        // `concurrent` workers, each sending its next request when its last one answered.
        await Promise.all(
          Array.from({ length: concurrent }, async () => {
            while (next++ < total) {
              const r = await call(asRoute(route), path);
              if (r.status !== 200) throw new Error(`${what}: ${r.status}`);
              times.push(r.ms);
            }
          }),
        );
        const wall = performance.now() - started;
        const st = stats(times);
        const note = body.pageItems ? `${body.pageItems.length} of ${body.totalItems}${body.totalCapped ? '+' : ''}` : '';
        rows.push([what, String(concurrent), ms(st.median), ms(st.p95), ((times.length * 1000) / wall).toFixed(0), note]);
      }
    }
    const load = (await import('node:os')).loadavg().map((x) => x.toFixed(2)).join(' ');
    console.log(`\nLists micro-benchmark (load average ${load})\n`);
    printTable(['what', 'at once', 'median', 'p95', 'req/s', 'rows'], rows);
  } finally {
    await closeDb();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
