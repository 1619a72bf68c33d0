import 'server-only';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { runStatement } from '@/lib/http/statement';
import {
  codebooks,
  cooperators,
  employeeGearRecords as gear,
  employees,
  projectEmployees,
  projects,
  workHourRecords as r,
  workRecordCoefficients,
} from '@/db/schema';
import { Role } from '@/lib/auth/roles';
import { EXPIRY_FIELDS } from '@/lib/employees/expiry';
import { notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { ProjectStatus } from '@/lib/projects/constants';
import type { AppUser } from '@/lib/users/queries';
import { fundHours, holidaysInMonth, monthRange } from './fund';
import { cellLock, lockDeadline } from './lock';
import type { WorkHourGridQuery, WorkHourListQuery } from './schemas';
import { GEAR_KEYS, type GearQuantities, type TimesheetGridDto, type WorkHourRecordDto } from './types';

/**
 * Reads of work-hour records (spec part 2 section 7 WorkHourRecords) and the grid's month in a
 * few set-based queries (GET /api/WorkHourRecords/Grid): the rows' employees, the month's
 * records, the projects with this user's lock, the managed projects of a SiteManager and the
 * employees' latest suppliers (one lateral query). No query per row.
 */

const accommodation = alias(cooperators, 'accommodation_supplier');
const food = alias(cooperators, 'food_supplier');
const workHourType = alias(codebooks, 'work_hour_type');

const recordColumns = {
  id: r.id,
  projectId: r.projectId,
  project: projects.name,
  projectCode: projects.code,
  employeeId: r.employeeId,
  employee: sql<string>`${employees.name} || ' ' || ${employees.surname}`,
  date: r.date,
  hours: r.hours,
  workHourTypeId: r.workHourTypeId,
  workHourType: workHourType.label,
  isFieldWork: r.isFieldWork,
  workRecordCoefficientId: r.workRecordCoefficientId,
  workRecordCoefficient: workRecordCoefficients.name,
  workRecordCoefficientValue: workRecordCoefficients.coefficient,
  accommodationSupplierId: r.accommodationSupplierId,
  accommodationSupplier: accommodation.name,
  foodSupplierId: r.foodSupplierId,
  foodSupplier: food.name,
  numberOfMeals: r.numberOfMeals,
  description: r.description,
  employeeGearRecordId: r.employeeGearRecordId,
  gearId: gear.id,
  ...(Object.fromEntries(GEAR_KEYS.map((k) => [k, gear[k]])) as Record<(typeof GEAR_KEYS)[number], typeof gear.shoes>),
  createdBy: r.createdBy,
  // ISO 8601 as Postgres writes a timestamptz in JSON ("2026-11-05T07:30:00.123456+00:00"), the
  // same text the grid's JSON carries (formatting in SQL per row would cost the grid its budget).
  createdDate: sql<string>`to_json(${r.createdDate}) #>> '{}'`,
  lastModifiedBy: r.lastModifiedBy,
  lastModifiedDate: sql<string | null>`to_json(${r.lastModifiedDate}) #>> '{}'`,
};

function selectRecords(db: DbOrTx) {
  return db
    .select(recordColumns)
    .from(r)
    .innerJoin(projects, eq(projects.id, r.projectId))
    .innerJoin(employees, eq(employees.id, r.employeeId))
    .innerJoin(workHourType, eq(workHourType.id, r.workHourTypeId))
    .leftJoin(workRecordCoefficients, eq(workRecordCoefficients.id, r.workRecordCoefficientId))
    .leftJoin(accommodation, eq(accommodation.id, r.accommodationSupplierId))
    .leftJoin(food, eq(food.id, r.foodSupplierId))
    .leftJoin(gear, eq(gear.id, r.employeeGearRecordId));
}

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

function toDto(row: RecordRow): WorkHourRecordDto {
  const gearQuantities: GearQuantities | null =
    row.gearId == null ? null : (Object.fromEntries(GEAR_KEYS.map((k) => [k, Number(row[k] ?? 0)])) as GearQuantities);
  return {
    id: row.id,
    projectId: row.projectId,
    project: row.project,
    projectCode: row.projectCode,
    employeeId: row.employeeId,
    employee: row.employee,
    date: row.date,
    hours: row.hours,
    workHourTypeId: row.workHourTypeId,
    workHourType: row.workHourType,
    isFieldWork: row.isFieldWork,
    workRecordCoefficientId: row.workRecordCoefficientId,
    workRecordCoefficient: row.workRecordCoefficient,
    workRecordCoefficientValue: row.workRecordCoefficientValue,
    accommodationSupplierId: row.accommodationSupplierId,
    accommodationSupplier: row.accommodationSupplier,
    foodSupplierId: row.foodSupplierId,
    foodSupplier: row.foodSupplier,
    numberOfMeals: row.numberOfMeals,
    description: row.description,
    gear: gearQuantities,
    employeeGearRecordId: row.employeeGearRecordId,
    createdBy: row.createdBy,
    createdDate: row.createdDate,
    lastModifiedBy: row.lastModifiedBy,
    lastModifiedDate: row.lastModifiedDate,
  };
}

/** The list's filter: the month (year, month 1-based), a project and/or an employee. */
function listWhere(q: WorkHourListQuery): SQL {
  const { from, to } = monthRange(q.year, q.month);
  return sql`r.date between ${from}::date and ${to}::date
    ${q.projectId ? sql`and r.project_id = ${q.projectId}` : sql``}
    ${q.employeeId ? sql`and r.employee_id = ${q.employeeId}` : sql``}`;
}
const LIST_ORDER = sql`x.date, x.employee, x.id`;

/** A DTO key's column (shoesPro -> shoes_pro). */
const snake = (k: string) => k.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());

