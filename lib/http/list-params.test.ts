import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';
import {
  booleanFilter,
  filterId,
  intFilter,
  listQuerySchema,
  queryIdSchema,
  searchTextSchema,
  textFilter,
  textFilterProblem,
  listOffset,
  listQueryToSearchParams,
  parseListQuery,
  toPaged,
  type ListQueryOptions,
} from './list-params';

const opts: ListQueryOptions = {
  sortable: ['name', 'email', 'roleId'],
  defaultSortBy: 'name',
  filters: ['name', 'email', 'emailConfirmed', 'ProjectStatusId'],
};

describe('parseListQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseListQuery({}, opts)).toEqual({
      pageIndex: 0,
      pageSize: 50,
      sortBy: 'name',
      sortOrder: 'asc',
      filters: {},
    });
    expect(parseListQuery(new URLSearchParams(), { ...opts, defaultSortOrder: 'desc', defaultPageSize: 6 })).toMatchObject({
      pageSize: 6,
      sortOrder: 'desc',
    });
  });

  it('reads the screen form', () => {
    const q = parseListQuery(
      new URLSearchParams('pageIndex=2&pageSize=25&sortBy=email&sortOrder=desc&filter.name=Ana&filter.emailConfirmed=true&activeTab=1'),
      opts,
    );
    expect(q).toEqual({
      pageIndex: 2,
      pageSize: 25,
      sortBy: 'email',
      sortOrder: 'desc',
      filters: { name: ['Ana'], emailConfirmed: ['true'] },
    });
  });

  it('reads the API form with case-insensitive names and canonical filter keys', () => {
    const q = parseListQuery(
      new URLSearchParams('PageIndex=1&PageSize=10&SortBy=RoleId&SortOrder=DESC&Filter.Name=Ivo&Filter.EMAIL=x%40y.hr'),
      opts,
    );
    expect(q).toEqual({
      pageIndex: 1,
      pageSize: 10,
      sortBy: 'roleId',
      sortOrder: 'desc',
      filters: { name: ['Ivo'], email: ['x@y.hr'] },
    });
  });

  it('keeps repeated filter values, also as bare names (ProjectStatusId=1000&ProjectStatusId=1001)', () => {
    const q = parseListQuery(new URLSearchParams('ProjectStatusId=1000&projectstatusid=1001&Filter.ProjectStatusId=1002'), opts);
    expect(q.filters).toEqual({ ProjectStatusId: ['1000', '1001', '1002'] });
  });

  it('accepts a Next.js searchParams record', () => {
    const q = parseListQuery({ pageIndex: '3', 'filter.name': ['A', 'B'], sortBy: undefined }, opts);
    expect(q.pageIndex).toBe(3);
    expect(q.filters).toEqual({ name: ['A', 'B'] });
  });

  it('ignores unknown filters and empty values', () => {
    const q = parseListQuery(new URLSearchParams('filter.password=x&filter.name=&filter.name=%20%20&Filter.Unknown=1'), opts);
    expect(q.filters).toEqual({});
  });

  it('falls back to the default sort for a column outside the whitelist', () => {
    expect(parseListQuery({ sortBy: 'password' }, opts).sortBy).toBe('name');
    expect(parseListQuery({ sortBy: 'name; drop table users' }, opts).sortBy).toBe('name');
    expect(parseListQuery({ sortOrder: 'sideways' }, opts).sortOrder).toBe('asc');
  });

  it('accepts the page sizes of tables, card lists and API callers up to 100', () => {
    for (const size of [5, 10, 25, 50, 6, 12, 24, 48, 100, 1]) {
      expect(parseListQuery({ pageSize: String(size) }, opts).pageSize).toBe(size);
    }
  });

  it('falls back to the default page size for anything else', () => {
    for (const size of ['0', '101', '1000000', '-5', '2.5', 'abc', '']) {
      expect(parseListQuery({ pageSize: size }, opts).pageSize).toBe(50);
    }
    expect(parseListQuery({ PageSize: '500' }, { ...opts, maxPageSize: 1000 }).pageSize).toBe(500);
  });

  it('requires a non-negative integer page index', () => {
    for (const index of ['-1', '1.5', 'x', '', '1e3']) {
      expect(parseListQuery({ pageIndex: index }, opts).pageIndex).toBe(0);
    }
    expect(parseListQuery({ pageIndex: '0' }, opts).pageIndex).toBe(0);
    expect(parseListQuery({ pageIndex: '7' }, opts).pageIndex).toBe(7);
  });

  it('takes the first value of repeated paging parameters', () => {
    expect(parseListQuery(new URLSearchParams('pageIndex=4&pageIndex=9'), opts).pageIndex).toBe(4);
  });
});

describe('toPaged and listOffset', () => {
  it('computes pages', () => {
    const q = parseListQuery({ pageIndex: '2', pageSize: '10' }, opts);
    expect(listOffset(q)).toBe(20);
    expect(toPaged(['a', 'b'], 22, q)).toEqual({
      pageItems: ['a', 'b'],
      currentPage: 2,
      pageSize: 10,
      totalPages: 3,
      totalItems: 22,
    });
    expect(toPaged([], 0, q).totalPages).toBe(0);
    expect(toPaged([], 20, q).totalPages).toBe(2);
  });
});

