/**
 * Table state <-> query string, pure so it can be tested without React. The screen form is the
 * one of lib/http/list-params (pageIndex, pageSize, sortBy, sortOrder, filter.{columnId}), so the
 * server page parses exactly what the table writes.
 */
import { isoDateToPicked, pickedDateToIso } from '@/lib/format';
import { listQueryToSearchParams, parseListQuery, MAX_PAGE_SIZE, type ListQueryInput } from '@/lib/http/list-params';

export type FilterKind = 'text' | 'multi' | 'date';

/** What the URL codec needs to know about the columns. */
export type UrlStateConfig = {
  /** Column ids that may be sorted. */
  sortable: readonly string[];
  /** Filterable column ids and how their values are shaped. */
  filters: Readonly<Record<string, FilterKind>>;
  defaultPageSize: number;
  /** Sort shown when the URL has none (the server's default sort); not written to the URL. */
  defaultSort?: { id: string; desc?: boolean };
};

export type ColumnFilter = { id: string; value: unknown };

export type TableUrlState = {
  pagination: { pageIndex: number; pageSize: number };
  sorting: { id: string; desc: boolean }[];
  columnFilters: ColumnFilter[];
};

/** Reads the table state from the current query string. */
export function readTableState(search: ListQueryInput, cfg: UrlStateConfig): TableUrlState {
  const q = parseListQuery(search, {
    sortable: cfg.sortable,
    defaultSortBy: '',
    filters: Object.keys(cfg.filters),
    defaultPageSize: cfg.defaultPageSize,
    maxPageSize: MAX_PAGE_SIZE,
  });
  const sorting = q.sortBy
    ? [{ id: q.sortBy, desc: q.sortOrder === 'desc' }]
    : cfg.defaultSort
      ? [{ id: cfg.defaultSort.id, desc: !!cfg.defaultSort.desc }]
      : [];
  const columnFilters: ColumnFilter[] = [];
  for (const [id, values] of Object.entries(q.filters)) {
    const kind = cfg.filters[id];
    if (kind === 'multi') columnFilters.push({ id, value: values });
    else if (kind === 'date') {
      const date = isoDateToPicked(values[0]);
      if (date) columnFilters.push({ id, value: date });
    } else columnFilters.push({ id, value: values[0] });
  }
  return { pagination: { pageIndex: q.pageIndex, pageSize: q.pageSize }, sorting, columnFilters };
}

type Direction = 'asc' | 'desc' | false;

/** What a column shows for a sort state: the server's default sort stands in for "none". */
function shownDirection(sorting: TableUrlState['sorting'], columnId: string, cfg: UrlStateConfig): Direction {
  const sort = sorting[0] ?? (cfg.defaultSort ? { id: cfg.defaultSort.id, desc: !!cfg.defaultSort.desc } : undefined);
  if (!sort || sort.id !== columnId) return false;
  return sort.desc ? 'desc' : 'asc';
}

const CYCLE: Direction[] = ['asc', 'desc', false];

/**
 * The sort after a click on a column's header: ascending, descending, none, and round again,
 * for every column whatever its values. "None" is the server's default sort, so the default
 * column skips the step that would look the same as where it is (asc <-> desc).
 */
export function nextSorting(sorting: TableUrlState['sorting'], columnId: string, cfg: UrlStateConfig): TableUrlState['sorting'] {
  const current = shownDirection(sorting, columnId, cfg);
  const start = CYCLE.indexOf(current);
  for (let step = 1; step < CYCLE.length; step++) {
    const next = CYCLE[(start + step) % CYCLE.length];
    const candidate = next === false ? [] : [{ id: columnId, desc: next === 'desc' }];
    if (shownDirection(candidate, columnId, cfg) !== current) return candidate;
  }
  return [];
}

/** A filter value as query-string values; [] when the filter is empty (= no filter). */
export function filterValueToStrings(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(filterValueToStrings);
  if (value instanceof Date) {
    const iso = pickedDateToIso(value);
    return iso ? [iso] : [];
  }
  const text = String(value).trim();
  return text === '' ? [] : [text];
}

/**
 * Writes the table state into `current` (other parameters such as activeTab are kept).
 * Defaults are left out to keep URLs short: page 0, the default page size, the default sort.
 */
export function writeTableState(state: TableUrlState, current: ListQueryInput | string, cfg: UrlStateConfig): string {
  const sort = state.sorting[0];
  const isDefaultSort =
    sort && cfg.defaultSort && sort.id === cfg.defaultSort.id && sort.desc === !!cfg.defaultSort.desc;
  const filters: Record<string, string[]> = {};
  for (const f of state.columnFilters) {
    const values = filterValueToStrings(f.value);
    if (values.length) filters[f.id] = values;
  }
  return listQueryToSearchParams(
    {
      pageIndex: state.pagination.pageIndex > 0 ? state.pagination.pageIndex : undefined,
      pageSize: state.pagination.pageSize !== cfg.defaultPageSize ? state.pagination.pageSize : undefined,
      sortBy: sort && !isDefaultSort ? sort.id : undefined,
      sortOrder: sort?.desc ? 'desc' : 'asc',
      filters,
    },
    current,
  ).toString();
}
