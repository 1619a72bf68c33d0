import 'server-only';
import { and, asc, count, eq, ilike, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { cities, codebooks, cooperators, countries, projectCooperators, projects, warehouses, workRecordCoefficients } from '@/db/schema';
import { notFound } from '@/lib/http/errors';
import { intFilter, listOffset, toPaged, type ListQuery, type Paged } from '@/lib/http/list-params';
import { messages } from '@/lib/i18n/messages';
import { COOPERATOR_TYPE_INVESTOR } from './constants';
import type { ProjectDto, ProjectOption } from './schemas';

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

const SORT_COLUMNS: Record<string, SQLWrapper> = {
  name: projects.name,
  shortName: projects.shortName,
  code: projects.code,
  startDate: projects.startDate,
  endDate: projects.endDate,
  address: projects.address,
  city: cities.name,
  country: countries.name,
  projectStatus: status.label,
  Project_Investor: investor,
  investor,
};

const contains = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchConditions(f: ListQuery['filters']): SQL | undefined {
  const where: SQL[] = [];
  const text: [string, Parameters<typeof ilike>[0]][] = [
    ['name', projects.name],
    ['shortName', projects.shortName],
    ['address', projects.address],
    ['city', cities.name],
    ['country', countries.name],
  ];
  for (const [key, column] of text) {
    const value = f[key]?.[0];
    if (value) where.push(ilike(column, contains(value)));
  }
  const investorTerm = f.Project_Investor?.[0];
  if (investorTerm) {
    where.push(sql`exists (
      select 1 from ${projectCooperators} join ${cooperators} on ${cooperators.id} = ${projectCooperators.cooperatorId}
      where ${projectCooperators.projectId} = ${projects.id}
        and ${projectCooperators.cooperatorTypeId} = ${COOPERATOR_TYPE_INVESTOR}
        and ${cooperators.name} ilike ${contains(investorTerm)}
    )`);
  }
  const statusIds = intFilter(f.ProjectStatusId);
  if (statusIds.length) where.push(inArray(projects.projectStatusId, statusIds));
  return where.length ? and(...where) : undefined;
}

/**
 * The /projects table (one status tab) and GET /api/Projects/search: one query for the page,
 * one for the count. Nullable columns sort last in both directions; ties by id.
 */
export async function searchProjects(db: DbOrTx, q: ListQuery): Promise<Paged<ProjectDto>> {
  const condition = searchConditions(q.filters);
  const dir = sql.raw(q.sortOrder === 'desc' ? 'desc' : 'asc');
  const sortColumn = SORT_COLUMNS[q.sortBy] ?? projects.name;
  // The count joins places only when a place filter needs them.
  let countQuery = db.select({ total: count() }).from(projects).$dynamic();
  if (q.filters.city?.length) countQuery = countQuery.leftJoin(cities, eq(cities.id, projects.cityId));
  if (q.filters.country?.length) countQuery = countQuery.leftJoin(countries, eq(countries.id, projects.countryId));
  const [rows, [{ total }]] = await Promise.all([
    withJoins(db.select(dtoColumns).from(projects).$dynamic())
      .where(condition)
      .orderBy(sql`${sortColumn} ${dir} nulls last`, sql`${projects.id} ${dir}`)
      .limit(q.pageSize)
      .offset(listOffset(q)),
    countQuery.where(condition),
  ]);
  return toPaged(rows.map(toDto), total, q);
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

/** GET /api/Projects: every project, light, by name (index projects_name_idx). */
export async function projectOptions(db: DbOrTx): Promise<ProjectOption[]> {
  return db
    .select({ id: projects.id, name: projects.name, shortName: projects.shortName, code: projects.code, projectStatusId: projects.projectStatusId })
    .from(projects)
    .orderBy(asc(projects.name), asc(projects.id));
}