describe('listQueryToSearchParams', () => {
  it('writes the screen form and round-trips through parseListQuery', () => {
    const state = {
      pageIndex: 1,
      pageSize: 25,
      sortBy: 'email',
      sortOrder: 'desc' as const,
      filters: { name: ['Ana Ivić'], ProjectStatusId: ['1000', '1001'] },
    };
    const params = listQueryToSearchParams(state);
    expect(params.toString()).toBe(
      'pageIndex=1&pageSize=25&sortBy=email&sortOrder=desc&filter.name=Ana+Ivi%C4%87&filter.ProjectStatusId=1000&filter.ProjectStatusId=1001',
    );
    expect(parseListQuery(params, opts)).toEqual(state);
  });

  it('writes only what is given and drops empty filter values', () => {
    expect(listQueryToSearchParams({ filters: { name: [''] } }).toString()).toBe('');
    expect(listQueryToSearchParams({ sortBy: 'name' }).toString()).toBe('sortBy=name&sortOrder=asc');
  });

  it('keeps other parameters of the base and replaces its list parameters', () => {
    const params = listQueryToSearchParams(
      { pageIndex: 0, filters: { email: ['a'] } },
      'activeTab=2&pageIndex=5&Filter.Name=old&filter.email=old&sortBy=name&sortOrder=asc',
    );
    expect(params.toString()).toBe('activeTab=2&pageIndex=0&filter.email=a');
  });
});

describe('filter value helpers', () => {
  it('reads booleans and ints', () => {
    expect(booleanFilter(['true'])).toBe(true);
    expect(booleanFilter(['FALSE'])).toBe(false);
    expect(booleanFilter(['maybe'])).toBeNull();
    expect(booleanFilter(undefined)).toBeNull();
    expect(intFilter(['1000', 'x', '1001'])).toEqual([1000, 1001]);
  });
});

describe('filter kinds', () => {
  const declared = {
    sortable: ['name'],
    defaultSortBy: 'name',
    filters: { name: 'text', ProjectStatusId: 'ids', active: 'boolean', day: 'date' },
  } as const satisfies ListQueryOptions;

  it('parse like a list of names', () => {
    expect(parseListQuery(new URLSearchParams('Filter.Name=Ana&ProjectStatusId=1&filter.active=true&x=1'), declared).filters).toEqual({
      name: ['Ana'],
      ProjectStatusId: ['1'],
      active: ['true'],
    });
  });

  it('read ids as positive integers of Postgres integer, at most 100', () => {
    expect(filterId('1')).toBe(1);
    expect(filterId('2147483647')).toBe(2147483647);
    for (const bad of ['2147483648', '99999999999', '0', '-1', '1.5', '1e3', 'abc', ' 1']) expect(filterId(bad)).toBeNull();
    expect(intFilter(['5', '2147483648', '-1', '6'])).toEqual([5, 6]);
    expect(intFilter(Array.from({ length: 120 }, (_, i) => String(i + 1)))).toHaveLength(100);
  });

  it('read text unless it holds a NUL or is over 200 characters', () => {
    expect(textFilterProblem('Ivić & sin')).toBeNull();
    expect(textFilterProblem('x'.repeat(200))).toBeNull();
    expect(textFilterProblem('a\0b')).toBe(messages.invalidValue);
    expect(textFilterProblem('x'.repeat(201))).toBe(messages.maxLength(200));
    expect(textFilter(['\0', 'ok'])).toBe('ok');
    expect(textFilter(['\0'])).toBeNull();
  });
});

describe('listQuerySchema (the API)', () => {
  const schema = listQuerySchema({
    sortable: ['name'],
    defaultSortBy: 'name',
    filters: { name: 'text', ProjectStatusId: 'ids', active: 'boolean', day: 'date' },
  });
  const errors = (query: string) => {
    const result = schema.safeParse(Object.fromEntries(new URLSearchParams(query)));
    return result.success ? null : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('gives the parsed query when every filter value is usable', () => {
    expect(schema.parse({ 'Filter.Name': 'Ana', ProjectStatusId: ['1', '2'], PageSize: '5', SortBy: 'nope' })).toEqual({
      pageIndex: 0,
      pageSize: 5,
      sortBy: 'name',
      sortOrder: 'asc',
      filters: { name: ['Ana'], ProjectStatusId: ['1', '2'] },
    });
  });

  it('refuses unusable text and ids on the key the caller wrote', () => {
    expect(errors('Filter.Name=a%00b')).toEqual({ 'Filter.Name': messages.invalidValue });
    expect(errors(`filter.name=${'x'.repeat(201)}`)).toEqual({ 'filter.name': messages.maxLength(200) });
    expect(errors('ProjectStatusId=2147483648')).toEqual({ ProjectStatusId: messages.invalidValue });
    expect(errors('Filter.ProjectStatusId=abc')).toEqual({ 'Filter.ProjectStatusId': messages.invalidValue });
    const many = Array.from({ length: 101 }, (_, i) => String(i + 1));
    expect(schema.safeParse({ ProjectStatusId: many }).error?.issues[0].message).toBe(messages.tooManyValues(100));
  });

  it('ignores what it does not refuse: not-a-boolean, not-a-date, unknown names, bad paging, empty values', () => {
    for (const query of ['Filter.Active=maybe', 'Filter.Day=2026-02-30', 'Filter.Password=%00', 'PageIndex=-1&PageSize=1e9', 'Filter.Name=']) {
      expect(errors(query), query).toBeNull();
    }
  });
});

describe('query-string schemas of remote searches', () => {
  it('refuse a NUL or an overlong search and an id beyond integer', () => {
    expect(searchTextSchema.parse('  Zag ')).toBe('Zag');
    expect(searchTextSchema.safeParse('Za\0g').success).toBe(false);
    expect(searchTextSchema.safeParse('x'.repeat(201)).success).toBe(false);
    expect(queryIdSchema.parse('2147483647')).toBe(2147483647);
    expect(queryIdSchema.safeParse('2147483648').success).toBe(false);
  });
});
