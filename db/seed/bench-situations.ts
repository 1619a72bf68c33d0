/**
 * Situations benchmark (issue 11 "Performance"): `npm run bench:situations`.
 *
 * On the database of DATABASE_URL (Postgres; PGlite when unset) it builds the large project of
 * the issue: the 10,000-item bill of quantities of bench:items (11,110 rows, through the real
 * import handler), 3 contractors (Izvođač, has BOQ) with 2 subcontractors each (Podizvođač,
 * client = the contractor), a contractor line on every item (30,000 lines), each subcontractor
 * on half of its contractor's items (30,000 lines), 24 monthly situations (2024-01 .. 2025-12)
 * with a quantity on every line (1,440,000 situation items; executed_quantity set to their sums
 * and each row's cumulative_quantity to its running sum, as the service keeps them). The bulk
 * data goes in by set-based SQL (seconds instead of the minutes 1.4 million handler calls would
 * take), deterministic: every value is a fixed
 * function of the item's and the situation's position (exact decimals, no floats).
 *
 * Then it measures through the real route handlers with a real session (bench-kit.ts), each
 * call BENCH_ROUNDS times (10; exports BENCH_EXPORT_ROUNDS, 3), and prints one table: what, the
 * issue's budget, median, p95, the answer's size raw and gzipped, the event loop meanwhile.
 * BENCH_KEEP=1 keeps the project (and prints its id); otherwise it is deleted at the end.
 * BENCH_PROJECT=<id> measures a kept project again without generating it (nothing is deleted);
 * BENCH_ONLY=export measures only the situation exports (.xlsx and PDF).
 * Adding a measured call is one line in main(): `await bench.get(what, budget, route.GET, path, params)`.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { asRoute, benchProject, benchSession, importWorkbook, itemsWorkbook, loopWatch, ms, printTable, sizeOf, stats } from './bench-kit';

const ROUNDS = Number(process.env.BENCH_ROUNDS) || 10;
const EXPORT_ROUNDS = Number(process.env.BENCH_EXPORT_ROUNDS) || 3;
const CONTRACTORS = 3;
const SUBCONTRACTORS = 2; // per contractor
const MONTHS = 24; // 2024-01 .. 2025-12

type Session = Awaited<ReturnType<typeof benchSession>>;
type Call = Awaited<ReturnType<Session['call']>>;

/**
 * A deterministic pseudo-random integer in [0, mod) of a row's position `n`, a second position
 * `k` and a salt: a multiplicative hash (Knuth's constant) modulo a prime, all in bigint.
 */
const rnd = (n: SQL, k: SQL | number, salt: number, mod: number): SQL =>
  sql`((((${n})::bigint * 7919 + (${k})::bigint * 104729 + ${salt}::bigint * 15485863) * 2654435761) % 1000003 % ${mod})`;

/** Measures calls and collects the table's rows. */
function bencher(session: Session) {
  const rows: string[][] = [];
  /**
   * Runs `run` `rounds` times, `concurrent` at once (every call timed on its own), checks the
   * status, and adds a row with the median, p95 and the size of the last answer.
   */
  const measure = async (what: string, budget: string, run: () => Promise<Call>, opts: { rounds?: number; concurrent?: number; status?: number; size?: boolean } = {}) => {
    const { rounds = ROUNDS, concurrent = 1, status = 200, size = true } = opts;
    const watch = loopWatch();
    const times: number[] = [];
    let last: Call | undefined;
    for (let i = 0; i < rounds; i++) {
      watch.resume();
      const results = await Promise.all(Array.from({ length: concurrent }, run));
      watch.pause();
      for (const r of results) {
        if (r.status !== status) throw new Error(`${what}: ${r.status} ${new TextDecoder().decode(r.body).slice(0, 500)}`);
        times.push(r.ms);
        last = r;
      }
    }
    const s = stats(times);
    rows.push([what, budget, ms(s.median), ms(s.p95), size && last ? sizeOf(last.body).text : '', `${times.length} calls; ${watch.text()}`]);
    return last!;
  };
  /** GET one route (one warm-up call first, not counted). */
  const get = async (what: string, budget: string, route: unknown, path: string, params: Record<string, string | number> = {}, opts: { rounds?: number; concurrent?: number } = {}) => {
    await session.call(asRoute(route), path, params);
    return measure(what, budget, () => session.call(asRoute(route), path, params), opts);
  };
  const note = (what: string, detail: string) => rows.push([what, '', '', '', '', detail]);
  const print = () => printTable(['what', 'budget', 'median', 'p95', 'size', 'calls; event loop'], rows);
  return { measure, get, note, print };
}

