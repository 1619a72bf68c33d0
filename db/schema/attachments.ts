import { bigint, index, integer, pgTable, timestamp, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { documents } from './documents';
import { employees } from './employees';
import { hodogramNodes, projectHodogramNodes } from './hodogram';
import { projects } from './projects';
import { users } from './users';
import { bytea } from './types';

/**
 * Uploaded files live in Postgres (one backup holds everything; several app instances share
 * them). The bytes are in `files`, so listing attachments never reads them.
 */
export const files = pgTable('files', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  content: bytea('content').notNull(),
  contentType: varchar('content_type', { length: 200 }).notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An attachment belongs to exactly one owner: a project, an employee, a document, a project
 * hodogram node or a hodogram template node (blank forms a step needs); who may read or change
 * it follows that owner's module.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 200 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    description: varchar('description', { length: 500 }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'cascade' }),
    documentId: integer('document_id').references((): AnyPgColumn => documents.id, { onDelete: 'cascade' }),
    projectHodogramId: integer('project_hodogram_id').references(() => projectHodogramNodes.id, {
      onDelete: 'cascade',
    }),
    hodogramId: integer('hodogram_id').references(() => hodogramNodes.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: varchar('created_by', { length: 200 }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attachments_project_idx').on(t.projectId),
    index('attachments_employee_idx').on(t.employeeId),
    index('attachments_document_idx').on(t.documentId),
    index('attachments_project_hodogram_idx').on(t.projectHodogramId),
    index('attachments_hodogram_idx').on(t.hodogramId),
  ],
);

export type Attachment = typeof attachments.$inferSelect;
