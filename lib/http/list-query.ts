import 'server-only';
import { and, eq, getTableName, ilike, inArray, or, sql, SQL, type AnyColumn, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { isValidIsoDate } from '@/lib/i18n/zod';
import { jsonRowsSql, orderedFields, selectWith, withJsonRows } from './list-json';
import { preparedName, runStatement, type StatementInternals } from './statement';
import type { TallyList } from './list-tally';
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
export type CountStrategy = ((db: DbOrTx, matching: PgSelect, context?: { filtered: boolean }) => Promise<ListCount>) & {
  /**
   * The same count as one SQL expression (an int), so a first page answered as JSON sends one
   * statement (rows and count); `known` when the answer needs no SQL (the planner's estimate).
   */
  inline?: (db: DbOrTx, matching: PgSelect, context: { filtered: boolean }) => Promise<{ expression: SQL; cap?: number } | { known: ListCount }>;
};

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
  // The statement is built once (drizzle's `prepare` would build it again after `toSQL` named it:
  // building a select costs about as much as parsing its 50 rows). `_prepare` of drizzle's select, with the text at hand.
  const select = qb as unknown as PreparableSelect;
  const query = select.dialect.sqlToQuery(select.getSQL());
  const name = preparedName(query.sql);
  if (!name) return qb as unknown as Promise<T[]>;
  const prepared = select.session.prepareQuery(query, orderedFields(select.config.fields), name, true, undefined, { type: 'select', tables: [...select.usedTables] }, select.cacheConfig);
  prepared.joinsNotNullableMap = select.joinsNotNullableMap;
  return prepared.execute() as Promise<T[]>;
}

/** What `runPrepared` reads of a drizzle select (its internals, pinned by lib/http/list-query.test.ts). */
type PreparableSelect = StatementInternals & {
  getSQL(): SQL;
  config: { fields: Record<string, unknown> };
  usedTables: Iterable<string>;
  cacheConfig: unknown;
  joinsNotNullableMap: unknown;
};

/** A limit or offset written into the statement's text (so a page's statement text repeats and can be prepared). */
const literal = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

/** `limit` rows after `skip`: the first page's limit in the text (a statement that repeats), others as parameters. */
const paged = <S extends PgSelect>(select: S, skip: number, limit: number) => (skip === 0 ? select.limit(literal(limit)) : select.limit(limit).offset(skip));

/**
 * count(*) of every matching row; Postgres flattens the subquery into a plain count. For lists
 * bounded by nature (master data, a project's rows, the app's users) and for large ones whose
 * count is index-backed (the documents list: the type is always filtered).
 */
export const exactCount: CountStrategy = Object.assign(
  async (db: DbOrTx, matching: PgSelect) => {
    const [row] = await runStatement<{ total: number }>(db, sql`select count(*)::int as total from (${matching.getSQL()}) as matching`, { cached: true });
    return { total: Number(row.total), capped: false };
  },
  { inline: async (_db: DbOrTx, matching: PgSelect) => ({ expression: sql`(select count(*)::int from (${matching.getSQL()}) as matching)` }) },
);

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
  const estimatedLarge = async (db: DbOrTx, context?: { filtered: boolean }) =>
    options.estimate !== undefined && context !== undefined && !context.filtered && (await plannerEstimate(db, options.estimate)) > ESTIMATE_FACTOR * cap;
  // At most cap + 1 matching rows: what both the count's own statement and its inline expression count.
  const limited = (matching: PgSelect) => sql`(${matching.getSQL()} limit ${sql.raw(String(cap + 1))}) as matching`;
  return Object.assign(
    async (db: DbOrTx, matching: PgSelect, context?: { filtered: boolean }) => {
      if (await estimatedLarge(db, context)) return { total: cap, capped: true };
      const [row] = await runStatement<{ total: number }>(db, sql`select count(*)::int as total from ${limited(matching)}`, { cached: true });
      return capAt(Number(row.total), cap);
    },
    {
      inline: async (db: DbOrTx, matching: PgSelect, context: { filtered: boolean }) =>
        (await estimatedLarge(db, context)) ? { known: { total: cap, capped: true } } : { expression: sql`(select count(*)::int from ${limited(matching)})`, cap },
    },
  );
}

