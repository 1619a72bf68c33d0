import 'server-only';
import { Column, getTableColumns, is, noopDecoder, sql, SQL, Subquery, Table, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { runStatement } from './statement';

/**
 * A list page's rows as ONE JSON array text written by Postgres (issue 15, throughput at 50
 * concurrent): the Node process then parses no rows and stringifies nothing, it passes the text
 * on. The text must be exactly what the drizzle select would give once JSON.stringify'd, so each
 * field is written as drizzle decodes it (tests/api/list-json.test.ts compares both paths for
 * every list that answers this way):
 *
 * - numeric (string mode): its text ("1234.50"), not a JSON number;
 * - timestamp (Date mode): the ISO text of the Date ("2026-01-05T07:00:00.000Z"); string mode
 *   and date / interval: Postgres' own text, as drizzle passes it on;
 * - integers, booleans, text, json: as Postgres writes them (the same values);
 * - an SQL expression: numeric as text (what both drivers give), anything else as is; one that
 *   maps its value (`mapWith`) other than to a number cannot be answered as JSON (an error, at
 *   once). A bigint expression (count(*)) is a JSON number, while node-postgres would give a
 *   string and PGlite a number: a list casts its counts to int.
 * - a column of a JS bigint (`mode: 'bigint'`) cannot be JSON at all (an error).
 *
 * A select may group fields one level deep (`{ employee: { id, name }, payrollItem: { ... } }`):
 * the group is written as a JSON object, as drizzle nests it; and, as drizzle does, as null when
 * its fields are all columns of one outer-joined table and all null (a left join that found no row).
 */
type Field = { key: string; field: unknown };
type Entry = Field | { key: string; group: Field[]; nullable: boolean };

const isValue = (field: unknown) => is(field, Column) || is(field, SQL) || is(field, SQL.Aliased);

/** Every key of the select with what it selects (groups with theirs), in the order drizzle writes the columns. */
function entriesOf(select: PgSelect): Entry[] {
  // drizzle keeps the select's fields in `config.fields` (the order of its SELECT list) and its joins in `config.joins`.
  const { fields, joins = [] } = (select as unknown as { config: { fields: Record<string, unknown>; joins?: { joinType: string; table: unknown }[] } }).config;
  const outer = new Set(joins.filter((j) => j.joinType !== 'inner').map((j) => j.table));
  return Object.entries(fields).map(([key, field]): Entry => {
    if (isValue(field)) return { key, field };
    if (field === null || typeof field !== 'object' || is(field, Table)) throw new Error(`JSON list rows: ${key} is not a column, an SQL expression or a group of them`);
    const group = Object.entries(field as Record<string, unknown>).map(([k, f]) => {
      if (!isValue(f)) throw new Error(`JSON list rows: ${key}.${k} is nested deeper than one level`);
      return { key: k, field: f };
    });
    const tables = new Set(group.map(({ field: f }) => (is(f, Column) ? (f as Column).table : undefined)));
    const [only] = [...tables];
    return { key, group, nullable: tables.size === 1 && only !== undefined && outer.has(only) };
  });
}

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** How one selected value (`v`, the column of the aliased subquery) is written into the row's JSON. */
function encode(field: unknown, v: SQL): SQL {
  if (is(field, Column)) {
    const column = field as Column & { withTimezone?: boolean };
    switch (column.columnType) {
      case 'PgNumeric':
      case 'PgDateString':
      case 'PgTimestampString':
      case 'PgInterval':
        return sql`${v}::text`;
      case 'PgTimestamp':
        return column.withTimezone ? sql`to_char(${v} at time zone 'UTC', ${sql.raw(ISO_UTC)})` : sql`to_char(${v}, ${sql.raw(ISO_UTC)})`;
      case 'PgDate':
        return sql`to_char(${v}, 'YYYY-MM-DD"T00:00:00.000Z"')`;
      case 'PgNumericBigInt':
      case 'PgBigInt64':
        throw new Error(`JSON list rows: ${column.name} is a JS bigint`);
      default:
        return v;
    }
  }
  // drizzle keeps an SQL field's decoder (noopDecoder unless `mapWith`) on the SQL, unexported in its types.
  const { decoder } = (is(field, SQL.Aliased) ? (field as SQL.Aliased).sql : field) as unknown as { decoder: typeof noopDecoder };
  if (decoder.mapFromDriverValue === Number) return v; // mapWith(Number): a JSON number.
  if (decoder !== noopDecoder) throw new Error('JSON list rows: an SQL field maps its value');
  return sql`case when pg_typeof(${v}) = 'numeric'::regtype then to_json(${v}::text) else to_json(${v}) end`;
}

/**
 * `select` (with its where, order and limit) as one JSON array text of its rows, in its order
 * (`reversed`: in the opposite order, for a page read from the end). The select's columns are
 * renamed by position (c0, c1, …: joined tables repeat names), numbered in the order the
 * ordered subquery yields them, and each row is written as the object of the select's keys.
 */
export function jsonRowsSql(select: PgSelect & SQLWrapper, reversed = false): SQL {
  const { values, columns, selection } = projectionOf(select);
  const direction = sql.raw(reversed ? 'desc' : 'asc');
  // Each row as compact JSON (row_to_json: nested records as objects), joined by commas: json_agg would put a newline between rows.
  return sql`select coalesce('[' || string_agg(row_to_json((select x from (select ${values}) x))::text, ',' order by p.n ${direction}) || ']', '[]') from (select row_number() over () as n, s.* from (${selectSql(select, selection)}) s(${columns})) p`;
}

/** drizzle's orderSelectedFields (not in its types): the select's fields with their paths, in SELECT order. */
export function orderedFields(fields: Record<string, unknown>, prefix: string[] = []): { path: string[]; field: unknown }[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const path = [...prefix, name];
    if (is(field, Column) || is(field, SQL) || is(field, SQL.Aliased) || is(field, Subquery)) return [{ path, field }];
    if (is(field, Table)) return orderedFields(getTableColumns(field as Table), path);
    return orderedFields(field as Record<string, unknown>, path);
  });
}

