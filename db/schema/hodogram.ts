import { boolean, index, integer, pgTable, text, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { projects } from './projects';

/**
 * The hodogram (project flow chart, spec part 1 sections 3 and 4): one template tree, and per
 * project a copy of its active nodes with a completion flag. `ordinal` is the position among
 * siblings (1-based); a subtree goes with its node (cascade).
 */
export const hodogramNodes = pgTable(
  'hodogram_nodes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => hodogramNodes.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    code: varchar('code', { length: 50 }),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('hodogram_nodes_parent_idx').on(t.parentId, t.ordinal)],
);

export const projectHodogramNodes = pgTable(
  'project_hodogram_nodes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The template node it was copied from (kept for reference; the template may change later). */
    hodogramNodeId: integer('hodogram_node_id').references(() => hodogramNodes.id, { onDelete: 'set null' }),
    parentId: integer('parent_id').references((): AnyPgColumn => projectHodogramNodes.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    code: varchar('code', { length: 50 }),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    isCompleted: boolean('is_completed').notNull().default(false),
  },
  (t) => [
    index('project_hodogram_nodes_project_idx').on(t.projectId, t.parentId, t.ordinal),
    index('project_hodogram_nodes_parent_idx').on(t.parentId),
  ],
);

export type HodogramNode = typeof hodogramNodes.$inferSelect;
export type ProjectHodogramNode = typeof projectHodogramNodes.$inferSelect;