/** The cooperators, cost lists, situations and situation items of the benchmark project. */
async function generate(db: Session['db'], projectId: number) {
  const { cooperators, projectCooperators, projectSituations } = await import('@/db/schema');
  const { COOPERATOR_TYPE_CONTRACTOR, COOPERATOR_TYPE_SUBCONTRACTOR } = await import('@/lib/situations/constants');
  const started = performance.now();
  const contractors: { id: number; cooperatorId: number; subs: number[] }[] = [];
  const cooperatorIds: number[] = [];
  const newCooperator = async (name: string) => {
    const [row] = await db.insert(cooperators).values({ name, personTypeId: 400, associateTypeId: 1300 }).returning({ id: cooperators.id });
    cooperatorIds.push(row.id);
    return row.id;
  };
  for (let c = 1; c <= CONTRACTORS; c++) {
    const cooperatorId = await newCooperator(`Benchmark izvođač ${c} d.o.o. (Čakovec–Đakovo)`);
    const [pc] = await db
      .insert(projectCooperators)
      .values({ projectId, cooperatorId, cooperatorTypeId: COOPERATOR_TYPE_CONTRACTOR, hasBoq: true })
      .returning({ id: projectCooperators.id });
    const subs: number[] = [];
    for (let s = 1; s <= SUBCONTRACTORS; s++) {
      const subCooperator = await newCooperator(`Benchmark podizvođač ${c}.${s} j.d.o.o. (Šibenik–Žminj)`);
      const [sub] = await db
        .insert(projectCooperators)
        .values({ projectId, cooperatorId: subCooperator, cooperatorTypeId: COOPERATOR_TYPE_SUBCONTRACTOR, hasBoq: false, clientId: cooperatorId })
        .returning({ id: projectCooperators.id });
      subs.push(sub.id);
    }
    contractors.push({ id: pc.id, cooperatorId, subs });
  }

  // Contractor lines: every item, quantity 1..100 with 3 decimals, unit price 0.50..500.49 with
  // up to 6 decimals (a tenth of a cent on a third of them), total rounded half away from zero.
  const contractorValues = sql.join(
    contractors.map((c, k) => sql`(${c.id}::int, ${k + 1}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into project_cooperator_items (project_id, project_cooperator_id, project_item_id, quantity, unit_price, total_price)
    select ${projectId}, c.pc, i.id, v.q, v.p, round(v.q * v.p, 2)
    from (select id, row_number() over (order by id) as n from project_items where project_id = ${projectId} and not is_group) i
    cross join (values ${contractorValues}) as c(pc, k)
    cross join lateral (select
      round(1 + ${rnd(sql`i.n`, sql`c.k`, 1, 99000)} / 1000.0, 3) as q,
      round(0.5 + ${rnd(sql`i.n`, sql`c.k`, 2, 50000)} / 100.0 + (i.n % 3) * 0.001, 6) as p) v
    order by c.k, i.n`);

  // Subcontractor lines: subcontractor s on the items of parity s of its contractor's lines, 40..80 %
  // of the contractor's quantity at 70 % of its unit price.
  const subValues = sql.join(
    contractors.flatMap((c) => c.subs.map((sub, s) => sql`(${c.id}::int, ${sub}::int, ${s}::int)`)),
    sql`, `,
  );
  await db.execute(sql`
    insert into project_cooperator_items (project_id, project_cooperator_id, project_item_id, contractor_item_id, quantity, unit_price, total_price)
    select ${projectId}, s.sub, l.project_item_id, l.id, v.q, v.p, round(v.q * v.p, 2)
    from (select id, project_cooperator_id, project_item_id, quantity, unit_price, row_number() over (partition by project_cooperator_id order by id) as n
          from project_cooperator_items where project_id = ${projectId} and contractor_item_id is null) l
    join (values ${subValues}) as s(pc, sub, parity) on s.pc = l.project_cooperator_id and l.n % 2 = s.parity
    cross join lateral (select
      round(l.quantity * (40 + ${rnd(sql`l.n`, sql`s.sub`, 3, 41)}) / 100, 6) as q,
      round(l.unit_price * 0.7, 6) as p) v
    order by s.sub, l.n`);

  // 24 monthly situations, then each one's quantities: 0.1 .. 8 % of every line's quantity
  // (24 months: about the contracted quantity, some lines over it), 6 decimals.
  const situations = await db
    .insert(projectSituations)
    .values(
      Array.from({ length: MONTHS }, (_, m) => {
        const year = 2024 + Math.floor(m / 12);
        const month = (m % 12) + 1;
        const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
        const mm = String(month).padStart(2, '0');
        return { projectId, name: `Situacija ${m + 1} (${mm}/${year})`, activeFrom: `${year}-${mm}-01`, activeTo: `${year}-${mm}-${last}`, description: 'Privremena situacija (benchmark)' };
      }),
    )
    .returning({ id: projectSituations.id });
  for (const [m, situation] of situations.entries()) {
    // One statement per situation (60,000 rows): PGlite runs each on the main thread. The running
    // cumulative as the service keeps it, computed rather than read: the same rounded quantities
    // of months 1..m summed (the situations are in month order; no join on the fresh rows).
    const quantityOf = (k: SQL | number) => sql`round(l.quantity * (1 + ${rnd(sql`l.n`, k, 4, 80)}) / 1000, 6)`;
    await db.execute(sql`
      insert into situation_items (project_situation_id, project_cooperator_item_id, quantity, cumulative_quantity)
      select ${situation.id}, l.id, ${quantityOf(m + 1)}, (select sum(${quantityOf(sql`k`)}) from generate_series(1, ${m + 1}::int) k)
      from (select id, quantity, row_number() over (order by id) as n from project_cooperator_items where project_id = ${projectId}) l
      order by l.id`);
  }
  await db.execute(sql`
    update project_cooperator_items l set executed_quantity = t.total
    from (select si.project_cooperator_item_id as id, sum(si.quantity) as total
          from situation_items si join project_situations s on s.id = si.project_situation_id
          where s.project_id = ${projectId} group by si.project_cooperator_item_id) t
    where l.id = t.id`);
  // Fresh statistics, as autovacuum would have them on a database that grew over two years.
  await db.execute(sql`analyze project_cooperator_items`);
  await db.execute(sql`analyze situation_items`);
  await db.execute(sql`analyze project_situations`);
  await db.execute(sql`analyze project_items`);

  const [{ lines, items }] = (
    await db.execute<{ lines: number; items: number }>(sql`
      select (select count(*)::int from project_cooperator_items where project_id = ${projectId}) as lines,
             (select count(*)::int from situation_items si join project_situations s on s.id = si.project_situation_id where s.project_id = ${projectId}) as items`)
  ).rows;
  return { contractors, cooperatorIds, situations: situations.map((s) => s.id), lines, items, ms: performance.now() - started };
}

/** The situations (in order) and the contractors of a project generated by an earlier run. */
async function kept(db: Session['db'], projectId: number) {
  const { COOPERATOR_TYPE_CONTRACTOR } = await import('@/lib/situations/constants');
  const situations = await db.execute<{ id: number }>(sql`select id from project_situations where project_id = ${projectId} order by active_from, id`);
  const contractors = await db.execute<{ id: number }>(
    sql`select id from project_cooperators where project_id = ${projectId} and cooperator_type_id = ${COOPERATOR_TYPE_CONTRACTOR} order by id`,
  );
  if (!situations.rows.length || !contractors.rows.length) throw new Error(`BENCH_PROJECT=${projectId}: no situations or contractors`);
  return { situations: situations.rows.map((r) => r.id), contractors: contractors.rows.map((r) => ({ id: r.id })) };
}

async function main() {
  const { closeDb } = await import('@/db/client');
  const { cooperators, projects } = await import('@/db/schema');
  const situationItemsRoute = await import('@/app/api/Projects/[id]/ProjectSituationItems/route');
  const situationExportRoute = await import('@/app/api/ProjectSituations/[id]/Export/route');
  const situationTableRoute = await import('@/app/api/ProjectSituations/[id]/Table/route');
  const treeRoute = await import('@/app/api/Projects/[id]/ProjectItems/route');
  const situationItemRoute = await import('@/app/api/ProjectSituationItems/[id]/route');
  const situationItemsPostRoute = await import('@/app/api/ProjectSituationItems/route');
  const overviewRoute = await import('@/app/api/ProjectCooperatorItems/search/route');

  const session = await benchSession();
  const { db, call } = session;
  const reuse = Number(process.env.BENCH_PROJECT) || 0;
  const onlyExport = process.env.BENCH_ONLY === 'export';
  const projectId = reuse || (await benchProject(db, 'Benchmark situacije'));
  const p = { id: projectId };
  const bench = bencher(session);
  let cooperatorIds: number[] = [];

  try {
    // ---- the project: items through the import handler, the rest set-based
    let data: { contractors: { id: number }[]; situations: number[] };
    if (reuse) {
      data = await kept(db, projectId);
      bench.note('kept project', `${projectId}: ${data.situations.length} situations, ${data.contractors.length} contractors`);
    } else {
      const workbook = itemsWorkbook(10);
      const imported = await importWorkbook(session, projectId, workbook.bytes, workbook.dataRows);
      bench.note('generate: items import (handler)', `${workbook.dataRows} rows in ${ms(imported.ms)}`);
      const generated = await generate(db, projectId);
      cooperatorIds = generated.cooperatorIds;
      data = generated;
      bench.note('generate: lines, situations (SQL)', `${generated.lines} lines, ${generated.situations.length} situations, ${generated.items} situation items in ${ms(generated.ms)}`);
    }
    const [first, twelfth, last] = [data.situations[0], data.situations[11], data.situations.at(-1)!];
    const contractor = data.contractors[0].id;

    // ---- one situation's table (today's read: the situation's items with cumulative values)
    for (const [label, id] of onlyExport ? [] : ([['1st', first], ['12th', twelfth], ['24th', last]] as const)) {
      await bench.get(`situation items, ${label} situation`, '500 ms, 2 MB gz', situationItemsRoute.GET, `Projects/${projectId}/ProjectSituationItems?projectSituationId=${id}`, p);
    }

    // ---- the situations tab's table: one contractor (its and its subcontractors' 20,000 lines), every contractor
    for (const [label, id] of [['1st', first], ['12th', twelfth], ['24th', last]] as const) {
      await bench.get(`situation table, ${label}, one contractor`, '500 ms, 2 MB gz', situationTableRoute.GET, `ProjectSituations/${id}/Table?contractorId=${contractor}`, { id });
      await bench.get(`situation table, ${label}, all contractors`, '500 ms, 2 MB gz', situationTableRoute.GET, `ProjectSituations/${id}/Table`, { id });
    }

    // ---- the situation export of the last situation, one contractor
    for (const format of ['xlsx', 'pdf']) {
      await bench.get(`situation export ${format}, 24th`, '', situationExportRoute.GET, `ProjectSituations/${last}/Export?contractorId=${contractor}&format=${format}`, { id: last }, { rounds: EXPORT_ROUNDS });
    }

    if (onlyExport) {
      bench.print();
      return;
    }

    // ---- the bill of quantities' tree with progress
    await bench.get('items tree with progress', '300 ms', treeRoute.GET, `Projects/${projectId}/ProjectItems`, p);

    // ---- saving one quantity: a contractor line in the middle of the 12th situation
    const [target] = (
      await db.execute<{ id: number; line: number; quantity: string }>(sql`
        select si.id, si.project_cooperator_item_id as line, si.quantity::text as quantity from situation_items si
        join project_cooperator_items l on l.id = si.project_cooperator_item_id
        where si.project_situation_id = ${twelfth} and l.project_cooperator_id = ${contractor} order by l.id offset 5000 limit 1`)
    ).rows;
    const body = (quantity: string) => ({ projectSituationId: twelfth, projectCooperatorItemId: target.line, quantity });
    let turn = 0;
    await bench.measure('save one quantity (PUT)', '100 ms', () =>
      call(asRoute(situationItemRoute.PUT), `ProjectSituationItems/${target.id}`, { id: target.id }, { method: 'PUT', json: body(turn++ % 2 ? '12.345678' : '7.654321') }),
    );
    // Delete it and add it back, alternately (the same line and situation).
    let currentId = target.id;
    const deletes: number[] = [];
    const posts: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const deleted = await call(asRoute(situationItemRoute.DELETE), `ProjectSituationItems/${currentId}`, { id: currentId }, { method: 'DELETE' });
      if (deleted.status !== 204 && deleted.status !== 200) throw new Error(`delete: ${deleted.status}`);
      deletes.push(deleted.ms);
      const posted = await call(asRoute(situationItemsPostRoute.POST), 'ProjectSituationItems', {}, { method: 'POST', json: body(target.quantity) });
      if (posted.status !== 201) throw new Error(`post: ${posted.status} ${new TextDecoder().decode(posted.body)}`);
      posts.push(posted.ms);
      currentId = posted.json<{ id: number }>().id;
    }
    for (const [what, times] of [['add one quantity (POST)', posts], ['delete one quantity (DELETE)', deletes]] as const) {
      const s = stats(times);
      bench.note(what, `median ${ms(s.median)}, p95 ${ms(s.p95)} (${times.length} calls)`);
    }

    // ---- the items overview (every line of every project): first, filtered, sorted, deepest page
    const search = (query: string) => () => call(asRoute(overviewRoute.GET), `ProjectCooperatorItems/search?${query}`);
    const firstPage = (await search('PageIndex=0&PageSize=50')()).json<{ totalItems: number; totalPages: number }>();
    const deepest = firstPage.totalPages - 1;
    bench.note('overview', `${firstPage.totalItems} lines, ${firstPage.totalPages} pages of 50`);
    const pages: [string, string][] = [
      ['first page', 'PageIndex=0&PageSize=50'],
      ['deepest page', `PageIndex=${deepest}&PageSize=50`],
      ['filtered (item "Stavka 12")', 'PageIndex=0&PageSize=50&Filter.ProjectItem=Stavka%2012'],
      ['sorted (total desc)', 'PageIndex=0&PageSize=50&SortBy=totalPrice&SortOrder=desc'],
      ['sorted (total desc), deepest', `PageIndex=${deepest}&PageSize=50&SortBy=totalPrice&SortOrder=desc`],
      ['sorted (ordinal), deepest', `PageIndex=${deepest}&PageSize=50&SortBy=ordinal`],
    ];
    for (const concurrent of [1, 10]) {
      for (const [label, query] of pages) {
        await search(query)(); // warm-up
        await bench.measure(`overview ${label}, ${concurrent} at once`, 'as first', search(query), { concurrent, rounds: concurrent === 1 ? ROUNDS : Math.ceil(ROUNDS / 5) });
      }
    }

    const database = process.env.DATABASE_URL ? 'Postgres' : 'PGlite (set DATABASE_URL for the budgets)';
    console.log(`\nSituations benchmark on ${database}, project ${projectId}\n`);
    bench.print();
  } finally {
    if (reuse) {
      // A kept project stays.
    } else if (process.env.BENCH_KEEP !== '1') {
      await db.delete(projects).where(eq(projects.id, projectId));
      if (cooperatorIds.length) await db.delete(cooperators).where(inArray(cooperators.id, cooperatorIds));
    } else {
      console.log(`\nKept: project ${projectId}`);
    }
    await closeDb();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});


