/**
 * What the benchmarks share (`npm run bench:items`, `npm run bench:situations`; both preload
 * db/seed/bench-register.mjs): a real session for the route handlers, requests as a browser
 * sends them, timing with median and p95, the event-loop watch, and the 10,000-item workbook.
 * Everything is imported lazily (the handlers' modules read the environment set here first).
 */
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import http from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import * as XLSX from 'xlsx';

process.env.NEXTAUTH_SECRET ||= randomBytes(32).toString('hex');
process.env.NEXTAUTH_URL ||= 'http://localhost:3000';
// The per-request log line costs microseconds; its thousands of lines would bury the tables.
process.env.LOG_REQUESTS ??= '0';

const BENCH_EMAIL = 'benchmark@gradiliste.test';

/** A route handler as a benchmark calls it (the App Router's signature). */
export type Route = (req: import('next/server').NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A route module's export, whatever the handler wrapper's exact type. */
export const asRoute = (handler: unknown) => handler as Route;

/**
 * The event loop while something runs: monitorEventLoopDelay's p99 and max (wall time: on a
 * loaded machine it includes time the process waited for a core), and the most CPU time the
 * process used within one tick of a 5 ms timer: an upper bound of the longest stretch the main
 * thread was busy (it also counts worker threads running beside it).
 */
export function loopWatch() {
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
  // No sample: the loop never turned while watched (one block from start to end); the busiest tick tells its length.
  const text = () =>
    delay.count === 0
      ? `event loop not sampled, busiest tick ${cpuMax.toFixed(0)} ms CPU`
      : `event loop p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms, max ${(delay.max / 1e6).toFixed(0)} ms, busiest tick ${cpuMax.toFixed(0)} ms CPU`;
  return { resume, pause, text };
}

/**
 * The benchmark user (SuperAdmin, or another role: the payroll area is Accounting's and
 * Management's only) and a session cookie for it; requests carry the app's origin as a browser's do.
 * With `as` (an existing user's email) nothing is written: no migration, no seed, no benchmark user (`npm run bench`
 * reads a filled database read-only).
 */
export async function benchSession(opts: { as?: string; role?: 'SuperAdmin' | 'Accounting' } = {}) {
  const { bootstrapDatabase } = await import('@/db/bootstrap');
  const { getDb } = await import('@/db/client');
  const { users } = await import('@/db/schema');
  const { codebookId } = await import('@/db/seed/data/codebooks');
  const { encode } = await import('next-auth/jwt');
  const { NextRequest } = await import('next/server');
  const role = opts.role ?? 'SuperAdmin';
  const email = opts.as ?? (role === 'SuperAdmin' ? BENCH_EMAIL : `benchmark.${role.toLowerCase()}@gradiliste.test`);
  const db = opts.as ? await getDb() : await bootstrapDatabase();
  if (!opts.as) {
    await db
      .insert(users)
      .values({ userName: email, name: 'Benchmark', surname: 'Troškovnik', email, roleId: codebookId('Role', role) })
      .onConflictDoNothing();
  }
  const token = await encode({ token: { email, sub: email }, secret: process.env.NEXTAUTH_SECRET! });
  const cookie = `next-auth.session-token=${token}`;
  // The app's public origin: state-changing calls carry it as a browser would (lib/http/origin).
  const origin = new URL(process.env.NEXTAUTH_URL || 'http://localhost:3000').origin;

  /** A request to `/api/{path}` with the session; a JSON body when `json` is given. */
  const request = (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    const headers: Record<string, string> = { cookie, origin, ...((rest.headers as Record<string, string>) ?? {}) };
    if (json !== undefined) headers['content-type'] = 'application/json';
    return new NextRequest(new URL(`${origin}/api/${path}`), { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body } as never);
  };

  /** Calls a handler with the route's params; the time includes reading the whole answer. */
  const call = async (route: Route, path: string, params: Record<string, string | number> = {}, init: RequestInit & { json?: unknown } = {}) => {
    const ctx = { params: Promise.resolve(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))) };
    const started = performance.now();
    const res = await route(request(path, init), ctx);
    const body = new Uint8Array(await res.arrayBuffer());
    const ms = performance.now() - started;
    return { status: res.status, ms, body, json: <T = unknown>() => JSON.parse(new TextDecoder().decode(body)) as T };
  };

  return { db, request, call, httpCall: process.env.BENCH_URL ? overHttp(process.env.BENCH_URL, cookie, call) : null };
}

/**
 * GETs through a running server (`BENCH_URL`, e.g. `next start` of a production build on the
 * same database, started with the same NEXTAUTH_SECRET), as a browser sends them: the session
 * cookie, `Accept-Encoding: gzip` (the answer stays compressed: the client's work is the
 * browser's, not the server's), one kept-alive connection per concurrent request. `local` is
 * the same call in this process: what the benchmark reads the statements and the answer from.
 */
