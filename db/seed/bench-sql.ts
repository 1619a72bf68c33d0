/**
 * "The SQL alone" of a request, for the benchmarks (bench-documents.ts, bench-all.ts): every
 * statement a request sends on a pg client is recorded (`captureStatements`), then replayed on
 * one connection of the same pool under EXPLAIN ANALYZE (`sqlAlone`): planning + execution of
 * each, summed per request. The replay runs in a transaction it rolls back, with the request's
 * own `set local` settings first, so it changes nothing.
 */
import { DATA_VERSION_TEXT } from '@/lib/http/answer-cache';
import { ms, stats } from './bench-kit';

export type Statement = { text: string; values: unknown[] };

/** The statements sent on any pg client while `recording` holds a list. */
let recording: Statement[] | null = null;
let installed = false;

/** Wraps pg's Client.prototype.query once, so that `captureStatements` sees every select, with and set. */
export async function recordStatements() {
  if (installed) return;
  installed = true;
  const pg = (await import('pg')).default;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
    const text = typeof first === 'string' ? first : first?.text;
    // drizzle passes the values beside a config object ({ text, rowMode, types }, values).
    const values = (typeof first === 'object' && first?.values) || (Array.isArray(second) ? second : []);
    if (recording && typeof text === 'string' && /^\s*(select|with|set)\b/i.test(text)) recording.push({ text, values });
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

/**
 * The statements `run` sends (run it alone: concurrent requests would mix in). `fresh`: the
 * answer cache (lib/http/answer-cache.ts) emptied first, so a request sends what it sends when
 * its answer is not kept (the benchmarks' "SQL alone").
 */
export async function captureStatements(run: () => Promise<unknown>, { fresh = false } = {}): Promise<Statement[]> {
  await recordStatements();
  if (fresh) (await import('@/lib/http/answer-cache')).clearAnswerCache();
  recording = [];
  try {
    await run();
    return recording;
  } finally {
    recording = null;
  }
}

type Client = { query: (q: { text: string; values?: unknown[] }) => Promise<{ rows: Record<string, unknown>[] }>; release: () => void };

/** The app's pg pool (db/client). */
async function pool() {
  const { getDb } = await import('@/db/client');
  return ((await getDb()) as unknown as { $client: { connect: () => Promise<Client> } }).$client;
}

/**
 * Replays `statements` `runs` times on one pooled connection, each select under EXPLAIN
 * ANALYZE; the sum per run (median and min) and each statement's median, named by its first
 * table (the session's user, the count, the page's ids, the rows ...).
 */
export async function sqlAlone(statements: Statement[], runs = 5) {
  const settings = statements.filter((st) => /^\s*set\b/i.test(st.text));
  const selects = statements.filter((st) => !/^\s*set\b/i.test(st.text));
  // Nothing recorded (embedded PGlite sends no pg client query): nothing to replay.
  if (!selects.length) return { statements: 0, median: 0, min: 0, parts: [] as string[] };
  const each: number[][] = selects.map(() => []);
  const sums: number[] = [];
  const client = await (await pool()).connect();
  try {
    for (let round = 0; round < runs; round++) {
      let sum = 0;
      await client.query({ text: 'begin' });
      try {
        for (const st of settings) await client.query(st);
        for (const [i, { text, values }] of selects.entries()) {
          const { rows: plan } = await client.query({ text: `explain (analyze, format json) ${text}`, values });
          const [result] = plan[0]['QUERY PLAN'] as { 'Planning Time': number; 'Execution Time': number }[];
          const took = result['Planning Time'] + result['Execution Time'];
          each[i].push(took);
          sum += took;
        }
      } finally {
        await client.query({ text: 'rollback' });
      }
      sums.push(sum);
    }
  } finally {
    client.release();
  }
  // Named by the first table other than the data's version (read with the user and beside a cached answer: answer-cache.ts).
  const named = (text: string) => text.replaceAll(DATA_VERSION_TEXT, '').replace(/^select\s+as \w+, answer\.\* from /, '');
  const parts = selects.map(({ text }, i) => `${/from\s+\(?\s*(?:select\s+[^()]*?from\s+)?"?(\w+)"?/i.exec(named(text))?.[1] ?? '?'} ${ms(stats(each[i]).median)}`);
  return { statements: selects.length, median: sums.length ? stats(sums).median : 0, min: sums.length ? Math.min(...sums) : 0, parts };
}
