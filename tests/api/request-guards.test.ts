import { count, eq, like, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { getDb, type Tx } from '@/db/client';
import { news, unitsOfMeasurement } from '@/db/schema';
import { handler } from '@/lib/http/handler';
import { DEFAULT_JSON_BODY_MAX_BYTES } from '@/lib/http/json-body';
import { MAX_ID } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import * as newsListRoute from '@/app/api/News/route';
import * as newsItemRoute from '@/app/api/News/[id]/route';
import * as newsSearchRoute from '@/app/api/News/search/route';
import * as projectEmployeesRoute from '@/app/api/ProjectEmployees/route';
import * as usersRoute from '@/app/api/Users/route';
import { BASE, call, demoEmail, sessionCookie, unique } from './helpers';

/**
 * The shared request parsing of lib/http/handler (issue 9, "Security and robustness"): every
 * handler refuses NUL characters, ids past Postgres integer, bodies that are not JSON objects,
 * bodies over the cap, and state-changing requests from another origin, before any service runs.
 */
const RUN = `guard-${unique()}`;
const newsBody = (patch: Record<string, unknown> = {}) => ({
  title: `${RUN} Obavijest`,
  text: '<p>Tekst</p>',
  date: '2026-03-02T09:30:00.000Z',
  author: 'Ivana Horvat',
  isFeatured: false,
  ...patch,
});
const newsOfRun = async () => (await (await getDb()).select({ n: count() }).from(news).where(like(news.title, `${RUN}%`)))[0].n;

afterAll(async () => {
  await (await getDb()).delete(news).where(like(news.title, `${RUN}%`));
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('NUL characters (U+0000) are refused with 400 in every part of a request', () => {
  it('in a JSON body string, and nothing is written', async () => {
    const res = await call(newsListRoute.POST, 'POST', '/api/News', { as: 'Admin', body: newsBody({ author: 'Iva\u0000na' }) });
    expect(res).toMatchObject({ status: 400, json: { message: messages.nulCharacter, errors: { author: [messages.nulCharacter] } } });
    expect(await newsOfRun()).toBe(0);
  });

  it('in a JSON body key, deep inside', async () => {
    const res = await call(newsListRoute.POST, 'POST', '/api/News', { as: 'Admin', body: newsBody({ extra: [{ ['k\u0000']: 1 }] }) });
    expect(res).toMatchObject({ status: 400, json: { message: messages.nulCharacter } });
  });

  it('in a query value of a list that reads its query itself', async () => {
    const res = await call(newsSearchRoute.GET, 'GET', `/api/News/search?Filter.Title=${encodeURIComponent('a\u0000b')}`, { as: 'Admin' });
    expect(res).toMatchObject({ status: 400, json: { message: messages.nulCharacter } });
  });

  it('in a path param', async () => {
    const res = await call(newsItemRoute.GET, 'GET', '/api/News/1%00', { as: 'Admin', params: { id: '1\u0000' } });
    expect(res).toMatchObject({ status: 400, json: { message: messages.nulCharacter } });
  });
});

describe('ids past Postgres integer (2^31 - 1) are a 400, in paths and bodies', () => {
  it('in a path', async () => {
    const big = String(MAX_ID + 1);
    const res = await call(newsItemRoute.GET, 'GET', `/api/News/${big}`, { as: 'Admin', params: { id: big } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ id: [messages.invalidValue] });
    const huge = '9'.repeat(30);
    expect((await call(newsItemRoute.DELETE, 'DELETE', `/api/News/${huge}`, { as: 'Admin', params: { id: huge } })).status).toBe(400);
  });

  it('the largest id is still an id (404, not 400)', async () => {
    const max = String(MAX_ID);
    expect((await call(newsItemRoute.GET, 'GET', `/api/News/${max}`, { as: 'Admin', params: { id: max } })).status).toBe(404);
  });

  it('in a body, as a number or a select string, on the field', async () => {
    const base = { activeFrom: '2026-01-01', activeTo: null, employeeRoleId: null };
    const asNumber = await call(projectEmployeesRoute.POST, 'POST', '/api/ProjectEmployees', {
      as: 'Admin',
      body: { ...base, projectId: 2 ** 31, employeeId: '2147483648' },
    });
    expect(asNumber.status).toBe(400);
    expect(asNumber.json.errors).toMatchObject({ projectId: [messages.invalidValue], employeeId: [messages.invalidValue] });

    const role = await call(usersRoute.POST, 'POST', '/api/Users', {
      as: 'SuperAdmin',
      body: { name: 'A', surname: 'B', email: `${RUN}@x.hr`, roleId: 2 ** 40, employeeId: 2 ** 31 },
    });
    expect(role.status).toBe(400);
    expect(Object.keys(role.json.errors).sort()).toEqual(['employeeId', 'roleId']);
  });
});

describe('a JSON body must be an object', () => {
  for (const [label, raw] of [
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"tekst"'],
    ['a number', '42'],
  ] as const) {
    it(`refuses ${label} with 400 and its own message`, async () => {
      const res = await call(newsListRoute.POST, 'POST', '/api/News', {
        as: 'Admin',
        body: JSON.parse(raw),
      });
      expect(res).toMatchObject({ status: 400, json: { message: messages.jsonObjectRequired } });
    });
  }

  it('refuses malformed JSON and an empty body with 400', async () => {
    for (const raw of ['{"title":', '', '\uFEFF{}x']) {
      const req = new NextRequest(new URL('/api/News', BASE), {
        method: 'POST',
        headers: { cookie: await sessionCookie(demoEmail('Admin')), origin: BASE, 'content-type': 'application/json' },
        body: raw,
      });
      const res = await newsListRoute.POST(req, { params: Promise.resolve({}) });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(messages.invalidJson);
    }
  });
});

describe('JSON bodies are capped (JSON_BODY_MAX_BYTES, default 1 MB) before they are read past the cap', () => {
  const echo = handler({ module: 'lookups', operation: 'update', body: z.object({ text: z.string() }) }, async ({ body }) => ({
    length: body.text.length,
  }));

  /** A 150 MB body made on demand, counting what the server pulled. */
  function hugeBody(total = 150 * 1024 * 1024, chunk = 64 * 1024) {
    const counter = { pulled: 0 };
    const piece = new Uint8Array(chunk).fill(0x61);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        counter.pulled += chunk;
        controller.enqueue(counter.pulled === chunk ? new TextEncoder().encode('{"text":"') : piece);
      },
    });
    return { stream, counter };
  }

  async function send(stream: ReadableStream<Uint8Array>, headers: Record<string, string>) {
    const init = {
      method: 'PUT',
      headers: { cookie: await sessionCookie(demoEmail('Admin')), origin: BASE, 'content-type': 'application/json', ...headers },
      body: stream,
      duplex: 'half',
    };
    const started = performance.now();
    const res = await echo(new NextRequest(new URL('/api/x', BASE), init as ConstructorParameters<typeof NextRequest>[1]), {
      params: Promise.resolve({}),
    });
    return { res, ms: performance.now() - started };
  }

  it('refuses a 150 MB declared Content-Length with 413 without reading the body', async () => {
    const { stream, counter } = hugeBody();
    const { res, ms } = await send(stream, { 'content-length': String(150 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe(messages.requestBodyTooLarge('1 MB'));
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024); // at most the stream's first buffered chunk
    expect(ms).toBeLessThan(2000);
  });

  it('cuts a 150 MB chunked body off at the cap', async () => {
    const { stream, counter } = hugeBody();
    const { res, ms } = await send(stream, {});
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(DEFAULT_JSON_BODY_MAX_BYTES + 2 * 64 * 1024);
    expect(ms).toBeLessThan(2000);
  });

  it('takes a body up to the cap, and the cap from JSON_BODY_MAX_BYTES', async () => {
    const body = JSON.stringify({ text: 'a'.repeat(2000) });
    const stream = () => new Blob([body]).stream();
    const ok = await send(stream(), {});
    expect(ok.res.status).toBe(200);
    expect(await ok.res.json()).toEqual({ length: 2000 });

    vi.stubEnv('JSON_BODY_MAX_BYTES', '1000');
    const refused = await send(stream(), {});
    expect(refused.res.status).toBe(413);
    expect((await refused.res.json()).message).toBe(messages.requestBodyTooLarge('1000 B'));
  });
});

describe('Origin of state-changing requests (the public URL is NEXTAUTH_URL, http://localhost:3000 here)', () => {
  const write = handler({ module: 'lookups', operation: 'update' }, async () => ({ ok: true }));
  const put = (headers: Record<string, string>, origin: string | null = null) =>
    call(write, 'PUT', '/api/x', { as: 'Admin', headers: { host: 'localhost:3000', ...headers }, origin });

  it('accepts the app’s own origin', async () => {
    expect((await put({}, BASE)).status).toBe(200);
  });

  it('compares scheme, host and port, not only the host', async () => {
    for (const origin of ['https://localhost:3000', 'http://localhost:3001', 'http://localhost', 'http://127.0.0.1:3000', 'null']) {
      const res = await put({}, origin);
      expect(res.status, origin).toBe(403);
      expect(res.json.message).toBe(messages.invalidOrigin);
    }
  });

  it('ignores a forged X-Forwarded-Host and X-Forwarded-Proto', async () => {
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', host: 'evil.example' };
    expect((await put(forged, 'https://evil.example')).status).toBe(403);
    // Without NEXTAUTH_URL the request's own host counts, and the forwarded one still does not.
    vi.stubEnv('NEXTAUTH_URL', '');
    expect((await put({ 'x-forwarded-host': 'evil.example' }, 'http://evil.example')).status).toBe(403);
    expect((await put({}, 'http://localhost:3000')).status).toBe(200);
  });

  it('believes X-Forwarded-Host/-Proto only with TRUST_PROXY=1 (and no NEXTAUTH_URL)', async () => {
    vi.stubEnv('NEXTAUTH_URL', '');
    const proxied = { 'x-forwarded-host': 'gradiliste.example.hr', 'x-forwarded-proto': 'https' };
    expect((await put(proxied, 'https://gradiliste.example.hr')).status).toBe(403);
    vi.stubEnv('TRUST_PROXY', '1');
    expect((await put(proxied, 'https://gradiliste.example.hr')).status).toBe(200);
    expect((await put(proxied, 'http://gradiliste.example.hr')).status).toBe(403);
  });

  it('refuses a request without Origin unless Sec-Fetch-Site says same-origin', async () => {
    expect((await put({})).status).toBe(403);
    expect((await put({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await put({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await put({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('does not ask reads for an Origin', async () => {
    const read = handler({ module: 'lookups', operation: 'read' }, async () => ({ ok: true }));
    expect((await call(read, 'GET', '/api/x', { as: 'Admin', headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });

  it('refuses a real route’s write from another origin and writes nothing', async () => {
    const res = await call(newsListRoute.POST, 'POST', '/api/News', { as: 'Admin', body: newsBody(), origin: 'https://localhost:3000' });
    expect(res.status).toBe(403);
    expect(await newsOfRun()).toBe(0);
  });
});

describe('database rule violations map to one error body, never a 500', () => {
  const failing = (statement: (db: Tx) => Promise<unknown>) =>
    handler({ module: 'lookups', operation: 'create' }, async ({ db }) => {
      await statement(db);
      return { id: 1 };
    });
  const post = (h: ReturnType<typeof handler>) => call(h, 'POST', '/api/x', { as: 'Admin' });

  it('invalid text representation (22P02) -> 400', async () => {
    expect(await post(failing((db) => db.execute(sql`select 'abc'::integer`)))).toMatchObject({ status: 400, json: { message: messages.dbInvalidText } });
  });

  it('numeric value out of range (22003) -> 400', async () => {
    expect(await post(failing((db) => db.execute(sql`select 2147483648::integer`)))).toMatchObject({
      status: 400,
      json: { message: messages.dbNumberOutOfRange },
    });
  });

  it('invalid byte sequence / NUL (22021) -> 400', async () => {
    expect(await post(failing((db) => db.execute(sql`select convert_from('\\x610062'::bytea, 'UTF8')`)))).toMatchObject({
      status: 400,
      json: { message: messages.dbInvalidCharacter },
    });
  });

  it('string too long (22001) -> 400, and nothing is written', async () => {
    const name = `${RUN}-unit`;
    const res = await post(
      failing((db) => db.insert(unitsOfMeasurement).values({ name, nameUniversal: name, shortName: 'x'.repeat(21) })),
    );
    expect(res).toMatchObject({ status: 400, json: { message: messages.dbTextTooLong } });
    expect(await (await getDb()).select().from(unitsOfMeasurement).where(eq(unitsOfMeasurement.name, name))).toEqual([]);
  });

  it('check violation (23514) -> 400', async () => {
    const res = await post(
      failing(async (db) => {
        await db.execute(sql`create temp table guard_check (n integer check (n > 0)) on commit drop`);
        await db.execute(sql`insert into guard_check values (0)`);
      }),
    );
    expect(res).toMatchObject({ status: 400, json: { message: messages.dbCheckViolation } });
  });

  it('unique (23505) and foreign key (23503) -> 409', async () => {
    const name = `${RUN}-dup`;
    const dup = failing(async (db) => {
      await db.insert(unitsOfMeasurement).values({ name, nameUniversal: name, shortName: name.slice(-20) });
      await db.insert(unitsOfMeasurement).values({ name, nameUniversal: name, shortName: name.slice(-20) });
    });
    expect(await post(dup)).toMatchObject({ status: 409, json: { message: messages.duplicate } });
    const fk = failing((db) => db.execute(sql`insert into cities (name, name_universal, country_id) values ('x', 'x', ${MAX_ID})`));
    expect(await post(fk)).toMatchObject({ status: 409, json: { message: messages.inUse } });
  });
});
