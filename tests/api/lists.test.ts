import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { cooperators, documentItems, documents, news, projects, unitsOfMeasurement, users } from '@/db/schema';
import { Role } from '@/lib/auth/roles';
import { COOPERATOR_LIST } from '@/lib/cooperators/schemas';
import { searchCooperators } from '@/lib/cooperators/queries';
import { todayIso } from '@/lib/employees/expiry';
import { searchEmployees } from '@/lib/employees/queries';
import { parseEmployeeListQuery } from '@/lib/employees/schemas';
import { booleanFilter, DEFAULT_CARD_PAGE_SIZE, MAX_FILTER_TEXT_LENGTH, parseListQuery, type Paged } from '@/lib/http/list-params';
import { messages } from '@/lib/i18n/messages';
import { searchNews } from '@/lib/news/queries';
import { NEWS_LIST_OPTIONS } from '@/lib/news/schemas';
import { searchProjects } from '@/lib/projects/queries';
import { PROJECT_LIST } from '@/lib/projects/schemas';
import { searchUsers } from '@/lib/users/queries';
import { USER_LIST } from '@/lib/users/schemas';
import * as cooperatorSearch from '@/app/api/Cooperators/search/route';
import * as employeeSearch from '@/app/api/Employees/search/route';
import * as newsList from '@/app/api/News/route';
import * as newsSearch from '@/app/api/News/search/route';
import * as projectSearch from '@/app/api/Projects/search/route';
import * as usersRoute from '@/app/api/Users/route';
import * as citiesRoute from '@/app/api/Cities/route';
import * as documentsRoute from '@/app/api/Documents/route';
import * as documentItemsRoute from '@/app/api/DocumentItems/route';
import { searchDocumentItems, searchDocuments } from '@/lib/documents/queries';
import { DOCUMENT_ITEM_LIST, DOCUMENT_LIST } from '@/lib/documents/schemas';
import { call, unique } from './helpers';
import { loadPlaces, type Places } from './fixtures';
import { insertEmployee } from './project-fixtures';

/**
 * Every paged list through the list kit, as the API and as the page's query function: a sort
 * whose values are all equal pages by id without overlap, filters combine, an unknown sort
 * falls back to the default, a page beyond the end is empty, and filter values no list can use
 * are a 400 in the API and ignored by the page (never an error from SQL).
 *
 * Each list gets five rows named by one tag (so the file passes twice on a shared database),
 * equal in the list's `equalSort` column and alternating in the column `combined` filters on.
 */
type Row = { id: number };
type Handler = Parameters<typeof call>[0];

type ListCase = {
  name: string;
  route: Handler;
  path: string;
  /** The query that selects exactly this run's five rows (API form). */
  base: (tag: string) => string;
  /** The same as the page's URL would hold it (screen form). */
  pageBase: (tag: string) => string;
  /** The page's query function on its URL. */
  page: (search: URLSearchParams) => Promise<Paged<Row>>;
  insert: (tag: string, i: number) => Promise<number>;
  /** A sort whose value the five rows share, and how its ties come out (by id in the requested direction unless fixed). */
  equalSort: string;
  tieOrder?: 'asc' | 'desc';
  /** A second filter (API form) matching the rows with an odd index. */
  combined: string;
  /** A text filter key (API form and screen form) for the bad-value cases. */
  textKey: [api: string, screen: string];
  /** An id filter key, when the list has one. */
  idKey?: [api: string, screen: string];
  /** The default sort's ids for the five rows (the unknown-sort case compares against it). */
  defaultOrder: 'asc' | 'desc';
};

let places: Places;
const today = todayIso();

