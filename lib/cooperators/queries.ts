import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { rowsJson } from '@/lib/http/list-json';
import { cities, codebooks, cooperatorContacts, cooperators, countries } from '@/db/schema';
import { notFound } from '@/lib/http/errors';
import type { ListQuery, Paged } from '@/lib/http/list-params';
import { cappedCount, COUNT_CAP, defineList, sameColumns } from '@/lib/http/list-query';
import { messages } from '@/lib/i18n/messages';
import { COOPERATOR_LIST, type ContactDto, type CooperatorDetailDto, type CooperatorDto, type CooperatorOption } from './schemas';

/** Reads of cooperators and their contacts, for the API and the /cooperators pages alike. */
const personType = alias(codebooks, 'person_type');
const associateType = alias(codebooks, 'associate_type');

const dtoColumns = {
  id: cooperators.id,
  name: cooperators.name,
  oib: cooperators.oib,
  personTypeId: cooperators.personTypeId,
  personType: personType.label,
  associateTypeId: cooperators.associateTypeId,
  associateType: associateType.label,
  mbg: cooperators.mbg,
  mb: cooperators.mb,
  iban: cooperators.iban,
  address: cooperators.address,
  zip: cooperators.zip,
  cityId: cooperators.cityId,
  city: cities.name,
  countryId: cooperators.countryId,
  country: countries.name,
  email: cooperators.email,
  phone: cooperators.phone,
  web: cooperators.web,
};

/** One row per cooperator: codebook labels and place names joined (no N+1). */
function baseSelect(db: DbOrTx) {
  return db
    .select(dtoColumns)
    .from(cooperators)
    .innerJoin(personType, eq(personType.id, cooperators.personTypeId))
    .innerJoin(associateType, eq(associateType.id, cooperators.associateTypeId))
    .leftJoin(cities, eq(cities.id, cooperators.cityId))
    .leftJoin(countries, eq(countries.id, cooperators.countryId));
}

/** The list's filters and sorts bound to columns (names and kinds: COOPERATOR_LIST). */
const cooperatorList = defineList(COOPERATOR_LIST, {
  filters: sameColumns(dtoColumns, 'name', 'oib', 'mbg', 'mb', 'address', 'zip', 'city', 'country', 'personTypeId', 'associateTypeId'),
  sort: {
    ...sameColumns(dtoColumns, 'name', 'personType', 'associateType', 'oib', 'address', 'zip', 'city', 'country'),
    // A type column sorts by its label.
    personTypeId: personType.label,
    associateTypeId: associateType.label,
  },
  tiebreak: cooperators.id,
  // Capped (issue 15): the cooperators grow without bound (every supplier, client and agency of
  // the years); at most 10,001 entries are counted, the screen shows "10.000+" above that.
  // Unfiltered, the planner's estimate of the table answers "10.000+" when it is clearly larger.
  counting: cappedCount(COUNT_CAP, { estimate: cooperators }),
  // "Name contains vuk": 166 matches from the trigram index sorted (0.5 ms) instead of walking the
  // name index through 4,154 names to find the first 50 (24–44 ms on the large data).
  sortTextMatches: true,
});

/** The ids of the matching cooperators, with only the joins `names` (the filters and the sort in use) need. */
function lean(db: DbOrTx, names: Set<string>) {
  let qb = db.select({ id: cooperators.id }).from(cooperators).$dynamic();
  if (names.has('personType') || names.has('personTypeId')) qb = qb.innerJoin(personType, eq(personType.id, cooperators.personTypeId));
  if (names.has('associateType') || names.has('associateTypeId')) qb = qb.innerJoin(associateType, eq(associateType.id, cooperators.associateTypeId));
  if (names.has('city')) qb = qb.leftJoin(cities, eq(cities.id, cooperators.cityId));
  if (names.has('country')) qb = qb.leftJoin(countries, eq(countries.id, cooperators.countryId));
  return qb;
}

/**
 * The /cooperators table and GET /api/Cooperators/search: the page and the capped count; a
 * page deep in the list reads its ids first (the deferred join, on the (name, id) index for
 * the default sort).
 */
