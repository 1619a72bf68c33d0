import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** News notices (spec part 1, "News"): rich HTML text, sanitised on save and on display. */
export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 200 }).notNull(),
    text: text('text').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    author: varchar('author', { length: 200 }),
    isArchived: boolean('is_archived').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_date_idx').on(t.date, t.id),
    index('news_featured_date_idx').on(t.isFeatured, t.isArchived, t.date),
    // The title sort (title, then newest first, then id): a deep page is an index-only walk (issue 15).
    index('news_title_idx').on(t.title, t.date.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export type News = typeof news.$inferSelect;
