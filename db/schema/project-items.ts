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
