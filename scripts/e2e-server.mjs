#!/usr/bin/env node
// Playwright's web server: a fresh database, then the same `npm start` path a user takes
// (build when stale, bundled identity server, next start). With DATABASE_URL the browser tests
// get a database of their own beside it ("<name>_e2e", created anew), so rows the API tests
// left in DATABASE_URL never meet the browser tests; otherwise a fresh PGlite folder.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

if (process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL);
  const name = `${decodeURIComponent(url.pathname.slice(1)) || 'postgres'}_e2e`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const quoted = `"${name.replaceAll('"', '""')}"`;
  await client.query(`drop database if exists ${quoted} with (force)`);
  await client.query(`create database ${quoted}`);
  await client.end();
  url.pathname = `/${encodeURIComponent(name)}`;
  process.env.DATABASE_URL = url.toString();
  console.log(`E2E: fresh Postgres database ${name}`);
} else {
  const dir = path.resolve(process.env.PGLITE_DATA_DIR || '.data/e2e-pglite');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
}
// E2E_SEED_LARGE=<scale>: the large data of `npm run seed:large` at that scale on top of the demo
// data, before the server starts (tests/e2e/seed-large.spec.ts; `npm test` runs that file alone
// with it, so the other files keep their demo-only database).
if (process.env.E2E_SEED_LARGE) {
  const { spawnSync } = await import('node:child_process');
  const run = spawnSync('npx', ['tsx', '--import', './db/seed/bench-register.mjs', 'db/seed/large-run.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SEED_SCALE: process.env.E2E_SEED_LARGE },
  });
  if (run.status !== 0) process.exit(run.status || 1);
}
await import('./run.mjs');
