import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, compressedJson } from './compressed-json';

describe('compressedJson', () => {
  const big = { rows: Array.from({ length: 500 }, (_, i) => ({ id: i, name: `Stavka ${i} – čćđšž` })) };

  it('gzips a large body for a client that accepts gzip, and it decodes to the same JSON', async () => {
    const res = await compressedJson(new Request('http://x/', { headers: { 'accept-encoding': 'gzip, deflate, br' } }), big);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(big);
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(big).length / 4);
  });

  it('plain JSON without Accept-Encoding, for small bodies and for gzip;q=0', async () => {
    for (const [headers, body] of [
      [{}, big],
      [{ 'accept-encoding': 'gzip' }, { a: 1 }],
      [{ 'accept-encoding': 'gzip;q=0, br' }, big],
    ] as const) {
      const res = await compressedJson(new Request('http://x/', { headers }), body, 200);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(await res.json()).toEqual(body);
    }
  });

  it('reads Accept-Encoding like HTTP does', () => {
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});