const cases: ListCase[] = [
  {
    name: 'cooperators',
    route: cooperatorSearch.GET,
    path: '/api/Cooperators/search',
    base: (tag) => `Filter.Name=${tag}`,
    pageBase: (tag) => `filter.name=${tag}`,
    page: async (search) => searchCooperators(await getDb(), parseListQuery(search, COOPERATOR_LIST)),
    insert: async (tag, i) => {
      const db = await getDb();
      const [row] = await db
        .insert(cooperators)
        .values({ name: tag, personTypeId: i % 2 ? 401 : 400, associateTypeId: 1300 })
        .returning({ id: cooperators.id });
      return row.id;
    },
    equalSort: 'name',
    combined: 'PersonTypeId=401',
    textKey: ['Filter.Address', 'filter.address'],
    idKey: ['PersonTypeId', 'filter.personTypeId'],
    defaultOrder: 'asc',
  },
  {
    name: 'employees',
    route: employeeSearch.GET,
    path: '/api/Employees/search',
    base: (tag) => `Filter.Employee_Inactive=false&Filter.Employee_Name=${tag}`,
    pageBase: (tag) => `filter.Employee_Name=${tag}`,
    page: async (search) => {
      const q = parseEmployeeListQuery(search);
      return searchEmployees(await getDb(), { ...q, inactive: false, expired: booleanFilter(q.filters.Expired) }, today);
    },
    insert: async (tag, i) =>
      (await insertEmployee(places, { name: 'Isti', surname: tag, cityId: i % 2 ? places.splitId : places.zagrebId })).id,
    equalSort: 'Employee_Name',
    combined: 'Filter.City=split',
    textKey: ['Filter.Address', 'filter.Address'],
    defaultOrder: 'asc',
  },
  {
    name: 'projects',
    route: projectSearch.GET,
    path: '/api/Projects/search',
    base: (tag) => `Filter.Name=${tag}`,
    pageBase: (tag) => `filter.name=${tag}`,
    page: async (search) => searchProjects(await getDb(), parseListQuery(search, PROJECT_LIST)),
    insert: async (tag, i) => {
      const db = await getDb();
      const [row] = await db
        .insert(projects)
        .values({ name: tag, projectStatusId: 1000, address: i % 2 ? 'Vukovarska 1' : 'Ilica 1' })
        .returning({ id: projects.id });
      return row.id;
    },
    equalSort: 'name',
    combined: 'Filter.Address=vukovarska',
    textKey: ['Filter.Project_Investor', 'filter.Project_Investor'],
    idKey: ['ProjectStatusId', 'filter.ProjectStatusId'],
    defaultOrder: 'asc',
  },
  {
    name: 'news (admin)',
    route: newsSearch.GET,
    path: '/api/News/search',
    base: (tag) => `Filter.Title=${tag}`,
    pageBase: (tag) => `filter.title=${tag}`,
    page: async (search) => searchNews(await getDb(), parseListQuery(search, NEWS_LIST_OPTIONS)),
    insert: insertNews,
    equalSort: 'date',
    combined: 'Filter.IsFeatured=true',
    textKey: ['Filter.Author', 'filter.author'],
    defaultOrder: 'desc',
  },
  {
    name: 'news (readers)',
    route: newsList.GET,
    path: '/api/News',
    base: (tag) => `Filter.Title=${tag}`,
    pageBase: (tag) => `filter.title=${tag}`,
    // The /news page: only the title, newest first, never archived.
    page: async (search) => {
      const q = parseListQuery(search, { ...NEWS_LIST_OPTIONS, filters: ['title'], defaultPageSize: DEFAULT_CARD_PAGE_SIZE });
      return searchNews(await getDb(), { ...q, sortBy: 'date', sortOrder: 'desc', filters: { title: q.filters.title ?? [], isArchived: ['false'] } });
    },
    insert: insertNews,
    // Another sort's ties: newest first, then the highest id, whatever the direction.
    equalSort: 'title',
    tieOrder: 'desc',
    combined: 'Filter.IsFeatured=true',
    textKey: ['Filter.Text', 'filter.title'],
    defaultOrder: 'desc',
  },
  {
    name: 'users',
    route: usersRoute.GET,
    path: '/api/Users',
    base: (tag) => `Filter.Surname=${tag}`,
    pageBase: (tag) => `filter.surname=${tag}`,
    page: async (search) => searchUsers(await getDb(), parseListQuery(search, USER_LIST)),
    insert: async (tag, i) => {
      const db = await getDb();
      const email = `lista.${i}.${tag}@gradiliste.test`;
      const [row] = await db
        .insert(users)
        .values({ userName: email, name: 'Isti', surname: tag, email, roleId: Role.Warehouse, emailConfirmed: i % 2 === 1 })
        .returning({ id: users.id });
      return row.id;
    },
    equalSort: 'surname',
    combined: 'Filter.EmailConfirmed=true',
    textKey: ['Filter.Email', 'filter.email'],
    idKey: ['Filter.Role', 'filter.role'],
    defaultOrder: 'asc',
  },
  // ---- documents (issue 12): Orders of one run; odd rows Completed
  {
    name: 'documents',
    route: documentsRoute.GET,
    path: '/api/Documents',
    base: (tag) => `DocumentTypeId=808&Filter.Comment=${tag}`,
    pageBase: (tag) => `filter.documentTypeId=808&filter.comment=${tag}`,
    page: async (search) => searchDocuments(await getDb(), parseListQuery(search, DOCUMENT_LIST)),
    insert: async (tag, i) => (await insertListDocument(tag, i)).id,
    equalSort: 'currency',
    combined: 'DocumentStatusId=901',
    textKey: ['Filter.Code', 'filter.code'],
    idKey: ['ProjectId', 'filter.projectId'],
    defaultOrder: 'desc',
  },
  {
    name: 'document items',
    route: documentItemsRoute.GET,
    path: '/api/DocumentItems',
    base: (tag) => `DocumentTypeId=808&Filter.Name=${tag}`,
    pageBase: (tag) => `filter.documentTypeId=808&filter.name=${tag}`,
    page: async (search) => searchDocumentItems(await getDb(), parseListQuery(search, DOCUMENT_ITEM_LIST)),
    insert: async (tag, i) => {
      const doc = await insertListDocument(tag, i);
      const db = await getDb();
      const [unit] = await db.select({ id: unitsOfMeasurement.id }).from(unitsOfMeasurement).limit(1);
      const [row] = await db
        .insert(documentItems)
        .values({ documentId: doc.id, name: tag, unitOfMeasurementId: unit.id, quantity: '1', projectId: doc.projectId! })
        .returning({ id: documentItems.id });
      return row.id;
    },
    equalSort: 'unitOfMeasurement',
    combined: 'ParentDocumentStatusId=901',
    textKey: ['Filter.Comment', 'filter.comment'],
    idKey: ['ParentDocumentStatusId', 'filter.parentDocumentStatusId'],
    defaultOrder: 'desc',
  },
];

