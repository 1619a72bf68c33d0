import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { cities, codebooks, cooperators, countries, projectCooperators, projects, warehouses, workRecordCoefficients } from '@/db/schema';
import { notFound } from '@/lib/http/errors';
import type { ListQuery, Paged } from '@/lib/http/list-params';
import { cappedCount, contains, COUNT_CAP, defineList, mapPage, sameColumns } from '@/lib/http/list-query';
import { messages } from '@/lib/i18n/messages';
import { COOPERATOR_TYPE_INVESTOR } from './constants';
import { PROJECT_LIST, type ProjectDto, type ProjectOption } from './schemas';

/** Reads of projects, for the API and the /projects pages alike. */
const status = alias(codebooks, 'project_status');

/**
 * The investor (read-only): the names of the project's cooperators of type Investor. A
 * correlated subquery on the index project_cooperators (project_id, cooperator_type_id).
 */
const investor = sql<string | null>`(
  select string_agg(${cooperators.name}, ', ' order by ${cooperators.name})
  from ${projectCooperators} join ${cooperators} on ${cooperators.id} = ${projectCooperators.cooperatorId}
  where ${projectCooperators.projectId} = ${projects.id} and ${projectCooperators.cooperatorTypeId} = ${COOPERATOR_TYPE_INVESTOR}
)`;

const dtoColumns = {
  id: projects.id,
  warehouseId: warehouses.id,
  name: projects.name,
  shortName: projects.shortName,
  code: projects.code,
  startDate: projects.startDate,
  endDate: projects.endDate,
  address: projects.address,
  cityId: projects.cityId,
  countryId: projects.countryId,
  city: cities.name,
  country: countries.name,
  longitude: projects.longitude,
  latitude: projects.latitude,
  bankGuarantees: projects.bankGuarantees,
  paymentMethod: projects.paymentMethod,
  paymentTerms: projects.paymentTerms,
  description: projects.description,
  projectStatusId: projects.projectStatusId,
  projectStatus: status.label,
  workHourEntryDeadlineExtensionInDays: projects.workHourEntryDeadlineExtensionInDays,
  defaultWorkRecordCoefficientId: projects.defaultWorkRecordCoefficientId,
  defaultWorkRecordCoefficient: workRecordCoefficients.name,
  investor,
};

/** The joins of one row: all on primary or unique keys, so no row is repeated. */
function withJoins<T extends PgSelect>(qb: T) {
  return qb
    .innerJoin(status, eq(status.id, projects.projectStatusId))
    .leftJoin(cities, eq(cities.id, projects.cityId))
    .leftJoin(countries, eq(countries.id, projects.countryId))
    .leftJoin(warehouses, eq(warehouses.projectId, projects.id))
    .leftJoin(workRecordCoefficients, eq(workRecordCoefficients.id, projects.defaultWorkRecordCoefficientId));
}

/** "15.97798000" (numeric(11,8)) -> "15.97798": exact, on the digits. */
export function trimDecimal(value: string | null): string | null {
  if (value === null || !value.includes('.')) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
}

type Row = Omit<ProjectDto, 'workHourEntryDeadlineExtensionInDays'> & { workHourEntryDeadlineExtensionInDays: number | null };

function toDto(row: Row): ProjectDto {
  return {
    ...row,
    longitude: trimDecimal(row.longitude),
    latitude: trimDecimal(row.latitude),
    // Rows written before the rule (or by hand) read as the default.
    workHourEntryDeadlineExtensionInDays: row.workHourEntryDeadlineExtensionInDays ?? 2,
  };
}

/** The list's filters and sorts bound to columns (names and kinds: PROJECT_LIST). Nullable columns sort last. */
const projectList = defineList(PROJECT_LIST, {
  filters: {
    name: projects.name,
    shortName: projects.shortName,
    address: projects.address,
    city: cities.name,
    country: countries.name,
    Project_Investor: (term) => sql`exists (
      select 1 from ${projectCooperators} join ${cooperators} on ${cooperators.id} = ${projectCooperators.cooperatorId}
      where ${projectCooperators.projectId} = ${projects.id}
        and ${projectCooperators.cooperatorTypeId} = ${COOPERATOR_TYPE_INVESTOR}
        and ${cooperators.name} ilike ${contains(term)}
    )`,
    ProjectStatusId: projects.projectStatusId,
  },
  sort: {
    // The table's own columns sort by themselves.
    ...sameColumns(dtoColumns, 'name', 'shortName', 'code', 'startDate', 'endDate', 'address', 'city', 'country', 'projectStatus', 'investor'),
    Project_Investor: investor,
  },
  tiebreak: projects.id,
  nullsLast: true,
  // Capped (issue 15): a few dozen projects a year, hundreds in decades, so the count stays
  // exact in practice; the cap costs nothing below 10,000 and bounds a count if it ever grows
  // (unfiltered, the planner's estimate answers "10.000+" when the table is clearly larger).
  counting: cappedCount(COUNT_CAP, { estimate: projects }),
});

