/**
 * The harness of `npm run bench` (db/seed/bench-all.ts): measures list cases through the real
 * route handlers at 1, 10 and 50 concurrent, the SQL each sends run alone (bench-sql.ts), flags
 * the budgets of ARCHITECTURE.md section 8 / issue 15, prints one table and writes it into the
 * README between marker comments. No side effects on import (the API test imports it).
 */
import { ms, stats, type BenchCall, type Route } from './bench-kit';
import { captureStatements, sqlAlone } from './bench-sql';

/** One row of the table: a GET of a route with its params, one of a list's cases. */
export type BenchCase = {
  /** The endpoint as the spec writes it, e.g. "GET /api/Cooperators/search". */
  endpoint: string;
  /** first, filtered, sorted, deepest, or what a tree/unpaged list reads. */
  label: string;
  route: Route;
  /** Path and query after /api/. */
  path: string;
  params?: Record<string, string | number>;
  /** For "deepest": the label of the row it is compared with (1.5x budget). */
  firstOf?: string;
  /** Another session's call (a module the first session's role may not read). */
  call?: Call;
};

/** A GET of a case: in this process, or over HTTP (`BENCH_URL`) with `local` the in-process one. */
export type Call = BenchCall;

export type Measured = {
  c: BenchCase;
  p50: number;
  p95at10: number;
  rpsAt50: number;
  sql: number;
  statements: number;
  sqlParts: string;
  bytes: number;
  note: string;
  /**
   * The trivial route's req/s at 50 measured just before and just after this row's endpoint
   * (their mean): on a shared machine the load of the minute moves both alike, so the share is
   * read against it rather than against the one baseline of the run's start.
   */
  trivialNear?: number;
};

/** Budgets (ARCHITECTURE.md section 8, issue 15). */
export const BUDGET = { p95At10: 100, sqlRatio: 3, deepRatio: 1.5, throughputShare: 0.5 };

/** The concurrencies measured and how many rounds of each (ROUNDS calls alone, fewer rounds at once). */
export function plan(rounds: number) {
  return [
    { concurrent: 1, rounds: Math.max(1, rounds) },
    { concurrent: 10, rounds: Math.max(1, Math.ceil(rounds / 2)) },
    { concurrent: 50, rounds: Math.max(1, Math.ceil(rounds / 4)) },
  ];
}

/** `concurrent` calls at once, `rounds` times: every duration and the requests per second of the wall time. */
async function burst(call: Call, c: BenchCase, concurrent: number, rounds: number) {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < rounds; i++) {
    const results = await Promise.all(Array.from({ length: concurrent }, () => call(c.route, c.path, c.params)));
    for (const r of results) times.push(checked(c, r).ms);
  }
  return { times, rps: (times.length * 1000) / (performance.now() - started) };
}

const checked = <R extends { status: number; body: Uint8Array }>(c: BenchCase, r: R) => {
  if (r.status !== 200) throw new Error(`${c.endpoint} ${c.label}: ${r.status} ${new TextDecoder().decode(r.body).slice(0, 300)}`);
  return r;
};

/**
 * How many requests the sustained measures send at 10 and at 50 (BENCH_LOOP_REQUESTS, default
 * 200 and 400, or what 4 seconds allow), after a warm-up of twice the pool's size in requests, untimed.
 */
export const LOOP_REQUESTS = { 10: Number(process.env.BENCH_LOOP_REQUESTS) || 200, 50: 2 * (Number(process.env.BENCH_LOOP_REQUESTS) || 200) };
/** A sustained measure sends no new request after this many ms (at least two per worker are sent). */
const LOOP_MAX_MS = 4_000;

/**
 * `concurrent` workers, each sending its next request as soon as its last one answered, until
 * `total` requests answered: the durations and the requests per second of the wall time. A
 * server at 8 o'clock has answered these lists before: the warm-up lets every pooled connection
 * prepare the statements (a statement is planned per connection until Postgres keeps its plan:
 * `runPrepared`), so the figure is what the server sustains, not its first burst.
 */
async function loop(call: Call, c: BenchCase, concurrent: number, total: number) {
  const pool = Number(process.env.DATABASE_POOL_SIZE || 10);
  await Promise.all(Array.from({ length: 2 * pool }, async () => checked(c, await call(c.route, c.path, c.params))));
  await Promise.all(Array.from({ length: concurrent }, async () => checked(c, await call(c.route, c.path, c.params))));
  const times: number[] = [];
  let sent = 0;
  const started = performance.now();
  // A slow endpoint (a whole tree, a month's grid) stops after LOOP_MAX_MS, with every worker's requests answered.
  const more = () => sent++ < total && (sent <= 2 * concurrent || performance.now() - started < LOOP_MAX_MS);
  await Promise.all(
    Array.from({ length: concurrent }, async () => {
      while (more()) times.push(checked(c, await call(c.route, c.path, c.params)).ms);
    }),
  );
  return { times, rps: (times.length * 1000) / (performance.now() - started) };
}

/** Requests per second at 50 concurrent alone (warm-up, then the closed loop of `loopTimes` x 400): the nearby baseline. */
export async function rpsAt50(call: Call, c: BenchCase, loopTimes = 1): Promise<number> {
  return (await loop(call, c, 50, LOOP_REQUESTS[50] * loopTimes)).rps;
}

/**
 * Measures one case: a warm-up call (must be 200), p50 alone, p95 at 10, requests per second
 * at 50, and the SQL it sends replayed alone (median of `sqlRuns`). Over HTTP (`call.local`) p95
 * at 10 and the rate at 50 are the server's; p50 alone, the answer described and the statements
 * replayed come from the same call in this process (the handler's cost against its SQL).
 */
