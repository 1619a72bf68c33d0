import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { files } from './attachments';
import { cooperators } from './cooperators';
import { expenseGroups } from './expense-groups';
import { codebooks, unitsOfMeasurement } from './lookups';
import { projectItems } from './project-items';
import { projects } from './projects';
import { users } from './users';
import { warehouses } from './warehouses';

/**
 * Documents and stock (issue 12; spec part 2 sections 3 and 4). The rules live in lib/documents
 * (pure) and the model is explained in docs/documents.md. In short:
 *
 * - documents: nine types (codes 800-808), status 900-903, code unique per (type, year), drawn
 *   from document_counters in the document's transaction (never reused, even after a delete).
 *   A follow-up points to its source (parent_id); a storno to the document it cancels
 *   (storned_document_id, at most one storno per document).
 * - document_items: the lines; a follow-up line points to its source line (parent_item_id).
 * - warehouse_items: the stock of a project's warehouse; quantity is on hand, never negative.
 * - stock_movements: the ledger, append-only (a trigger refuses update and delete), one row per
 *   document item that moved stock; on hand = sum of the ledger per warehouse item, kept in the
 *   same transaction as the ledger row.
 * - verifications: proof files of purchase received notes.
 *
 * Money numeric(18,2), quantities and unit prices numeric(18,6), never floats. Foreign keys are
 * NO ACTION unless said otherwise, so nothing is orphaned: a document with stock movements, a
 * warehouse item with movements, an expense group or a project item in use cannot be deleted.
 */

export const documentCounters = pgTable(
  'document_counters',
  {
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => codebooks.id),
    year: integer('year').notNull(),
    /** The last number handed out for (type, year); only ever grows. */
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentTypeId, t.year] }), check('document_counters_last_number_ck', sql`${t.lastNumber} > 0`)],
);

