import { describe, expect, it } from 'vitest';
import { parseListQuery } from '@/lib/http/list-params';
import { filterValueToStrings, readTableState, writeTableState, type UrlStateConfig } from './url-state';

const cfg: UrlStateConfig = {
  sortable: ['name', 'surname', 'email'],
  filters: { name: 'text', roleId: 'multi', emailConfirmed: 'text', createdDate: 'date' },
  defaultPageSize: 50,
  defaultSort: { id: 'surname' },
};

describe('readTableState', () => {
  it('shows the default sort and page for an empty query', () => {
    expect(readTableState(new URLSearchParams(), cfg)).toEqual({
      pagination: { pageIndex: 0, pageSize: 50 },
      sorting: [{ id: 'surname', desc: false }],
      columnFilters: [],
    });
  });

  it('reads paging, sorting and typed filters', () => {
    const state = readTableState(
      new URLSearchParams(
        'pageIndex=2&pageSize=10&sortBy=email&sortOrder=desc&filter.name=Ana&filter.roleId=101&filter.roleId=104&filter.emailConfirmed=false&filter.createdDate=2026-11-22&filter.secret=x',
      ),
      cfg,
    );
    expect(state.pagination).toEqual({ pageIndex: 2, pageSize: 10 });
    expect(state.sorting).toEqual([{ id: 'email', desc: true }]);
    expect(state.columnFilters.slice(0, 3)).toEqual([
      { id: 'name', value: 'Ana' },
      { id: 'roleId', value: ['101', '104'] },
      { id: 'emailConfirmed', value: 'false' },
    ]);
    const date = state.columnFilters[3];
    expect(date.id).toBe('createdDate');
    expect((date.value as Date).getDate()).toBe(22);
    expect(state.columnFilters).toHaveLength(4);
  });

  it('ignores sorting on a column that is not sortable', () => {
    expect(readTableState(new URLSearchParams('sortBy=password'), cfg).sorting).toEqual([{ id: 'surname', desc: false }]);
  });
});

describe('writeTableState', () => {
  it('leaves defaults out and keeps other parameters', () => {
    const href = writeTableState(
      { pagination: { pageIndex: 0, pageSize: 50 }, sorting: [{ id: 'surname', desc: false }], columnFilters: [] },
      'activeTab=2&pageIndex=4&filter.name=old',
      cfg,
    );
    expect(href).toBe('activeTab=2');
  });

  it('writes what the server page parses back', () => {
    const href = writeTableState(
      {
        pagination: { pageIndex: 3, pageSize: 25 },
        sorting: [{ id: 'surname', desc: true }],
        columnFilters: [
          { id: 'name', value: ' Ivić ' },
          { id: 'roleId', value: ['101', '104'] },
          { id: 'emailConfirmed', value: 'true' },
          { id: 'createdDate', value: new Date(2026, 10, 22) },
          { id: 'email', value: '' },
          { id: 'surname', value: null },
        ],
      },
      '',
      cfg,
    );
    expect(href).toBe(
      'pageIndex=3&pageSize=25&sortBy=surname&sortOrder=desc&filter.name=Ivi%C4%87&filter.roleId=101&filter.roleId=104&filter.emailConfirmed=true&filter.createdDate=2026-11-22',
    );
    const server = parseListQuery(new URLSearchParams(href), {
      sortable: ['surname'],
      defaultSortBy: 'surname',
      filters: ['Name', 'RoleId', 'EmailConfirmed', 'CreatedDate'],
    });
    expect(server).toEqual({
      pageIndex: 3,
      pageSize: 25,
      sortBy: 'surname',
      sortOrder: 'desc',
      filters: { Name: ['Ivić'], RoleId: ['101', '104'], EmailConfirmed: ['true'], CreatedDate: ['2026-11-22'] },
    });
  });

  it('round-trips through readTableState', () => {
    const state = {
      pagination: { pageIndex: 1, pageSize: 10 },
      sorting: [{ id: 'name', desc: false }],
      columnFilters: [{ id: 'roleId', value: ['105'] }],
    };
    expect(readTableState(new URLSearchParams(writeTableState(state, '', cfg)), cfg)).toEqual(state);
  });
});

describe('filterValueToStrings', () => {
  it('drops empty values', () => {
    expect(filterValueToStrings(undefined)).toEqual([]);
    expect(filterValueToStrings([])).toEqual([]);
    expect(filterValueToStrings(['', 'a'])).toEqual(['a']);
    expect(filterValueToStrings(true)).toEqual(['true']);
    expect(filterValueToStrings(0)).toEqual(['0']);
  });
});
