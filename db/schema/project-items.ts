import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { unitsOfMeasurement } from './lookups';
import { projects } from './projects';

/**
 * The bill of quantities (troškovnik) of a project, spec part 1 section 3 "Project item": a tree
 * of groups and items. `ordinal` is the position among siblings (1-based); the dotted display
 * (1, 1.1, 1.1.2) is derived from the path. Quantities and unit prices have 6 decimals; an
 * item's total is money (2 decimals), computed by the service, never by JS floats. Group totals
 * are not stored: they roll up from the children when read.
 */
export const projectItems = pgTable(
  'project_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => projectItems.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    /**
     * The ordinals from the root down ([1, 2, 10] is item 1.2.10), kept by the database (triggers
     * of migration 0015 on insert and on a change of parent or ordinal, down to the descendants),
     * never written by the app (the default is replaced by the insert trigger). Sorting by it is the bill of quantities' order (1.2 before 1.10);
     * the items overview sorts 60,000 lines by it without walking every tree per request.
     */
    path: integer('path').array().notNull().default(sql`'{}'::integer[]`),
    code: varchar('code', { length: 200 }),
    name: text('name').notNull(),
    isGroup: boolean('is_group').notNull().default(false),
    unitOfMeasurementId: integer('unit_of_measurement_id').references(() => unitsOfMeasurement.id),
    quantity: numeric('quantity', { precision: 18, scale: 6 }),
    unitPrice: numeric('unit_price', { precision: 18, scale: 6 }),
    totalPrice: numeric('total_price', { precision: 18, scale: 2 }),
  },
  (t) => [
    index('project_items_project_idx').on(t.projectId, t.parentId, t.ordinal),
    index('project_items_parent_idx').on(t.parentId),
    index('project_items_unit_idx').on(t.unitOfMeasurementId),
  ],
);

export type ProjectItem = typeof projectItems.$inferSelect;
