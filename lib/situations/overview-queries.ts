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
 * Each bill-of-quantities item's ordinals from the root down (project_items.path, int[], kept by
 * the database: migration 0015). Sorting by it orders the bill of quantities' way (1, 1.2, 1.10,
 * 2); its text is the dotted ordinal. (Walking every tree per request cost 40 ms on 11,110 items.)
 */
const ordinalPath = sql<number[]>`${projectItems.path}`;
/**
 * The position of each project by (name, id) and of each project cooperator by (cooperator name,
 * id): sorting 60,000 lines by these integers is the same order as by the names and ids, without
 * comparing the names of every line (and without a plan that walks the projects' name index).
 */
const projectRanks = sql`(select id, row_number() over (order by name, id) as rank from projects) as project_ranks`;
const cooperatorRanks = sql`(select pc.id, row_number() over (order by c.name, pc.id) as rank
    from project_cooperators pc join cooperators c on c.id = pc.cooperator_id) as cooperator_ranks`;
const projectRank = sql<number>`project_ranks.rank`;
const cooperatorRank = sql<number>`cooperator_ranks.rank`;
const ordinalText = sql<string>`array_to_string(${projectItems.path}, '.')`;
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
  cooperator: cooperators.name,
  client: client.name,
  project: projects.name,
  projectCode: projects.code,
  year,
};

/**
 * Rows equal in the chosen column keep the bill of quantities' order, in either direction: by
 * project, cooperator, then ordinal, ascending (the id, in the requested direction, last).
 */
const asc = (...by: SQLWrapper[]): SortTerm[] => by.map((b) => ({ by: b, order: 'asc' as const }));
// (projectRank: projects.name, then projectId; cooperatorRank: cooperators.name, then projectCooperatorId.)
const inBoqOrder = asc(projectRank, cooperatorRank, ordinalPath);

const overviewList = defineList(ITEMS_OVERVIEW_LIST, {
  filters: {
    ordinal: ordinalText,
    projectItem: projectItems.name,
    unit: unitsOfMeasurement.shortName,
    quantity: numberFilter(projectCooperatorItems.quantity),
    unitPrice: numberFilter(projectCooperatorItems.unitPrice),
    totalPrice: numberFilter(projectCooperatorItems.totalPrice),
    cooperator: cooperators.name,
    client: client.name,
    project: projects.name,
    projectCode: projects.code,
    year: (value) => ilike(sql`${year}::text`, contains(value)),
  },
  sort: {
    ordinal: [ordinalPath, ...asc(projectRank, cooperatorRank)],
    projectItem: [projectItems.name, ...inBoqOrder],
    unit: [unitsOfMeasurement.shortName, ...inBoqOrder],
    quantity: projectCooperatorItems.quantity,
    unitPrice: projectCooperatorItems.unitPrice,
    totalPrice: projectCooperatorItems.totalPrice,
    cooperator: [cooperatorRank, ...asc(projectRank, ordinalPath)],
    client: [client.name, ...inBoqOrder],
    project: [projectRank, ...asc(cooperatorRank, ordinalPath)],
    projectCode: [projects.code, ...inBoqOrder],
    year: [year, ...inBoqOrder],
  },
  tiebreak: projectCooperatorItems.id,
  nullsLast: true,
  // Capped (issue 15): the contractors' lines of every project (a 10,000-item bill of quantities
  // gives tens of thousands); at most 10,001 are counted, the screen shows "10.000+" above that.
  counting: cappedCount(),
  // Unfiltered: the exact total the database keeps (list_tallies).
  tally: { list: 'project_cooperator_items' },
});

/** The tables a line joins; a filter or sort names some of them. */
type Join = 'item' | 'unit' | 'cooperator' | 'client' | 'project' | 'projectRank' | 'cooperatorRank';
const EVERY_JOIN: readonly Join[] = ['item', 'unit', 'cooperator', 'client', 'project', 'projectRank', 'cooperatorRank'];
const BOQ_ORDER: readonly Join[] = ['projectRank', 'cooperatorRank', 'item'];

