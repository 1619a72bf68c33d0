import { describe, expect, it } from 'vitest';
import {
  booleanFilter,
  intFilter,
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
