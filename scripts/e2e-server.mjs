#!/usr/bin/env node
// Playwright's web server: a fresh embedded database, then the same `npm start` path a
// user takes (build when stale, bundled identity server, next start).
import fs from 'node:fs';
import path from 'node:path';

if (!process.env.DATABASE_URL) {
  const dir = path.resolve(process.env.PGLITE_DATA_DIR || '.data/e2e-pglite');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
}
await import('./run.mjs');
