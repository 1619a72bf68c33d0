#!/usr/bin/env node
// `npm test`: the layer and style rules (eslint, counted as one test), unit and API tests
// (vitest), then the browser suite (Playwright against a production build). Prints one closing
// line "N passed, N failed" for CI.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const steps = [
  ['eslint', ['npx', 'eslint', '.']],
  ['vitest', ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=.data/vitest-report.json']],
  ['playwright', ['npx', 'playwright', 'test', '--reporter=list,json']],
  // The screens on the large data at a tiny scale: a server of their own (scripts/e2e-server.mjs).
  ['playwright-seed-large', ['npx', 'playwright', 'test', 'tests/e2e/seed-large.spec.ts', '--reporter=list,json']],
];
let passed = 0;
let failed = 0;
let exitCode = 0;
fs.mkdirSync('.data', { recursive: true });
for (const [name, [cmd, ...args]] of steps) {
  const env = { ...process.env };
  if (name.startsWith('playwright')) env.PLAYWRIGHT_JSON_OUTPUT_NAME = '.data/playwright-report.json';
  if (name === 'playwright-seed-large') env.E2E_SEED_LARGE = '0.001';
  const run = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (run.status !== 0) exitCode = run.status || 1;
  try {
    if (name === 'eslint') {
      if (run.status === 0) passed += 1;
      else failed += 1;
    } else if (name === 'vitest') {
      const r = JSON.parse(fs.readFileSync('.data/vitest-report.json', 'utf8'));
      passed += r.numPassedTests;
      failed += r.numFailedTests;
    } else {
      const r = JSON.parse(fs.readFileSync('.data/playwright-report.json', 'utf8'));
      passed += (r.stats.expected || 0) + (r.stats.flaky || 0);
      failed += r.stats.unexpected || 0;
    }
  } catch {
    failed += run.status === 0 ? 0 : 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(exitCode);
