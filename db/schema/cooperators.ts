import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { cities, codebooks, countries } from './lookups';

/** Cooperators: clients, contractors, suppliers, food/accommodation suppliers, agencies (spec part 1, 3). */
export const cooperators = pgTable(
  'cooperators',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    oib: varchar('oib', { length: 11 }),
    personTypeId: integer('person_type_id')
      .notNull()
      .references(() => codebooks.id),
    associateTypeId: integer('associate_type_id')
      .notNull()
      .references(() => codebooks.id),
    mbg: varchar('mbg', { length: 13 }),
    mb: varchar('mb', { length: 8 }),
    iban: varchar('iban', { length: 32 }),
    address: varchar('address', { length: 200 }),
    zip: varchar('zip', { length: 200 }),
    cityId: integer('city_id').references(() => cities.id),
    countryId: integer('country_id').references(() => countries.id),
    email: varchar('email', { length: 200 }),
    phone: varchar('phone', { length: 200 }),
    web: varchar('web', { length: 200 }),
  },
  (t) => [
    index('cooperators_name_idx').on(t.name, t.id),
    // "Name contains" (Filter.Name, ILIKE '%…%'): the matches from a trigram index, not every name read (issue 15; pg_trgm).
    index('cooperators_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('cooperators_oib_idx').on(t.oib),
    index('cooperators_associate_type_idx').on(t.associateTypeId, t.name),
    index('cooperators_person_type_idx').on(t.personTypeId),
    index('cooperators_city_idx').on(t.cityId),
    index('cooperators_country_idx').on(t.countryId),
  ],
);

export const cooperatorContacts = pgTable(
  'cooperator_contacts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cooperatorId: integer('cooperator_id')
      .notNull()
      .references(() => cooperators.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    address: varchar('address', { length: 200 }),
    cityId: integer('city_id').references(() => cities.id),
    countryId: integer('country_id').references(() => countries.id),
    email: varchar('email', { length: 200 }),
    phone: varchar('phone', { length: 200 }),
  },
  (t) => [index('cooperator_contacts_cooperator_idx').on(t.cooperatorId, t.name)],
);

export type Cooperator = typeof cooperators.$inferSelect;
export type CooperatorContact = typeof cooperatorContacts.$inferSelect;
