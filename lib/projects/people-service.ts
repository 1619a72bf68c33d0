import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { cooperatorContacts, cooperators, employees, projectCooperators, projectEmployees } from '@/db/schema';
import { AppError, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { codebookErrors } from '@/lib/lookups/codebooks';
import { findProjectCooperator, findProjectEmployee } from './people-queries';
import { describePeriod, overlappingRow } from './periods';
import { projectExists } from './queries';
import type { ProjectCooperatorDto, ProjectCooperatorInput, ProjectEmployeeDto, ProjectEmployeeInput } from './schemas';

/**
 * Project employees and cooperators: what they point at exists and is of the right kind, the
 * contact belongs to the chosen cooperator, and a row never moves to another project (the
 * project of an existing row is the stored one, whatever the body says).
 */
type Errors = Record<string, string[]>;
const invalid = (errors: Errors) => new AppError(400, messages.validationFailed, errors);

async function cooperatorExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: cooperators.id }).from(cooperators).where(eq(cooperators.id, id)).limit(1)).length > 0;
}

async function projectErrors(db: DbOrTx, projectId: number): Promise<Errors> {
  return (await projectExists(db, projectId)) ? {} : { projectId: [messages.projectMissing] };
}

/** The two tables of a project's people: a row belongs to one project for good. */
type ProjectRowTable = typeof projectEmployees | typeof projectCooperators;

/**
 * Locks the row an update changes: 404 when it is missing, 400 when the body names another
 * project than the row's. What the update may write: the input without its project.
 */
async function lockProjectRow<I extends { projectId: number }>(tx: Tx, table: ProjectRowTable, id: number, input: I): Promise<Omit<I, 'projectId'>> {
  const [current] = await tx.select({ projectId: table.projectId }).from(table).where(eq(table.id, id)).for('update');
  if (!current) throw notFound(messages.notFound);
  if (current.projectId !== input.projectId) throw invalid({ projectId: [messages.projectRowOtherProject] });
  const { projectId: _fixed, ...changes } = input; // eslint-disable-line @typescript-eslint/no-unused-vars
  return changes;
}

/** Deletes a row of a project's people; 404 when there was none. */
async function deleteProjectRow(tx: Tx, table: ProjectRowTable, id: number): Promise<void> {
  const deleted = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  if (!deleted.length) throw notFound(messages.notFound);
}

// ---- employees

async function checkEmployee(db: DbOrTx, input: ProjectEmployeeInput, checkProject: boolean, rowId: number | null) {
  const errors = {
    ...(checkProject ? await projectErrors(db, input.projectId) : {}),
    ...(await codebookErrors(db, { employeeRoleId: ['EmployeeRole', input.employeeRoleId] })),
  };
  // Locked, so two saves of the same employee cannot both pass the overlap check below.
  const [employee] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, input.employeeId)).for('update');
  if (!employee) errors.employeeId = [messages.employeeMissing];
  if (Object.keys(errors).length) throw invalid(errors);
  await assertNoOverlap(db, input, rowId);
}

/** 409 when the employee is already on the project in a period that shares a day with this one. */
async function assertNoOverlap(db: DbOrTx, input: ProjectEmployeeInput, rowId: number | null) {
  const rows = await db
    .select({ id: projectEmployees.id, employeeId: projectEmployees.employeeId, activeFrom: projectEmployees.activeFrom, activeTo: projectEmployees.activeTo })
    .from(projectEmployees)
    .where(and(eq(projectEmployees.projectId, input.projectId), eq(projectEmployees.employeeId, input.employeeId)));
  const clash = overlappingRow(rows, input.employeeId, input, rowId);
  if (clash) {
    const message = messages.employeeAlreadyOnProject(describePeriod(clash));
    throw new AppError(409, message, { employeeId: [message] });
  }
}

export async function createProjectEmployee(tx: Tx, input: ProjectEmployeeInput): Promise<ProjectEmployeeDto> {
  await checkEmployee(tx, input, true, null);
  const [row] = await tx.insert(projectEmployees).values(input).returning({ id: projectEmployees.id });
  return (await findProjectEmployee(tx, row.id))!;
}

export async function updateProjectEmployee(tx: Tx, id: number, input: ProjectEmployeeInput): Promise<ProjectEmployeeDto> {
  const changes = await lockProjectRow(tx, projectEmployees, id, input);
  await checkEmployee(tx, input, false, id);
  await tx.update(projectEmployees).set(changes).where(eq(projectEmployees.id, id));
  return (await findProjectEmployee(tx, id))!;
}

export async function deleteProjectEmployee(tx: Tx, id: number): Promise<void> {
  await deleteProjectRow(tx, projectEmployees, id);
}

// ---- cooperators

async function checkCooperator(db: DbOrTx, input: ProjectCooperatorInput, checkProject: boolean) {
  const errors = {
    ...(checkProject ? await projectErrors(db, input.projectId) : {}),
    ...(await codebookErrors(db, { cooperatorTypeId: ['CooperatorType', input.cooperatorTypeId] })),
  };
  if (!(await cooperatorExists(db, input.cooperatorId))) errors.cooperatorId = [messages.cooperatorMissing];
  if (input.clientId !== null && !(await cooperatorExists(db, input.clientId))) errors.clientId = [messages.cooperatorMissing];
  if (input.cooperatorContactId !== null) {
    const [contact] = await db
      .select({ cooperatorId: cooperatorContacts.cooperatorId })
      .from(cooperatorContacts)
      .where(eq(cooperatorContacts.id, input.cooperatorContactId));
    if (contact?.cooperatorId !== input.cooperatorId) errors.cooperatorContactId = [messages.contactNotOfCooperator];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

export async function createProjectCooperator(tx: Tx, input: ProjectCooperatorInput): Promise<ProjectCooperatorDto> {
  await checkCooperator(tx, input, true);
  const [row] = await tx.insert(projectCooperators).values(input).returning({ id: projectCooperators.id });
  return (await findProjectCooperator(tx, row.id))!;
}

export async function updateProjectCooperator(tx: Tx, id: number, input: ProjectCooperatorInput): Promise<ProjectCooperatorDto> {
  const changes = await lockProjectRow(tx, projectCooperators, id, input);
  await checkCooperator(tx, input, false);
  await tx.update(projectCooperators).set(changes).where(eq(projectCooperators.id, id));
  return (await findProjectCooperator(tx, id))!;
}

export async function deleteProjectCooperator(tx: Tx, id: number): Promise<void> {
  await deleteProjectRow(tx, projectCooperators, id);
}