/** The exact count read from list_tallies (`ListSpec.tally`): one lookup, alone or inline with a first page. */
function tallyCount(expression: SQL): CountStrategy {
  return Object.assign(
    async (db: DbOrTx) => {
      const [row] = await runStatement<{ total: number | string }>(db, sql`select ${expression} as total`, { cached: true });
      return { total: Number(row.total), capped: false };
    },
    { inline: async () => ({ expression }) },
  );
}

/** A count of at most cap + 1 rows as the list's total: the cap with `capped` above it. */
const capAt = (total: number, cap: number): ListCount => (total > cap ? { total: cap, capped: true } : { total, capped: false });

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
 * From this offset on, a list with `keys` pages its lean keys first (the deferred join); below
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
  /**
   * The list's rows are tallied per key in list_tallies (db/schema/list-tallies.ts, kept by the
   * database): a query whose only conditions are its 'ids' filters named `k1` / `k2` (any number
   * of values each; `ListSource.tallyK1` for a caller's fixed scope) reads its exact total there,
   * a lookup instead of counting tens of thousands of rows (issue 15). Any other condition counts
   * as `counting` says. `k1In`: text filters whose condition is "k1 in (the keys this select
   * gives for the typed text)", with that select (the filter must use the same one): the total
   * is then the tallies of those keys (the items overview by project name: the projects' tallies).
   */
  tally?: { list: TallyList; k1?: string; k2?: string; k1In?: Record<string, (text: string) => SQL> };
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
   * `DEFERRED_FROM` or more from the nearer end) sorts these narrow rows in a subquery, pages
   * them and joins `rows` to those ids only, in their order, in the same statement (`orderedRows`).
   */
  keys?: PgSelect;
  /**
   * `rows` cannot be ordered by the list's sorts (they lack the sort's joins, e.g. the items
   * overview's ranks and paths, or the planner joins every row before sorting): every page is
   * ordered and paged through `keys`.
   */
  keysOnly?: boolean;
  /**
   * The caller's `where` is exactly "the tally's k1 equals this" (a route's fixed scope: the
   * warehouse of /api/Warehouse/{id}/WarehouseItems), so the list's tally still answers its count.
   */
  tallyK1?: number;
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
  /**
   * The same paged result as JSON text, its rows written by Postgres (list-json.ts): for the API
   * routes of lists whose rows are their DTOs (issue 15: no row parsed or stringified in Node).
   */
  pageJson<T extends PgSelect>(db: DbOrTx, q: ListQuery, source: ListSource<T>): Promise<string>;
  /** `pageJson` with the list's total beside it (a sub-list asks whether its owner exists only when it is empty). */
  pageJsonTotal<T extends PgSelect>(db: DbOrTx, q: ListQuery, source: ListSource<T>): Promise<JsonPage>;
};

