import 'server-only';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { cities, countries } from '@/db/schema';
import { fieldError, notFound } from '@/lib/http/errors';
import { contains, escapeLike } from '@/lib/http/list-query';
import { messages } from '@/lib/i18n/messages';
import type { CityBody, CountryBody, LookupSearch } from './schemas';

/** Countries and cities: reads for the remote-search selects and their CRUD rules. */
export type CityDto = { id: number; name: string; nameUniversal: string; countryId: number; country: string };
export type CountryDto = { id: number; name: string; nameUniversal: string; code: string | null };

/** Search text shorter than 2 characters does not filter (the selects show the first page). */
const term = (s: LookupSearch) => (s.search && s.search.length >= 2 ? contains(s.search) : null);

export async function searchCountries(db: DbOrTx, s: LookupSearch): Promise<CountryDto[]> {
  const t = term(s);
  return db
    .select({ id: countries.id, name: countries.name, nameUniversal: countries.nameUniversal, code: countries.code })
    .from(countries)
    .where(t ? or(ilike(countries.name, t), ilike(countries.nameUniversal, t)) : undefined)
    .orderBy(asc(countries.name))
    .limit(s.limit);
}

const cityColumns = {
  id: cities.id,
  name: cities.name,
  nameUniversal: cities.nameUniversal,
  countryId: cities.countryId,
  country: countries.name,
};

export async function searchCities(db: DbOrTx, s: LookupSearch): Promise<CityDto[]> {
  const t = term(s);
  const where: SQL[] = [];
  if (s.countryId) where.push(eq(cities.countryId, s.countryId));
  if (t) where.push(or(ilike(cities.name, t), ilike(cities.nameUniversal, t))!);
  return db
    .select(cityColumns)
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(cities.name))
    .limit(s.limit);
}

export async function getCity(db: DbOrTx, id: number): Promise<CityDto> {
  const [row] = await db.select(cityColumns).from(cities).innerJoin(countries, eq(countries.id, cities.countryId)).where(eq(cities.id, id));
  if (!row) throw notFound(messages.notFound);
  return row;
}

/** A country with its cities (the spec's "get by id returns cities"). */
export async function getCountryWithCities(db: DbOrTx, id: number): Promise<CountryDto & { cities: CityDto[] }> {
  const [country] = await db
    .select({ id: countries.id, name: countries.name, nameUniversal: countries.nameUniversal, code: countries.code })
    .from(countries)
    .where(eq(countries.id, id));
  if (!country) throw notFound(messages.notFound);
  const list = await searchCities(db, { countryId: id, limit: 100000 });
  return { ...country, cities: list };
}

async function assertCountry(db: DbOrTx, countryId: number) {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  if (!row) throw fieldError('countryId', messages.notFound, messages.validationFailed);
}

async function assertCityNameFree(db: DbOrTx, body: CityBody, exceptId?: number) {
  const [row] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.countryId, body.countryId), ilike(cities.name, escapeLike(body.name))));
  if (row && row.id !== exceptId) throw fieldError('name', messages.cityExists, messages.validationFailed);
}

export async function createCity(tx: Tx, body: CityBody): Promise<CityDto> {
  await assertCountry(tx, body.countryId);
  await assertCityNameFree(tx, body);
  const [row] = await tx.insert(cities).values(body).returning({ id: cities.id });
  return getCity(tx, row.id);
}

export async function updateCity(tx: Tx, id: number, body: CityBody): Promise<CityDto> {
  await getCity(tx, id);
  await assertCountry(tx, body.countryId);
  await assertCityNameFree(tx, body, id);
  await tx.update(cities).set(body).where(eq(cities.id, id));
  return getCity(tx, id);
}

export async function deleteCity(tx: Tx, id: number): Promise<void> {
  await getCity(tx, id);
  await tx.delete(cities).where(eq(cities.id, id)); // a city in use fails with 23503 -> 409
}

export async function createCountry(tx: Tx, body: CountryBody): Promise<CountryDto> {
  const [row] = await tx.insert(countries).values(body).returning();
  return row;
}

export async function updateCountry(tx: Tx, id: number, body: CountryBody): Promise<CountryDto> {
  const [row] = await tx.update(countries).set(body).where(eq(countries.id, id)).returning();
  if (!row) throw notFound(messages.notFound);
  return row;
}

export async function deleteCountry(tx: Tx, id: number): Promise<void> {
  const [row] = await tx.delete(countries).where(eq(countries.id, id)).returning({ id: countries.id });
  if (!row) throw notFound(messages.notFound);
}

/**
 * Field errors of a chosen place (cooperators, contacts, employees): the country must exist, the
 * city must exist and belong to that country. Empty when both are fine or not given.
 */
export async function placeErrors(
  db: DbOrTx,
  place: { countryId: number | null; cityId: number | null },
  keys: { countryId: string; cityId: string } = { countryId: 'countryId', cityId: 'cityId' },
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  if (place.countryId) {
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, place.countryId));
    if (!country) errors[keys.countryId] = [messages.countryMissing];
  }
  if (place.cityId) {
    const [city] = await db.select({ countryId: cities.countryId }).from(cities).where(eq(cities.id, place.cityId));
    if (!city) errors[keys.cityId] = [messages.cityMissing];
    else if (city.countryId !== place.countryId) errors[keys.cityId] = [messages.cityNotInCountry];
  }
  return errors;
}
