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
 * BENCH_KEEP=1. It prints one table. (`npm run bench:items` preloads db/seed/bench-register.mjs.)
 */
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import * as XLSX from 'xlsx';

process.env.NEXTAUTH_SECRET ||= randomBytes(32).toString('hex');
process.env.NEXTAUTH_URL ||= 'http://localhost:3000';

const BENCH_EMAIL = 'benchmark@gradiliste.test';
const FANOUT = 10; // groups per group on levels 1-3
// Items per level-3 group: 10 gives 11,110 rows; 18 gives 19,110 rows (about IMPORT_MAX_ROWS).
const ITEMS_PER_GROUP = Number(process.env.BENCH_ITEMS_PER_GROUP) || 10;
// Tree reads one at a time (and half as many rounds of 5 at once).
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 10;

/**
 * The event loop while something runs: monitorEventLoopDelay's p99 and max (wall time: on a
 * loaded machine it includes time the process waited for a core), and the most CPU time the
 * process used within one tick of a 5 ms timer: an upper bound of the longest stretch the main
 * thread was busy (it also counts worker threads running beside it).
 */
function loopWatch() {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let timer: NodeJS.Timeout | undefined;
  let cpuMax = 0;
  let last = process.cpuUsage();
  const sample = () => {
    const used = process.cpuUsage(last);
    cpuMax = Math.max(cpuMax, (used.user + used.system) / 1000);
    last = process.cpuUsage();
  };
  const resume = () => {
    delay.enable();
    last = process.cpuUsage();
    timer = setInterval(sample, 5);
  };
  const pause = () => {
    sample(); // the stretch since the last tick (a block just before pausing has had no tick)
    delay.disable();
    clearInterval(timer);
  };
  const text = () => `event loop p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms, max ${(delay.max / 1e6).toFixed(0)} ms, busiest tick ${cpuMax.toFixed(0)} ms CPU`;
  return { resume, pause, text };
}