export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => codebooks.id),
    code: varchar('code', { length: 50 }).notNull(),
    /** The year of the code (the creation day in Europe/Zagreb): codes are unique per type and year. */
    year: integer('year').notNull(),
    documentStatusId: integer('document_status_id')
      .notNull()
      .default(900)
      .references(() => codebooks.id),
    projectId: integer('project_id').references(() => projects.id),
    destinationProjectId: integer('destination_project_id').references(() => projects.id),
    supplierId: integer('supplier_id').references(() => cooperators.id),
    /**
     * The supplier's name, copied by the database (migration 0019: on insert and on a change of
     * the supplier; a renamed cooperator passes it to its documents and stock in the same
     * statement): the lists sort and filter by supplier on this table's own index (issue 15:
     * sorting 25,000 documents through a join to their suppliers took 19 ms, 137,000 warehouse
     * items 47 ms). Never written by the app (a written value is put back).
     */
    supplierName: varchar('supplier_name', { length: 200 }),
    /** The source this document was generated or copied from. */
    parentId: integer('parent_id').references((): AnyPgColumn => documents.id),
    /** Set on a storno document: the completed document it cancels. */
    stornedDocumentId: integer('storned_document_id').references((): AnyPgColumn => documents.id),
    deadlineDate: date('deadline_date'),
    receiptCode: varchar('receipt_code', { length: 200 }),
    receiptAmount: numeric('receipt_amount', { precision: 18, scale: 2 }),
    currency: varchar('currency', { length: 3 }).notNull().default('EUR'),
    comment: text('comment'),
    /** The sum of the items' total prices, kept by the service with every item write. */
    totalPrice: numeric('total_price', { precision: 18, scale: 2 }).notNull().default('0'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: varchar('created_by', { length: 200 }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedDate: timestamp('last_modified_date', { withTimezone: true }),
    completedDate: timestamp('completed_date', { withTimezone: true }),
    completedById: integer('completed_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('documents_type_year_code_key').on(t.documentTypeId, t.year, t.code),
    // The list: type + date range (+ project), newest first, paged with the id as tiebreak.
    // In the list's own order (desc nulls last, as the list kit writes it) so the first page and,
    // read backwards, the deepest one are index walks, not a sort of every document of the type.
    // The supplier and the project after them (migration 0010): a sort by the supplier's or the
    // project's name joins them to an index-only walk of the type (and day range), not the table.
    index('documents_type_date_idx').on(t.documentTypeId, t.createdDate.desc().nullsLast(), t.id.desc().nullsLast(), t.supplierId, t.projectId),
    index('documents_project_date_idx').on(t.projectId, t.documentTypeId, t.createdDate, t.id),
    index('documents_status_idx').on(t.documentStatusId, t.documentTypeId),
    // The list's tabs (Completed = one status: an index walk in the list's order; the active
    // tab's few statuses: the matching rows of the range, then a sort of those only).
    index('documents_type_status_date_idx').on(t.documentTypeId, t.documentStatusId, t.createdDate.desc().nullsLast(), t.id.desc().nullsLast()),
    index('documents_destination_project_idx').on(t.destinationProjectId),
    index('documents_supplier_idx').on(t.supplierId),
    // The list by supplier (either direction, empty last), within the type.
    index('documents_type_supplier_idx').on(t.documentTypeId, t.supplierName, t.id),
    index('documents_type_supplier_desc_idx').on(t.documentTypeId, t.supplierName.desc().nullsLast(), t.id.desc().nullsLast()),
    index('documents_parent_idx').on(t.parentId),
    // At most one storno per document.
    uniqueIndex('documents_storned_document_uq').on(t.stornedDocumentId).where(sql`${t.stornedDocumentId} is not null`),
    check('documents_not_own_storno_ck', sql`${t.stornedDocumentId} is null or ${t.stornedDocumentId} <> ${t.id}`),
    check('documents_year_ck', sql`${t.year} between 2000 and 2999`),
  ],
);

export const warehouseItems = pgTable(
  'warehouse_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    unitOfMeasurementId: integer('unit_of_measurement_id')
      .notNull()
      .references(() => unitsOfMeasurement.id),
    unitPrice: numeric('unit_price', { precision: 18, scale: 6 }).notNull().default('0'),
    supplierId: integer('supplier_id').references(() => cooperators.id),
    /**
     * The supplier's name, copied by the database (migration 0019: on insert and on a change of
     * the supplier; a renamed cooperator passes it to its documents and stock in the same
     * statement): the lists sort and filter by supplier on this table's own index (issue 15:
     * sorting 25,000 documents through a join to their suppliers took 19 ms, 137,000 warehouse
     * items 47 ms). Never written by the app (a written value is put back).
     */
    supplierName: varchar('supplier_name', { length: 200 }),
    /** The received-note line that brought this stock in (the link of the warehouse items table). */
    sourceDocumentItemId: integer('source_document_item_id').references((): AnyPgColumn => documentItems.id),
    /** On hand: always the sum of this item's stock_movements (same transaction, row lock). */
    quantity: numeric('quantity', { precision: 18, scale: 6 }).notNull().default('0'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('warehouse_items_quantity_ck', sql`${t.quantity} >= 0`),
    index('warehouse_items_warehouse_name_idx').on(t.warehouseId, t.name, t.id),
    index('warehouse_items_source_item_idx').on(t.sourceDocumentItemId),
    index('warehouse_items_supplier_idx').on(t.supplierId),
    // The list over every warehouse by supplier (either direction, empty last).
    index('warehouse_items_supplier_name_idx').on(t.supplierName, t.id),
    index('warehouse_items_supplier_name_desc_idx').on(t.supplierName.desc().nullsLast(), t.id.desc().nullsLast()),
    // The /warehouse-items list's default sort (name, then id) over every warehouse (issue 15: a deep page is an index walk).
    index('warehouse_items_name_idx').on(t.name, t.id),
    // "Name contains" (Filter.Name, ILIKE '%…%') over every warehouse: a trigram index finds the
    // matches instead of reading 137,000 names (issue 15; pg_trgm, migration 0014).
    index('warehouse_items_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const documentItems = pgTable(
  'document_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Items go with their document (only a document without stock movements can be deleted). */
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 50 }),
    name: varchar('name', { length: 200 }).notNull(),
    statusId: integer('status_id')
      .notNull()
      .default(1201)
      .references(() => codebooks.id),
    unitOfMeasurementId: integer('unit_of_measurement_id')
      .notNull()
      .references(() => unitsOfMeasurement.id),
    quantity: numeric('quantity', { precision: 18, scale: 6 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 6 }),
    totalPrice: numeric('total_price', { precision: 18, scale: 2 }).notNull().default('0'),
    comment: text('comment'),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    projectItemId: integer('project_item_id').references(() => projectItems.id),
    /** The source line of a generated or storno line. */
    parentItemId: integer('parent_item_id').references((): AnyPgColumn => documentItems.id),
    destinationProjectId: integer('destination_project_id').references(() => projects.id),
    supplierId: integer('supplier_id').references(() => cooperators.id),
    /** The stock taken out (consumption, write-off, transfer out). */
    warehouseItemId: integer('warehouse_item_id').references((): AnyPgColumn => warehouseItems.id),
    expenseTypeId: integer('expense_type_id').references(() => codebooks.id),
    expenseGroupId: integer('expense_group_id').references(() => expenseGroups.id),
    /**
     * The document's type, status and creation time, copied onto its lines so the items switch
     * filters (type, tab, day range) and sorts (newest document first) on this table's indexes
     * alone, without joining every line to its document (bench:documents, issue 12). Never
     * written by the app: the database keeps them (migration 0010's triggers): a line takes its
     * document's values on insert (whatever the insert says), and a change of the document's
     * status (or type, or date) is copied to its lines in the same statement. `default null`
     * only makes them optional in inserts; the trigger fills them before NOT NULL is checked.
     */
    documentTypeId: integer('document_type_id').notNull().default(sql`null`),
    documentStatusId: integer('document_status_id').notNull().default(sql`null`),
    documentCreatedDate: timestamp('document_created_date', { withTimezone: true }).notNull().default(sql`null`),
  },
  (t) => [
    check('document_items_quantity_ck', sql`${t.quantity} > 0`),
    index('document_items_document_idx').on(t.documentId, t.id),
    // The items switch (always one type): newest document first, its lines in order (the
    // list's default order exactly, so the first page and, read backwards, the deepest are
    // index walks; the day range bounds the same walk; the capped count stops after 10,001).
    index('document_items_type_date_idx').on(t.documentTypeId, t.documentCreatedDate.desc().nullsLast(), t.documentId.desc().nullsLast(), t.id),
    // ... on a tab (its document's status): Completed is one status, an index walk in order.
    index('document_items_type_status_date_idx').on(
      t.documentTypeId,
      t.documentStatusId,
      t.documentCreatedDate.desc().nullsLast(),
      t.documentId.desc().nullsLast(),
      t.id,
    ),
    // ... sorted by name.
    index('document_items_type_name_idx').on(t.documentTypeId, t.name, t.id),
    // ... whose name contains the typed text (a trigram index: 500,000 names are not read; pg_trgm).
    index('document_items_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // ... of one project (the item's own project; also the foreign key's index).
    index('document_items_project_idx').on(t.projectId, t.documentTypeId, t.documentCreatedDate.desc().nullsLast(), t.documentId.desc().nullsLast(), t.id),
    index('document_items_parent_idx').on(t.parentItemId),
    index('document_items_warehouse_item_idx').on(t.warehouseItemId),
    index('document_items_expense_group_idx').on(t.expenseGroupId),
    index('document_items_project_item_idx').on(t.projectItemId),
    index('document_items_supplier_idx').on(t.supplierId),
    index('document_items_destination_project_idx').on(t.destinationProjectId),
  ],
);

/**
 * The stock ledger: one row per document item that moved stock, signed (+ in, - out), never
 * updated or deleted (trigger stock_movements_append_only in the migration). A storno adds the
 * mirrored rows of its own items. unique(document_item_id): an item moves stock once.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    warehouseItemId: integer('warehouse_item_id')
      .notNull()
      .references(() => warehouseItems.id),
    documentItemId: integer('document_item_id')
      .notNull()
      .references(() => documentItems.id),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    quantity: numeric('quantity', { precision: 18, scale: 6 }).notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_movements_quantity_ck', sql`${t.quantity} <> 0`),
    unique('stock_movements_document_item_key').on(t.documentItemId),
    index('stock_movements_warehouse_item_idx').on(t.warehouseItemId, t.id),
    index('stock_movements_document_idx').on(t.documentId),
  ],
);

/** Proof files of purchase received notes (spec part 2 "Verification"); the file in `files`. */
export const verifications = pgTable(
  'verifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 200 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    verificationStatusId: integer('verification_status_id')
      .notNull()
      .default(1400)
      .references(() => codebooks.id),
    remark: text('remark'),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** A purchase received note of the project; a deleted document leaves the proof on the project. */
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: varchar('created_by', { length: 200 }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The SiteManager badge counts Unverified; the list filters by status and project.
    index('verifications_status_project_idx').on(t.verificationStatusId, t.projectId),
    index('verifications_project_idx').on(t.projectId),
    index('verifications_document_idx').on(t.documentId),
    // The list's default sort (newest first, then id; walked backwards) (issue 15: a deep page is an index walk).
    index('verifications_created_idx').on(t.createdDate, t.id),
  ],
);

export type Document = typeof documents.$inferSelect;
export type DocumentItem = typeof documentItems.$inferSelect;
export type WarehouseItem = typeof warehouseItems.$inferSelect;
export type StockMovement = typeof stockMovements.$inferSelect;
export type Verification = typeof verifications.$inferSelect;
