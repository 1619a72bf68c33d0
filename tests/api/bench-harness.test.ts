import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import * as cooperatorsSearch from '@/app/api/Cooperators/search/route';
import * as holidays from '@/app/api/Holidays/route';
import { asRoute, benchSession } from '@/db/seed/bench-kit';
import {
  flags,
  markdownTable,
  measureCase,
  README_END,
  README_START,
  tableRows,
  withBenchSection,
  type BenchCase,
  type Measured,
} from '@/db/seed/bench-table';

/**
 * `npm run bench`'s harness (db/seed/bench-table.ts) does not rot: the README writer, the
 * budget flags, and a real measurement of two endpoints through their handlers (one round).
 */
const row = (over: Partial<Measured> & { label?: string; firstOf?: string }): Measured => ({
  c: { endpoint: 'GET /api/X', label: over.label ?? 'first', route: null as never, path: 'X', firstOf: over.firstOf },
  p50: 10,
  p95at10: 50,
  rpsAt50: 400,
  sql: 5,
  statements: 3,
  sqlParts: '',
  bytes: 100,
  note: '',
  ...over,
});

describe('bench harness: the README section', () => {
  const readme = '# App\n\n## Performance\n\nFigures below.\n\n### Items\n\nold\n\n## Next\n';

  it('inserts the table under "## Performance" before its first subsection, then replaces it in place', () => {
    const once = withBenchSection(readme, 'table v1');
    expect(once).toContain(`${README_START}\ntable v1\n${README_END}`);
    expect(once.indexOf(README_START)).toBeGreaterThan(once.indexOf('Figures below.'));
    expect(once.indexOf(README_END)).toBeLessThan(once.indexOf('### Items'));
    const twice = withBenchSection(once, 'table v2');
    expect(twice).not.toContain('table v1');
    expect(twice.split(README_START)).toHaveLength(2);
    expect(twice.replace('table v2', 'table v1')).toBe(once);
  });

  it('appends a Performance section to a README without one', () => {
    expect(withBenchSection('# App\n', 't')).toBe(`# App\n\n## Performance\n\n${README_START}\nt\n${README_END}\n`);
  });

  it('escapes pipes in Markdown cells', () => {
    expect(markdownTable(['a', 'b'], [['x|y', 'z']])).toBe('| a | b |\n|---|---|\n| x\\|y | z |');
  });
});

describe('bench harness: the budget flags', () => {
  it('flags each missed budget and only those', () => {
    const first = row({});
    expect(flags(first, [first], 600)).toEqual([]);
    expect(flags(row({ p95at10: 100 }), [], 600)).toEqual(['p95']);
    expect(flags(row({ p50: 16, sql: 5 }), [], 600)).toEqual(['3xSQL']);
    expect(flags(row({ p50: 15, sql: 5 }), [], 600)).toEqual([]);
    const deep = row({ label: 'deepest', firstOf: 'first', p50: 15.1, sql: 10 });
    expect(flags(deep, [first, deep], 600)).toEqual(['deep']);
    expect(flags(row({ rpsAt50: 299 }), [], 600)).toEqual(['rps']);
    expect(flags(row({ rpsAt50: 300 }), [], 600)).toEqual([]);
    // against the trivial route measured beside the row when there is one
    expect(flags(row({ rpsAt50: 250, trivialNear: 480 }), [], 600)).toEqual([]);
    expect(flags(row({ rpsAt50: 250, trivialNear: 520 }), [], 400)).toEqual(['rps']);
    expect(tableRows([row({ rpsAt50: 250, trivialNear: 480 })], 600)[0].slice(4, 6)).toEqual(['250', '480']);
    expect(tableRows([row({ p95at10: 120, rpsAt50: 10 })], 600)[0]).toEqual(['X', 'first', '10 ms', '120 ms', '10', '', '5.0 ms (3)', '2.0x', 'p95 rps', '']);
  });
});

