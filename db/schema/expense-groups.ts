import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { codebooks } from './lookups';

/**
 * Expense groups (spec part 2, section 3 "Expense group"): a named group below an expense type of
 * the ExpenseType codebook (1500-1506). Document items point here (document_items.expense_group_id,
 * NO ACTION), so a group in use cannot be deleted (the service answers 409 first, with its message).
 */
export const expenseGroups = pgTable(
  'expense_groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    expenseTypeId: integer('expense_type_id')
      .notNull()
      .references(() => codebooks.id),
  },
  (t) => [
    // The list sorts by name (and filters by type); the item form lists a type's groups by name.
    index('expense_groups_name_idx').on(t.name, t.id),
    index('expense_groups_type_idx').on(t.expenseTypeId, t.name, t.id),
  ],
);

export type ExpenseGroup = typeof expenseGroups.$inferSelect;
