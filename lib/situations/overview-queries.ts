import 'server-only';
import { and, eq, ilike, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { cooperators, projectCooperatorItems, projectCooperators, projectItems, projects, unitsOfMeasurement } from '@/db/schema';
import type { ListQuery, Paged } from '@/lib/http/list-params';
import { cappedCount, contains, defineList, type SortTerm } from '@/lib/http/list-query';
import { inReadSnapshot, rowsInPages } from '@/lib/project-items/paged-rows';
import { parseDecimalInput } from '@/lib/format';
import { ITEMS_OVERVIEW_LIST, type ItemsOverviewRow } from './overview-schemas';

/**
 * The project items overview (lib/situations/overview-schemas.ts): every cost-list line with
 * its item, cooperator, client and project, through the list kit (docs/lists.md) as a deferred
 * join: the page's ids are sorted from the line and only the tables the sort and the filters
 * name, then the page's 50 rows get their details. The count joins only what the filters name.
 */
const client = alias(cooperators, 'client');

/**
 * The line's copies of its item's path (the ordinals from the root down: sorting by it orders
 * the bill of quantities' way, 1, 1.2, 1.10, 2; its text is the dotted ordinal), its project's
 * name and its cooperator's name (db/schema/situations.ts, kept by the database): the default
 * sort and the sort by cooperator walk an index of the lines alone (issue 15: sorting 60,000
 * lines by ranks of the projects and cooperators computed per request took 45 ms).
 */
const line = projectCooperatorItems;
const ordinalText = sql<string>`array_to_string(${line.itemPath}, '.')`;
const year = sql<number | null>`extract(year from ${projects.startDate})::int`;

/** Equal to the typed number, or (not a number) containing the text. */
const numberFilter =
  (column: AnyColumn) =>
  (value: string): SQL => {
    const n = parseDecimalInput(value);
    return n === null ? ilike(sql`${column}::text`, contains(value)) : sql`${column} = ${n}::numeric`;
  };

const columns = {
  id: projectCooperatorItems.id,
  projectId: projectCooperatorItems.projectId,
  projectCooperatorId: projectCooperatorItems.projectCooperatorId,
  projectItemId: projectCooperatorItems.projectItemId,
  ordinal: ordinalText,
  projectItem: projectItems.name,
  unit: unitsOfMeasurement.shortName,
  quantity: projectCooperatorItems.quantity,
  unitPrice: projectCooperatorItems.unitPrice,
  totalPrice: projectCooperatorItems.totalPrice,
  cooperator: line.cooperatorName,
  client: client.name,
  project: line.projectName,
  projectCode: projects.code,
  year,
};

/**
 * Rows equal in the chosen column keep the bill of quantities' order, in either direction: by
 * project, cooperator, then ordinal, ascending (the id last). A project (a cooperator) is its
 * name, then its id: two of the same name stay apart.
 */
const asc = (...by: SQLWrapper[]): SortTerm[] => by.map((b) => ({ by: b, order: 'asc' as const }));
const inBoqOrder = asc(line.projectName, line.projectId, line.cooperatorName, line.projectCooperatorId, line.itemPath, line.id);

/** The projects whose name contains the text: the lines of the "project" filter, and the tallies its total adds up. */
const projectsNamed = (text: string) => sql`select p.id from projects p where p.name ilike ${contains(text)}`;

const overviewList = defineList(ITEMS_OVERVIEW_LIST, {
  filters: {
    ordinal: ordinalText,
    projectItem: projectItems.name,
    unit: unitsOfMeasurement.shortName,
    quantity: numberFilter(projectCooperatorItems.quantity),
    unitPrice: numberFilter(projectCooperatorItems.unitPrice),
    totalPrice: numberFilter(projectCooperatorItems.totalPrice),
    // The few projects (cooperators) whose name contains the text, then their lines on the
    // line's index: the names are compared once each, not once per line (issue 15: "gra" matched
    // 60,000 lines of one project; counting 10,001 of them compared 10,001 copies of its name).
    cooperator: (value) =>
      sql`${line.projectCooperatorId} in (select pc.id from project_cooperators pc join cooperators c on c.id = pc.cooperator_id where c.name ilike ${contains(value)})`,
    client: client.name,
    project: (value) => sql`${line.projectId} in (${projectsNamed(value)})`,
    projectCode: projects.code,
    year: (value) => ilike(sql`${year}::text`, contains(value)),
  },
  sort: {
    // The project and the cooperator in the requested direction, the rest ascending: each an index
    // of the lines in either direction (db/schema/situations.ts).
    project: [line.projectName, line.projectId, ...asc(line.cooperatorName, line.projectCooperatorId, line.itemPath, line.id)],
    cooperator: [line.cooperatorName, line.projectCooperatorId, ...asc(line.projectName, line.projectId, line.itemPath, line.id)],
    ordinal: [line.itemPath, ...inBoqOrder],
    projectItem: [projectItems.name, ...inBoqOrder],
    unit: [unitsOfMeasurement.shortName, ...inBoqOrder],
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    totalPrice: line.totalPrice,
    client: [client.name, ...inBoqOrder],
    projectCode: [projects.code, ...inBoqOrder],
    year: [year, ...inBoqOrder],
  },
  tiebreak: projectCooperatorItems.id,
  nullsLast: true,
  // Capped (issue 15): the contractors' lines of every project (a 10,000-item bill of quantities
  // gives tens of thousands); at most 10,001 are counted, the screen shows "10.000+" above that.
  counting: cappedCount(),
  // Unfiltered or filtered by the project's name only: the exact total the database keeps per
  // project (list_tallies), of every project or of those named.
  tally: { list: 'project_cooperator_items', k1In: { project: projectsNamed } },
});

/** The tables a line joins; a filter or sort names some of them (the project's and cooperator's names are the line's copies). */
type Join = 'item' | 'unit' | 'client' | 'project';
const EVERY_JOIN: readonly Join[] = ['item', 'unit', 'client', 'project'];

/** What each filter compares (keys: the list's filter names). */
const FILTER_JOINS: Partial<Record<keyof (typeof ITEMS_OVERVIEW_LIST)['filters'], readonly Join[]>> = {
  projectItem: ['item'],
  unit: ['item', 'unit'],
  client: ['client'],
  projectCode: ['project'],
  year: ['project'],
};

/** What each sort orders by (the `sort` above; the rest is the line's own). */
const SORT_JOINS: Record<(typeof ITEMS_OVERVIEW_LIST)['sortable'][number], readonly Join[]> = {
  ordinal: [],
  projectItem: ['item'],
  unit: ['item', 'unit'],
  quantity: [],
  unitPrice: [],
  totalPrice: [],
  cooperator: [],
  client: ['client'],
  project: [],
  projectCode: ['project'],
  year: ['project'],
};

/**
 * The joins a line needs. Every inner join follows a NOT NULL foreign key, so leaving one out
 * never changes which lines match.
 */
function joined<T extends PgSelect>(select: T, needs: Iterable<Join> = EVERY_JOIN): T {
  const need = new Set(needs);
  // The joins do not change the selected fields: the select keeps its row type.
  let q = select as PgSelect;
  if (need.has('item') || need.has('unit')) q = q.innerJoin(projectItems, eq(projectItems.id, projectCooperatorItems.projectItemId));
  if (need.has('unit')) q = q.leftJoin(unitsOfMeasurement, eq(unitsOfMeasurement.id, projectItems.unitOfMeasurementId));
  if (need.has('client')) {
    q = q
      .innerJoin(projectCooperators, eq(projectCooperators.id, projectCooperatorItems.projectCooperatorId))
      .leftJoin(client, eq(client.id, projectCooperators.clientId));
  }
  if (need.has('project')) q = q.innerJoin(projects, eq(projects.id, projectCooperatorItems.projectId));
  return q as unknown as T;
}

/** The /project-items-overview page (and the route's page as objects: tests). */
export function searchItemsOverview(db: DbOrTx, q: ListQuery): Promise<Paged<ItemsOverviewRow>> {
  return overviewList.page(db, q, overviewSource(db, q));
}

/** GET /api/ProjectCooperatorItems/search: the same page as JSON text written by Postgres (lib/http/list-json.ts). */
export function searchItemsOverviewJson(db: DbOrTx, q: ListQuery): Promise<string> {
  return overviewList.pageJson(db, q, overviewSource(db, q));
}

function overviewSource(db: DbOrTx, q: ListQuery) {
  const filterJoins = Object.keys(q.filters).flatMap((name) => FILTER_JOINS[name as keyof typeof FILTER_JOINS] ?? []);
  const sortJoins = SORT_JOINS[q.sortBy as keyof typeof SORT_JOINS] ?? SORT_JOINS[ITEMS_OVERVIEW_LIST.defaultSortBy];
  const lean = () => db.select({ id: projectCooperatorItems.id }).from(projectCooperatorItems).$dynamic();
  return {
    rows: joined(db.select(columns).from(projectCooperatorItems).$dynamic()),
    keys: joined(lean(), [...filterJoins, ...sortJoins]),
    count: joined(lean(), filterJoins),
    // Every page's ids from the lean lines (by project or cooperator: a walk of the lines' own
    // index), then the four joins of those 50 only; one statement (the ids and rows agree).
    keysOnly: true,
  };
}
/** Each field under its own name (the raw rows of a cursor are keyed by the names). */
const namedColumns = Object.fromEntries(Object.entries(columns).map(([key, value]) => [key, sql`${value}`.as(key)])) as {
  [K in keyof typeof columns]: SQL.Aliased<ItemsOverviewRow[K]>;
};

/**
 * Every row the query matches, in its order (no paging): the export. Read through a cursor in
 * pages that yield to the event loop, in one snapshot (lib/project-items/paged-rows.ts), so a
 * large export never stops the other requests; numbers stay the decimal strings of Postgres.
 */
export function allItemsOverviewRows(db: DbOrTx, q: Pick<ListQuery, 'filters' | 'sortBy' | 'sortOrder'>): Promise<ItemsOverviewRow[]> {
  const query = joined(db.select(namedColumns).from(projectCooperatorItems).$dynamic())
    .where(and(...overviewList.conditions(q.filters)))
    .orderBy(...overviewList.orderBy(q));
  return inReadSnapshot(db, (tx) => rowsInPages<ItemsOverviewRow>(tx, query.getSQL()));
}