type SelectInternals = {
  config: { fields: Record<string, unknown>; joins?: unknown[] };
  dialect: {
    sqlToQuery(s: SQL): { sql: string; params: unknown[] };
    buildSelection(fields: { path: string[]; field: unknown }[], opts: { isSingleTable: boolean }): SQL;
    buildSelectQuery(config: object): SQL;
  };
};

/**
 * The select's SQL with its SELECT list as the kept text (`selection`, rendered as drizzle
 * renders it for a select with or without joins): the rest (from, joins, where, order, limit)
 * is built as drizzle builds it.
 */
function selectSql(select: PgSelect, selection: { single?: SQL; joined?: SQL }): SQL {
  const { config } = select as unknown as SelectInternals;
  const kept = !config.joins?.length ? selection.single : selection.joined;
  return kept ? selectWith(select, () => ({ fieldsFlat: [{ path: ['rows'], field: kept }] })).getSQL() : select.getSQL();
}

/**
 * A select like `select` with parts of its config replaced (`changes` of its config), built by
 * drizzle's own builder; `select` itself is not changed (a drizzle select changes itself when
 * joined, ordered or limited). It reads as a select: `getSQL`, and what `jsonRowsSql` reads.
 */
export function selectWith(select: PgSelect, changes: (config: SelectInternals['config']) => Record<string, unknown>): PgSelect {
  const { config, dialect } = select as unknown as SelectInternals;
  const changed = { ...config, ...changes(config) };
  return { config: changed, dialect, getSQL: () => dialect.buildSelectQuery(changed) } as unknown as PgSelect;
}

type Projection = { values: SQL; columns: SQL; selection: { single?: SQL; joined?: SQL } };

