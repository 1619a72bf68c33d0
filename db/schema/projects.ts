import { date, index, integer, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { cities, codebooks, countries, workRecordCoefficients } from './lookups';

/**
 * Projects (centri odgovornosti), every field of spec part 1 section 3. The projects module
 * (its own issue) builds the screens; gear records and attachments already point here.
 */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 200 }).notNull(),
    shortName: varchar('short_name', { length: 200 }),
    code: varchar('code', { length: 200 }),
    startDate: date('start_date'),
    endDate: date('end_date'),
    address: varchar('address', { length: 200 }),
    cityId: integer('city_id').references(() => cities.id),
    countryId: integer('country_id').references(() => countries.id),
    longitude: numeric('longitude', { precision: 11, scale: 8 }),
    latitude: numeric('latitude', { precision: 11, scale: 8 }),
    bankGuarantees: text('bank_guarantees'),
    paymentMethod: text('payment_method'),
    paymentTerms: text('payment_terms'),
    description: text('description'),
    projectStatusId: integer('project_status_id')
      .notNull()
      .references(() => codebooks.id),
    workHourEntryDeadlineExtensionInDays: integer('work_hour_entry_deadline_extension_in_days'),
    defaultWorkRecordCoefficientId: integer('default_work_record_coefficient_id').references(
      () => workRecordCoefficients.id,
    ),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_status_name_idx').on(t.projectStatusId, t.name, t.id),
    index('projects_name_idx').on(t.name, t.id),
  ],
);

export type Project = typeof projects.$inferSelect;