/** GET /api/WorkHourRecords as JSON text (built by Postgres): the month's records by date and employee. */
export async function listWorkHourRecordsJson(db: DbOrTx, q: WorkHourListQuery): Promise<string> {
  return recordsJson(db, listWhere(q), LIST_ORDER);
}

/** The month's records (of a project and/or an employee), by date and employee. */
export async function listWorkHourRecords(db: DbOrTx, q: WorkHourListQuery): Promise<WorkHourRecordDto[]> {
  return JSON.parse(await listWorkHourRecordsJson(db, q)) as WorkHourRecordDto[];
}

export async function getWorkHourRecord(db: DbOrTx, id: number): Promise<WorkHourRecordDto> {
  const [row] = await selectRecords(db).where(eq(r.id, id)).limit(1);
  if (!row) throw notFound(messages.notFound);
  return toDto(row);
}

/** The records of the given ids (the rows a copy created), in employee order. */
export async function workHourRecordsByIds(db: DbOrTx, ids: number[]): Promise<WorkHourRecordDto[]> {
  if (!ids.length) return [];
  const rows = await selectRecords(db)
    .where(sql`${r.id} = any(${pgIntArray(ids)})`)
    .orderBy(asc(employees.surname), asc(employees.name), asc(r.id));
  return rows.map(toDto);
}

