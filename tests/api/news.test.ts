import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { news, users } from '@/db/schema';
import { ALL_ROLES, type RoleName } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import * as listRoute from '@/app/api/News/route';
import * as itemRoute from '@/app/api/News/[id]/route';
import * as searchRoute from '@/app/api/News/search/route';
import { call, demoEmail, expectFieldError, itemStatuses, unique } from './helpers';

/**
 * /api/News against a real database (PGlite in memory, or the Postgres of DATABASE_URL).
 * Every title carries this run's marker, so a shared Postgres database can be reused.
 */
const RUN = `nv-${unique()}`;
const newsCount = async () => (await (await getDb()).select({ n: count() }).from(news))[0].n;

const valid = (patch: Record<string, unknown> = {}) => ({
  title: `${RUN} Obavijest o radovima`,
  text: '<p>Radovi na <strong>gradilištu</strong> počinju u ponedjeljak.</p>',
  date: '2026-03-02T09:30:00.000Z',
  author: 'Ivana Horvat',
  isFeatured: false,
  ...patch,
});

async function create(patch: Record<string, unknown> = {}): Promise<number> {
  const res = await call(listRoute.POST, 'POST', '/api/News', { as: 'Admin', body: valid(patch) });
  expect(res.status).toBe(201);
  return res.json.id as number;
}

const getOne = (id: number, as: RoleName = 'Admin') => call(itemRoute.GET, 'GET', `/api/News/${id}`, { as, params: { id } });

/** Search through the API, query given as the spec names it. */
async function search(query: string, as: RoleName = 'Admin') {
  const res = await call(searchRoute.GET, 'GET', `/api/News/search?${query}`, { as });
  expect(res.status).toBe(200);
  return res.json as { pageItems: any[]; currentPage: number; pageSize: number; totalPages: number; totalItems: number };
}
const marker = (m: string) => `Filter.Title=${encodeURIComponent(m)}`;

const READERS: RoleName[] = ['SuperAdmin', 'Admin', 'Accounting', 'Management', 'SiteManager'];
const WRITERS: RoleName[] = ['SuperAdmin', 'Admin', 'Accounting', 'Management'];
const ROLE_NAMES: RoleName[] = ['SuperAdmin', 'Admin', 'Accounting', 'Management', 'SiteManager', 'Procurement', 'Warehouse'];

