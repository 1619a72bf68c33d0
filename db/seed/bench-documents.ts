/**
 * Documents benchmark (issue 12 "Seed and performance"): `npm run bench:documents`.
 *
 * On the database of DATABASE_URL (Postgres; the budgets are for Postgres) it generates, once
 * (bench-documents-data.ts; skipped when present), 300 projects, 100,000 documents and about
 * 500,000 lines with their stock, prints the stock invariant, then measures through the real
 * route handlers with a real session (bench-kit.ts):
 * - GET /api/Documents and GET /api/DocumentItems (the items switch): the first page, filtered
 *   by type + project + date range, a sorted page, the deepest page; 1 and 10 at once (median,
 *   p95, requests per second);
 * - POST /api/Documents/Complete of a fresh 200-line PurchaseReceivedNote created through the
 *   API (POST /api/Documents, 200 x POST /api/DocumentItems), BENCH_COMPLETE_ROUNDS times (3).
 * - the SQL alone of each list request: every statement it sends (recorded on the pg client),
 *   timed by EXPLAIN ANALYZE (planning + execution), the sum per request, median of 5.
 * Budgets: lists 100 ms p95 at 10 at once, completion 1 s. BENCH_ROUNDS (10) calls per row;
 * BENCH_SQL_ONLY=1: only the SQL-alone table.
 * Both lists count with a cap (10,000, `cappedCount`): "of 10000+" in the notes; the "deepest"
 * page is the last page the screen offers (page 200 of the cap), read forward.
 */
import { sql } from 'drizzle-orm';
import { asRoute, benchSession, ms, printTable, stats } from './bench-kit';
import { generate, generated, summary } from './bench-documents-data';
import { captureStatements, recordStatements, sqlAlone } from './bench-sql';

const ROUNDS = Number(process.env.BENCH_ROUNDS) || 10;
const COMPLETE_ROUNDS = Number(process.env.BENCH_COMPLETE_ROUNDS) || 3;

type Session = Awaited<ReturnType<typeof benchSession>>;
type Call = Awaited<ReturnType<Session['call']>>;

