/**
 * The list-state contract shared by screens and the API (ARCHITECTURE.md 3, 5, 6).
 *
 * Screens keep list state in the query string as pageIndex, pageSize, sortBy, sortOrder and
 * filter.{column}; the API takes the spec's PageIndex, PageSize, SortBy, SortOrder and
 * Filter.{Column}. `parseListQuery` reads both, so a page (server component, reading its
 * searchParams) and a route handler call the same query function with the same result.
 * Sorting only on whitelisted columns, filters only on declared ones: the rest is ignored.
 *
 * Filter values a list cannot use (docs/lists.md): a text with a NUL or over 200 characters, an
 * id that is not a positive integer of Postgres `integer`, more than 100 ids. The API refuses
 * them with 400 (`listQuerySchema`); pages parse leniently and the SQL kit (list-query.ts)
 * ignores them. A boolean or date that is not one is ignored everywhere.
 * This file holds no SQL: browser code (the DataTable's URL state) imports it too.
 */
import { z } from '@/lib/i18n/zod';
import { messages } from '@/lib/i18n/messages';
import { MAX_ID, requiredId } from './params';

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

/** How a filter's values are read: contains-text, repeated ids, true/false, a 'YYYY-MM-DD' day. */
export type ListFilterKind = 'text' | 'ids' | 'boolean' | 'date';

