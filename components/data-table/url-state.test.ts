import { describe, expect, it } from 'vitest';
import { parseListQuery } from '@/lib/http/list-params';
import { filterValueToStrings, nextSorting, readTableState, writeTableState, type TableUrlState, type UrlStateConfig } from './url-state';

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

describe('nextSorting (a click on a header)', () => {
  /** Clicks a header `times` times, each time through the URL as the table does. */
  function clicks(config: UrlStateConfig, column: string, times: number, start = '') {
    const shown: string[] = [];
    let query = start;
    for (let i = 0; i < times; i++) {
      const state = readTableState(new URLSearchParams(query), config);
      const next: TableUrlState = { ...state, sorting: nextSorting(state.sorting, column, config) };
      query = writeTableState(next, query, config);
      const after = readTableState(new URLSearchParams(query), config).sorting[0];
      shown.push(after && after.id === column ? (after.desc ? 'desc' : 'asc') : 'none');
    }
    return shown;
  }

  it('cycles ascending, descending, none on any column, whatever its values', () => {
    expect(clicks(cfg, 'email', 6)).toEqual(['asc', 'desc', 'none', 'asc', 'desc', 'none']);
    expect(clicks({ ...cfg, defaultSort: undefined }, 'name', 4)).toEqual(['asc', 'desc', 'none', 'asc']);
  });

  it('starts ascending on a column while another is sorted', () => {
    expect(clicks(cfg, 'name', 2, 'sortBy=email&sortOrder=desc')).toEqual(['asc', 'desc']);
  });

  it('lets "none" show the server default: the default column turns between asc and desc', () => {
    // Default ascending (surname): shown asc, so the first click sorts descending.
    expect(clicks(cfg, 'surname', 4)).toEqual(['desc', 'asc', 'desc', 'asc']);
    // Default descending (a news date): the first click sorts ascending, never gets stuck.
    const newest: UrlStateConfig = { ...cfg, sortable: [...cfg.sortable, 'date'], defaultSort: { id: 'date', desc: true } };
    expect(clicks(newest, 'date', 4)).toEqual(['asc', 'desc', 'asc', 'desc']);
    // Other columns still go through none (back to the default).
    expect(clicks(newest, 'name', 3)).toEqual(['asc', 'desc', 'none']);
  });
});
