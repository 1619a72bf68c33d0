import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { COUNT_CAP, DEFERRED_FROM } from '@/lib/http/list-query';
import * as cooperatorSearch from '@/app/api/Cooperators/search/route';
import * as employeeSearch from '@/app/api/Employees/search/route';
import * as newsSearch from '@/app/api/News/search/route';
import * as projectSearch from '@/app/api/Projects/search/route';
import * as usersRoute from '@/app/api/Users/route';
import * as warehouseItemsSearch from '@/app/api/WarehouseItems/search/route';
import { call, unique } from './helpers';
import { unitId } from './project-items-fixtures';

/**
 * Issue 15: every list of the kit (lib/http/list-query.ts) reads a page in the back half in the
 * reversed order from the end and a page far from both ends through its ids (the deferred
 * join); whatever the path, each page must be exactly the plain OFFSET query's rows, with many
 * equal sort values (ties broken by the id), empty values where a sort has them, and the list's
 * count strategy: capped lists answer 10,000 with `totalCapped` above the cap (a page past the
 * cap is counted exactly), bounded lists count exactly. (The documents and the items overview
 * have their own: documents-deep-pages, documents-counts, items-overview.)
 */
type Route = Parameters<typeof call>[0];
type Page = { pageItems: { id: number }[]; totalItems: number; totalPages: number; totalCapped?: boolean };

type Case = {
  name: string;
  route: Route;
  path: string;
  /** Inserts `n` rows carrying `tag` and answers the list's query (filters) selecting exactly them. */
  insert: (tag: string, n: number) => Promise<string>;
  /** The plain query's FROM and WHERE over the same rows (`tag` substituted). */
  plain: (tag: string) => SQL;
  /** Sorts: the query string and the plain query's ORDER BY. */
  sorts: [string, SQL][];
  counting: 'capped' | 'exact';
  cleanup: (tag: string) => SQL;
};

const N = 650; // 13 pages of 50: forward, forward through ids (offset >= 200), reversed through ids, reversed.
const SIZE = 50;
const db = () => getDb();
const run = async (query: SQL) => (await (await db()).execute(query)).rows;

let kg: number;
let projectId: number;
let warehouseId: number;
let supplierId: number;

beforeAll(async () => {
  kg = await unitId('kg');
  const [p] = await run(sql`insert into projects (name, project_status_id) values (${`Skladište dubine ${unique()}`}, 1000) returning id`);
  projectId = Number(p.id);
  const [w] = await run(sql`insert into warehouses (project_id, name) values (${projectId}, ${`Skladište ${unique()}`}) returning id`);
  warehouseId = Number(w.id);
  const [s] = await run(sql`insert into cooperators (name, person_type_id, associate_type_id) values (${`Dobavljač Đ ${unique()}`}, 400, 1301) returning id`);
  supplierId = Number(s.id);
});

