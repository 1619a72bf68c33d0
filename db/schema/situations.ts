import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, unique, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { projectItems } from './project-items';
import { projectCooperators } from './project-people';
import { projects } from './projects';

/**
 * Contractors' cost lists and situations (issue 11; spec part 1 section 3 "Project cooperator
 * item", "Project situation", "Situation item"). Quantities and unit prices numeric(18,6), totals
 * numeric(18,2), computed by the service (lib/project-items/amounts.ts), never JS floats.
 *
 * One table holds both kinds of cost-list line: a CONTRACTOR line (contractor_item_id null) names
 * a bill-of-quantities item with the contractor's quantity and unit price; a SUBCONTRACTOR line
 * (contractor_item_id set) is a subcontractor's own quantity and price on that contractor line
 * (the same project item). A situation item is the quantity executed in one situation on one
 * line, of either kind; the bill of quantities' progress counts the contractor lines only.
 *
 * Deletes never leave orphans: a project takes everything with it (its lines and situations
 * cascade from it directly, so they are gone before the NO ACTION checks below run); a
 * subcontractor line goes with its contractor line, a situation's items with the situation or
 * their line (cascade; the service refuses a line with executed quantities, 409 with its own
 * message); a project item or a project cooperator that a line still references cannot be
 * deleted (NO ACTION: the handler answers 409).
 */
export const projectCooperatorItems = pgTable(
  'project_cooperator_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The project of the cooperator and of the item (the service keeps the three equal). */
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    projectCooperatorId: integer('project_cooperator_id')
      .notNull()
      .references(() => projectCooperators.id),
    projectItemId: integer('project_item_id')
      .notNull()
      .references(() => projectItems.id),
    /** Null on a contractor line; the contractor line a subcontractor line belongs to. */
    contractorItemId: integer('contractor_item_id').references((): AnyPgColumn => projectCooperatorItems.id, { onDelete: 'cascade' }),
    quantity: numeric('quantity', { precision: 18, scale: 6 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 6 }).notNull(),
    totalPrice: numeric('total_price', { precision: 18, scale: 2 }).notNull(),
    /**
     * The sum of this line's situation items over all situations, kept by the service in the same
     * transaction as every situation item write (lib/situations/service.ts), so the bill of
     * quantities' progress reads one row per line instead of every situation's rows.
     */
    executedQuantity: numeric('executed_quantity', { precision: 18, scale: 6 }).notNull().default('0'),
    /**
     * The project's name, the cooperator's name and the item's path (ordinals from the root),
     * copied onto the line so the items overview's default sort (project, cooperator, bill of
     * quantities' order) and its sort by cooperator are walks of an index of this table (issue 15:
     * sorting 60,000 lines by ranks computed per request took 45 ms). Never written by the app:
     * the database keeps them (migration 0018's triggers): a line takes them on insert and on a
     * change of its project, cooperator or item; a renamed project or cooperator, or an item whose
     * path changes, passes the change to its lines in the same statement. `default null` only
     * makes them optional in inserts; the trigger fills them before NOT NULL is checked.
     */
    projectName: varchar('project_name', { length: 200 }).notNull().default(sql`null`),
    cooperatorName: varchar('cooperator_name', { length: 200 }).notNull().default(sql`null`),
    itemPath: integer('item_path').array().notNull().default(sql`null`),
  },
  (t) => [
    unique('project_cooperator_items_cooperator_item_key').on(t.projectCooperatorId, t.projectItemId),
    // The overview by project (either direction; then cooperator and bill of quantities' order, ascending) and by cooperator.
    index('project_cooperator_items_by_project_idx').on(t.projectName, t.projectId, t.cooperatorName, t.projectCooperatorId, t.itemPath, t.id),
    index('project_cooperator_items_by_project_desc_idx').on(
      t.projectName.desc().nullsLast(),
      t.projectId.desc().nullsLast(),
      t.cooperatorName,
      t.projectCooperatorId,
      t.itemPath,
      t.id,
    ),
    index('project_cooperator_items_by_cooperator_idx').on(t.cooperatorName, t.projectCooperatorId, t.projectName, t.projectId, t.itemPath, t.id),
    index('project_cooperator_items_by_cooperator_desc_idx').on(
      t.cooperatorName.desc().nullsLast(),
      t.projectCooperatorId.desc().nullsLast(),
      t.projectName,
      t.projectId,
      t.itemPath,
      t.id,
    ),
    index('project_cooperator_items_project_idx').on(t.projectId, t.projectItemId),
    index('project_cooperator_items_item_idx').on(t.projectItemId),
    index('project_cooperator_items_contractor_item_idx').on(t.contractorItemId),
  ],
);

export const projectSituations = pgTable(
  'project_situations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    activeFrom: date('active_from').notNull(),
    activeTo: date('active_to').notNull(),
    description: text('description'),
  },
  (t) => [
    index('project_situations_project_idx').on(t.projectId, t.activeFrom, t.id),
    check('project_situations_period_check', sql`${t.activeTo} >= ${t.activeFrom}`),
  ],
);

export const situationItems = pgTable(
  'situation_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectSituationId: integer('project_situation_id')
      .notNull()
      .references(() => projectSituations.id, { onDelete: 'cascade' }),
    /** Cascade so that a project's delete never trips over the order of its cascades; the service answers 409 first. */
    projectCooperatorItemId: integer('project_cooperator_item_id')
      .notNull()
      .references(() => projectCooperatorItems.id, { onDelete: 'cascade' }),
    quantity: numeric('quantity', { precision: 18, scale: 6 }).notNull(),
    /**
     * The running cumulative: this row's quantity plus every earlier situation's on the same line
     * (situations ordered by activeFrom, then id), as wide as executed_quantity. Kept by the
     * service under the line's row lock in the same transaction as every write (service.ts,
     * cumulative-store.ts), so one situation's table reads one row per line instead of summing
     * the earlier situations (docs/situations.md, "Reads on a large project").
     */
    cumulativeQuantity: numeric('cumulative_quantity', { precision: 18, scale: 6 }).notNull().default('0'),
  },
  (t) => [
    unique('situation_items_situation_line_key').on(t.projectSituationId, t.projectCooperatorItemId),
    index('situation_items_line_idx').on(t.projectCooperatorItemId),
  ],
);

export type ProjectCooperatorItem = typeof projectCooperatorItems.$inferSelect;
export type ProjectSituation = typeof projectSituations.$inferSelect;
export type SituationItem = typeof situationItems.$inferSelect;
