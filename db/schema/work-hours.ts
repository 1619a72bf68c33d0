import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cooperators } from './cooperators';
import { employeeGearRecords } from './employee-gear';
import { employees } from './employees';
import { codebooks, workRecordCoefficients } from './lookups';
import { projects } from './projects';
import { users } from './users';

/**
 * Work-hour records (spec part 2 section 3, "Work-hour record"): one per employee per day, on one
 * project. One per day (not per project and day) so that the grid with "all projects" has one value
 * per cell, copying a day can skip employees who already have a record, and payroll counts a day
 * once. Gear handed over that day is the employee's gear record (the Gear tab's, the same row).
 */
export const workHourRecords = pgTable(
  'work_hour_records',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    date: date('date').notNull(),
    hours: numeric('hours', { precision: 5, scale: 2 }).notNull(),
    workHourTypeId: integer('work_hour_type_id')
      .notNull()
      .references(() => codebooks.id),
    isFieldWork: boolean('is_field_work').notNull().default(false),
    workRecordCoefficientId: integer('work_record_coefficient_id').references(() => workRecordCoefficients.id),
    accommodationSupplierId: integer('accommodation_supplier_id').references(() => cooperators.id),
    foodSupplierId: integer('food_supplier_id').references(() => cooperators.id),
    numberOfMeals: smallint('number_of_meals').notNull().default(0),
    description: text('description'),
    employeeGearRecordId: integer('employee_gear_record_id').references(() => employeeGearRecords.id, {
      onDelete: 'set null',
    }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: varchar('created_by', { length: 200 }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedBy: varchar('last_modified_by', { length: 200 }),
    lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('work_hour_records_employee_date_uq').on(t.employeeId, t.date),
    // The grid of one project's month, the copy of one day, the by-project export.
    index('work_hour_records_project_date_idx').on(t.projectId, t.date, t.employeeId),
    // The grid of all projects' month and the people schedule of one day.
    index('work_hour_records_date_idx').on(t.date, t.employeeId),
    index('work_hour_records_accommodation_idx').on(t.accommodationSupplierId),
    index('work_hour_records_food_idx').on(t.foodSupplierId),
    index('work_hour_records_gear_idx').on(t.employeeGearRecordId),
    check('work_hour_records_hours_ck', sql`${t.hours} >= 0 and ${t.hours} <= 24`),
    check('work_hour_records_meals_ck', sql`${t.numberOfMeals} between 0 and 3`),
  ],
);

export type WorkHourRecord = typeof workHourRecords.$inferSelect;