describe('access to /api/News (spec section 6: read SA, A, Ac, M, SM; write SA, A, Ac, M)', () => {
  it('covers every role', () => expect(ROLE_NAMES.length).toBe(ALL_ROLES.length));

  it('answers 401 without a session on every endpoint', async () => {
    const p = { params: { id: 1 } };
    expect((await call(listRoute.GET, 'GET', '/api/News')).status).toBe(401);
    expect((await call(searchRoute.GET, 'GET', '/api/News/search')).status).toBe(401);
    expect((await call(listRoute.POST, 'POST', '/api/News', { body: valid() })).status).toBe(401);
    expect((await call(itemRoute.GET, 'GET', '/api/News/1', p)).status).toBe(401);
    expect((await call(itemRoute.PUT, 'PUT', '/api/News/1', { ...p, body: valid() })).status).toBe(401);
    expect((await call(itemRoute.DELETE, 'DELETE', '/api/News/1', p)).status).toBe(401);
  });

  it('answers 403 to an identity that is not a user', async () => {
    expect((await call(listRoute.GET, 'GET', '/api/News', { as: { email: 'nepoznat@drugdje.test' } })).status).toBe(403);
  });

  for (const role of ROLE_NAMES) {
    const reads = READERS.includes(role);
    const writes = WRITERS.includes(role);
    it(`${role}: reads ${reads ? 200 : 403}, writes ${writes ? '201/200/204' : 403}`, async () => {
      const id = await create({ title: `${RUN} pristup ${role}` });
      const p = { id };
      const readStatus = reads ? 200 : 403;
      expect((await call(listRoute.GET, 'GET', '/api/News', { as: role })).status).toBe(readStatus);
      expect((await call(searchRoute.GET, 'GET', `/api/News/search?${marker(RUN)}`, { as: role })).status).toBe(readStatus);
      expect((await getOne(id, role)).status).toBe(readStatus);

      const before = await newsCount();
      const created = await call(listRoute.POST, 'POST', '/api/News', { as: role, body: valid({ title: `${RUN} nova ${role}` }) });
      const updated = await call(itemRoute.PUT, 'PUT', `/api/News/${id}`, { as: role, params: p, body: valid({ title: `${RUN} promjena ${role}` }) });
      const stored = await getOne(id);
      if (writes) {
        expect(created.status).toBe(201);
        expect(updated.status).toBe(200);
        expect(stored.json.title).toBe(`${RUN} promjena ${role}`);
        const deleted = await call(itemRoute.DELETE, 'DELETE', `/api/News/${id}`, { as: role, params: p });
        expect(deleted.status).toBe(204);
        expect((await getOne(id)).status).toBe(404);
        expect(await newsCount()).toBe(before); // one created, one deleted
      } else {
        expect(created.status).toBe(403);
        expect(updated.status).toBe(403);
        expect((await call(itemRoute.DELETE, 'DELETE', `/api/News/${id}`, { as: role, params: p })).status).toBe(403);
        expect(stored.json.title).toBe(`${RUN} pristup ${role}`);
        expect(await newsCount()).toBe(before);
      }
    });
  }

  it('refuses a state-changing request from another origin', async () => {
    const before = await newsCount();
    const res = await call(listRoute.POST, 'POST', '/api/News', {
      as: 'Admin',
      body: valid(),
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.status).toBe(403);
    expect(await newsCount()).toBe(before);
  });
});

describe('news CRUD', () => {
  it('creates with the signed-in user as creator, reads, updates and deletes', async () => {
    const id = await create({ isFeatured: true });
    const read = await getOne(id);
    expect(read.status).toBe(200);
    expect(read.json).toEqual({
      id,
      title: `${RUN} Obavijest o radovima`,
      text: '<p>Radovi na <strong>gradilištu</strong> počinju u ponedjeljak.</p>',
      date: '2026-03-02T09:30:00.000Z',
      author: 'Ivana Horvat',
      isArchived: false,
      isFeatured: true,
    });
    const db = await getDb();
    const [row] = await db.select({ createdById: news.createdById }).from(news).where(eq(news.id, id));
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail('Admin')));
    expect(row.createdById).toBe(admin.id);

    // An offset is an instant: 10:30+01:00 is 09:30Z.
    const put = await call(itemRoute.PUT, 'PUT', `/api/News/${id}`, {
      as: 'Management',
      params: { id },
      body: { title: `${RUN} Izmjena`, text: '<p>Novi tekst</p>', date: '2026-03-05T10:30:00+01:00', author: '', isArchived: true },
    });
    expect(put.status).toBe(200);
    expect((await getOne(id)).json).toEqual({
      id,
      title: `${RUN} Izmjena`,
      text: '<p>Novi tekst</p>',
      date: '2026-03-05T09:30:00.000Z',
      author: null,
      isArchived: true,
      isFeatured: true, // left out of the body: kept
    });

    expect((await call(itemRoute.DELETE, 'DELETE', `/api/News/${id}`, { as: 'Admin', params: { id } })).status).toBe(204);
    expect((await getOne(id)).status).toBe(404);
  });

  it('ignores isArchived on create', async () => {
    const id = await create({ isArchived: true, title: `${RUN} arhiva na unosu` });
    expect((await getOne(id)).json.isArchived).toBe(false);
  });

  it('answers 404 for an unknown article and 400 for a bad id', async () => {
    expect(await itemStatuses(itemRoute, '/api/News/2147483000', 2147483000, valid())).toEqual({ GET: 404, PUT: 404, DELETE: 404 });
    expect((await call(itemRoute.GET, 'GET', '/api/News/abc', { as: 'Admin', params: { id: 'abc' } })).status).toBe(400);
  });
});

