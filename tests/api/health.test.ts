import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/db/client';
import { GET } from '@/app/api/health/route';

const ask = async () => {
  const res = await GET(new NextRequest('http://localhost:3000/api/health'));
  return { status: res.status, body: await res.json(), headers: res.headers };
};
const shutdown = globalThis as { __gradilisteShutdown?: { draining: boolean } };

describe('GET /api/health', () => {
  afterEach(() => {
    delete shutdown.__gradilisteShutdown;
  });

  it('answers 200 without a session when the database answers and every migration is applied', async () => {
    const res = await ask();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 when a committed migration is not applied, and says nothing more', async () => {
    const db = await getDb();
    const newest = await db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
    const row = newest.rows[0] as { id: number; hash: string; created_at: string };
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const res = await ask();
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable' });
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`);
    }
    expect((await ask()).status).toBe(200);
  });

  it('answers 503 from the first moment of a shutdown (scripts/graceful-shutdown.cjs)', async () => {
    shutdown.__gradilisteShutdown = { draining: true };
    expect((await ask()).status).toBe(503);
  });

  it('answers 503 with the database stopped, within its time limit, and 200 again once it is back', async () => {
    const saved = process.env.DATABASE_URL;
    await closeDb();
    // Nothing listens on port 1: the database is "stopped" for this process.
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/stopped';
    try {
      const started = Date.now();
      const res = await ask();
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable' });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await closeDb();
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
    if (saved) expect((await ask()).status).toBe(200);
  });
});
