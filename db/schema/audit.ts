import { bigint, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Audit trail written by the route-handler wrapper for every create, update, delete,
 * import and export, inside the write's own transaction. No foreign key to users: the trail outlives deleted users.
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
    /** What the write replaced or removed, when the service keeps it (e.g. the old hodogram tree). */
    snapshot: jsonb('snapshot'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_module_entity_idx').on(t.module, t.entityId)],
);
