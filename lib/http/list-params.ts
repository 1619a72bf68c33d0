/**
 * The list-state contract shared by screens and the API (ARCHITECTURE.md 3, 5, 6).
 *
 * Screens keep list state in the query string as pageIndex, pageSize, sortBy, sortOrder and
 * filter.{column}; the API takes the spec's PageIndex, PageSize, SortBy, SortOrder and
 * Filter.{Column}. `parseListQuery` reads both, so a page (server component, reading its
 * searchParams) and a route handler call the same query function with the same result.
 * Sorting only on whitelisted columns, filters only on declared ones: the rest is ignored.
 */

export type SortOrder = 'asc' | 'desc';

export type ListQuery = {
  /** 0-based page. */
  pageIndex: number;
  pageSize: number;
  /** Always one of `opts.sortable` (or `opts.defaultSortBy`). */
  sortBy: string;
  sortOrder: SortOrder;
  /** Keyed by the canonical names of `opts.filters`; only non-empty values, repeated params kept. */
  filters: Record<string, string[]>;
};

export type ListQueryOptions = {
  /** Columns the list may be sorted by (names as the query function understands them). */
  sortable: readonly string[];
  defaultSortBy: string;
  defaultSortOrder?: SortOrder;
  /** Filterable columns; a query's `filter.x` / `Filter.X` / bare `X` matches case-insensitively. */
  filters: readonly string[];
  /** 50 unless the list says otherwise (card lists: 6). */
  defaultPageSize?: number;
  /** The largest page an API caller may ask for; anything bigger falls back to the default. */
  maxPageSize?: number;
};

export type ListQueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

/** Table page sizes (default 50) and card-list page sizes (default 6), spec part 1 section 9. */
export const TABLE_PAGE_SIZES = [5, 10, 25, 50] as const;
export const CARD_PAGE_SIZES = [6, 12, 24, 48] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const DEFAULT_CARD_PAGE_SIZE = 6;
export const MAX_PAGE_SIZE = 100;

/** The spec's paged result. `currentPage` is the 0-based page index, like PageIndex. */
export type Paged<T> = {
  pageItems: T[];
  currentPage: number;
  pageSize: number;
  totalPages: number;
  totalItems: number;
};

/** All values per key, in order; undefined values skipped. */
function entries(input: ListQueryInput): [string, string][] {
  if (input instanceof URLSearchParams) return [...input.entries()];
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) out.push([key, v]);
  }
  return out;
}

function toInt(value: string | undefined): number | null {
  if (value === undefined || !/^\s*\d{1,9}\s*$/.test(value)) return null;
  return Number(value);
}

/** Reads list state from either query-name style; every invalid value falls back to its default. */
export function parseListQuery(input: ListQueryInput, opts: ListQueryOptions): ListQuery {
  const defaultPageSize = opts.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const maxPageSize = opts.maxPageSize ?? MAX_PAGE_SIZE;
  const sortable = new Map(opts.sortable.map((s) => [s.toLowerCase(), s]));
  const filterable = new Map(opts.filters.map((f) => [f.toLowerCase(), f]));

  const first: Record<string, string> = {};
  const filters: Record<string, string[]> = {};
  for (const [rawKey, rawValue] of entries(input)) {
    const key = rawKey.toLowerCase();
    let column: string | undefined;
    if (key.startsWith('filter.')) column = filterable.get(key.slice('filter.'.length));
    else if (filterable.has(key)) column = filterable.get(key);
    if (column) {
      const value = rawValue.trim();
      if (value !== '') (filters[column] ??= []).push(value);
    } else if (!(key in first)) {
      first[key] = rawValue;
    }
  }

  const pageIndex = toInt(first.pageindex) ?? 0;
  const requestedSize = toInt(first.pagesize);
  const pageSize = requestedSize !== null && requestedSize >= 1 && requestedSize <= maxPageSize ? requestedSize : defaultPageSize;
  const sortBy = sortable.get((first.sortby ?? '').trim().toLowerCase()) ?? opts.defaultSortBy;
  const order = (first.sortorder ?? '').trim().toLowerCase();
  const sortOrder: SortOrder = order === 'asc' || order === 'desc' ? order : (opts.defaultSortOrder ?? 'asc');

  return { pageIndex, pageSize, sortBy, sortOrder, filters };
}

/** Row offset of the page, for SQL `offset`. */
export function listOffset(q: Pick<ListQuery, 'pageIndex' | 'pageSize'>): number {
  return q.pageIndex * q.pageSize;
}

/** Wraps a page of rows and the total count in the spec's paged shape. */
export function toPaged<T>(items: T[], totalItems: number, q: Pick<ListQuery, 'pageIndex' | 'pageSize'>): Paged<T> {
  return {
    pageItems: items,
    currentPage: q.pageIndex,
    pageSize: q.pageSize,
    totalPages: Math.ceil(totalItems / q.pageSize),
    totalItems,
  };
}

/** Keys of the screen form this module owns (compared lower-case). */
function isListKey(key: string): boolean {
  const k = key.toLowerCase();
  return k === 'pageindex' || k === 'pagesize' || k === 'sortby' || k === 'sortorder' || k.startsWith('filter.');
}

/**
 * Writes list state in the screen form. Only the fields given are written (callers leave out
 * defaults to keep URLs short); empty filter values are dropped. Other parameters of `base`
 * (e.g. activeTab) are kept, its list parameters replaced.
 */
export function listQueryToSearchParams(state: Partial<ListQuery>, base?: ListQueryInput | string): URLSearchParams {
  const params = new URLSearchParams();
  if (base !== undefined) {
    const baseEntries = typeof base === 'string' ? [...new URLSearchParams(base).entries()] : entries(base);
    for (const [key, value] of baseEntries) if (!isListKey(key)) params.append(key, value);
  }
  if (state.pageIndex !== undefined) params.set('pageIndex', String(state.pageIndex));
  if (state.pageSize !== undefined) params.set('pageSize', String(state.pageSize));
  if (state.sortBy) {
    params.set('sortBy', state.sortBy);
    params.set('sortOrder', state.sortOrder ?? 'asc');
  }
  for (const [column, values] of Object.entries(state.filters ?? {})) {
    for (const value of values) if (value !== '') params.append(`filter.${column}`, value);
  }
  return params;
}

/**
 * Boolean filter values as the screens write them (filter.emailConfirmed=true/false):
 * true, false, or null when absent or not a boolean (= no filter). Several values: the last wins.
 */
export function booleanFilter(values: string[] | undefined): boolean | null {
  const v = values?.at(-1)?.toLowerCase();
  return v === 'true' ? true : v === 'false' ? false : null;
}

/** Integer filter values (ids of repeated ProjectStatusId=1000&ProjectStatusId=1001); others dropped. */
export function intFilter(values: string[] | undefined): number[] {
  return (values ?? []).filter((v) => /^-?\d{1,15}$/.test(v)).map(Number);
}
