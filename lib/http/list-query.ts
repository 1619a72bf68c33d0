import 'server-only';
import { createHash } from 'node:crypto';
import { and, count, eq, getTableName, ilike, inArray, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { isValidIsoDate } from '@/lib/i18n/zod';
import {
  booleanFilter,
  filterKinds,
  filterNames,
  intFilter,
  listOffset,
  textFilter,
  toPaged,
  type ListFilterKind,
  type ListQuery,
  type ListQueryOptions,
  type Paged,
  type SortOrder,
} from './list-params';

/**
 * THE list kit: every paged list (cooperators, employees, projects, news, users) turns its
 * ListQuery into SQL here, so filtering, sorting, paging and counting are written once
 * (docs/lists.md walks one module through it).
 *
 *   const list = defineList(COOPERATOR_LIST, { filters: {...columns}, sort: {...}, tiebreak: cooperators.id });
 *   list.page(db, q, { rows: baseSelect(db).$dynamic(), count: db.select({ id: cooperators.id }).from(cooperators).$dynamic() });
 *
 * The names (and each filter's kind) are declared in the module's schemas.ts (no SQL, the API's
 * 400s come from them); `defineList` binds them to columns, with the compiler checking that
 * every declared name has one. Filter values the list cannot use are ignored here, so a page that
 * passes whatever its URL held never reaches SQL with them.
 */

/** LIKE/ILIKE pattern of a literal text: `\`, `%` and `_` escaped (the default escape is `\`). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** ILIKE pattern "contains this text" (any case when used with ilike). */
export const contains = (value: string) => `%${escapeLike(value)}%`;

type Expression = AnyColumn | SQL;

/** What a filter of each kind compares. A function builds the condition itself from the value. */
type FilterTarget<K extends ListFilterKind> = K extends 'text'
  ? Expression | readonly Expression[] | ((value: string) => SQL)
  : K extends 'ids'
    ? AnyColumn
    : K extends 'boolean'
      ? AnyColumn | ((value: boolean) => SQL)
      : AnyColumn | ((day: string) => SQL);

type KindsOf<O extends ListQueryOptions> = O['filters'] extends Readonly<Record<string, ListFilterKind>>
  ? O['filters'] extends readonly string[]
    ? never
    : O['filters']
  : never;

/** A sort expression in the requested direction, or in a fixed one (e.g. "then newest first"). */
export type SortTerm = SQLWrapper | { by: SQLWrapper; order: SortOrder };

/** What a count strategy answers: the total, and whether it is a cap (more rows match). */
export type ListCount = { total: number; capped: boolean };

/**
 * How a list counts its matching rows. ONE place for every list; a list picks its strategy
 * with `defineList(..., { counting })` (default `exactCount`) and says why beside it.
 * `matching` is the list's lean select of the matching rows, with the filters applied and no
 * order or paging.
 */
export type CountStrategy = (db: DbOrTx, matching: PgSelect, context?: { filtered: boolean }) => Promise<ListCount>;

/** At most this many statement texts are prepared per process (each pooled connection keeps its own). */
const PREPARED_MAX = 500;
const preparedNames = new Set<string>();

/**
 * Runs a list's select as a named prepared statement (the name: a hash of its text, so one text
 * is one statement on each pooled connection). After five runs Postgres keeps a generic plan
 * and stops planning the query on every request: planning a page's joins costs more than
 * running them (issue 15: about 1.3 ms of planning against 0.3 ms of execution for the
 * cooperators' first page; 0.6 ms instead of 1.7 ms with the plan kept). Only for texts that
 * repeat (limits written as literals, no offset but 0: see `readRows`), at most PREPARED_MAX of
 * them; anything else, and LIST_PREPARED=0, runs unnamed.
 */
export function runPrepared<T = Record<string, unknown>>(qb: PgSelect, prepare = true): Promise<T[]> {
  if (!prepare || process.env.LIST_PREPARED === '0') return qb as unknown as Promise<T[]>;
  const name = `list_${createHash('sha1').update(qb.toSQL().sql).digest('base64url').slice(0, 24)}`;
  if (!preparedNames.has(name)) {
    if (preparedNames.size >= PREPARED_MAX) return qb as unknown as Promise<T[]>;
    preparedNames.add(name);
  }
  return qb.prepare(name).execute() as Promise<T[]>;
}

/** A limit or offset written into the statement's text (so a page's statement text repeats and can be prepared). */
const literal = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

/**
 * count(*) of every matching row; Postgres flattens the subquery into a plain count. For lists
 * bounded by nature (master data, a project's rows, the app's users) and for large ones whose
 * count is index-backed (the documents list: the type is always filtered).
 */
export const exactCount: CountStrategy = async (db, matching) => {
  const [{ total }] = await runPrepared<{ total: number }>(db.select({ total: count() }).from(matching.as('matching')).$dynamic());
  return { total, capped: false };
};

/**
 * A text-filtered page ("contains", ILIKE '%…%') whose count is at most this sorts its matching
 * rows instead of walking the sort's index (issue 15). The planner assumes the matches are spread
 * evenly along the index; when they are not ("zaš…" names all sort near the end), walking the
 * name index to find 50 of 3,431 matches read 120,000 rows (160 ms), while finding the 3,431
 * (a trigram or any other index, or the scan the count just did) and sorting them takes a few
 * ms. Such a page (of a list with `sortTextMatches`) counts first, then reads its rows with
 * `(select x)` as the first sort key. Above this many matches they are dense enough for the walk.
 */
export const SORT_MATCHES_MAX = 5_000;

/** The cap of `cappedCount`: the screens show "10.000+" above it. */
export const COUNT_CAP = 10_000;

/**
 * A capped count for large tables (issue 15): counts at most `cap + 1` matching rows
 * (`select count(*) from (select … limit cap + 1)`), so a request never counts all of a large
 * table; the rows it reads are the first the planner finds (an index walk stops there). Up to
 * the cap the total is exact; above it the answer is `{ total: cap, capped: true }`: the paged
 * result carries `totalCapped: true` and the screen shows "10.000+" (components/data-table).
 * The screens offer the pages up to the cap (read forward); a page past it (an API caller's
 * PageIndex) makes the kit count exactly once and read that page from the end.
 * The list's select is not changed (the limit is written around it), so it can be counted again.
 * `estimate: table`: an unfiltered list first asks the planner's estimate (`plannerEstimate`).
 */
export function cappedCount(cap = COUNT_CAP, options: { estimate?: PgTable } = {}): CountStrategy {
  return async (db, matching, context) => {
    if (options.estimate && context && !context.filtered && (await plannerEstimate(db, options.estimate)) > ESTIMATE_FACTOR * cap) {
      return { total: cap, capped: true };
    }
    const counted = db.select({ total: sql<number>`count(*)::int` }).from(sql`(${matching.getSQL()} limit ${sql.raw(String(cap + 1))}) as matching`);
    const [row] = await runPrepared<{ total: number }>(counted.$dynamic());
    const total = Number(row.total);
    return total > cap ? { total: cap, capped: true } : { total, capped: false };
  };
}

/** The planner's estimate must exceed the cap this many times before an unfiltered list skips its capped count. */
export const ESTIMATE_FACTOR = 2;
/** How long a table's estimate is reused (it changes with autovacuum / analyze, not per row). */
const ESTIMATE_TTL_MS = 10_000;
const estimates = new Map<string, { rows: number; until: number }>();

/**
 * The planner's estimate of a table's rows (`pg_class.reltuples`, kept by autovacuum and
 * analyze; -1 when never analyzed), remembered for 10 seconds per process. With
 * `cappedCount(cap, { estimate: table })` an unfiltered list whose table the planner estimates
 * at more than twice the cap answers "10.000+" without walking 10,001 rows (issue 15: the
 * planner's estimate for a large unfiltered table); below that, or filtered, it counts.
 */
export async function plannerEstimate(db: DbOrTx, table: PgTable): Promise<number> {
  const name = getTableName(table);
  const now = Date.now();
  const hit = estimates.get(name);
  if (hit && hit.until > now) return hit.rows;
  const { rows } = await db.execute<{ rows: number | string | null }>(sql`select reltuples::bigint as rows from pg_class where oid = to_regclass(${name})`);
  const estimate = Number(rows[0]?.rows ?? -1);
  estimates.set(name, { rows: estimate, until: now + ESTIMATE_TTL_MS });
  return estimate;
}

/**
 * From this offset on, a list with `keys` reads the page's ids first (the deferred join); below
 * it the page's own select is as cheap (it reads at most this many rows more).
 */
export const DEFERRED_FROM = 200;

export type ListSpec<O extends ListQueryOptions> = {
  /**
   * Every declared filter bound to what it compares; `null` when the query function applies it
   * itself (e.g. the employees' tab, which depends on today's date).
   */
  filters: { [N in keyof KindsOf<O>]: FilterTarget<KindsOf<O>[N]> | null };
  /** Every declared sort name bound to its expression(s); an unknown name falls back to the default. */
  sort: Record<O['sortable'][number], SortTerm | readonly SortTerm[]>;
  /** A unique column (the id), appended to every order unless the sort already ends on it, so pages never overlap. */
  tiebreak: AnyColumn;
  /** Empty values last in both directions (Postgres puts them first when descending). */
  nullsLast?: boolean;
  /** How the list counts (default `exactCount`); say beside it why. */
  counting?: CountStrategy;
  /**
   * A large table whose text filters may match few rows far along the sort's index: a
   * text-filtered page counts first and, with at most SORT_MATCHES_MAX matches, sorts them
   * (see SORT_MATCHES_MAX). Small tables walk their index faster than the extra statement costs.
   */
  sortTextMatches?: boolean;
};

export type ListSource<T extends PgSelect> = {
  /** The page's select with its joins, without where, order or paging. */
  rows: T;
  /** The same rows for counting: a lean select (the id) with only the joins the filters need. */
  count: PgSelect;
  /** Conditions the query function adds (filters declared `null`, a tab, a fixed scope). */
  where?: (SQL | undefined)[];
  /**
   * A deferred join for large lists: a lean select of the tiebreak as `id`, with only the joins
   * the sort and the filters need. When given, a page far from both ends of the list (offset
   * `DEFERRED_FROM` or more from the nearer end) sorts these narrow rows, takes the page's ids
   * and then reads `rows` for those ids only (`rows` must select the tiebreak as `id`).
   */
  keys?: PgSelect;
  /**
   * `rows` cannot be ordered by the list's sorts (they lack the sort's joins, e.g. the items
   * overview's ranks and paths): every page reads its ids through `keys` first.
   */
  keysOnly?: boolean;
};

export type ListDefinition = {
  /** The declared filters as SQL conditions (values the list cannot use are ignored). */
  conditions(filters: ListQuery['filters']): SQL[];
  /**
   * ORDER BY for the query's sort (the default for an unknown name), with the tiebreak last.
   * `reversed`: the exact reverse of that order (every direction and nulls placement flipped).
   */
  orderBy(q: Pick<ListQuery, 'sortBy' | 'sortOrder'>, reversed?: boolean): SQL[];
  /** Runs the page and the count: the spec's paged result. */
  page<T extends PgSelect>(db: DbOrTx, q: ListQuery, source: ListSource<T>): Promise<Paged<Awaited<T>[number]>>;
};

function filterCondition(kind: ListFilterKind, target: unknown, values: string[]): SQL | undefined {
  switch (kind) {
    case 'text': {
      const value = textFilter(values);
      if (value === null) return undefined;
      if (typeof target === 'function') return (target as (v: string) => SQL)(value);
      const pattern = contains(value);
      const targets = (Array.isArray(target) ? target : [target]) as Expression[];
      return targets.length === 1 ? ilike(targets[0], pattern) : or(...targets.map((t) => ilike(t, pattern)));
    }
    case 'ids': {
      const ids = intFilter(values);
      return ids.length ? inArray(target as AnyColumn, ids) : undefined;
    }
    case 'boolean': {
      const value = booleanFilter(values);
      if (value === null) return undefined;
      return typeof target === 'function' ? (target as (v: boolean) => SQL)(value) : eq(target as AnyColumn, value);
    }
    case 'date': {
      const day = values.find(isValidIsoDate);
      if (day === undefined) return undefined;
      return typeof target === 'function' ? (target as (d: string) => SQL)(day) : eq(target as AnyColumn, day);
    }
  }
}

const isFixed = (term: SortTerm): term is { by: SQLWrapper; order: SortOrder } => 'by' in term && 'order' in term;
const expressionOf = (term: SortTerm | undefined) => (term && isFixed(term) ? term.by : term);

/**
 * The entries of a select's column map that a list also filters or sorts by under the same name:
 * `sort: { ...sameColumns(listColumns, 'oib', 'city'), name: [...] }` names each column once.
 */
export function sameColumns<C extends Record<string, unknown>, K extends keyof C>(columns: C, ...keys: K[]): Pick<C, K> {
  return Object.fromEntries(keys.map((k) => [k, columns[k]])) as Pick<C, K>;
}

/** Binds a list's declared names (schemas.ts) to SQL. */
export function defineList<O extends ListQueryOptions>(options: O, spec: ListSpec<O>): ListDefinition {
  const kinds = filterKinds(options);
  const targets = spec.filters as Record<string, unknown>;
  const sorts = spec.sort as Record<string, SortTerm | readonly SortTerm[]>;
  const counting = spec.counting ?? exactCount;
  for (const name of filterNames(options)) {
    if (!kinds[name] || !(name in targets)) throw new Error(`List filter ${name} needs a kind and a column`);
  }

  const conditions = (filters: ListQuery['filters']): SQL[] => {
    // In declared order, so the SQL does not depend on the order of the URL's parameters.
    const out: SQL[] = [];
    for (const name of filterNames(options)) {
      const values = Object.hasOwn(filters, name) ? filters[name] : undefined;
      if (!values?.length || targets[name] === null) continue;
      const condition = filterCondition(kinds[name], targets[name], values);
      if (condition) out.push(condition);
    }
    return out;
  };

  const orderBy = (q: Pick<ListQuery, 'sortBy' | 'sortOrder'>, reversed = false, sortMatches = false): SQL[] => {
    const chosen = Object.hasOwn(sorts, q.sortBy) ? sorts[q.sortBy] : sorts[options.defaultSortBy];
    const terms: SortTerm[] = Array.isArray(chosen) ? [...chosen] : [chosen as SortTerm];
    if (expressionOf(terms.at(-1)) !== spec.tiebreak) terms.push(spec.tiebreak);
    // Postgres' default (asc nulls last, desc nulls first) reverses itself; "nulls last" reverses to "nulls first".
    const nulls = spec.nullsLast ? sql.raw(reversed ? ' nulls first' : ' nulls last') : sql.empty();
    return terms.map((term, i) => {
      const requested = isFixed(term) ? term.order : q.sortOrder;
      const order = reversed === (requested === 'desc') ? 'asc' : 'desc';
      // `(select x)` orders as x does, but no index matches it: the matches are found, then sorted.
      const by = sortMatches && i === 0 ? sql`(select ${expressionOf(term)})` : expressionOf(term);
      return sql`${by} ${sql.raw(order)}${nulls}`;
    });
  };

  const textFiltered = (filters: ListQuery['filters']) =>
    filterNames(options).some((name) => kinds[name] === 'text' && targets[name] !== null && Object.hasOwn(filters, name) && textFilter(filters[name] ?? []) !== null);

  /**
   * The rows of `limit` rows after `skip` in the order (reversed: from the end, given back in
   * the list's order); with `keys` and a large `skip` (or `keysOnly`, or the matches sorted:
   * `sortMatches`), the ids first, then the rows of those ids.
   */
  async function readRows<T extends PgSelect>(source: ListSource<T>, condition: SQL | undefined, q: ListQuery, reversed: boolean, skip: number, limit: number, sortMatches = false) {
    const order = orderBy(q, reversed, sortMatches);
    let rows: { id: number }[];
    // Sorting the matches: sort their narrow keys, not every match joined with every detail.
    if (source.keys && (source.keysOnly || skip >= DEFERRED_FROM || sortMatches)) {
      const keys = source.keys.where(condition).orderBy(...order);
      const ids = (skip === 0 ? await runPrepared<{ id: number }>(keys.limit(literal(limit))) : await runPrepared<{ id: number }>(keys.limit(limit).offset(skip), false)).map((r) => r.id);
      if (!ids.length) return [] as unknown as Awaited<T>;
      const found = await runPrepared<{ id: number }>(source.rows.where(inArray(spec.tiebreak, ids)));
      const byId = new Map(found.map((r) => [r.id, r]));
      // A row deleted between the two reads is left out (the caller reads in one snapshot to avoid it).
      rows = ids.flatMap((id) => byId.get(id) ?? []);
    } else {
      // The first page and the last (read from the end) repeat most: their statements are prepared.
      const query = source.rows.where(condition).orderBy(...order);
      rows = skip === 0 ? await runPrepared<{ id: number }>(query.limit(literal(limit))) : await runPrepared<{ id: number }>(query.limit(limit).offset(skip), false);
    }
    return (reversed ? rows.reverse() : rows) as unknown as Awaited<T>;
  }

  return {
    conditions,
    orderBy,
    /**
     * The first page: its rows and the count at once (text-filtered: the count first, to know
     * whether to sort the matches: SORT_MATCHES_MAX). Any other page: the count first, then the
     * page from the nearer end (a page in the back half is read in the exact reverse order, so
     * the deepest page reads as few rows as the first); with `keys`, the ids of a page far from
     * both ends first (the deferred join). A capped count above its cap leaves the end unknown:
     * the pages within the cap are read forward; a page past the cap is counted exactly first.
     */
    async page(db, q, source) {
      const condition = and(...conditions(q.filters), ...(source.where ?? []));
      const offset = listOffset(q);
      const matching = source.count.where(condition);
      const texts = spec.sortTextMatches === true && textFiltered(q.filters);
      if (offset === 0 && !texts) {
        const [rows, { total, capped }] = await Promise.all([readRows(source, condition, q, false, 0, q.pageSize), counting(db, matching, { filtered: condition !== undefined })]);
        return toPaged(rows, total, q, capped);
      }
      let { total, capped } = await counting(db, matching, { filtered: condition !== undefined });
      if (capped && offset + q.pageSize > total) ({ total, capped } = await exactCount(db, matching));
      const limit = Math.min(q.pageSize, total - offset);
      if (limit <= 0) return toPaged([] as Awaited<typeof source.rows>, total, q, capped);
      const fromEnd = total - offset - limit;
      const reversed = !capped && fromEnd < offset;
      const sortMatches = texts && !capped && total <= SORT_MATCHES_MAX;
      return toPaged(await readRows(source, condition, q, reversed, reversed ? fromEnd : offset, limit, sortMatches), total, q, capped);
    },
  };
}

/** The same page with its rows turned into DTOs. */
export function mapPage<T, U>(page: Paged<T>, toDto: (row: T) => U): Paged<U> {
  return { ...page, pageItems: page.pageItems.map(toDto) };
}