function cooperatorSource(db: DbOrTx, q: ListQuery) {
  const filtered = Object.keys(q.filters).filter((name) => q.filters[name]?.length);
  return { rows: baseSelect(db).$dynamic(), count: lean(db, new Set(filtered)), keys: lean(db, new Set([...filtered, q.sortBy])) };
}

export async function searchCooperators(db: DbOrTx, q: ListQuery): Promise<Paged<CooperatorDto>> {
  return cooperatorList.page(db, q, cooperatorSource(db, q));
}

/** The same page as JSON text written by Postgres (the API route: lib/http/list-json.ts). */
export function searchCooperatorsJson(db: DbOrTx, q: ListQuery): Promise<string> {
  return cooperatorList.pageJson(db, q, cooperatorSource(db, q));
}

export async function findCooperator(db: DbOrTx, id: number): Promise<CooperatorDto | null> {
  const [row] = await baseSelect(db).where(eq(cooperators.id, id));
  return row ?? null;
}

/** The cooperator with its contacts (GET /api/Cooperators/{id}, the detail page). */
export async function getCooperator(db: DbOrTx, id: number): Promise<CooperatorDetailDto> {
  const cooperator = await findCooperator(db, id);
  if (!cooperator) throw notFound(messages.notFound);
  return { ...cooperator, contacts: await contactsOf(db, id) };
}

/** All cooperators as id + name, by name (selects). */
export async function cooperatorOptions(db: DbOrTx): Promise<CooperatorOption[]> {
  return cooperatorOptionsSelect(db);
}

/** GET /api/Cooperators: the same rows as JSON text written by Postgres (5,000 and more: nothing mapped in Node). */
export function cooperatorOptionsJson(db: DbOrTx): Promise<string> {
  return rowsJson(db, cooperatorOptionsSelect(db));
}

const cooperatorOptionsSelect = (db: DbOrTx) =>
  db.select({ id: cooperators.id, name: cooperators.name }).from(cooperators).orderBy(asc(cooperators.name), asc(cooperators.id)).$dynamic();

/** Cooperators of one associate type (suppliers, agencies, ...), by name: index (associate_type_id, name). */
export async function cooperatorsByType(db: DbOrTx, associateTypeId: number): Promise<CooperatorOption[]> {
  return db
    .select({ id: cooperators.id, name: cooperators.name })
    .from(cooperators)
    .where(eq(cooperators.associateTypeId, associateTypeId))
    .orderBy(asc(cooperators.name), asc(cooperators.id));
}

const contactColumns = {
  id: cooperatorContacts.id,
  cooperatorId: cooperatorContacts.cooperatorId,
  name: cooperatorContacts.name,
  address: cooperatorContacts.address,
  cityId: cooperatorContacts.cityId,
  countryId: cooperatorContacts.countryId,
  email: cooperatorContacts.email,
  phone: cooperatorContacts.phone,
  cityName: cities.name,
  countryName: countries.name,
  cooperatorName: cooperators.name,
};

function contactSelect(db: DbOrTx) {
  return db
    .select(contactColumns)
    .from(cooperatorContacts)
    .innerJoin(cooperators, eq(cooperators.id, cooperatorContacts.cooperatorId))
    .leftJoin(cities, eq(cities.id, cooperatorContacts.cityId))
    .leftJoin(countries, eq(countries.id, cooperatorContacts.countryId));
}

/** A cooperator's contacts by name: index (cooperator_id, name). */
export async function contactsOf(db: DbOrTx, cooperatorId: number): Promise<ContactDto[]> {
  return contactSelect(db)
    .where(eq(cooperatorContacts.cooperatorId, cooperatorId))
    .orderBy(asc(cooperatorContacts.name), asc(cooperatorContacts.id));
}

export async function getContact(db: DbOrTx, id: number): Promise<ContactDto> {
  const [row] = await contactSelect(db).where(eq(cooperatorContacts.id, id));
  if (!row) throw notFound(messages.notFound);
  return row;
}