/** Rendered projections by their fields' identities (`shapeOf`); bounded (a list has a handful). */
const projections = new Map<string, Projection>();
const PROJECTIONS_MAX = 500;
/** A number per field object (a column or SQL expression of a list's module-level columns). */
const fieldIds = new WeakMap<object, number>();
let nextFieldId = 0;
const fieldId = (field: unknown) => {
  let id = fieldIds.get(field as object);
  if (id === undefined) fieldIds.set(field as object, (id = nextFieldId++));
  return id;
};

/** What a projection's text depends on: every key with its field object, and whether each group may be null. */
const shapeOf = (entries: Entry[]) =>
  entries.map((e) => ('group' in e ? `${e.key}(${e.nullable ? '?' : ''}${e.group.map((f) => `${f.key}=${fieldId(f.field)}`).join(',')})` : `${e.key}=${fieldId(e.field)}`)).join(';');

/**
 * The row object's projection of a select (`projection`), rendered to its text once per shape
 * and kept (issue 15: built chunk by chunk on every request it was about a tenth of a JSON
 * list's CPU). The text depends on nothing else than the shape: the same field objects under
 * the same keys, the same groups that may be null (the joins' kinds); it holds no parameter (a
 * projection that would is not kept).
 */
function projectionOf(select: PgSelect): Projection {
  const entries = entriesOf(select);
  const shape = shapeOf(entries);
  const kept = projections.get(shape);
  if (kept) return kept;
  const built = projection(entries);
  const { config, dialect } = select as unknown as SelectInternals;
  const rendered = dialect.sqlToQuery(built.values);
  if (rendered.params.length > 0 || projections.size >= PROJECTIONS_MAX) return { ...built, selection: {} };
  // The SELECT list too, both ways drizzle writes it (a lone table's columns unqualified), unless it holds a parameter.
  const fields = orderedFields(config.fields);
  const listed = (isSingleTable: boolean) => {
    const list = dialect.sqlToQuery(dialect.buildSelection(fields, { isSingleTable }));
    return list.params.length > 0 ? undefined : sql.raw(list.sql);
  };
  const text = { values: sql.raw(rendered.sql), columns: built.columns, selection: { single: listed(true), joined: listed(false) } };
  projections.set(shape, text);
  return text;
}

/** The row object's fields over the subquery's columns (c0, c1, …), and those columns' names. */
function projection(entries: Entry[]): Omit<Projection, 'selection'> {
  let n = 0;
  // Each value's position in the select's flat column list (c0, c1, …).
  const column = () => sql.raw(`p.c${n++}`);
  const values = sql.join(
    entries.map((entry) => {
      if (!('group' in entry)) return sql`${encode(entry.field, column())} as ${sql.identifier(entry.key)}`;
      const columns = entry.group.map(() => column());
      // A record in the row's record: json_agg writes it as a nested object, as compact as the row.
      const record = sql`(select g from (select ${sql.join(
        entry.group.map((f, i) => sql`${encode(f.field, columns[i])} as ${sql.identifier(f.key)}`),
        sql`, `,
      )}) g)`;
      const allNull = sql.join(columns.map((c) => sql`${c} is null`), sql` and `);
      return entry.nullable ? sql`case when ${allNull} then null else ${record} end as ${sql.identifier(entry.key)}` : sql`${record} as ${sql.identifier(entry.key)}`;
    }),
    sql`, `,
  );
  return { values, columns: sql.raw(Array.from({ length: n }, (_, i) => `c${i}`).join(', ')) };
}

/** Every row of `select` (ordered, as built) as one JSON array text written by Postgres: for the unpaged lists of the API. */
export async function rowsJson(db: DbOrTx, select: PgSelect | SQLWrapper): Promise<string> {
  // Answered from the answer cache while the data is unchanged (answer-cache.ts).
  const [{ rows }] = await runStatement<{ rows: string }>(db, sql`select (${jsonRowsSql(select as PgSelect)}) as rows`, { prepare: false, cached: true });
  return rows;
}

/** `head` as JSON with the rows' JSON text (written by Postgres) as its `key` (the head holds `key: []`). */
export function withJsonRows(head: object, key: string, rows: string): string {
  return JSON.stringify(head).replace(`"${key}":[]`, () => `"${key}":${rows}`);
}
