import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from './client';

// The embedded database serves one process: a second one must stop at once, clearly.
describe('PGlite data folder lock', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradiliste-lock-'));
  const lockFile = `${dir}.lock`;
  const previous = { dir: process.env.PGLITE_DATA_DIR, url: process.env.DATABASE_URL };
  // Always the embedded driver here, also when the other tests run on Postgres.
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DATA_DIR = dir;

  afterAll(async () => {
    await closeDb();
    process.env.PGLITE_DATA_DIR = previous.dir;
    if (previous.url) process.env.DATABASE_URL = previous.url;
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(lockFile, { force: true });
  });

  it('refuses a folder held by another live process', async () => {
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      fs.writeFileSync(lockFile, String(other.pid));
      await expect(getDb()).rejects.toThrow(/već je otvorena u drugom procesu \(PID \d+\)/);
      expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that died, and releases it on close', async () => {
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => dead.on('exit', r));
    fs.writeFileSync(lockFile, String(dead.pid));
    const db = await getDb();
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    const result = await db.execute('select 1 as one');
    expect(result.rows[0]).toEqual({ one: 1 });
    await closeDb();
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});