const cases: Case[] = [
  {
    name: 'cooperators',
    route: cooperatorSearch.GET,
    path: 'Cooperators/search',
    insert: async (tag, n) => {
      await run(sql`
        insert into cooperators (name, person_type_id, associate_type_id, city_id)
        select ${`Čvor ${tag} `} || (i % 7), 400 + i % 3, 1300 + i % 4, case when i % 3 = 0 then null else (select min(id) + i % 4 from cities) end
        from generate_series(1, ${n}::int) i`);
      return `Filter.Name=${encodeURIComponent(tag)}`;
    },
    plain: (tag) => sql`cooperators c left join cities ci on ci.id = c.city_id join codebooks pt on pt.id = c.person_type_id where c.name like ${`%${tag}%`}`,
    sorts: [
      ['', sql`c.name asc, c.id asc`],
      ['SortBy=city&SortOrder=desc', sql`ci.name desc, c.id desc`],
      ['SortBy=personTypeId&SortOrder=asc', sql`pt.label asc, c.id asc`],
    ],
    counting: 'capped',
    cleanup: (tag) => sql`delete from cooperators where name like ${`%${tag}%`}`,
  },
  {
    name: 'employees',
    route: employeeSearch.GET,
    path: 'Employees/search',
    insert: async (tag, n) => {
      await run(sql`
        insert into employees (name, surname, oib, birth_date, gender_id, phone, address, city_id, country_id, active_from, employee_role_id)
        select ${`Ćiro${tag}`}, 'Šimić ' || (i % 5), substr(md5(${tag} || i), 1, 11), date '1980-01-01' + (i % 9), 300, '01', 'Ulica',
               (select min(id) + i % 4 from cities), (select min(id) from countries), date '2020-01-01', 700 + i % 3
        from generate_series(1, ${n}::int) i`);
      return `Filter.Employee_Name=${encodeURIComponent(tag)}&Filter.Employee_Inactive=false`;
    },
    plain: (tag) => sql`employees e join cities ci on ci.id = e.city_id join codebooks r on r.id = e.employee_role_id where e.name like ${`%${tag}%`}`,
    sorts: [
      ['', sql`e.surname asc nulls last, e.name asc nulls last, e.id asc nulls last`],
      ['SortBy=birthDate&SortOrder=desc', sql`e.birth_date desc nulls last, e.id desc nulls last`],
      ['SortBy=employeeRole&SortOrder=asc', sql`r.label asc nulls last, e.id asc nulls last`],
    ],
    counting: 'capped',
    cleanup: (tag) => sql`delete from employees where name like ${`%${tag}%`}`,
  },
  {
    name: 'projects',
    route: projectSearch.GET,
    path: 'Projects/search',
    insert: async (tag, n) => {
      await run(sql`
        insert into projects (name, project_status_id, start_date, short_name)
        select ${`Gradilište ${tag} `} || (i % 6), 1000 + i % 3, case when i % 4 = 0 then null else date '2024-01-01' + (i % 11) end, case when i % 5 = 0 then null else 'Ž' || (i % 3) end
        from generate_series(1, ${n}::int) i`);
      return `Filter.Name=${encodeURIComponent(tag)}`;
    },
    plain: (tag) => sql`projects p join codebooks s on s.id = p.project_status_id where p.name like ${`%${tag}%`}`,
    sorts: [
      ['', sql`p.name asc nulls last, p.id asc nulls last`],
      ['SortBy=startDate&SortOrder=desc', sql`p.start_date desc nulls last, p.id desc nulls last`],
      ['SortBy=shortName&SortOrder=asc', sql`p.short_name asc nulls last, p.id asc nulls last`],
      ['SortBy=projectStatus&SortOrder=desc', sql`s.label desc nulls last, p.id desc nulls last`],
    ],
    counting: 'capped',
    cleanup: (tag) => sql`delete from projects where name like ${`%${tag}%`}`,
  },
  {
    name: 'news',
    route: newsSearch.GET,
    path: 'News/search',
    insert: async (tag, n) => {
      await run(sql`
        insert into news (title, text, date, author, is_featured)
        select ${`Obavijest ${tag} `} || (i % 4), '<p>Tekst</p>', timestamptz '2025-03-01 08:00+01' + (i % 13) * interval '1 day', case when i % 3 = 0 then null else 'Uprava' end, i % 5 = 0
        from generate_series(1, ${n}::int) i`);
      return `Filter.Title=${encodeURIComponent(tag)}`;
    },
    plain: (tag) => sql`news n where n.title like ${`%${tag}%`}`,
    sorts: [
      ['', sql`n.date desc, n.id desc`],
      ['SortBy=title&SortOrder=asc', sql`n.title asc, n.date desc, n.id desc`],
      ['SortBy=author&SortOrder=asc', sql`n.author asc, n.date desc, n.id desc`],
      ['SortBy=isFeatured&SortOrder=desc', sql`n.is_featured desc, n.date desc, n.id desc`],
    ],
    counting: 'capped',
    cleanup: (tag) => sql`delete from news where title like ${`%${tag}%`}`,
  },
  {
    name: 'users',
    route: usersRoute.GET,
    path: 'Users',
    insert: async (tag, n) => {
      await run(sql`
        insert into users (user_name, name, surname, email, role_id, email_confirmed)
        select 'u' || i || ${tag}, 'Đurđa', ${`Ivić ${tag} `} || (i % 6), lower('u' || i || '.' || ${tag} || '@gradiliste.test'), 100 + i % 7, i % 2 = 0
        from generate_series(1, ${n}::int) i`);
      return `Filter.Surname=${encodeURIComponent(tag)}`;
    },
    plain: (tag) => sql`users u join codebooks r on r.id = u.role_id where u.surname like ${`%${tag}%`}`,
    sorts: [
      ['', sql`u.surname asc, u.id asc`],
      ['SortBy=role&SortOrder=asc', sql`r.label asc, u.id asc`],
      ['SortBy=emailConfirmed&SortOrder=desc', sql`u.email_confirmed desc, u.id desc`],
    ],
    counting: 'exact',
    cleanup: (tag) => sql`delete from users where surname like ${`%${tag}%`}`,
  },
  {
    name: 'warehouse items',
    route: warehouseItemsSearch.GET,
    path: 'WarehouseItems/search',
    insert: async (tag, n) => {
      await run(sql`
        insert into warehouse_items (warehouse_id, name, unit_of_measurement_id, unit_price, quantity, supplier_id)
        select ${warehouseId}::int, ${`Cement ${tag} `} || (i % 8), ${kg}::int, (i % 5)::numeric / 4, (i % 3)::numeric, case when i % 2 = 0 then ${supplierId}::int end
        from generate_series(1, ${n}::int) i`);
      return `Filter.Name=${encodeURIComponent(tag)}&WarehouseId=${warehouseId}`;
    },
    plain: (tag) => sql`warehouse_items w left join cooperators s on s.id = w.supplier_id where w.name like ${`%${tag}%`}`,
    sorts: [
      ['', sql`w.name asc, w.id asc`],
      ['SortBy=quantity&SortOrder=desc', sql`w.quantity desc, w.id desc`],
      ['SortBy=totalPrice&SortOrder=asc', sql`round(w.quantity * w.unit_price, 2) asc, w.id asc`],
      ['SortBy=supplier_Name&SortOrder=asc', sql`s.name asc, w.id asc`],
    ],
    counting: 'capped',
    cleanup: (tag) => sql`delete from warehouse_items where name like ${`%${tag}%`}`,
  },
];