/** The ids of the matching projects, with only the joins `names` (the filters and the sort in use) need. */
function lean(db: DbOrTx, names: Set<string>) {
  let qb = db.select({ id: projects.id }).from(projects).$dynamic();
  if (names.has('projectStatus')) qb = qb.innerJoin(status, eq(status.id, projects.projectStatusId));
  if (names.has('city')) qb = qb.leftJoin(cities, eq(cities.id, projects.cityId));
  if (names.has('country')) qb = qb.leftJoin(countries, eq(countries.id, projects.countryId));
  return qb;
}

/**
 * The /projects table (one status tab) and GET /api/Projects/search: the page and the capped
 * count; a page deep in the list reads its ids first (the deferred join). Nullable columns sort
 * last in both directions; ties by id.
 */
export async function searchProjects(db: DbOrTx, q: ListQuery): Promise<Paged<ProjectDto>> {
  return mapPage(await projectList.page(db, q, projectSource(db, q, dtoColumns)), toDto);
}

/**
 * The same page as JSON text written by Postgres (the API route: lib/http/list-json.ts), with
 * toDto's mapping in SQL: trim_scale drops the coordinates' trailing zeros as trimDecimal does,
 * an empty deadline extension reads as 2.
 */
export function searchProjectsJson(db: DbOrTx, q: ListQuery): Promise<string> {
  const columns = {
    ...dtoColumns,
    longitude: sql<string | null>`trim_scale(${projects.longitude})`,
    latitude: sql<string | null>`trim_scale(${projects.latitude})`,
    workHourEntryDeadlineExtensionInDays: sql<number>`coalesce(${projects.workHourEntryDeadlineExtensionInDays}, 2)`,
  };
  return projectList.pageJson(db, q, projectSource(db, q, columns));
}

function projectSource(db: DbOrTx, q: ListQuery, columns: typeof dtoColumns | Record<keyof typeof dtoColumns, unknown>) {
  const filtered = Object.keys(q.filters).filter((name) => q.filters[name]?.length);
  const rows = withJoins(db.select(columns as typeof dtoColumns).from(projects).$dynamic());
  return { rows, count: lean(db, new Set(filtered)), keys: lean(db, new Set([...filtered, q.sortBy])) };
}

/** One project with its display fields, or null. */
export async function findProject(db: DbOrTx, id: number): Promise<ProjectDto | null> {
  const [row] = await withJoins(db.select(dtoColumns).from(projects).$dynamic()).where(eq(projects.id, id)).limit(1);
  return row ? toDto(row) : null;
}

export async function projectExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).limit(1);
  return !!row;
}

/**
 * 404 unless the project exists. `lock` takes its row lock (inside a transaction), so writes
 * to what belongs to one project (its items, its hodogram) run one after another.
 */
export async function requireProject(db: DbOrTx, projectId: number, lock = false): Promise<void> {
  const query = db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  const [row] = lock ? await query.for('update') : await query.limit(1);
  if (!row) throw notFound(messages.projectMissing);
}

/**
 * For a project's sub-list (its documents, cooperators, employees): the rows reference the project
 * by foreign key, so `listed` rows prove it exists and only an empty list looks it up (404 when it
 * is missing). Issue 15: one statement less on every page that has rows.
 */
export async function requireProjectUnlessListed(db: DbOrTx, projectId: number, listed: number): Promise<void> {
  if (listed === 0) await requireProject(db, projectId);
}

/** GET /api/Projects: every project, light, by name (index projects_name_idx). */
export async function projectOptions(db: DbOrTx): Promise<ProjectOption[]> {
  return db
    .select({ id: projects.id, name: projects.name, shortName: projects.shortName, code: projects.code, projectStatusId: projects.projectStatusId })
    .from(projects)
    .orderBy(asc(projects.name), asc(projects.id));
}
