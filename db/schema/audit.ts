import { bigint, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Audit trail written by the route-handler wrapper for every create, update, delete,
 * import and export. No foreign key to users: the trail outlives deleted users.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    userEmail: varchar('user_email', { length: 100 }),
    module: varchar('module', { length: 50 }).notNull(),
    operation: varchar('operation', { length: 20 }).notNull(),
    entityId: varchar('entity_id', { length: 100 }),
    method: varchar('method', { length: 10 }).notNull(),
    path: varchar('path', { length: 500 }).notNull(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_module_entity_idx').on(t.module, t.entityId)],
);