/** An int[] parameter ('{1,2,3}'): the ids are integers, so the text form is exact. */
export const pgIntArray = (ids: readonly number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;

/** The link is active in [from, to]: activeFrom/activeTo overlap it, null = open. */
const linkOverlaps = (from: string, to: string) =>
  sql`(${projectEmployees.activeFrom} is null or ${projectEmployees.activeFrom} <= ${to}) and (${projectEmployees.activeTo} is null or ${projectEmployees.activeTo} >= ${from})`;

/**
 * The projects a SiteManager manages in a month: his employee's project_employees links active
 * in that month. Empty for a user without an employee.
 */
export async function managedProjectIds(db: DbOrTx, user: Pick<AppUser, 'employeeId'>, year: number, month: number): Promise<Set<number>> {
  if (!user.employeeId) return new Set();
  const { from, to } = monthRange(year, month);
  const rows = await db
    .selectDistinct({ projectId: projectEmployees.projectId })
    .from(projectEmployees)
    .where(and(eq(projectEmployees.employeeId, user.employeeId), linkOverlaps(from, to)));
  return new Set(rows.map((row) => row.projectId));
}

/**
 * Records as a JSON array built by Postgres (the WorkHourRecordDto of toDto, key for key;
 * tests/api/work-hours.test.ts compares them with GET by id) for the list call: a month's records
 * never pass through per-row JavaScript. `where` on `r` (work_hour_records), `order` on the DTO's
 * columns as `x`. (The grid has its own compact shape: gridCellsJson.)
 */
async function recordsJson(db: DbOrTx, where: SQL, order: SQL): Promise<string> {
  const gearJson = sql.raw(`case when g.id is null then null else json_build_object(${GEAR_KEYS.map((k) => `'${k}', g.${snake(k)}`).join(', ')}) end`);
  // A row of named columns to JSON (json_agg of the row) is faster than json_build_object.
  // Answered from the answer cache while the data is unchanged (lib/http/answer-cache.ts).
  const rows = await runStatement<{ json: string | null }>(db, sql`
    select coalesce(json_agg(x order by ${order}), '[]')::text as json from (select
      r.id, r.project_id as "projectId", p.name as project, p.code as "projectCode",
      r.employee_id as "employeeId", e.name || ' ' || e.surname as employee, r.date,
      r.hours::text as hours, r.work_hour_type_id as "workHourTypeId", t.label as "workHourType",
      r.is_field_work as "isFieldWork", r.work_record_coefficient_id as "workRecordCoefficientId",
      w.name as "workRecordCoefficient", w.coefficient::text as "workRecordCoefficientValue",
      r.accommodation_supplier_id as "accommodationSupplierId", a.name as "accommodationSupplier",
      r.food_supplier_id as "foodSupplierId", f.name as "foodSupplier", r.number_of_meals as "numberOfMeals",
      r.description, ${gearJson} as gear, r.employee_gear_record_id as "employeeGearRecordId",
      r.created_by as "createdBy", r.created_date as "createdDate",
      r.last_modified_by as "lastModifiedBy", r.last_modified_date as "lastModifiedDate"
    from work_hour_records r
    join projects p on p.id = r.project_id
    join employees e on e.id = r.employee_id
    join codebooks t on t.id = r.work_hour_type_id
    left join work_record_coefficients w on w.id = r.work_record_coefficient_id
    left join cooperators a on a.id = r.accommodation_supplier_id
    left join cooperators f on f.id = r.food_supplier_id
    left join employee_gear_records g on g.id = r.employee_gear_record_id
    where ${where}) x`, { prepare: false, cached: true });
  return rows[0]?.json ?? '[]';
}

/**
 * The grid's records in the compact shape of TimesheetGridDto (issue 15), built by Postgres in one
 * statement: per employee an array indexed by day of GridCellTuple (null on a day without a
 * record), and the lookup tables of the names the cells use (types, coefficients, suppliers).
 * Returns the two JSON texts, passed through without per-record JavaScript.
 */
export async function gridCellsJson(
  db: DbOrTx,
  projectId: number | null,
  from: string,
  days: number,
  employeeIds: number[],
): Promise<{ cells: string; lookups: string }> {
  const empty = { cells: '{}', lookups: '{"types":[],"coefficients":[],"suppliers":[]}' };
  if (!employeeIds.length) return empty;
  // The JSON is written as text (json_build_array and json_agg would put a space after every comma,
  // a sixth of the answer): numbers as they are, the hours and description through to_json, and a
  // cell's trailing nulls (no description, no gear) left out.
  const gearArray = sql.raw(`'[' || concat_ws(',', ${GEAR_KEYS.map((k) => `g.${snake(k)}`).join(', ')}) || ']'`);
  const result = await runStatement<{ cells: string | null; lookups: string | null }>(db, sql`
    with rec as materialized (
      select r.employee_id, r.date - ${from}::date as d,
        '[' || r.id || ',' || r.project_id || ',"' || trim_scale(r.hours) || '",' || r.work_hour_type_id || ',' || r.is_field_work::int
          || ',' || coalesce(r.work_record_coefficient_id::text, 'null') || ',' || coalesce(r.accommodation_supplier_id::text, 'null')
          || ',' || coalesce(r.food_supplier_id::text, 'null') || ',' || r.number_of_meals
          || case when g.id is not null then ',' || coalesce(to_json(r.description)::text, 'null') || ',' || ${gearArray}
                  when r.description is not null then ',' || to_json(r.description)::text
                  else '' end
          || ']' as c,
        r.work_hour_type_id as t, r.work_record_coefficient_id as w, r.accommodation_supplier_id as a, r.food_supplier_id as f
      from work_hour_records r
      left join employee_gear_records g on g.id = r.employee_gear_record_id
      where r.date between ${from}::date and ${from}::date + ${days - 1}::int
        ${projectId ? sql`and r.project_id = ${projectId}` : sql``}
        and r.employee_id = any(${pgIntArray(employeeIds)})
    ), rows as (
      select e.employee_id, '[' || string_agg(coalesce(rec.c, 'null'), ',' order by s.d) || ']' as cells
      from (select distinct employee_id from rec) e
      cross join generate_series(0, ${days - 1}::int) s(d)
      left join rec on rec.employee_id = e.employee_id and rec.d = s.d
      group by e.employee_id
    )
    select
      (select '{' || coalesce(string_agg('"' || employee_id || '":' || cells, ',' order by employee_id), '') || '}' from rows) as cells,
      json_build_object(
        'types', (select coalesce(json_agg(json_build_object('id', id, 'name', label) order by id), '[]') from codebooks where id in (select t from rec)),
        'coefficients', (select coalesce(json_agg(json_build_object('id', id, 'name', name) order by id), '[]') from work_record_coefficients where id in (select w from rec)),
        'suppliers', (select coalesce(json_agg(json_build_object('id', id, 'name', name) order by id), '[]') from cooperators where id in (select a from rec union select f from rec))
      )::text as lookups`, { prepare: false, cached: true });
  const row = result[0];
  return { cells: row?.cells ?? empty.cells, lookups: row?.lookups ?? empty.lookups };
}

export type TimesheetGridParts = { grid: Omit<TimesheetGridDto, 'cells' | 'lookups'>; cellsJson: string; lookupsJson: string };

/** The grid's month: everything but the cells as an object, the cells and lookups as Postgres' JSON text. */
export async function timesheetGridParts(db: DbOrTx, user: AppUser, q: WorkHourGridQuery, now: Date = new Date()): Promise<TimesheetGridParts> {
  const { from, to } = monthRange(q.year, q.month);
  const projectId = q.projectId ?? null;
  const isSiteManager = user.roleId === Role.SiteManager;

  const [employeeRows, projectRows, managed] = await Promise.all([
    gridEmployees(db, projectId, from, to, q.showInactive),
    db
      .select({
        id: projects.id,
        name: projects.name,
        code: projects.code,
        statusId: projects.projectStatusId,
        defaultWorkRecordCoefficientId: projects.defaultWorkRecordCoefficientId,
        extensionDays: projects.workHourEntryDeadlineExtensionInDays,
      })
      .from(projects)
      .orderBy(asc(projects.name), asc(projects.id)),
    isSiteManager ? managedProjectIds(db, user, q.year, q.month) : Promise.resolve(new Set<number>()),
  ]);

  const ids = employeeRows.map((e) => e.id);
  const days = Number(to.slice(8, 10));
  const [suppliers, cells] = await Promise.all([lastSuppliers(db, ids), gridCellsJson(db, projectId, from, days, ids)]);

  return {
    cellsJson: cells.cells,
    lookupsJson: cells.lookups,
    grid: {
      year: q.year,
      month: q.month,
      projectId,
      fundHours: fundHours(q.year, q.month),
      holidays: holidaysInMonth(q.year, q.month).map((h) => ({ date: h.date, localName: h.localName })),
      projects: projectRows.map((p) => ({
        id: p.id,
        name: p.name,
        code: p.code,
        active: p.statusId === ProjectStatus.Active,
        defaultWorkRecordCoefficientId: p.defaultWorkRecordCoefficientId,
        lock: cellLock({ roleId: user.roleId, now, year: q.year, month: q.month, extensionDays: p.extensionDays, managesProject: managed.has(p.id) }),
        deadline: lockDeadline(q.year, q.month, p.extensionDays),
      })),
      employees: employeeRows.map((e) => ({
        id: e.id,
        name: e.name,
        surname: e.surname,
        fullName: e.fullName,
        activeTo: e.activeTo,
        inactive: e.inactive,
        expiries: EXPIRY_FIELDS.filter((f) => e[f.key]).map((f) => ({ key: f.key, label: f.label, date: e[f.key]! })),
        lastSuppliers: suppliers.get(e.id) ?? null,
      })),
    },
  };
}

/** The grid's month as a DTO (for a page that reads it directly). */
export async function getTimesheetGrid(db: DbOrTx, user: AppUser, q: WorkHourGridQuery, now: Date = new Date()): Promise<TimesheetGridDto> {
  const { grid, cellsJson, lookupsJson } = await timesheetGridParts(db, user, q, now);
  return { ...grid, cells: JSON.parse(cellsJson) as TimesheetGridDto['cells'], lookups: JSON.parse(lookupsJson) as TimesheetGridDto['lookups'] };
}

/** The grid's month as the JSON text of TimesheetGridDto (cells and lookups last), without re-serialising them. */
export async function timesheetGridJson(db: DbOrTx, user: AppUser, q: WorkHourGridQuery, now: Date = new Date()): Promise<string> {
  const { grid, cellsJson, lookupsJson } = await timesheetGridParts(db, user, q, now);
  return `${JSON.stringify(grid).slice(0, -1)},"cells":${cellsJson},"lookups":${lookupsJson}}`;
}

type GridEmployeeRow = {
  id: number;
  name: string;
  surname: string;
  fullName: string;
  activeTo: string | null;
  inactive: boolean;
} & Record<(typeof EXPIRY_FIELDS)[number]['key'], string | null>;

/**
 * The grid's rows: employees with a project_employees link active in the month (on the project,
 * or on any project with "all") and those with a record in the month (on the project / any), so
 * no record is ever hidden by a removed link. Inactive in the month: the employee's activeTo is
 * before the month (or his activeFrom after it); hidden unless showInactive.
 */
async function gridEmployees(db: DbOrTx, projectId: number | null, from: string, to: string, showInactive: boolean): Promise<GridEmployeeRow[]> {
  const onProject = projectId ? sql`and pe.project_id = ${projectId}` : sql``;
  const recordsOnProject = projectId ? sql`and wr.project_id = ${projectId}` : sql``;
  const result = await db.execute<{
    id: number;
    name: string;
    surname: string;
    full_name: string;
    active_to: string | null;
    inactive: boolean;
    medical: string | null;
    permit: string | null;
    supervision: string | null;
    authorization: string | null;
    toxicology: string | null;
  }>(sql`
    with linked as (
      select distinct pe.employee_id from project_employees pe
      where (pe.active_from is null or pe.active_from <= ${to}) and (pe.active_to is null or pe.active_to >= ${from}) ${onProject}
    ), recorded as (
      select distinct wr.employee_id from work_hour_records wr
      where wr.date between ${from} and ${to} ${recordsOnProject}
    ), rows as (
      select e.*, (coalesce(e.active_to < ${from}, false) or e.active_from > ${to}) as inactive
      from employees e
      where e.id in (select employee_id from linked union select employee_id from recorded)
    )
    select id, name, surname, name || ' ' || surname as full_name, to_char(active_to, 'YYYY-MM-DD') as active_to, inactive,
      to_char(medical_examination_expiration_date, 'YYYY-MM-DD') as medical,
      to_char(working_permission_expiration_date, 'YYYY-MM-DD') as permit,
      to_char(supervision_decision_expiration_date, 'YYYY-MM-DD') as supervision,
      to_char(authorization_expiration_date, 'YYYY-MM-DD') as authorization,
      to_char(toxicology_expiration_date, 'YYYY-MM-DD') as toxicology
    from rows
    ${showInactive ? sql`` : sql`where not inactive`}
    order by surname, name, id`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    surname: row.surname,
    fullName: row.full_name,
    activeTo: row.active_to,
    inactive: Boolean(row.inactive),
    medicalExaminationExpirationDate: row.medical,
    workingPermissionExpirationDate: row.permit,
    supervisionDecisionExpirationDate: row.supervision,
    authorizationExpirationDate: row.authorization,
    toxicologyExpirationDate: row.toxicology,
  }));
}