const get = async (c: Case, query: string): Promise<Page> => {
  const res = await call(c.route, 'GET', `/api/${c.path}?${query}`, { as: 'SuperAdmin' });
  expect(res.status, `${c.name} ${query}: ${JSON.stringify(res.json)}`).toBe(200);
  return res.json as Page;
};
const plainIds = async (c: Case, tag: string, order: SQL, offset: number, limit: number) =>
  (await run(sql`select ${idColumn(c)} as id from ${c.plain(tag)} order by ${order} offset ${offset} limit ${limit}`)).map((r) => Number(r.id));
const idColumn = (c: Case) => sql.raw({ cooperators: 'c.id', employees: 'e.id', projects: 'p.id', news: 'n.id', users: 'u.id', 'warehouse items': 'w.id' }[c.name]!);

const tags: [Case, string][] = [];
afterAll(async () => {
  for (const [c, tag] of tags) await run(c.cleanup(tag));
  await run(sql`delete from warehouses where id = ${warehouseId}`);
  await run(sql`delete from projects where id = ${projectId}`);
  await run(sql`delete from cooperators where id = ${supplierId}`);
});

describe('deep pages: every page of every list is the plain OFFSET query\'s page', () => {
  for (const c of cases) {
    it(`${c.name}: all ${Math.ceil(N / SIZE)} pages of ${N} rows (forward, through ids, reversed from the end) for every sort`, async () => {
      const tag = `dp${unique()}`;
      tags.push([c, tag]);
      const filter = await c.insert(tag, N);
      for (const [sort, order] of c.sorts) {
        for (let page = 0; page <= Math.ceil(N / SIZE); page++) {
          const got = await get(c, `${filter}&${sort}&PageSize=${SIZE}&PageIndex=${page}`);
          expect(got.totalItems).toBe(N);
          expect(got).not.toHaveProperty('totalCapped');
          expect(got.pageItems.map((r) => r.id), `${c.name} ${sort} page ${page}`).toEqual(await plainIds(c, tag, order, page * SIZE, SIZE));
        }
      }
      // The paths the pages took: a forward read through ids, a reversed one through ids, a reversed one without.
      expect(4 * SIZE).toBeGreaterThanOrEqual(DEFERRED_FROM);
      expect(N - 8 * SIZE).toBeGreaterThanOrEqual(DEFERRED_FROM);
    }, 60_000);
  }
});

describe(`counting: the capped lists stop at ${COUNT_CAP}, the bounded ones count exactly`, () => {
  for (const c of cases) {
    it(`${c.name}: ${COUNT_CAP + 1} matching rows answer ${c.counting === 'capped' ? `${COUNT_CAP} with totalCapped` : `${COUNT_CAP + 1}`}; the last pages are the plain query's`, async () => {
      const tag = `cnt${unique()}`;
      tags.push([c, tag]);
      const filter = await c.insert(tag, COUNT_CAP + 1);
      const [sort, order] = c.sorts[1];
      const first = await get(c, `${filter}&${sort}&PageSize=${SIZE}`);
      if (c.counting === 'capped') {
        expect(first).toMatchObject({ totalItems: COUNT_CAP, totalPages: COUNT_CAP / SIZE, totalCapped: true });
      } else {
        expect(first).toMatchObject({ totalItems: COUNT_CAP + 1, totalPages: COUNT_CAP / SIZE + 1 });
        expect(first).not.toHaveProperty('totalCapped');
      }
      expect(first.pageItems.map((r) => r.id)).toEqual(await plainIds(c, tag, order, 0, SIZE));
      // The last page the screen offers (read forward when capped) and the page past the cap
      // (an API caller's: counted exactly, then read from the end).
      const last = await get(c, `${filter}&${sort}&PageSize=${SIZE}&PageIndex=${COUNT_CAP / SIZE - 1}`);
      expect(last.pageItems.map((r) => r.id)).toEqual(await plainIds(c, tag, order, COUNT_CAP - SIZE, SIZE));
      const past = await get(c, `${filter}&${sort}&PageSize=${SIZE}&PageIndex=${COUNT_CAP / SIZE}`);
      expect(past).toMatchObject({ totalItems: COUNT_CAP + 1, totalPages: COUNT_CAP / SIZE + 1 });
      expect(past).not.toHaveProperty('totalCapped');
      expect(past.pageItems.map((r) => r.id)).toEqual(await plainIds(c, tag, order, COUNT_CAP, SIZE));
      // A filter matching few rows is exact whatever the strategy.
      await run(c.cleanup(tag));
      expect((await get(c, `${filter}&PageSize=${SIZE}`)).totalItems).toBe(0);
    }, 60_000);
  }
});