describe('news validation (400, Croatian message under the field, nothing stored)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['title missing', { title: undefined }, 'title', messages.required],
    ['title blank', { title: '   ' }, 'title', messages.required],
    ['title longer than 200', { title: 'Č'.repeat(201) }, 'title', messages.maxLength(200)],
    ['author longer than 200', { author: 'ž'.repeat(201) }, 'author', messages.maxLength(200)],
    ['text missing', { text: undefined }, 'text', messages.required],
    ['text an empty editor', { text: '<p></p>' }, 'text', messages.required],
    ['text only markup that is removed', { text: '<script>alert(1)</script><img src=x onerror=alert(1)>' }, 'text', messages.required],
    ['date missing', { date: undefined }, 'date', messages.required],
    ['date empty', { date: '' }, 'date', messages.required],
    ['date not an instant', { date: '02.03.2026.' }, 'date', messages.invalidDate],
    ['flag not a boolean', { isFeatured: 'da' }, 'isFeatured', messages.invalidValue],
  ];
  for (const [label, patch, field, message] of cases) {
    it(`${label} (create and update)`, async () => {
      const id = await create({ title: `${RUN} validacija` });
      const before = await newsCount();
      const post = await call(listRoute.POST, 'POST', '/api/News', { as: 'Admin', body: valid(patch) });
      expectFieldError(post, field, message);
      expect(await newsCount()).toBe(before);

      const put = await call(itemRoute.PUT, 'PUT', `/api/News/${id}`, { as: 'Admin', params: { id }, body: valid(patch) });
      expectFieldError(put, field, message);
      expect((await getOne(id)).json.title).toBe(`${RUN} validacija`);
    });
  }

  it('accepts title and author of exactly 200 characters', async () => {
    const title = `${RUN} `.padEnd(200, 'ć');
    const id = await create({ title, author: 'đ'.repeat(200) });
    expect((await getOne(id)).json).toMatchObject({ title, author: 'đ'.repeat(200) });
  });
});

describe('news HTML is sanitised on save and on display', () => {
  const dirty =
    '<p onclick="alert(1)" style="color:red">Sigurnost <strong onmouseover="x()">na radu</strong></p>' +
    '<script>alert("xss")</script><img src=x onerror="alert(1)"><svg onload="alert(1)"></svg>' +
    '<iframe src="https://evil.example"></iframe>' +
    '<p><a href="javascript:alert(1)">a</a> <a href="JaVaScRiPt:alert(1)">b</a> <a href="data:text/html,x">c</a> ' +
    '<a href="https://gradiliste.hr" target="_blank">d</a></p>';
  const clean =
    '<p>Sigurnost <strong>na radu</strong></p>' +
    '<p><a>a</a> <a>b</a> <a>c</a> <a href="https://gradiliste.hr" target="_blank" rel="noopener noreferrer">d</a></p>';

  function expectClean(html: string) {
    expect(html).toBe(clean);
    expect(html).not.toMatch(/<script|onerror|onclick|onmouseover|onload|javascript:|data:|<iframe|<svg|<img|style=/i);
  }

  it('after POST', async () => {
    const id = await create({ text: dirty, title: `${RUN} xss post` });
    expectClean((await getOne(id)).json.text);
    const [row] = await (await getDb()).select({ text: news.text }).from(news).where(eq(news.id, id));
    expectClean(row.text); // stored clean, not only shown clean
    const listed = await search(marker(`${RUN} xss post`));
    expect(listed.pageItems[0].excerpt).toBe('Sigurnost na radu a b c d');
    expect(listed.pageItems[0]).not.toHaveProperty('text');
  });

  it('after PUT', async () => {
    const id = await create({ title: `${RUN} xss put` });
    const put = await call(itemRoute.PUT, 'PUT', `/api/News/${id}`, { as: 'Admin', params: { id }, body: valid({ text: dirty, title: `${RUN} xss put` }) });
    expect(put.status).toBe(200);
    expectClean((await getOne(id)).json.text);
  });

  it('on display, even for a row written around the service', async () => {
    const [row] = await (await getDb())
      .insert(news)
      .values({ title: `${RUN} xss baza`, text: dirty, date: new Date('2026-03-02T09:30:00Z') })
      .returning({ id: news.id });
    expectClean((await getOne(row.id)).json.text);
  });
});

