import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextNodeFlags, SEMI_SPACE_MB } from './next-node-flags.mjs';

const root = path.resolve(__dirname, '..');

/** The young generation's size after churning through short-lived objects, in a Node started with `flags`. */
function youngGenerationMb(flags: string[]): number {
  const script = `
    const v8 = require('v8');
    let keep = [];
    for (let i = 0; i < 3e6; i++) { keep.push({ a: i, b: 'x' + i }); if (keep.length > 200000) keep = []; }
    const young = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    process.stdout.write(String(young.space_size / 1024 / 1024));`;
  const run = spawnSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  expect(run.status, run.stderr).toBe(0);
  return Number(run.stdout);
}

describe('the Next server’s Node flags (npm start)', () => {
  it('preloads the gzip fix and the graceful shutdown', () => {
    const flags = nextNodeFlags(root, {});
    expect(flags).toContain(path.join(root, 'scripts', 'route-compression-fix.cjs'));
    expect(flags).toContain(path.join(root, 'scripts', 'graceful-shutdown.cjs'));
  });

  it('gives the young generation 32 MB semi-spaces, which it then uses (twice V8’s default)', () => {
    const flags = nextNodeFlags(root, {});
    expect(flags).toContain(`--max-semi-space-size=${SEMI_SPACE_MB}`);
    const withFlags = youngGenerationMb(flags);
    const without = youngGenerationMb([]);
    expect(withFlags).toBeGreaterThan(without);
    expect(withFlags).toBeGreaterThan(32);
  });

  it('leaves the size to an operator who sets it in NODE_OPTIONS', () => {
    const flags = nextNodeFlags(root, { NODE_OPTIONS: '--max-semi-space-size=64' });
    expect(flags.some((f) => f.startsWith('--max-semi-space-size'))).toBe(false);
  });
});
