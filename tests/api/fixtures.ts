import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { cities, countries } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import { oibCheckDigit } from '@/lib/validation/identifiers';
import { call, expectFieldError } from './helpers';

/**
 * What several API test files build on: places from the seeded lookups, unique identifiers, and
 * the search of a paged list narrowed to one test's tagged rows.
 */

export type Places = { croatiaId: number; zagrebId: number; splitId: number; sloveniaId: number; ljubljanaId: number };

/** Zagreb and Split (Hrvatska), Ljubljana (Slovenija) from the seeded places. */
export async function loadPlaces(): Promise<Places> {
  const db = await getDb();
  const place = async (code: string, city: string) => {
    const [row] = await db
      .select({ countryId: countries.id, cityId: cities.id })
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(and(eq(countries.code, code), eq(cities.name, city)));
    return row;
  };
  const zagreb = await place('HR', 'Zagreb');
  const split = await place('HR', 'Split');
  const ljubljana = await place('SI', 'Ljubljana');
  return { croatiaId: zagreb.countryId, zagrebId: zagreb.cityId, splitId: split.cityId, sloveniaId: ljubljana.countryId, ljubljanaId: ljubljana.cityId };
}

/** A unique valid OIB (random first 10 digits, the first not 0, plus the ISO 7064 check digit). */
export function newOib(): string {
  const first10 = String(Math.floor(1e9 + Math.random() * 9e9));
  return first10 + oibCheckDigit(first10);
}

type Handler = Parameters<typeof call>[0];
export type SearchPage<R> = { pageItems: R[]; totalItems: number; totalPages: number; currentPage: number; pageSize: number };

/**
 * The search of a paged list narrowed to the rows named "<tag> <suffix>" (Filter.Name=tag):
 * `search` answers 200 or fails, `names` lists the rows' suffixes in order.
 */
export function taggedSearch<R extends { name: string }>(route: { GET: Handler }, path: string, tag: () => string, defaultAs: RoleName) {
  const search = async (query: string, as: RoleName = defaultAs) => {
    const res = await call(route.GET, 'GET', `${path}?Filter.Name=${encodeURIComponent(tag())}&${query}`, { as });
    expect(res.status).toBe(200);
    return res.json as SearchPage<R>;
  };
  const names = (r: { pageItems: R[] }) => r.pageItems.map((x) => x.name.slice(tag().length + 1));
  return { search, names };
}

/** Paging over four tagged rows Alfa, Beta, Delta, Gama: pages of 3, the second of one, an empty one past the end. */
export async function expectPagesOfFour<R extends { name: string }>({ search, names }: ReturnType<typeof taggedSearch<R>>) {
  const page1 = await search('SortBy=name&PageSize=3&PageIndex=0');
  expect(page1).toMatchObject({ currentPage: 0, pageSize: 3, totalPages: 2, totalItems: 4 });
  expect(names(page1)).toEqual(['Alfa', 'Beta', 'Delta']);
  const page2 = await search('SortBy=name&PageSize=3&PageIndex=1');
  expect(page2).toMatchObject({ currentPage: 1, pageSize: 3, totalPages: 2, totalItems: 4 });
  expect(names(page2)).toEqual(['Gama']);
  expect((await search('PageSize=3&PageIndex=5')).pageItems).toEqual([]);
}

type Response = Awaited<ReturnType<typeof call>>;
/** A refused body: the test's name, what makes the body wrong, the field and the message expected on it. */
export type FieldCase<P> = [label: string, patch: P, field: string, message: string];

/**
 * The validation of a module's create and update (call inside its describe): one test per case,
 * where POST answers 400 with the field's message and stores nothing; then one test sending every
 * case as PUT to one stored row, which stays exactly as it was.
 */
export function refusesOnCreateAndUpdate<P>(
  cases: FieldCase<P>[],
  t: {
    create: (patch: P) => Promise<Response>;
    update: (id: number, patch: P) => Promise<Response>;
    rowCount: () => Promise<number>;
    newRow: () => Promise<number>;
    storedRow: (id: number) => Promise<unknown>;
  },
) {
  for (const [label, patch, field, message] of cases) {
    it(label, async () => {
      const before = await t.rowCount();
      const res = await t.create(patch);
      expectFieldError(res, field, message);
      expect(res.json.message).toBe(messages.validationFailed);
      expect(await t.rowCount()).toBe(before);
    });
  }

  it('applies the same rules on update and leaves the row as it was', async () => {
    const id = await t.newRow();
    const stored = await t.storedRow(id);
    for (const [label, patch, field, message] of cases) expectFieldError(await t.update(id, patch), field, message, label);
    expect(await t.storedRow(id)).toEqual(stored);
  });
}