describe('GET /api/News/search: every filter, sorting and paging', () => {
  const S = `${RUN}-s`;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const rows: [key: string, patch: Record<string, unknown>][] = [
      // Zagreb is UTC+2 in May: 22:30Z on the 9th is 00:30 on the 10th.
      ['a', { title: `${S} Alfa`, author: 'Marko Kovačević', date: '2031-05-09T22:30:00.000Z', isFeatured: true, text: '<p>Beton <strong>C25/30</strong> stiže.</p>' }],
      ['b', { title: `${S} Beta`, author: 'Ana Babić', date: '2031-05-10T21:59:00.000Z', text: '<p>Ivić &amp; sinovi d.o.o.</p>' }],
      ['c', { title: `${S} Gama`, author: 'Ana Babić', date: '2031-05-10T22:00:00.000Z', isFeatured: true, text: '<p>jed<em>na</em> riječ</p>' }],
      ['d', { title: `${S} Delta`, author: null, date: '2031-05-01T08:00:00.000Z', text: '<ul><li>prvi</li><li>drugi</li></ul>' }],
      ['e', { title: `${S} Epsilon`, author: 'Tomislav Marić', date: '2031-04-20T08:00:00.000Z', text: '<p>Arhivska obavijest</p>' }],
    ];
    for (const [key, patch] of rows) ids[key] = await create(patch);
    // Archiving is an edit-mode change.
    const put = await call(itemRoute.PUT, 'PUT', `/api/News/${ids.e}`, {
      as: 'Admin',
      params: { id: ids.e },
      body: valid({ ...rows[4][1], isArchived: true }),
    });
    expect(put.status).toBe(200);
  });
  const idsOf = (r: { pageItems: { id: number }[] }) => r.pageItems.map((x) => x.id);

  it('defaults: every row, newest first, the paged shape, excerpts instead of text', async () => {
    const r = await search(marker(S));
    expect(idsOf(r)).toEqual([ids.c, ids.b, ids.a, ids.d, ids.e]);
    expect(r).toMatchObject({ currentPage: 0, pageSize: 50, totalPages: 1, totalItems: 5 });
    expect(r.pageItems[0]).toEqual({
      id: ids.c,
      title: `${S} Gama`,
      date: '2031-05-10T22:00:00.000Z',
      author: 'Ana Babić',
      isArchived: false,
      isFeatured: true,
      excerpt: 'jedna riječ',
    });
  });

  it('Filter.Title matches part of the title in any case', async () => {
    expect(idsOf(await search(`${marker(`${S} al`.toUpperCase())}`))).toEqual([ids.a]);
    expect((await search(marker(`${S} nema`))).totalItems).toBe(0);
    // LIKE wildcards are literal.
    expect((await search(marker(`${RUN}%`))).totalItems).toBe(0);
  });

  it('Filter.Text matches what a reader sees, not the markup', async () => {
    expect(idsOf(await search(`${marker(S)}&Filter.Text=c25/30`))).toEqual([ids.a]);
    expect(idsOf(await search(`${marker(S)}&Filter.Text=${encodeURIComponent('Ivić & sinovi')}`))).toEqual([ids.b]);
    expect(idsOf(await search(`${marker(S)}&Filter.Text=jedna`))).toEqual([ids.c]);
    expect(idsOf(await search(`${marker(S)}&Filter.Text=${encodeURIComponent('prvi drugi')}`))).toEqual([ids.d]);
    expect((await search(`${marker(S)}&Filter.Text=strong`)).totalItems).toBe(0);
  });

  it('Filter.Date is that calendar day in Croatian time', async () => {
    expect(idsOf(await search(`${marker(S)}&Filter.Date=2031-05-10`))).toEqual([ids.b, ids.a]);
    expect(idsOf(await search(`${marker(S)}&Filter.Date=2031-05-11`))).toEqual([ids.c]);
    expect((await search(`${marker(S)}&Filter.Date=2031-05-09`)).totalItems).toBe(0);
    // Not a date: no filter rather than an error.
    expect((await search(`${marker(S)}&Filter.Date=2031-02-30`)).totalItems).toBe(5);
  });

  it('Filter.Author, Filter.IsArchived and Filter.IsFeatured', async () => {
    expect(idsOf(await search(`${marker(S)}&Filter.Author=babić`))).toEqual([ids.c, ids.b]);
    expect(idsOf(await search(`${marker(S)}&Filter.IsArchived=true`))).toEqual([ids.e]);
    expect(idsOf(await search(`${marker(S)}&Filter.IsArchived=false`))).toEqual([ids.c, ids.b, ids.a, ids.d]);
    expect(idsOf(await search(`${marker(S)}&Filter.IsFeatured=true`))).toEqual([ids.c, ids.a]);
    expect(idsOf(await search(`${marker(S)}&Filter.IsFeatured=false&Filter.IsArchived=false`))).toEqual([ids.b, ids.d]);
    // The screen form of the same filters.
    expect(idsOf(await search(`filter.title=${encodeURIComponent(S)}&filter.isFeatured=true`))).toEqual([ids.c, ids.a]);
  });

  it('sorts by every sortable column in both directions', async () => {
    const sorted = async (by: string, order: string) => idsOf(await search(`${marker(S)}&SortBy=${by}&SortOrder=${order}`));
    expect(await sorted('title', 'asc')).toEqual([ids.a, ids.b, ids.d, ids.e, ids.c]);
    expect(await sorted('title', 'desc')).toEqual([ids.c, ids.e, ids.d, ids.b, ids.a]);
    expect(await sorted('date', 'asc')).toEqual([ids.e, ids.d, ids.a, ids.b, ids.c]);
    // Ties on the column: newest first.
    expect(await sorted('author', 'asc')).toEqual([ids.c, ids.b, ids.a, ids.e, ids.d]);
    expect(await sorted('isFeatured', 'desc')).toEqual([ids.c, ids.a, ids.b, ids.d, ids.e]);
    expect(await sorted('isArchived', 'desc')).toEqual([ids.e, ids.c, ids.b, ids.a, ids.d]);
    // An unknown column falls back to the default.
    expect(await sorted('text', 'asc')).toEqual([ids.e, ids.d, ids.a, ids.b, ids.c]);
  });

  it('pages', async () => {
    const p1 = await search(`${marker(S)}&PageSize=2&PageIndex=1`);
    expect(idsOf(p1)).toEqual([ids.a, ids.d]);
    expect(p1).toMatchObject({ currentPage: 1, pageSize: 2, totalPages: 3, totalItems: 5 });
    expect(idsOf(await search(`${marker(S)}&PageSize=2&PageIndex=2`))).toEqual([ids.e]);
    expect(idsOf(await search(`${marker(S)}&PageSize=2&PageIndex=3`))).toEqual([]);
  });

  it('GET /api/News lists only what is not archived, newest first, 6 per page by default', async () => {
    const r = await call(listRoute.GET, 'GET', `/api/News?${marker(S)}`, { as: 'SiteManager' });
    expect(r.status).toBe(200);
    expect(idsOf(r.json)).toEqual([ids.c, ids.b, ids.a, ids.d]);
    expect(r.json.pageSize).toBe(6);
    // Asking for archived rows does not make them public.
    const archived = await call(listRoute.GET, 'GET', `/api/News?${marker(S)}&Filter.IsArchived=true`, { as: 'SiteManager' });
    expect(idsOf(archived.json)).toEqual([ids.c, ids.b, ids.a, ids.d]);
  });
});

