/**
 * Bill-of-quantities benchmark (ARCHITECTURE.md section 8): `npm run bench:items`.
 *
 * Against the database of DATABASE_URL (Postgres; PGlite when unset), it generates a workbook of
 * 10,000 items in 4 levels (10 x 10 x 10 groups, 10 items in each; BENCH_ITEMS_PER_GROUP=18
 * gives 18,000 items, 19,110 rows: about IMPORT_MAX_ROWS), creates a project and measures,
 * through the real route handlers with a real session (the same code `next start` runs):
 *   - the import of the workbook (budget 5 s) and the event loop meanwhile (p99 100 ms),
 *   - the tree endpoint GET /api/Projects/{id}/ProjectItems (300 ms; 2 MB on the wire: the JSON
 *     raw, and gzipped at zlib's default level as `next start` sends it, with the time that takes),
 *     read one at a time and 5 at once, and the event loop meanwhile (p99 100 ms),
 *   - the export (3 s), and the re-import of the export (every row updated in place).
 * BENCH_ROUNDS sets the number of tree reads (10). The project is deleted at the end unless
 * BENCH_KEEP=1. It prints one table. (`npm run bench:items` preloads db/seed/bench-register.mjs;
 * the session, calls, event-loop watch and workbook are db/seed/bench-kit.ts.)
 */
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { asRoute, benchProject, benchSession, importWorkbook, itemsWorkbook, loopWatch } from './bench-kit';

// Items per level-3 group: 10 gives 11,110 rows; 18 gives 19,110 rows (about IMPORT_MAX_ROWS).
const ITEMS_PER_GROUP = Number(process.env.BENCH_ITEMS_PER_GROUP) || 10;
// Tree reads one at a time (and half as many rounds of 5 at once).
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 10;

async function main() {
  const { closeDb } = await import('@/db/client');
  const { projects } = await import('@/db/schema');
  const exportRoute = await import('@/app/api/Projects/[id]/ExportProjectItems/route');
  const treeRoute = await import('@/app/api/Projects/[id]/ProjectItems/route');

  const session = await benchSession();
  const { db, call } = session;
  const projectId = await benchProject(db, 'Benchmark troškovnik');
  const params = { id: projectId };
  const results: [string, string, string][] = [];

  try {
    // ---- the workbook: 1,110 groups and 10,000 items, in 4 levels
    const workbook = itemsWorkbook(ITEMS_PER_GROUP);
    const { dataRows, items } = workbook;
    results.push(['workbook', `${dataRows} rows (${items} items)`, `${(workbook.bytes.byteLength / 1024).toFixed(0)} kB`]);

    // ---- import, with the event-loop delay sampled meanwhile
    const first = await importWorkbook(session, projectId, workbook.bytes, dataRows);
    results.push(['import (create)', `${first.ms.toFixed(0)} ms`, `${first.loop}; ${first.report.created} created`]);

    // ---- the tree endpoint: 1 read at a time, then 5 at once, with the event loop sampled meanwhile
    const readTree = async () => {
      const res = await call(asRoute(treeRoute.GET), `Projects/${projectId}/ProjectItems`, params);
      if (res.status !== 200) throw new Error(`tree failed: ${res.status}`);
      return res;
    };
    // Warm-up; what `next start` adds: gzip at zlib's default level (its compression middleware).
    const { body: warm } = await readTree();
    const zipStarted = performance.now();
    const gzipped = gzipSync(warm).byteLength;
    const zipMs = performance.now() - zipStarted;
    results.push(['tree endpoint, size', `${(warm.byteLength / 1024 / 1024).toFixed(2)} MB raw, ${(gzipped / 1024).toFixed(0)} kB gzip`, `gzip (sync, once) ${zipMs.toFixed(0)} ms`]);
    for (const concurrent of [1, 5]) {
      const watch = loopWatch();
      const times: number[] = [];
      const rounds = concurrent === 1 ? ROUNDS : Math.ceil(ROUNDS / 2);
      for (let i = 0; i < rounds; i++) {
        watch.resume();
        const reads = await Promise.all(Array.from({ length: concurrent }, readTree));
        watch.pause();
        for (const r of reads) times.push(r.ms);
      }
      const median = [...times].sort((x, y) => x - y)[Math.floor(times.length / 2)];
      results.push([
        `tree endpoint, ${concurrent} at once`,
        `median ${median.toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (${times.length} reads)`,
        watch.text(),
      ]);
    }

    // ---- export
    const exported = await call(asRoute(exportRoute.GET), `Projects/${projectId}/ExportProjectItems`, params);
    if (exported.status !== 200) throw new Error(`export failed: ${exported.status}`);
    results.push(['export', `${exported.ms.toFixed(0)} ms`, `${(exported.body.byteLength / 1024).toFixed(0)} kB .xlsx`]);

    // ---- re-import of the export: every row kept by id and updated in place
    const again = await importWorkbook(session, projectId, exported.body, dataRows);
    results.push(['import (update by id)', `${again.ms.toFixed(0)} ms`, `${again.loop}; ${again.report.updated} updated`]);

    const database = process.env.DATABASE_URL ? 'Postgres' : 'PGlite (set DATABASE_URL for the budgets)';
    console.log(`\nBill of quantities benchmark on ${database}, project ${projectId}\n`);
    const width = Math.max(...results.map((r) => r[0].length));
    for (const [what, time, detail] of results) console.log(`${what.padEnd(width)}  ${time.padEnd(44)}  ${detail}`);
  } finally {
    if (process.env.BENCH_KEEP !== '1') {
      await db.delete(projects).where(eq(projects.id, projectId));
    }
    await db.execute(sql`select 1`);
    await closeDb();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