async function main() {
  await recordStatements();
  const { closeDb } = await import('@/db/client');
  const documentsRoute = await import('@/app/api/Documents/route');
  const itemsRoute = await import('@/app/api/DocumentItems/route');
  const completeRoute = await import('@/app/api/Documents/Complete/route');
  const session = await benchSession();
  const { db, call } = session;
  const rows: string[][] = [];
  try {
    const [{ id: userId }] = (await db.execute<{ id: number }>(sql`select id from users where email = 'benchmark@gradiliste.test'`)).rows;
    if (await generated(db)) {
      console.log('Generated data present: skipped.');
    } else {
      console.log('Generating 300 projects, 100,000 documents, ~500,000 lines …');
      const took = await generate(db, userId);
      rows.push(['generate (SQL)', '', '', '', '', ms(took)]);
    }
    const s = await summary(db);
    console.log(
      `documents ${s.documents}, lines ${s.items}, warehouse items ${s.warehouse_items}, ledger rows ${s.movements}; ` +
        `invariant: on hand <> ledger ${s.mismatched}, below zero ${s.negative}, duplicate codes ${s.codes_dup}, counters behind ${s.counters_behind}`,
    );

    const [pick] = (
      await db.execute<{ project_id: number; supplier_id: number }>(sql`
        select d.project_id, d.supplier_id from documents d join projects p on p.id = d.project_id
        where p.name like 'Benchmark dokumenti 150 %' and d.document_type_id = 802 limit 1`)
    ).rows;

    /** Measures one GET `rounds` times, `concurrent` at once; a row with median, p95 and req/s. */
    const measure = async (what: string, route: unknown, path: string, concurrent: number) => {
      const run = () => call(asRoute(route), path);
      const warm = await run();
      if (warm.status !== 200) throw new Error(`${what}: ${warm.status} ${new TextDecoder().decode(warm.body).slice(0, 300)}`);
      const times: number[] = [];
      const rounds = concurrent === 1 ? ROUNDS : Math.max(2, Math.ceil(ROUNDS / 2));
      const started = performance.now();
      for (let i = 0; i < rounds; i++) {
        const results: Call[] = await Promise.all(Array.from({ length: concurrent }, run));
        for (const r of results) {
          if (r.status !== 200) throw new Error(`${what}: ${r.status}`);
          times.push(r.ms);
        }
      }
      const wall = performance.now() - started;
      const st = stats(times);
      const body = warm.json<{ totalItems: number; pageItems: unknown[]; totalCapped?: boolean }>();
      rows.push([what, String(concurrent), ms(st.median), ms(st.p95), ((times.length * 1000) / wall).toFixed(0), `${times.length} calls; ${body.pageItems.length} of ${body.totalItems}${body.totalCapped ? '+' : ''}`]);
    };

    const lists: [string, unknown, string][] = [];
    for (const [name, route, sortBy] of [
      ['Documents', documentsRoute.GET, 'supplier'],
      ['DocumentItems', itemsRoute.GET, 'name'],
    ] as const) {
      const base = `${name}?DocumentTypeId=802&PageSize=50`;
      const first = (await call(asRoute(route), `${base}&PageIndex=0`)).json<{ totalPages: number }>();
      const sorted = (await call(asRoute(route), `${base}&SortBy=${sortBy}&SortOrder=asc&PageIndex=0`)).json<{ totalPages: number }>();
      lists.push(
        [`${name}: first page (type 802)`, route, `${base}&PageIndex=0`],
        [`${name}: type + project + 2025`, route, `${base}&ProjectId=${pick.project_id}&DateFrom=2025-01-01&DateTo=2025-12-31&PageIndex=0`],
        [`${name}: type + 2025, page 20`, route, `${base}&DateFrom=2025-01-01&DateTo=2025-12-31&PageIndex=20`],
        [`${name}: sorted by ${sortBy}, page 100`, route, `${base}&SortBy=${sortBy}&SortOrder=asc&PageIndex=100`],
        [`${name}: sorted by ${sortBy}, deepest`, route, `${base}&SortBy=${sortBy}&SortOrder=asc&PageIndex=${sorted.totalPages - 1}`],
        [`${name}: deepest page`, route, `${base}&PageIndex=${first.totalPages - 1}`],
      );
    }
    for (const concurrent of process.env.BENCH_SQL_ONLY ? [] : [1, 10]) {
      for (const [what, route, path] of lists) await measure(what, route, path, concurrent);
    }

    // ---- the SQL alone of each list request: its statements, each timed by EXPLAIN ANALYZE
    const sqlRows: string[][] = [];
    for (const [what, route, path] of lists) {
      const alone = await sqlAlone(await captureStatements(() => call(asRoute(route), path), { fresh: true }));
      sqlRows.push([what, String(alone.statements), ms(alone.median), ms(alone.min), alone.parts.join(' + ')]);
    }

    // ---- completing a fresh 200-line received note, created through the API
    const complete: number[] = [];
    const [{ id: unitId }] = (await db.execute<{ id: number }>(sql`select id from units_of_measurement where short_name = 'vr'`)).rows;
    for (let round = 0; round < (process.env.BENCH_SQL_ONLY ? 0 : COMPLETE_ROUNDS); round++) {
      const created = await call(asRoute(documentsRoute.POST), 'Documents', {}, {
        method: 'POST',
        json: { documentTypeId: 802, projectId: pick.project_id, supplierId: pick.supplier_id, currency: 'EUR', comment: 'Benchmark: primka s 200 stavki' },
      });
      if (created.status !== 201) throw new Error(`create: ${created.status} ${new TextDecoder().decode(created.body)}`);
      const documentId = created.json<{ id: number }>().id;
      for (let i = 1; i <= 200; i++) {
        const line = await call(asRoute(itemsRoute.POST), 'DocumentItems', {}, {
          method: 'POST',
          json: { documentId, name: `Cement CEM II 42,5 R – isporuka ${i}`, unitOfMeasurementId: unitId, quantity: `${10 + (i % 7)}.5`, unitPrice: '7.85', projectId: pick.project_id },
        });
        if (line.status !== 201) throw new Error(`line: ${line.status} ${new TextDecoder().decode(line.body)}`);
      }
      const done = await call(asRoute(completeRoute.POST), 'Documents/Complete', {}, { method: 'POST', json: { documentId } });
      if (done.status !== 200) throw new Error(`complete: ${done.status} ${new TextDecoder().decode(done.body)}`);
      complete.push(done.ms);
    }
    if (complete.length) {
      const c = stats(complete);
      rows.push(['Complete: 200-line received note', '1', ms(c.median), ms(c.max), '', `${complete.length} documents (p95 column: max)`]);
    }

    const after = await summary(db);
    console.log(`after: invariant on hand <> ledger ${after.mismatched}, below zero ${after.negative}`);
    console.log(`\nDocuments benchmark on ${process.env.DATABASE_URL ? 'Postgres' : 'PGlite'}; budget: lists p95 < 100 ms at 10 at once, completion < 1 s\n`);
    printTable(['what', 'at once', 'median', 'p95', 'req/s', 'notes'], rows);
    console.log('\nSQL alone per request (EXPLAIN ANALYZE of each statement it sends, planning + execution, 5 runs)\n');
    printTable(['what', 'statements', 'median', 'min', 'each statement (median)'], sqlRows);
  } finally {
    await closeDb();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