/** An Order of the run's project (created on first use), Completed on odd rows. */
let listProjectId: number | null = null;
async function insertListDocument(tag: string, i: number) {
  const db = await getDb();
  if (listProjectId === null) {
    const [p] = await db.insert(projects).values({ name: `Dokumenti ${tag}`, projectStatusId: 1000 }).returning({ id: projects.id });
    listProjectId = p.id;
  }
  const [row] = await db
    .insert(documents)
    .values({ documentTypeId: 808, code: `${tag}-${i}`, year: 2026, projectId: listProjectId, comment: tag, documentStatusId: i % 2 ? 901 : 900 })
    .returning({ id: documents.id, projectId: documents.projectId });
  return row;
}

async function insertNews(tag: string, i: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(news)
    .values({ title: tag, text: '<p>Isti tekst</p>', date: new Date('2030-03-03T10:00:00Z'), isFeatured: i % 2 === 1 })
    .returning({ id: news.id });
  return row.id;
}

beforeAll(async () => {
  places = await loadPlaces();
});

const ids = (page: Paged<Row>) => page.pageItems.map((r) => r.id);

describe.each(cases)('the $name list', (c) => {
  const tag = `Lista${unique()}`;
  let made: number[] = [];

  beforeAll(async () => {
    made = [];
    for (let i = 0; i < 5; i++) made.push(await c.insert(tag, i));
  });

  const api = async (query: string) => {
    const res = await call(c.route, 'GET', `${c.path}?${c.base(tag)}&${query}`, { as: 'SuperAdmin' });
    return res as { status: number; json: Paged<Row> & { message: string; errors: Record<string, string[]> } };
  };
  const ok = async (query: string) => {
    const res = await api(query);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json;
  };
  const page = (query: string) => c.page(new URLSearchParams(`${c.pageBase(tag)}&${query}`));
  const ascending = () => [...made].sort((a, b) => a - b);

  it.each(['asc', 'desc'] as const)('pages rows with equal sort values by id, without overlap (%s)', async (order) => {
    const pages = [];
    for (const index of [0, 1, 2]) {
      const p = await ok(`SortBy=${c.equalSort}&SortOrder=${order}&PageSize=2&PageIndex=${index}`);
      expect(p).toMatchObject({ currentPage: index, pageSize: 2, totalItems: 5, totalPages: 3 });
      pages.push(...ids(p));
    }
    const tieOrder = c.tieOrder ?? order;
    expect(pages).toEqual(tieOrder === 'asc' ? ascending() : ascending().reverse());
    // The page's query function reads the same rows in the same order.
    const fromPage = [];
    for (const index of [0, 1, 2]) fromPage.push(...ids(await page(`sortBy=${c.equalSort}&sortOrder=${order}&pageSize=5&pageIndex=${index}`)));
    expect(fromPage).toEqual(pages);
  });

  it('combines filters', async () => {
    const p = await ok(c.combined);
    expect(ids(p).sort((a, b) => a - b)).toEqual([made[1], made[3]].sort((a, b) => a - b));
    expect(p.totalItems).toBe(2);
  });

  it('falls back to the default sort for an unknown column', async () => {
    const unknown = await ok('SortBy=password&SortOrder=sideways');
    expect(ids(unknown)).toEqual(ids(await ok('')));
    expect(ids(unknown)).toEqual(c.defaultOrder === 'asc' ? ascending() : ascending().reverse());
  });

  it('answers an empty page beyond the end with the true count', async () => {
    expect(await ok('PageSize=2&PageIndex=9')).toEqual({ pageItems: [], currentPage: 9, pageSize: 2, totalPages: 3, totalItems: 5 });
    expect(await page('pageSize=2&pageIndex=9')).toEqual({ pageItems: [], currentPage: 9, pageSize: 2, totalPages: 3, totalItems: 5 });
  });

  it('refuses a text filter with a NUL or over the length limit (400 on that key); the page ignores it', async () => {
    const [apiKey, screenKey] = c.textKey;
    // A NUL is refused by the handler's shared guard, before the list's own parsing.
    for (const [value, message, general] of [
      ['a\0b', messages.nulCharacter, messages.nulCharacter],
      ['\0', messages.nulCharacter, messages.nulCharacter],
      ['x'.repeat(MAX_FILTER_TEXT_LENGTH + 1), messages.maxLength(MAX_FILTER_TEXT_LENGTH), messages.validationFailed],
    ]) {
      const res = await api(`${apiKey}=${encodeURIComponent(value)}`);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: general, errors: { [apiKey]: [message] } });
      expect((await page(`${screenKey}=${encodeURIComponent(value)}`)).totalItems).toBe(5);
    }
    // At the limit it is an ordinary filter.
    expect((await ok(`${apiKey}=${'x'.repeat(MAX_FILTER_TEXT_LENGTH)}`)).totalItems).toBe(0);
  });

  const idKey = c.idKey;
  if (idKey) it('refuses an id filter value that is not a positive integer of Postgres integer; the page ignores it', async () => {
    const [apiKey, screenKey] = idKey;
    for (const value of ['2147483648', '99999999999999999999', '1.5', 'abc', '0', '-1']) {
      const res = await api(`${apiKey}=${encodeURIComponent(value)}`);
      expect(res.status, value).toBe(400);
      expect(res.json.errors).toEqual({ [apiKey]: [messages.invalidValue] });
      expect((await page(`${screenKey}=${encodeURIComponent(value)}`)).totalItems).toBe(5);
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => `${apiKey}=${i + 1}`).join('&');
    expect((await api(tooMany)).json.errors).toEqual({ [apiKey]: [messages.tooManyValues(100)] });
    // The largest integer is an ordinary (unmatched) id, and a good value beside a bad one still filters in the page.
    expect((await ok(`${apiKey}=2147483647`)).totalItems).toBe(0);
    expect((await page(`${screenKey}=2147483647&${screenKey}=2147483648`)).totalItems).toBe(0);
  });
});

describe('remote search of places', () => {
  it('refuses a NUL in the search text and a country id beyond integer (400), like a list filter', async () => {
    const nul = await call(citiesRoute.GET, 'GET', '/api/Cities?search=Za%00greb', { as: 'SiteManager' });
    expect(nul.status).toBe(400);
    expect(nul.json.errors).toEqual({ search: [messages.nulCharacter] });
    const big = await call(citiesRoute.GET, 'GET', '/api/Cities?countryId=2147483648&search=Zag', { as: 'SiteManager' });
    expect(big.status).toBe(400);
    expect(big.json.errors).toEqual({ countryId: [messages.invalidValue] });
    const fine = await call(citiesRoute.GET, 'GET', `/api/Cities?countryId=${places.croatiaId}&search=Zag`, { as: 'SiteManager' });
    expect(fine.json.map((c: { name: string }) => c.name)).toContain('Zagreb');
  });
});