/** A page as JSON text and the list's total (capped or exact: above 0 means the list has rows). */
export type JsonPage = { json: string; total: number };

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
  const listCounting = spec.counting ?? exactCount;
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

  /** The sort's terms with the tiebreak last. */
  const sortTerms = (q: Pick<ListQuery, 'sortBy'>): SortTerm[] => {
    const chosen = Object.hasOwn(sorts, q.sortBy) ? sorts[q.sortBy] : sorts[options.defaultSortBy];
    const terms: SortTerm[] = Array.isArray(chosen) ? [...chosen] : [chosen as SortTerm];
    if (expressionOf(terms.at(-1)) !== spec.tiebreak) terms.push(spec.tiebreak);
    return terms;
  };

  /** ORDER BY the sort's terms (`over`: the i-th term as that SQL instead, e.g. a column of the matches). */
  const orderBy = (q: Pick<ListQuery, 'sortBy' | 'sortOrder'>, reversed = false, sortMatches = false, over?: (i: number) => SQL): SQL[] => {
    // Postgres' default (asc nulls last, desc nulls first) reverses itself; "nulls last" reverses to "nulls first".
    const nulls = spec.nullsLast ? sql.raw(reversed ? ' nulls first' : ' nulls last') : sql.empty();
    return sortTerms(q).map((term, i) => {
      const requested = isFixed(term) ? term.order : q.sortOrder;
      const order = reversed === (requested === 'desc') ? 'asc' : 'desc';
      // `(select x)` orders as x does, but no index matches it: the matches are found, then sorted.
      const by = over ? over(i) : sortMatches && i === 0 ? sql`(select ${expressionOf(term)})` : expressionOf(term);
      return sql`${by} ${sql.raw(order)}${nulls}`;
    });
  };

  /**
   * A text-filtered first page in one statement (`sortTextMatches`, the JSON path): the matches
   * (at most COUNT_CAP + 1, each with its sort values) are found once, counted, and, when they
   * are SORT_MATCHES_MAX or fewer, sorted and the page's rows joined to the first `pageSize`
   * (issue 15: "name contains zaš" found its 3,431 matches of 137,105 twice, to count and to
   * sort, each a trigram scan rechecking 2,175 table pages). Null rows: more matches than that.
   */
  const matchesFirst = (q: ListQuery, source: ListSource<PgSelect> & { keys: PgSelect }, condition: SQL | undefined) => {
    const fieldsFlat = [
      { path: ['id'], field: sql`${spec.tiebreak} as list_id` },
      ...sortTerms(q).map((term, i) => ({ path: [`s${i}`], field: sql`${expressionOf(term)} as ${sql.raw(`list_s${i}`)}` })),
    ];
    const found = selectWith(source.keys, () => ({ fieldsFlat, where: condition, orderBy: [], limit: literal(COUNT_CAP + 1), offset: undefined })).getSQL();
    const first = sql`(select list_id from list_matching order by ${sql.join(orderBy(q, false, false, (i) => sql.raw(`list_s${i}`)), sql`, `)} limit ${literal(q.pageSize)})`;
    const page = sql`(select list_keys.list_id as key_id, row_number() over () as key_n from ${first} as list_keys) as list_page`;
    // The rows joined to the page as `innerJoin` would join them, on a copy (with more matches
    // than SORT_MATCHES_MAX the same select reads the page another way).
    const join = { table: page, on: sql`list_page.key_id = ${spec.tiebreak}`, joinType: 'inner', alias: undefined, lateral: false };
    const rows = selectWith(source.rows, (config) => ({ joins: [...(config.joins ?? []), join], orderBy: [sql`list_page.key_n`] }));
    return { found, rows };
  };

  /**
   * The list's total from list_tallies, as an SQL expression, when the query's conditions are
   * nothing but the tally's keys (`spec.tally`); undefined otherwise.
   */
  const tallyOf = (filters: ListQuery['filters'], source: ListSource<PgSelect>): SQL | undefined => {
    const tally = spec.tally;
    const scoped = source.tallyK1 !== undefined;
    if (!tally || (source.where?.some((w) => w !== undefined) && !scoped)) return undefined;
    const keys: { k1?: number[] | SQL; k2?: number[] } = scoped ? { k1: [source.tallyK1!] } : {};
    for (const name of filterNames(options)) {
      const values = Object.hasOwn(filters, name) ? filters[name] : undefined;
      if (!values?.length || targets[name] === null || !filterCondition(kinds[name], targets[name], values)) continue;
      const keysOf = tally.k1In && Object.hasOwn(tally.k1In, name) && kinds[name] === 'text' ? tally.k1In[name] : undefined;
      if (keysOf) {
        if (keys.k1 !== undefined) return undefined;
        keys.k1 = keysOf(textFilter(values)!);
        continue;
      }
      const key = name === tally.k1 ? 'k1' : name === tally.k2 ? 'k2' : undefined;
      if (key === undefined || kinds[name] !== 'ids' || keys[key] !== undefined) return undefined;
      keys[key] = intFilter(values);
    }
    const keyed = (key: 'k1' | 'k2') => {
      const ids = keys[key];
      if (ids === undefined) return sql.empty();
      return sql` and ${sql.raw(key)} in (${Array.isArray(ids) ? sql.join(ids.map((id) => sql`${id}`), sql`, `) : ids})`;
    };
    return sql`(select coalesce(sum(n), 0)::int from list_tallies where list = ${tally.list}${keyed('k1')}${keyed('k2')})`;
  };

  const textFiltered = (filters: ListQuery['filters']) =>
    filterNames(options).some((name) => kinds[name] === 'text' && targets[name] !== null && Object.hasOwn(filters, name) && textFilter(filters[name] ?? []) !== null);

  /**
   * The rows of `limit` rows after `skip` in the order (reversed: from the end, given back in
   * the list's order), in one statement (`orderedRows`). `reader` reads them as objects or as one
   * JSON text.
   */
  async function readRows<T extends PgSelect, R>(reader: Reader<R>, source: ListSource<T>, condition: SQL | undefined, q: ListQuery, reversed: boolean, skip: number, limit: number, sortMatches = false): Promise<R> {
    const order = orderBy(q, reversed, sortMatches);
    const keyed = usesKeys(source, skip, sortMatches);
    // The first page and the last (read from the end) repeat most: their statements are prepared.
    return reader.ordered(orderedRows(source, condition, q, order, skip, limit, keyed), reversed, skip === 0);
  }

  /**
   * The page's rows in one select.
   * - `keyed` (with `keys`: a page `DEFERRED_FROM` rows or more from the nearer end, `keysOnly`,
   *   the matches sorted): the lean keys sorted and paged in a subquery, numbered in their order,
   *   and the details joined to those ids only, in that order (sorting the matches: their narrow
   *   keys, not every match joined with every detail). One statement: no ids travel to Node and
   *   back, and no row can vanish between two reads.
   * - Sorted by anything but the default (which has its index to walk), a list with `keys` sorts
   *   its lean keys in a subquery and joins the details to the page's ids only (issue 15: sorting
   *   5,006 cooperators by city with their five joins took 7 ms, the ids with one join 2 ms).
   */
  function orderedRows(source: ListSource<PgSelect>, condition: SQL | undefined, q: ListQuery, order: SQL[], skip: number, limit: number, keyed: boolean) {
    if (keyed) {
      const keys = pagedKeys(source, condition, order, skip, limit);
      const page = sql`(select list_keys.id as key_id, row_number() over () as key_n from ${keys} as list_keys) as list_page`;
      return source.rows.innerJoin(page, sql`list_page.key_id = ${spec.tiebreak}`).orderBy(sql`list_page.key_n`);
    }
    const leanSort = source.keys !== undefined && Object.hasOwn(sorts, q.sortBy) && q.sortBy !== options.defaultSortBy;
    if (!leanSort) return paged(source.rows.where(condition).orderBy(...order), skip, limit);
    return source.rows.where(inArray(spec.tiebreak, pagedKeys(source, condition, order, skip, limit))).orderBy(...order).limit(literal(limit));
  }

  /** The page's lean keys: the matching keys in the order, `limit` after `skip`. */
  const pagedKeys = (source: ListSource<PgSelect>, condition: SQL | undefined, order: SQL[], skip: number, limit: number) =>
    paged(source.keys!.where(condition).orderBy(...order), skip, limit);

  const usesKeys = (source: ListSource<PgSelect>, skip: number, sortMatches: boolean) =>
    source.keys !== undefined && (source.keysOnly === true || skip >= DEFERRED_FROM || sortMatches);

  /**
   * The page's rows and the list's count, read by `reader`. The first page: its rows and the
   * count at once (as JSON with an inline count: in one statement; text-filtered: the count
   * first, to know whether to sort the matches: SORT_MATCHES_MAX). Any other page: the count
   * first, then the page from the nearer end (a page in the back half is read in the exact
   * reverse order, so the deepest page reads as few rows as the first); with `keys`, the keys of a
   * page far from both ends first (the deferred join). A capped count above its cap leaves the
   * end unknown: the pages within the cap are read forward; a page past the cap is counted exactly first.
   */
  async function pageWith<T extends PgSelect, R>(reader: Reader<R>, db: DbOrTx, q: ListQuery, source: ListSource<T>): Promise<{ rows: R; count: ListCount }> {
    const condition = and(...conditions(q.filters), ...(source.where ?? []));
    const offset = listOffset(q);
    const matching = source.count.where(condition);
    const context = { filtered: condition !== undefined };
    const tally = tallyOf(q.filters, source);
    const counting = tally ? tallyCount(tally) : listCounting;
    const texts = spec.sortTextMatches === true && textFiltered(q.filters);
    if (offset === 0 && !texts) {
      const keyed = usesKeys(source, 0, false);
      if (reader.withCount && counting.inline) {
        const inline = await counting.inline(db, matching, context);
        const query = orderedRows(source, condition, q, orderBy(q), 0, q.pageSize, keyed);
        if ('known' in inline) return { rows: await reader.ordered(query, false, true), count: inline.known };
        const { rows, total } = await reader.withCount(query, inline.expression);
        return { rows, count: inline.cap === undefined ? { total, capped: false } : capAt(total, inline.cap) };
      }
      const [rows, count] = await Promise.all([readRows(reader, source, condition, q, false, 0, q.pageSize), counting(db, matching, context)]);
      return { rows, count };
    }
    let known: ListCount | undefined;
    if (offset === 0 && texts && reader.matchesFirst && source.keys) {
      const first = await reader.matchesFirst(matchesFirst(q, { ...source, keys: source.keys }, condition));
      if (first.rows !== null) return { rows: first.rows, count: { total: first.total, capped: false } };
      // More than SORT_MATCHES_MAX: the page walks the sort's index below, the count is known within the cap.
      if (first.total <= COUNT_CAP) known = { total: first.total, capped: false };
    }
    let { total, capped } = known ?? (await counting(db, matching, context));
    if (capped && offset + q.pageSize > total) ({ total, capped } = await exactCount(db, matching));
    const limit = Math.min(q.pageSize, total - offset);
    if (limit <= 0) return { rows: reader.empty, count: { total, capped } };
    const fromEnd = total - offset - limit;
    const reversed = !capped && fromEnd < offset;
    const sortMatches = texts && !capped && total <= SORT_MATCHES_MAX;
    return { rows: await readRows(reader, source, condition, q, reversed, reversed ? fromEnd : offset, limit, sortMatches), count: { total, capped } };
  }

  /** Rows as drizzle maps them (objects). */
  const objects: Reader<Record<string, unknown>[]> = {
    empty: [],
    async ordered(query, reversed, prepare) {
      const rows = await runPrepared(query, prepare);
      return reversed ? rows.reverse() : rows;
    },
  };

  /** Rows as one JSON array text written by Postgres (list-json.ts). */
  const jsonText = (db: DbOrTx): Reader<string> => ({
    empty: '[]',
    ordered: async (query, reversed, prepare) => (await runStatement<{ rows: string }>(db, sql`select (${jsonRowsSql(query, reversed)}) as rows`, { prepare, cached: true }))[0].rows,
    async withCount(query, countExpression) {
      const [row] = await runStatement<{ rows: string; total: number }>(db, sql`select ${countExpression} as total, (${jsonRowsSql(query)}) as rows`, { cached: true });
      return { rows: row.rows, total: Number(row.total) };
    },
    async matchesFirst({ found, rows }) {
      const [row] = await runStatement<{ rows: string | null; total: number }>(
        db,
        sql`with list_matching as materialized (${found}) select m.total, case when m.total <= ${literal(SORT_MATCHES_MAX)} then (${jsonRowsSql(rows)}) end as rows from (select count(*)::int as total from list_matching) m`,
        { cached: true },
      );
      return { rows: row.rows, total: Number(row.total) };
    },
  });

  return {
    conditions,
    orderBy,
    async page(db, q, source) {
      const { rows, count } = await pageWith(objects, db, q, source);
      return toPaged(rows as Awaited<typeof source.rows>, count.total, q, count.capped);
    },
    async pageJson(db, q, source) {
      return (await pageJsonTotal(db, q, source)).json;
    },
    pageJsonTotal,
  };

  async function pageJsonTotal<T extends PgSelect>(db: DbOrTx, q: ListQuery, source: ListSource<T>): Promise<JsonPage> {
    const { rows, count } = await pageWith(jsonText(db), db, q, source);
    // The spec's paged result around the rows' text, in the key order of toPaged.
    return { json: withJsonRows(toPaged([], count.total, q, count.capped), 'pageItems', rows), total: count.total };
  }
}

/** How `pageWith` reads a page's rows: as objects or as one JSON text. */
type Reader<R> = {
  empty: R;
  /** An ordered, limited select's rows (`reversed`: it reads from the end; given back in the list's order). */
  ordered(query: PgSelect, reversed: boolean, prepare: boolean): Promise<R>;
  /** The first page's rows and the count in one statement. */
  withCount?(query: PgSelect, countExpression: SQL): Promise<{ rows: R; total: number }>;
  /** A text-filtered first page: the matches counted and, SORT_MATCHES_MAX or fewer, the page sorted from them (`matchesFirst`). */
  matchesFirst?(statement: { found: SQL; rows: PgSelect }): Promise<{ rows: R | null; total: number }>;
};

/** The same page with its rows turned into DTOs. */
export function mapPage<T, U>(page: Paged<T>, toDto: (row: T) => U): Paged<U> {
  return { ...page, pageItems: page.pageItems.map(toDto) };
}