type LastSuppliers = NonNullable<TimesheetGridDto['employees'][number]['lastSuppliers']>;

/**
 * Each employee's latest record with an accommodation or food supplier (the defaults of section
 * 4), in ONE query: a lateral index scan (employee_id, date desc) per employee that stops at the
 * first match.
 */
export async function lastSuppliers(db: DbOrTx, employeeIds: number[]): Promise<Map<number, LastSuppliers>> {
  if (!employeeIds.length) return new Map();
  const result = await db.execute<{
    employee_id: number;
    accommodation_supplier_id: number | null;
    accommodation_supplier: string | null;
    food_supplier_id: number | null;
    food_supplier: string | null;
    number_of_meals: number;
  }>(sql`
    select e.id as employee_id, l.accommodation_supplier_id, a.name as accommodation_supplier,
      l.food_supplier_id, f.name as food_supplier, l.number_of_meals
    from unnest(${pgIntArray(employeeIds)}) as e(id)
    cross join lateral (
      select wr.accommodation_supplier_id, wr.food_supplier_id, wr.number_of_meals
      from work_hour_records wr
      where wr.employee_id = e.id and (wr.accommodation_supplier_id is not null or wr.food_supplier_id is not null)
      order by wr.date desc
      limit 1
    ) l
    left join cooperators a on a.id = l.accommodation_supplier_id
    left join cooperators f on f.id = l.food_supplier_id`);
  return new Map(
    result.rows.map((row) => [
      Number(row.employee_id),
      {
        accommodationSupplierId: row.accommodation_supplier_id == null ? null : Number(row.accommodation_supplier_id),
        accommodationSupplier: row.accommodation_supplier,
        foodSupplierId: row.food_supplier_id == null ? null : Number(row.food_supplier_id),
        foodSupplier: row.food_supplier,
        numberOfMeals: Number(row.number_of_meals),
      },
    ]),
  );
}
