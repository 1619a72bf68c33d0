import { boolean, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { codebooks } from './lookups';
import { employees } from './employees';

/**
 * The app's users: the identity server authenticates, this table authorises.
 * Matched on e-mail (stored lower-case); a signed-in identity without a row has no access.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userName: varchar('user_name', { length: 100 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    surname: varchar('surname', { length: 200 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    // Set when the user first signs in with an identity whose e-mail the identity server verified.
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    roleId: integer('role_id')
      .notNull()
      .references(() => codebooks.id),
    employeeId: integer('employee_id').references(() => employees.id),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_surname_name_idx').on(t.surname, t.name, t.id),
    index('users_role_idx').on(t.roleId),
  ],
);

export type User = typeof users.$inferSelect;
