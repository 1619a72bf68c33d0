import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cities, countries } from './lookups';
import { projects } from './projects';

/**
 * Every project has its warehouse (spec part 2, "Warehouse"), created with the project. The
 * warehouse module (its own issue) adds the warehouse items and documents on top of this table.
 */
export const warehouses = pgTable(
  'warehouses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    address: varchar('address', { length: 200 }),
    cityId: integer('city_id').references(() => cities.id),
    countryId: integer('country_id').references(() => countries.id),
  },
  (t) => [uniqueIndex('warehouses_project_uq').on(t.projectId), index('warehouses_name_idx').on(t.name, t.id)],
);

export type Warehouse = typeof warehouses.$inferSelect;