export type ListQueryOptions = {
  /** Columns the list may be sorted by (names as the query function understands them). */
  sortable: readonly string[];
  defaultSortBy: string;
  defaultSortOrder?: SortOrder;
  /**
   * Filterable columns; a query's `filter.x` / `Filter.X` / bare `X` matches case-insensitively.
   * A list's declaration gives each its kind (what the API checks); a plain list of names is
   * enough for parsing alone (the DataTable's URL state).
   */
  filters: readonly string[] | Readonly<Record<string, ListFilterKind>>;
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
/** The longest text filter value (the longest name columns are 200). */
export const MAX_FILTER_TEXT_LENGTH = 200;
/** The most values of one id filter (the checkbox filters offer a few codebook entries). */
export const MAX_FILTER_IDS = 100;

/**
 * The spec's paged result. `currentPage` is the 0-based page index, like PageIndex.
 * `totalCapped` is **our addition**, present (true) only when the list counts with a cap
 * (`cappedCount` in list-query.ts) and more rows match than the cap: `totalItems` is then the
 * cap (10,000) and the screen shows "10.000+"; `totalPages` counts the pages of the cap.
 */
export type Paged<T> = {
  pageItems: T[];
  currentPage: number;
  pageSize: number;
  totalPages: number;
  totalItems: number;
  totalCapped?: true;
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

export function filterNames(opts: Pick<ListQueryOptions, 'filters'>): readonly string[] {
  return isNameList(opts.filters) ? opts.filters : Object.keys(opts.filters);
}

/** The declared kind of each filter; empty when only names were given. */
export function filterKinds(opts: Pick<ListQueryOptions, 'filters'>): Readonly<Record<string, ListFilterKind>> {
  return isNameList(opts.filters) ? {} : opts.filters;
}

const isNameList = (filters: ListQueryOptions['filters']): filters is readonly string[] => Array.isArray(filters);

/** The canonical filter name a query key (lower-cased) stands for: `filter.x` or bare `x`. */
function filterColumns(opts: Pick<ListQueryOptions, 'filters'>): (key: string) => string | undefined {
  const filterable = new Map(filterNames(opts).map((f) => [f.toLowerCase(), f]));
  return (key) => filterable.get(key.startsWith('filter.') ? key.slice('filter.'.length) : key);
}

/** Reads list state from either query-name style; every invalid value falls back to its default. */
export function parseListQuery(input: ListQueryInput, opts: ListQueryOptions): ListQuery {
  const defaultPageSize = opts.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const maxPageSize = opts.maxPageSize ?? MAX_PAGE_SIZE;
  const sortable = new Map(opts.sortable.map((s) => [s.toLowerCase(), s]));
  const columnOf = filterColumns(opts);

  const first: Record<string, string> = {};
  const filters: Record<string, string[]> = {};
  for (const [rawKey, rawValue] of entries(input)) {
    const key = rawKey.toLowerCase();
    const column = columnOf(key);
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

/**
 * Wraps a page of rows and the total count in the spec's paged shape; `capped`: the total is a
 * cap, more rows match (adds `totalCapped: true`).
 */
export function toPaged<T>(items: T[], totalItems: number, q: Pick<ListQuery, 'pageIndex' | 'pageSize'>, capped = false): Paged<T> {
  const page: Paged<T> = {
    pageItems: items,
    currentPage: q.pageIndex,
    pageSize: q.pageSize,
    totalPages: Math.ceil(totalItems / q.pageSize),
    totalItems,
  };
  if (capped) page.totalCapped = true;
  return page;
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

/** An id as a filter writes it: a positive integer that fits Postgres `integer`, else null. */
export function filterId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * Id filter values (repeated ProjectStatusId=1000&ProjectStatusId=1001): the usable ones, at
 * most MAX_FILTER_IDS; values that cannot be an id are dropped.
 */
export function intFilter(values: string[] | undefined): number[] {
  return (values ?? []).map(filterId).filter((id) => id !== null).slice(0, MAX_FILTER_IDS);
}

/** Why a text filter value cannot be used (a Croatian message), or null when it can. */
export function textFilterProblem(value: string): string | null {
  // Postgres text cannot hold NUL: the value would fail in SQL, and it can match nothing.
  if (value.includes('\0')) return messages.invalidValue;
  if (value.length > MAX_FILTER_TEXT_LENGTH) return messages.maxLength(MAX_FILTER_TEXT_LENGTH);
  return null;
}

/** A search text of a query string (remote selects): trimmed, refused when a text filter would be. */
export const searchTextSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = textFilterProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** An id of a query string (e.g. countryId): a positive integer that fits Postgres `integer`. */
export const queryIdSchema = requiredId();

/** The text filter's value: its first usable value, or null (= no filter). */
export function textFilter(values: string[] | undefined): string | null {
  return values?.find((v) => textFilterProblem(v) === null) ?? null;
}

/** Why the values of one filter are refused by the API, or null. Booleans and dates never are. */
function filterProblem(kind: ListFilterKind, values: string[]): string | null {
  if (kind === 'text') return values.map(textFilterProblem).find((p) => p !== null) ?? null;
  if (kind === 'ids') {
    if (values.some((v) => filterId(v) === null)) return messages.invalidValue;
    if (values.length > MAX_FILTER_IDS) return messages.tooManyValues(MAX_FILTER_IDS);
  }
  return null;
}

/**
 * The API's list query (a handler's `query`): parseListQuery, and a 400 on each filter key whose
 * value the list cannot use (the key as the caller wrote it, e.g. `Filter.Name` or
 * `ProjectStatusId`). Paging and sort values stay lenient: a bad one falls back to its default.
 */
export function listQuerySchema(opts: ListQueryOptions) {
  const columnOf = filterColumns(opts);
  const kinds = filterKinds(opts);
  return z.record(z.string(), z.union([z.string(), z.array(z.string())])).transform((raw, ctx): ListQuery => {
    const valuesByKey = new Map<string, string[]>();
    for (const [key, value] of entries(raw)) {
      const trimmed = value.trim();
      if (trimmed !== '') valuesByKey.set(key, [...(valuesByKey.get(key) ?? []), trimmed]);
    }
    for (const [key, values] of valuesByKey) {
      const column = columnOf(key.toLowerCase());
      const problem = column && kinds[column] ? filterProblem(kinds[column], values) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: [key], message: problem });
    }
    return parseListQuery(raw, opts);
  });
}
