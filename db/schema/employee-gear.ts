import { date, index, integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { attachments } from './attachments';
import { employees } from './employees';
import { projects } from './projects';

/**
 * Protective gear handed to an employee (spec part 1, "Employee gear record"): one row per
 * hand-over, 1 supplied / 0 not per item, the signed receipt as an attachment. Created on the
 * employee's Gear tab and, later, from the work-hour grid (the same record).
 */
const gear = (name: string) => smallint(name).notNull().default(0);

export const employeeGearRecords = pgTable(
  'employee_gear_records',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    date: date('date').notNull(),
    attachmentId: integer('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    shoes: gear('shoes'),
    shoesPro: gear('shoes_pro'),
    pants: gear('pants'),
    overalls: gear('overalls'),
    workJacket: gear('work_jacket'),
    winterJacket: gear('winter_jacket'),
    fleeseJacket: gear('fleese_jacket'),
    helmet: gear('helmet'),
    vest: gear('vest'),
    protectionGloves: gear('protection_gloves'),
    goggles: gear('goggles'),
    hydrodemolitionSuit: gear('hydrodemolition_suit'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employee_gear_employee_date_idx').on(t.employeeId, t.date), index('employee_gear_project_idx').on(t.projectId)],
);

export type EmployeeGearRecord = typeof employeeGearRecords.$inferSelect;
