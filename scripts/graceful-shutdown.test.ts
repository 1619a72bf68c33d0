import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function get(port: number, url: string): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      })
      .on('error', reject);
  });
}

describe('graceful shutdown (scripts/graceful-shutdown.cjs, preloaded into next start)', () => {
  it('on SIGTERM stops accepting, finishes the running request, then closes the database and exits 0', async () => {
    const child = spawn(process.execPath, ['--require', path.join(root, 'scripts/graceful-shutdown.cjs'), path.join(root, 'tests/fixtures/graceful-server.cjs')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    const port = await new Promise<number>((resolve) => {
      child.stdout.on('data', () => {
        const m = /listening (\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    const running = get(port, '/slow');
    await new Promise((r) => setTimeout(r, 200));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));

    // A new connection is refused while the running request still goes on.
    await expect(get(port, '/new')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(out).not.toContain('db closed');

    const answer = await running;
    expect(answer).toMatchObject({ status: 200, body: 'done /slow', connection: 'close' });
    expect(await exited).toBe(0);
    // The database closed after the request finished, and the shutdown logged itself.
    expect(out.indexOf('db closed')).toBeGreaterThan(out.indexOf('"shutdown: stop accepting'));
    expect(out).toContain('"msg":"shutdown: done","unfinished":0');
  });
});