function overHttp(base: string, cookie: string, local: BenchCall): BenchCall {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const root = new URL('/api/', base);
  const get = (path: string) =>
    new Promise<{ status: number; ms: number; body: Uint8Array }>((resolve, reject) => {
      const started = performance.now();
      const req = http.get(new URL(path, root), { agent, headers: { cookie, 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const ms = performance.now() - started;
          // Only an error's text is read (to report it); a 200 stays as sent.
          const body = res.statusCode !== 200 && res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, ms, body: new Uint8Array(body) });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  const call = ((_route: Route, path: string) => get(path)) as unknown as BenchCall;
  call.local = local;
  return call;
}

/** A benchmark's GET: in this process, or over HTTP with `local` the in-process one. */
export type BenchCall = ((
  route: Route,
  path: string,
  params?: Record<string, string | number>,
) => Promise<{ status: number; ms: number; body: Uint8Array }>) & { local?: BenchCall };

/** The median and the 95th percentile (nearest rank) of some timings. */
export function stats(times: number[]) {
  const sorted = [...times].sort((x, y) => x - y);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
  return { median: rank(50), p95: rank(95), max: sorted.at(-1)! };
}

/** Raw and gzipped (zlib's default level, as `next start` sends it) size of an answer. */
export function sizeOf(body: Uint8Array) {
  const kB = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(2)} MB` : n >= 10240 ? `${(n / 1024).toFixed(0)} kB` : `${n} B`);
  const gzip = gzipSync(body).byteLength;
  return { raw: body.byteLength, gzip, text: `${kB(body.byteLength)} raw, ${kB(gzip)} gzip` };
}

/** Formats ms: "162 ms", "1.24 s". */
export const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n.toFixed(n < 10 ? 1 : 0)} ms`);

/** Prints rows as aligned columns. */
export function printTable(header: string[], rows: string[][]) {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  for (const r of all) console.log(r.map((cell, i) => (cell ?? '').padEnd(widths[i])).join('  ').trimEnd());
}

/**
 * The bill of quantities of the benchmarks: 10 x 10 x 10 groups in 3 levels with `perGroup`
 * items in each (10: 10,000 items, 11,110 rows), as the items export lays it out (Id in A, the
 * seven labels in B..H). Quantities and prices are deterministic, with up to 6 decimals.
 */
export function itemsWorkbook(perGroup = 10, fanout = 10) {
  const rows: (string | number | null)[][] = [['Id', 'Razina', 'Redni broj', 'Naziv', 'Jedinica mjere', 'Količina', 'Jedinična cijena', 'Ukupna cijena']];
  const units = ['m', 'm2', 'm3', 'kom', 'kg', 't', 'h', 'paš'];
  let items = 0;
  for (let a = 1; a <= fanout; a++) {
    rows.push([null, 1, `${a}`, `Grupa radova ${a} – građevinski radovi`, null, null, null, null]);
    for (let b = 1; b <= fanout; b++) {
      rows.push([null, 2, `${a}.${b}`, `Podgrupa ${a}.${b} – betonski i armirački radovi`, null, null, null, null]);
      for (let c = 1; c <= fanout; c++) {
        rows.push([null, 3, `${a}.${b}.${c}`, `Skupina stavki ${a}.${b}.${c}`, null, null, null, null]);
        for (let d = 1; d <= perGroup; d++) {
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
  const bytes = new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer);
  return { bytes, dataRows: rows.length - 1, items };
}

type Session = Awaited<ReturnType<typeof benchSession>>;

/** A new project (Active) for a benchmark. */
export async function benchProject(db: Session['db'], name: string) {
  const { projects } = await import('@/db/schema');
  const { codebookId } = await import('@/db/seed/data/codebooks');
  const [project] = await db
    .insert(projects)
    .values({ name: `${name} ${new Date().toISOString()}`, projectStatusId: codebookId('ProjectStatus', 'Active') })
    .returning({ id: projects.id });
  return project.id;
}

/**
 * Uploads a workbook to the real import handler (POST /api/Projects/{id}/ImportProjectItems),
 * with the event loop watched meanwhile; throws unless it answers 201.
 */
export async function importWorkbook(session: Session, projectId: number, bytes: Uint8Array, dataRows: number) {
  const importRoute = await import('@/app/api/Projects/[id]/ImportProjectItems/route');
  const form = new FormData();
  form.append('File', new File([bytes as Uint8Array<ArrayBuffer>], 'troškovnik.xlsx'));
  const query = new URLSearchParams({ sheetName: 'Troškovnik', excelRange: `B2:H${dataRows + 1}` });
  const watch = loopWatch();
  watch.resume();
  const res = await session.call(asRoute(importRoute.POST), `Projects/${projectId}/ImportProjectItems?${query}`, { id: projectId }, { method: 'POST', body: form });
  watch.pause();
  const report = res.json<{ created: number; updated: number }>();
  if (res.status !== 201) throw new Error(`import failed: ${res.status} ${JSON.stringify(report)}`);
  return { ms: res.ms, loop: watch.text(), report };
}
