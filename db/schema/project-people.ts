import { boolean, date, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { cooperatorContacts, cooperators } from './cooperators';
import { employees } from './employees';
import { codebooks } from './lookups';
import { projects } from './projects';

/**
 * The people of a project (spec part 1 section 3, "Project employee" and "Project cooperator").
 * They go with their project (cascade); an employee or cooperator still on a project cannot be
 * deleted (restrict: the API answers 409).
 */
export const projectEmployees = pgTable(
  'project_employees',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    employeeRoleId: integer('employee_role_id').references(() => codebooks.id),
    activeFrom: date('active_from'),
    activeTo: date('active_to'),
  },
  (t) => [
    index('project_employees_project_idx').on(t.projectId, t.employeeId),
    index('project_employees_employee_idx').on(t.employeeId),
  ],
);

export const projectCooperators = pgTable(
  'project_cooperators',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    cooperatorId: integer('cooperator_id')
      .notNull()
      .references(() => cooperators.id),
    cooperatorContactId: integer('cooperator_contact_id').references(() => cooperatorContacts.id, {
      onDelete: 'set null',
    }),
    /** The client (naručitelj) this cooperator works for on the project: another cooperator. */
    clientId: integer('client_id').references(() => cooperators.id),
    cooperatorTypeId: integer('cooperator_type_id')
      .notNull()
      .references(() => codebooks.id),
    hasBoq: boolean('has_boq').notNull().default(false),
    activeFrom: date('active_from'),
    activeTo: date('active_to'),
  },
  (t) => [
    index('project_cooperators_project_idx').on(t.projectId, t.cooperatorTypeId),
    index('project_cooperators_cooperator_idx').on(t.cooperatorId),
    index('project_cooperators_client_idx').on(t.clientId),
    index('project_cooperators_contact_idx').on(t.cooperatorContactId),
  ],
);

export type ProjectEmployee = typeof projectEmployees.$inferSelect;
export type ProjectCooperator = typeof projectCooperators.$inferSelect;
