import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many rows of a large list there are per key (issue 15: no exact count of a large table on
 * every request). Kept by the database in the writing statement's own transaction (statement
 * triggers of migration 0017: +1 per inserted row, -1 per deleted row, a changed key moves the
 * row; TRUNCATE clears the list's rows), so a reader's snapshot sees a tally exactly equal to
 * count(*) of the rows it sees. A list filtered by nothing but its keys reads its total here
 * (lib/http/list-tally.ts) instead of counting tens of thousands of rows.
 * - documents: k1 the type, k2 the status;
 * - document_items: k1 the document's type, k2 the document's status (the copies on the line);
 * - warehouse_items: k1 the warehouse, k2 0;
 * - project_cooperator_items: k1 the project, k2 0.
 */
export const listTallies = pgTable(
  'list_tallies',
  {
    list: text('list').notNull(),
    k1: integer('k1').notNull(),
    k2: integer('k2').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.k1, t.k2] })],
);