describe('the dashboard query', () => {
  it('returns featured, non-archived news, newest first', async () => {
    const { featuredNews } = await import('@/lib/news/queries');
    const db = await getDb();
    const F = `${RUN}-f`;
    const old = await create({ title: `${F} stara`, isFeatured: true, date: '2040-01-01T10:00:00.000Z' });
    const fresh = await create({ title: `${F} nova`, isFeatured: true, date: '2040-01-02T10:00:00.000Z' });
    await create({ title: `${F} obična`, isFeatured: false, date: '2040-01-03T10:00:00.000Z' });
    const archived = await create({ title: `${F} arhivirana`, isFeatured: true, date: '2040-01-04T10:00:00.000Z' });
    await db.update(news).set({ isArchived: true }).where(eq(news.id, archived));
    const page = await featuredNews(db, 48);
    const mine = page.pageItems.filter((n) => n.title.startsWith(F)).map((n) => n.id);
    expect(mine).toEqual([fresh, old]);
    // Newest first across the whole page.
    const dates = page.pageItems.map((n) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.pageItems.every((n) => n.isFeatured && !n.isArchived)).toBe(true);
  });
});

// Leave a shared Postgres database tidy enough: this run's rows carry RUN in the title.
afterAll(async () => {
  await (await getDb()).delete(news).where(like(news.title, `${RUN}%`));
});