describe('bench harness: measuring through the handlers', () => {
  it('measures two endpoints at 1 and 10 concurrent with their SQL alone', { timeout: 20_000 }, async () => {
    const { call } = await benchSession();
    const cases: BenchCase[] = [
      { endpoint: 'GET /api/Holidays', label: 'baseline', route: asRoute(holidays.GET), path: 'Holidays?year=2026' },
      { endpoint: 'GET /api/Cooperators/search', label: 'first', route: asRoute(cooperatorsSearch.GET), path: 'Cooperators/search?PageSize=5&PageIndex=0' },
    ];
    const [baseline, list] = [await measureCase(call, cases[0], { rounds: 1, sqlRuns: 1, concurrency: [1, 10] }), await measureCase(call, cases[1], { rounds: 1, sqlRuns: 1, concurrency: [1, 10] })];
    for (const m of [baseline, list]) {
      expect(m.p50).toBeGreaterThan(0);
      expect(m.p95at10).toBeGreaterThanOrEqual(0);
      expect(Number.isNaN(m.rpsAt50)).toBe(true); // 50 concurrent not asked for
    }
    expect(baseline.note).toMatch(/^14 rows; \d+ (B|kB)$/); // Croatian public holidays of 2026
    expect(list.note).toMatch(/^\d+ of \d+, page 0; \d+ (B|kB)$/);
    if (process.env.DATABASE_URL) {
      // Postgres: the session's user, then the list's page with its count (one statement); each replayed under EXPLAIN ANALYZE
      expect(baseline.statements).toBe(1);
      expect(list.statements).toBeGreaterThanOrEqual(2);
      expect(list.sql).toBeGreaterThan(0);
      expect(list.sqlParts).toMatch(/^users .* \+ cooperators /);
    }
    await expect(measureCase(call, { ...cases[1], path: 'Cooperators/search?Filter.Name=%00' }, { rounds: 1 })).rejects.toThrow(/GET \/api\/Cooperators\/search first: 400/);
  });
});

describe('bench harness: measuring through a running server (BENCH_URL)', () => {
  it('times the requests over HTTP as a browser sends them; the answer and the SQL are read in the process', { timeout: 20_000 }, async () => {
    // A stand-in for `next start`: the same handler behind HTTP, gzipping as Next does.
    const seen: { cookie?: string; encoding?: string }[] = [];
    const server = http.createServer(async (req, res) => {
      seen.push({ cookie: req.headers.cookie, encoding: String(req.headers['accept-encoding'] ?? '') });
      const answer = await asRoute(cooperatorsSearch.GET)(new NextRequest(new URL(req.url!, 'http://localhost:3000'), { headers: req.headers as Record<string, string> }), { params: Promise.resolve({}) });
      const body = Buffer.from(await answer.arrayBuffer());
      res.writeHead(answer.status, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzipSync(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    process.env.BENCH_URL = `http://127.0.0.1:${port}`;
    try {
      const { httpCall } = await benchSession();
      expect(httpCall?.local).toBeTypeOf('function');
      const c: BenchCase = { endpoint: 'GET /api/Cooperators/search', label: 'first', route: asRoute(cooperatorsSearch.GET), path: 'Cooperators/search?PageSize=5&PageIndex=0' };
      const m = await measureCase(httpCall!, c, { rounds: 1, sqlRuns: 1, concurrency: [1, 10] });
      expect(m.p95at10).toBeGreaterThan(0);
      expect(m.note).toMatch(/^\d+ of \d+, page 0; \d+ (B|kB)$/); // the in-process answer, not the gzipped bytes
      // the warm-up, and the loop at 10 (its warm-up and its requests) went through the server, each with the session and gzip
      expect(seen.length).toBeGreaterThanOrEqual(1 + 10 + 10);
      expect(seen.every((r) => r.cookie?.includes('next-auth.session-token=') && r.encoding === 'gzip')).toBe(true);
      // An error's text is read back (gunzipped) for the report.
      await expect(measureCase(httpCall!, { ...c, path: 'Cooperators/search?Filter.Name=%00' }, { rounds: 1, concurrency: [10] })).rejects.toThrow(/400/);
    } finally {
      delete process.env.BENCH_URL;
      server.close();
    }
  });
});