/** What each filter compares (keys: the list's filter names). */
const FILTER_JOINS: Partial<Record<keyof (typeof ITEMS_OVERVIEW_LIST)['filters'], readonly Join[]>> = {
  ordinal: ['item'],
  projectItem: ['item'],
  unit: ['item', 'unit'],
  cooperator: ['cooperator'],
  client: ['client'],
  project: ['project'],
  projectCode: ['project'],
  year: ['project'],
};

/** What each sort orders by (the `sort` above; the numbers and the id are the line's own). */
const SORT_JOINS: Record<(typeof ITEMS_OVERVIEW_LIST)['sortable'][number], readonly Join[]> = {
  ordinal: BOQ_ORDER,
  projectItem: ['item', ...BOQ_ORDER],
  unit: ['item', 'unit', ...BOQ_ORDER],
  quantity: [],
  unitPrice: [],
  totalPrice: [],
  cooperator: BOQ_ORDER,
  client: ['client', ...BOQ_ORDER],
  project: BOQ_ORDER,
  projectCode: ['project', ...BOQ_ORDER],
  year: ['project', ...BOQ_ORDER],
};

/**
 * The joins a line needs. Every inner join follows a NOT NULL foreign key (and every item of a
 * project with lines has its path), so leaving one out never changes which lines match.
 */
function joined<T extends PgSelect>(select: T, needs: Iterable<Join> = EVERY_JOIN): T {
  const need = new Set(needs);
  // The joins do not change the selected fields: the select keeps its row type.
  let q = select as PgSelect;
  if (need.has('item') || need.has('unit')) q = q.innerJoin(projectItems, eq(projectItems.id, projectCooperatorItems.projectItemId));
  if (need.has('unit')) q = q.leftJoin(unitsOfMeasurement, eq(unitsOfMeasurement.id, projectItems.unitOfMeasurementId));
  if (need.has('cooperator') || need.has('client')) q = q.innerJoin(projectCooperators, eq(projectCooperators.id, projectCooperatorItems.projectCooperatorId));
  if (need.has('cooperator')) q = q.innerJoin(cooperators, eq(cooperators.id, projectCooperators.cooperatorId));
  if (need.has('client')) q = q.leftJoin(client, eq(client.id, projectCooperators.clientId));
  if (need.has('project')) q = q.innerJoin(projects, eq(projects.id, projectCooperatorItems.projectId));
  if (need.has('projectRank')) q = q.innerJoin(projectRanks, sql`project_ranks.id = ${projectCooperatorItems.projectId}`);
  if (need.has('cooperatorRank')) q = q.innerJoin(cooperatorRanks, sql`cooperator_ranks.id = ${projectCooperatorItems.projectCooperatorId}`);
  return q as unknown as T;
}


/** GET /api/ProjectCooperatorItems/search and the /project-items-overview page. */
export function searchItemsOverview(db: DbOrTx, q: ListQuery): Promise<Paged<ItemsOverviewRow>> {
  const filterJoins = Object.keys(q.filters).flatMap((name) => FILTER_JOINS[name as keyof typeof FILTER_JOINS] ?? []);
  const sortJoins = SORT_JOINS[q.sortBy as keyof typeof SORT_JOINS] ?? SORT_JOINS[ITEMS_OVERVIEW_LIST.defaultSortBy];
  // One snapshot: the count, the page's ids and their rows agree.
  return inReadSnapshot(db, (tx) => {
    const lean = () => tx.select({ id: projectCooperatorItems.id }).from(projectCooperatorItems).$dynamic();
    return overviewList.page(tx, q, {
      rows: joined(tx.select(columns).from(projectCooperatorItems).$dynamic(), ['item', 'unit', 'cooperator', 'client', 'project']),
      keys: joined(lean(), [...filterJoins, ...sortJoins]),
      count: joined(lean(), filterJoins),
      // The rows lack the ranks the sorts order by: the ids first on every page.
      keysOnly: true,
    });
  });
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
