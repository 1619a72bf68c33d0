import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { cities, codebooks, cooperatorContacts, cooperators, countries } from '@/db/schema';
import { notFound } from '@/lib/http/errors';
import { intFilter, listOffset, toPaged, type ListQuery, type Paged } from '@/lib/http/list-params';
import { messages } from '@/lib/i18n/messages';
import type { ContactDto, CooperatorDetailDto, CooperatorDto, CooperatorOption } from './schemas';

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

const SORT_COLUMNS = {
  name: cooperators.name,
  personTypeId: personType.label,
  personType: personType.label,
  associateTypeId: associateType.label,
  associateType: associateType.label,
  oib: cooperators.oib,
  address: cooperators.address,
  zip: cooperators.zip,
  city: cities.name,
  country: countries.name,
} as const;

const contains = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchConditions(f: ListQuery['filters']): SQL[] {
  const where: SQL[] = [];
  const text: [string, Parameters<typeof ilike>[0]][] = [
    ['name', cooperators.name],
    ['oib', cooperators.oib],
    ['mbg', cooperators.mbg],
    ['mb', cooperators.mb],
    ['address', cooperators.address],
    ['zip', cooperators.zip],
    ['city', cities.name],
    ['country', countries.name],
  ];
  for (const [key, column] of text) {
    const value = f[key]?.[0];
    if (value) where.push(ilike(column, contains(value)));
  }
  const personTypeIds = intFilter(f.personTypeId);
  if (personTypeIds.length) where.push(inArray(cooperators.personTypeId, personTypeIds));
  const associateTypeIds = intFilter(f.associateTypeId);
  if (associateTypeIds.length) where.push(inArray(cooperators.associateTypeId, associateTypeIds));
  return where;
}

/** The /cooperators table and GET /api/Cooperators/search: one query for the page, one for the count. */
export async function searchCooperators(db: DbOrTx, q: ListQuery): Promise<Paged<CooperatorDto>> {
  const where = searchConditions(q.filters);
  const condition = where.length ? and(...where) : undefined;
  const sortColumn = SORT_COLUMNS[q.sortBy as keyof typeof SORT_COLUMNS] ?? cooperators.name;
  const direction = q.sortOrder === 'desc' ? desc : asc;

  // The count joins places only when a place filter needs them.
  let countQuery = db.select({ total: count() }).from(cooperators).$dynamic();
  if (q.filters.city?.length) countQuery = countQuery.leftJoin(cities, eq(cities.id, cooperators.cityId));
  if (q.filters.country?.length) countQuery = countQuery.leftJoin(countries, eq(countries.id, cooperators.countryId));

  const [rows, [{ total }]] = await Promise.all([
    baseSelect(db)
      .where(condition)
      .orderBy(direction(sortColumn), direction(cooperators.id))
      .limit(q.pageSize)
      .offset(listOffset(q)),
    countQuery.where(condition),
  ]);
  return toPaged(rows, total, q);
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
  return db.select({ id: cooperators.id, name: cooperators.name }).from(cooperators).orderBy(asc(cooperators.name), asc(cooperators.id));
}

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