type Route = (req: import('next/server').NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function main() {
  const { closeDb } = await import('@/db/client');
  const { bootstrapDatabase } = await import('@/db/bootstrap');
  const { projects, users } = await import('@/db/schema');
  const { codebookId } = await import('@/db/seed/data/codebooks');
  const { encode } = await import('next-auth/jwt');
  const { NextRequest } = await import('next/server');
  const importRoute = await import('@/app/api/Projects/[id]/ImportProjectItems/route');
  const exportRoute = await import('@/app/api/Projects/[id]/ExportProjectItems/route');
  const treeRoute = await import('@/app/api/Projects/[id]/ProjectItems/route');

  const db = await bootstrapDatabase();
  await db
    .insert(users)
    .values({ userName: BENCH_EMAIL, name: 'Benchmark', surname: 'Troškovnik', email: BENCH_EMAIL, roleId: codebookId('Role', 'SuperAdmin') })
    .onConflictDoNothing();
  const token = await encode({ token: { email: BENCH_EMAIL, sub: BENCH_EMAIL }, secret: process.env.NEXTAUTH_SECRET! });
  const cookie = `next-auth.session-token=${token}`;
  const [project] = await db
    .insert(projects)
    .values({ name: `Benchmark troškovnik ${new Date().toISOString()}`, projectStatusId: codebookId('ProjectStatus', 'Active') })
    .returning({ id: projects.id });
  const projectId = project.id;
  // The app's public origin: state-changing calls carry it as a browser would (lib/http/origin).
  const origin = new URL(process.env.NEXTAUTH_URL || 'http://localhost:3000').origin;
  const base = `${origin}/api/Projects/${projectId}`;
  const ctx = { params: Promise.resolve({ id: String(projectId) }) };
  const request = (path: string, init: RequestInit = {}) =>
    new NextRequest(new URL(`${base}/${path}`), { ...init, headers: { cookie, origin, ...(init.headers ?? {}) } } as never);

  const results: [string, string, string][] = [];
  const rowsOf = (n: number) => `B2:H${n + 1}`;

  try {
    // ---- the workbook: 1,110 groups and 10,000 items, in 4 levels
    const rows: (string | number | null)[][] = [['Id', 'Razina', 'Redni broj', 'Naziv', 'Jedinica mjere', 'Količina', 'Jedinična cijena', 'Ukupna cijena']];
    const units = ['m', 'm2', 'm3', 'kom', 'kg', 't', 'h', 'paš'];
    let items = 0;
    for (let a = 1; a <= FANOUT; a++) {
      rows.push([null, 1, `${a}`, `Grupa radova ${a} – građevinski radovi`, null, null, null, null]);
      for (let b = 1; b <= FANOUT; b++) {
        rows.push([null, 2, `${a}.${b}`, `Podgrupa ${a}.${b} – betonski i armirački radovi`, null, null, null, null]);
        for (let c = 1; c <= FANOUT; c++) {
          rows.push([null, 3, `${a}.${b}.${c}`, `Skupina stavki ${a}.${b}.${c}`, null, null, null, null]);
          for (let d = 1; d <= ITEMS_PER_GROUP; d++) {
            items++;
            const quantity = ((items * 7919) % 100000) / 1000 + 0.000001 * (items % 7);
            const unitPrice = ((items * 104729) % 50000) / 100 + 0.005;
            rows.push([
              null,
              4,
              `${a}.${b}.${c}.${d}`,
              `Stavka ${items}: izrada, doprema i ugradnja (čćđšž) prema opisu iz projekta`,
              units[items % units.length],
              Number(quantity.toFixed(6)),
              Number(unitPrice.toFixed(6)),
              null,
            ]);
          }
        }
      }
    }
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Troškovnik');
    const workbook = new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer);
    const dataRows = rows.length - 1;
    results.push(['workbook', `${dataRows} rows (${items} items)`, `${(workbook.byteLength / 1024).toFixed(0)} kB`]);

    // ---- import, with the event-loop delay sampled meanwhile
    const upload = async (bytes: Uint8Array) => {
      const form = new FormData();
      form.append('File', new File([bytes as Uint8Array<ArrayBuffer>], 'troškovnik.xlsx'));
      const query = new URLSearchParams({ sheetName: 'Troškovnik', excelRange: rowsOf(dataRows) });
      const watch = loopWatch();
      watch.resume();
      const started = performance.now();
      const res = await (importRoute.POST as unknown as Route)(request(`ImportProjectItems?${query}`, { method: 'POST', body: form }), ctx);
      const ms = performance.now() - started;
      watch.pause();
      const report = await res.json();
      if (res.status !== 201) throw new Error(`import failed: ${res.status} ${JSON.stringify(report)}`);
      return { ms, loop: watch.text(), report };
    };
    const first = await upload(workbook);
    results.push(['import (create)', `${first.ms.toFixed(0)} ms`, `${first.loop}; ${first.report.created} created`]);

    // ---- the tree endpoint: 1 read at a time, then 5 at once, with the event loop sampled meanwhile
    const readTree = async () => {
      const started = performance.now();
      const res = await (treeRoute.GET as unknown as Route)(request('ProjectItems'), ctx);
      const body = new Uint8Array(await res.arrayBuffer());
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`tree failed: ${res.status}`);
      return { ms, body };
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
    const exportStarted = performance.now();
    const exported = await (exportRoute.GET as unknown as Route)(request('ExportProjectItems'), ctx);
    const exportedBytes = new Uint8Array(await exported.arrayBuffer());
    const exportMs = performance.now() - exportStarted;
    if (exported.status !== 200) throw new Error(`export failed: ${exported.status}`);
    results.push(['export', `${exportMs.toFixed(0)} ms`, `${(exportedBytes.byteLength / 1024).toFixed(0)} kB .xlsx`]);

    // ---- re-import of the export: every row kept by id and updated in place
    const again = await upload(exportedBytes);
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
