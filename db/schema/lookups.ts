import { boolean, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Every codebook of the spec in one table. The id IS the spec's code (roles 100-106,
 * project status 1000-1002, ...): codes are unique across codebooks, so a foreign key
 * such as users.role_id can point straight at it.
 */
export const codebooks = pgTable(
  'codebooks',
  {
    id: integer('id').primaryKey(),
    codebook: varchar('codebook', { length: 50 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(), // English key, e.g. "SuperAdmin"
    label: varchar('label', { length: 200 }).notNull(), // Croatian label shown to users
    description: varchar('description', { length: 500 }),
    ordinal: integer('ordinal').notNull().default(0),
  },
  (t) => [
    index('codebooks_codebook_idx').on(t.codebook, t.ordinal),
    // The lists write a code's label as a subquery per row (`select label from codebooks where id = …`):
    // on this index without reading the table. On its one page the planner would scan all ~70 codes
    // for each row instead (issue 15: two labels of 50 documents, 7,200 codes compared per page).
    index('codebooks_id_label_idx').on(t.id, t.label),
  ],
);

export const countries = pgTable(
  'countries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    nameUniversal: varchar('name_universal', { length: 200 }).notNull(),
    code: varchar('code', { length: 3 }),
  },
  (t) => [uniqueIndex('countries_code_uq').on(t.code), index('countries_name_idx').on(t.name)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    nameUniversal: varchar('name_universal', { length: 200 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
  },
  (t) => [
    uniqueIndex('cities_country_name_uq').on(t.countryId, t.name),
    index('cities_name_idx').on(t.name),
  ],
);

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 200 }).notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
});

export const unitsOfMeasurement = pgTable('units_of_measurement', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 200 }).notNull(),
  nameUniversal: varchar('name_universal', { length: 200 }).notNull(),
  shortName: varchar('short_name', { length: 20 }).notNull().unique(),
});

export const workRecordCoefficients = pgTable('work_record_coefficients', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 200 }).notNull().unique(),
  coefficient: numeric('coefficient', { precision: 6, scale: 2 }).notNull(),
});

export type Codebook = typeof codebooks.$inferSelect;
export type Country = typeof countries.$inferSelect;
export type City = typeof cities.$inferSelect;
export type Company = typeof companies.$inferSelect;
export type UnitOfMeasurement = typeof unitsOfMeasurement.$inferSelect;
export type WorkRecordCoefficient = typeof workRecordCoefficients.$inferSelect;