export async function measureCase(defaultCall: Call, c: BenchCase, opts: { rounds: number; sqlRuns?: number; concurrency?: number[]; loopTimes?: number }): Promise<Measured> {
  const call = c.call ?? defaultCall;
  const local = call.local ?? call;
  const warm = checked(c, await local(c.route, c.path, c.params));
  if (call !== local) checked(c, await call(c.route, c.path, c.params));
  const only = opts.concurrency ?? [1, 10, 50];
  const out = { p50: NaN, p95at10: NaN, rpsAt50: NaN };
  for (const { concurrent, rounds } of plan(opts.rounds).filter((p) => only.includes(p.concurrent))) {
    // Alone: bursts of one; at 10 and 50: the sustained closed loop (a fixed number of requests).
    const sustained = concurrent === 10 || concurrent === 50 ? LOOP_REQUESTS[concurrent] * (opts.loopTimes ?? 1) : 0;
    // Alone in this process even with BENCH_URL: p50 against the SQL is the handler's own cost.
    const { times, rps } = sustained ? await loop(call, c, concurrent, Math.max(sustained, rounds * concurrent)) : await burst(local, c, concurrent, rounds);
    if (concurrent === 1) out.p50 = stats(times).median;
    if (concurrent === 10) out.p95at10 = stats(times).p95;
    if (concurrent === 50) out.rpsAt50 = rps;
  }
  const alone = await sqlAlone(await captureStatements(() => local(c.route, c.path, c.params), { fresh: true }), opts.sqlRuns ?? 5);
  return { c, ...out, sql: alone.median, statements: alone.statements, sqlParts: alone.parts.join(' + '), bytes: warm.body.byteLength, note: [describe(warm.body), kB(warm.body.byteLength)].filter(Boolean).join('; ') };
}

/** An answer's size: "850 B", "12 kB", "1.9 MB". */
export const kB = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : n >= 1024 ? `${(n / 1024).toFixed(0)} kB` : `${n} B`);

/** "50 of 10000+" for a paged answer, "1234 rows" for an array, "" otherwise. */
export function describe(body: Uint8Array): string {
  if (body.byteLength > 5_000_000) return '';
  try {
    const json = JSON.parse(new TextDecoder().decode(body)) as unknown;
    if (Array.isArray(json)) return `${json.length} rows`;
    if (json && typeof json === 'object' && 'pageItems' in json) {
      const p = json as { pageItems: unknown[]; totalItems: number; totalCapped?: boolean; currentPage?: number };
      return `${p.pageItems.length} of ${p.totalItems}${p.totalCapped ? '+' : ''}, page ${p.currentPage ?? '?'}`;
    }
    return '';
  } catch {
    return '';
  }
}

/** The budgets a row misses: p95 (at 10), 3xSQL (p50 over its SQL), deep (deepest over first), rps (at 50 under half the trivial route nearby, else the run's). */
export function flags(m: Measured, all: Measured[], trivialRps: number): string[] {
  const out: string[] = [];
  if (m.p95at10 >= BUDGET.p95At10) out.push('p95');
  if (m.sql > 0 && m.p50 / m.sql > BUDGET.sqlRatio) out.push('3xSQL');
  if (m.c.firstOf) {
    const first = all.find((x) => x.c.endpoint === m.c.endpoint && x.c.label === m.c.firstOf);
    if (first && m.p50 > BUDGET.deepRatio * first.p50) out.push('deep');
  }
  const trivial = m.trivialNear ?? trivialRps;
  if (trivial > 0 && m.rpsAt50 < BUDGET.throughputShare * trivial) out.push('rps');
  return out;
}

const num = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '');
const time = (n: number) => (Number.isFinite(n) ? ms(n) : '');

export const HEADER = ['endpoint', 'case', 'p50', 'p95 @10', 'req/s @50', 'trivial @50', 'SQL', 'p50/SQL', 'missed', 'answer'];

/** The table's rows (strings), in the order measured. */
export function tableRows(all: Measured[], trivialRps: number): string[][] {
  return all.map((m) => [
    m.c.endpoint.replace(/^GET \/api\//, ''),
    m.c.label,
    time(m.p50),
    time(m.p95at10),
    num(m.rpsAt50),
    num(m.trivialNear ?? NaN),
    m.statements ? `${time(m.sql)} (${m.statements})` : '',
    m.sql > 0 ? `${(m.p50 / m.sql).toFixed(1)}x` : '',
    flags(m, all, trivialRps).join(' ') || 'ok',
    m.note,
  ]);
}

/** A Markdown table (pipes in cells escaped). */
export function markdownTable(header: string[], rows: string[][]) {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
}

export const README_START = '<!-- bench:start -->';
export const README_END = '<!-- bench:end -->';

/**
 * The README with `block` between the markers: replaced when they exist, else inserted at the
 * start of the "## Performance" section (after its heading's paragraph), else appended as a new section.
 */
export function withBenchSection(readme: string, block: string): string {
  const section = `${README_START}\n${block.trim()}\n${README_END}`;
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start >= 0 && end > start) return readme.slice(0, start) + section + readme.slice(end + README_END.length);
  const heading = /^## Performance[^\n]*\n/m.exec(readme);
  if (!heading) return `${readme.trimEnd()}\n\n## Performance\n\n${section}\n`;
  // after the heading and the paragraph that follows it (up to the first blank line after text, or the next heading)
  const after = heading.index + heading[0].length;
  const next = readme.slice(after).search(/^#{2,3} /m);
  const insertAt = next < 0 ? readme.length : after + next;
  return `${readme.slice(0, insertAt)}${section}\n\n${readme.slice(insertAt)}`;
}
