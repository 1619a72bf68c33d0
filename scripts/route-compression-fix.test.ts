import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The workaround preloaded into `next start`: Next stores a route's Content-Type as a
 * one-element array, and its compression middleware (the same compiled module) then sends the
 * answer uncompressed. With the fix the same sequence is gzipped.
 */
const require = createRequire(import.meta.url);
const compression = require('next/dist/compiled/compression') as () => (req: unknown, res: unknown, next: () => void) => void;
const json = JSON.stringify({ items: Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Stavka ${i} – čćđšž` })) });

async function serveOnce(): Promise<{ encoding: string | undefined; body: Buffer }> {
  const compress = compression();
  const server = http.createServer((req, res) => {
    compress(req, res, () => {});
    // what Next's NodeNextResponse.appendHeader does for a route's Content-Type
    res.setHeader('content-type', ['application/json']);
    res.flushHeaders();
    res.end(json);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    return await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('route-compression-fix.cjs', () => {
  const original = http.ServerResponse.prototype.setHeader;
  let unpatched: Awaited<ReturnType<typeof serveOnce>>;

  beforeAll(async () => {
    unpatched = await serveOnce();
    require('./route-compression-fix.cjs');
  });
  afterAll(() => {
    http.ServerResponse.prototype.setHeader = original;
  });

  it('without it a Route Handler answer goes out uncompressed (the Next bug)', () => {
    expect(unpatched.encoding).toBeUndefined();
    expect(unpatched.body.toString('utf8')).toBe(json);
  });

  it('with it the answer is gzipped and decodes to the same JSON', async () => {
    const patched = await serveOnce();
    expect(patched.encoding).toBe('gzip');
    expect(gunzipSync(patched.body).toString('utf8')).toBe(json);
    expect(patched.body.byteLength).toBeLessThan(json.length / 3);
  });
});
