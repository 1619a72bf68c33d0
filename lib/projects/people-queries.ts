import 'server-only';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { rowsJson } from '@/lib/http/list-json';
import { codebooks, cooperatorContacts, cooperators, employees, projectCooperators, projectEmployees, projects } from '@/db/schema';
import type { ProjectCooperatorDto, ProjectEmployeeDto } from './schemas';

/**
 * Reads of a project's employees and cooperators (the detail page's tabs and
 * GET /api/Projects/{id}/ProjectEmployees, /ProjectCooperators): one query each, every display
 * name joined (no N+1), on the indexes (project_id, ...).
 */
const employeeRole = alias(codebooks, 'employee_role');

/** The DTO's shape (`employee` nested): drizzle maps it as it is, and Postgres can write it as JSON. */
const employeeColumns = {
  id: projectEmployees.id,
  projectId: projectEmployees.projectId,
  employeeId: projectEmployees.employeeId,
  employeeName: sql<string>`${employees.name} || ' ' || ${employees.surname}`,
  employeeRoleId: projectEmployees.employeeRoleId,
  employeeRole: employeeRole.label,
  activeFrom: projectEmployees.activeFrom,
  activeTo: projectEmployees.activeTo,
  employee: { id: employees.id, name: employees.name, surname: employees.surname },
};

/** The project employees of `where`, by surname and name, in the DTO's shape. */
const selectEmployees = (db: DbOrTx, where: SQL) =>
  db
    .select(employeeColumns)
    .from(projectEmployees)
    .innerJoin(employees, eq(employees.id, projectEmployees.employeeId))
    .leftJoin(employeeRole, eq(employeeRole.id, projectEmployees.employeeRoleId))
    .where(where)
    .orderBy(asc(employees.surname), asc(employees.name), asc(projectEmployees.id));

export function listProjectEmployees(db: DbOrTx, projectId: number): Promise<ProjectEmployeeDto[]> {
  return selectEmployees(db, eq(projectEmployees.projectId, projectId));
}

/**
 * GET /api/Projects/{id}/ProjectEmployees: the same rows as JSON text written by Postgres
 * (lib/http/list-json.ts; issue 15: a project's 500 employees were 500 objects stringified in
 * Node), answered from the answer cache while the data is unchanged.
 */
export function listProjectEmployeesJson(db: DbOrTx, projectId: number): Promise<string> {
  return rowsJson(db, selectEmployees(db, eq(projectEmployees.projectId, projectId)));
}

export async function findProjectEmployee(db: DbOrTx, id: number): Promise<ProjectEmployeeDto | null> {
  const [row] = await selectEmployees(db, eq(projectEmployees.id, id));
  return row ?? null;
}

const cooperatorType = alias(codebooks, 'cooperator_type');
const client = alias(cooperators, 'client');

const cooperatorColumns = {
  id: projectCooperators.id,
  projectId: projectCooperators.projectId,
  cooperatorId: projectCooperators.cooperatorId,
  cooperatorContactId: projectCooperators.cooperatorContactId,
  clientId: projectCooperators.clientId,
  cooperatorTypeId: projectCooperators.cooperatorTypeId,
  hasBoq: projectCooperators.hasBoq,
  activeFrom: projectCooperators.activeFrom,
  activeTo: projectCooperators.activeTo,
  cooperatorName: cooperators.name,
  cooperatorType: cooperatorType.label,
  clientName: client.name,
  projectName: projects.name,
  cooperatorContactSummary: sql<string | null>`nullif(concat_ws(', ', ${cooperatorContacts.name}, ${cooperatorContacts.phone}, ${cooperatorContacts.email}), '')`,
};

async function selectCooperators(db: DbOrTx, where: SQL): Promise<ProjectCooperatorDto[]> {
  return db
    .select(cooperatorColumns)
    .from(projectCooperators)
    .innerJoin(projects, eq(projects.id, projectCooperators.projectId))
    .innerJoin(cooperators, eq(cooperators.id, projectCooperators.cooperatorId))
    .innerJoin(cooperatorType, eq(cooperatorType.id, projectCooperators.cooperatorTypeId))
    .leftJoin(client, eq(client.id, projectCooperators.clientId))
    .leftJoin(cooperatorContacts, eq(cooperatorContacts.id, projectCooperators.cooperatorContactId))
    .where(where)
    .orderBy(asc(cooperatorType.ordinal), asc(cooperators.name), asc(projectCooperators.id));
}

export function listProjectCooperators(db: DbOrTx, projectId: number): Promise<ProjectCooperatorDto[]> {
  return selectCooperators(db, eq(projectCooperators.projectId, projectId));
}

export async function findProjectCooperator(db: DbOrTx, id: number): Promise<ProjectCooperatorDto | null> {
  const [row] = await selectCooperators(db, eq(projectCooperators.id, id));
  return row ?? null;
}
