import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { cities, companies, countries, projects, unitsOfMeasurement, workRecordCoefficients } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import * as citiesRoute from '@/app/api/Cities/route';
import * as cityRoute from '@/app/api/Cities/[id]/route';
import * as countriesRoute from '@/app/api/Countries/route';
import * as countryRoute from '@/app/api/Countries/[id]/route';
import * as companiesRoute from '@/app/api/Companies/route';
import * as companyRoute from '@/app/api/Companies/[id]/route';
import * as unitsRoute from '@/app/api/UnitOfMeasurements/route';
import * as unitRoute from '@/app/api/UnitOfMeasurements/[id]/route';
import * as coefficientsRoute from '@/app/api/WorkRecordCoefficients/route';
import * as coefficientRoute from '@/app/api/WorkRecordCoefficients/[id]/route';
import * as holidaysRoute from '@/app/api/Holidays/route';
import * as codebooksRoute from '@/app/api/Codebooks/route';
import { call, expectFieldError, unique } from './helpers';

/**
 * Lookups API: everyone reads; create SA, A, Ac, M, P; update and delete SA, A, Ac, M
 * (lib/auth/permissions.ts). Every value this file creates is unique, so it also passes twice
 * against one shared Postgres database.
 */
const ALL: RoleName[] = ['SuperAdmin', 'Admin', 'Accounting', 'Management', 'SiteManager', 'Procurement', 'Warehouse'];
const CREATE: RoleName[] = ['SuperAdmin', 'Admin', 'Accounting', 'Management', 'Procurement'];
const CHANGE: RoleName[] = ['SuperAdmin', 'Admin', 'Accounting', 'Management'];
const not = (allowed: RoleName[]) => ALL.filter((r) => !allowed.includes(r));

const rows = async (table: typeof cities | typeof countries | typeof unitsOfMeasurement | typeof workRecordCoefficients) =>
  (await (await getDb()).select({ n: count() }).from(table))[0].n;

let croatiaId: number;
let sloveniaId: number;

beforeAll(async () => {
  const db = await getDb();
  const list = await db.select({ id: countries.id, code: countries.code }).from(countries);
  croatiaId = list.find((c) => c.code === 'HR')!.id;
  sloveniaId = list.find((c) => c.code === 'SI')!.id;
});

const newCity = (countryId = croatiaId) => ({ name: `Mjesto ${unique()}`, nameUniversal: null, countryId });
const newUnit = () => ({ name: `Jedinica ${unique()}`, nameUniversal: 'Unit', shortName: `j${unique()}`.slice(0, 20) });
const newCoefficient = (coefficient: unknown = '1.25') => ({ name: `Koeficijent ${unique()}`, coefficient });

describe('lookups: 401 without a session on every endpoint', () => {
  const p = { params: { id: 1 } };
  it('answers 401', async () => {
    const cases: [string, Promise<{ status: number }>][] = [];
    cases.push(
      ['GET Cities', call(citiesRoute.GET, 'GET', '/api/Cities')],
      ['POST Cities', call(citiesRoute.POST, 'POST', '/api/Cities', { body: newCity() })],
      ['GET City', call(cityRoute.GET, 'GET', '/api/Cities/1', p)],
      ['PUT City', call(cityRoute.PUT, 'PUT', '/api/Cities/1', { ...p, body: newCity() })],
      ['DELETE City', call(cityRoute.DELETE, 'DELETE', '/api/Cities/1', p)],
      ['GET Countries', call(countriesRoute.GET, 'GET', '/api/Countries')],
      ['POST Countries', call(countriesRoute.POST, 'POST', '/api/Countries', { body: { name: 'X' } })],
      ['GET Country', call(countryRoute.GET, 'GET', '/api/Countries/1', p)],
      ['PUT Country', call(countryRoute.PUT, 'PUT', '/api/Countries/1', { ...p, body: { name: 'X' } })],
      ['DELETE Country', call(countryRoute.DELETE, 'DELETE', '/api/Countries/1', p)],
      ['GET Companies', call(companiesRoute.GET, 'GET', '/api/Companies')],
      ['GET Company', call(companyRoute.GET, 'GET', '/api/Companies/1', p)],
      ['GET Units', call(unitsRoute.GET, 'GET', '/api/UnitOfMeasurements')],
      ['POST Units', call(unitsRoute.POST, 'POST', '/api/UnitOfMeasurements', { body: newUnit() })],
      ['GET Unit', call(unitRoute.GET, 'GET', '/api/UnitOfMeasurements/1', p)],
      ['PUT Unit', call(unitRoute.PUT, 'PUT', '/api/UnitOfMeasurements/1', { ...p, body: newUnit() })],
      ['DELETE Unit', call(unitRoute.DELETE, 'DELETE', '/api/UnitOfMeasurements/1', p)],
      ['GET Coefficients', call(coefficientsRoute.GET, 'GET', '/api/WorkRecordCoefficients')],
      ['POST Coefficients', call(coefficientsRoute.POST, 'POST', '/api/WorkRecordCoefficients', { body: newCoefficient() })],
      ['GET Coefficient', call(coefficientRoute.GET, 'GET', '/api/WorkRecordCoefficients/1', p)],
      ['PUT Coefficient', call(coefficientRoute.PUT, 'PUT', '/api/WorkRecordCoefficients/1', { ...p, body: newCoefficient() })],
      ['DELETE Coefficient', call(coefficientRoute.DELETE, 'DELETE', '/api/WorkRecordCoefficients/1', p)],
      ['GET Holidays', call(holidaysRoute.GET, 'GET', '/api/Holidays?year=2026')],
      ['GET Codebooks', call(codebooksRoute.GET, 'GET', '/api/Codebooks?codebookName=Role')],
    );
    for (const [label, pending] of cases) expect((await pending).status, label).toBe(401);
  });
});

describe('lookups: every role reads', () => {
  for (const role of ALL) {
    it(`${role} reads cities, countries, companies, units, coefficients, holidays and codebooks`, async () => {
      const as = role;
      const [company] = await (await getDb()).select({ id: companies.id }).from(companies).limit(1);
      const reads = [
        await call(citiesRoute.GET, 'GET', '/api/Cities?search=Zag', { as }),
        await call(cityRoute.GET, 'GET', '/api/Cities/1', { as, params: { id: (await firstCityId()) } }),
        await call(countriesRoute.GET, 'GET', '/api/Countries', { as }),
        await call(countryRoute.GET, 'GET', `/api/Countries/${croatiaId}`, { as, params: { id: croatiaId } }),
        await call(companiesRoute.GET, 'GET', '/api/Companies', { as }),
        await call(companyRoute.GET, 'GET', `/api/Companies/${company.id}`, { as, params: { id: company.id } }),
        await call(unitsRoute.GET, 'GET', '/api/UnitOfMeasurements', { as }),
        await call(coefficientsRoute.GET, 'GET', '/api/WorkRecordCoefficients', { as }),
        await call(holidaysRoute.GET, 'GET', '/api/Holidays?year=2026', { as }),
        await call(codebooksRoute.GET, 'GET', '/api/Codebooks?codebookName=PersonType', { as }),
      ];
      for (const r of reads) expect(r.status).toBe(200);
    });
  }
});

async function firstCityId() {
  const [c] = await (await getDb()).select({ id: cities.id }).from(cities).limit(1);
  return c.id;
}

describe('lookups: write rights', () => {
  for (const role of not(CREATE)) {
    it(`${role} may not create a city, country, unit or coefficient (403, nothing stored)`, async () => {
      const before = [await rows(cities), await rows(countries), await rows(unitsOfMeasurement), await rows(workRecordCoefficients)];
      expect((await call(citiesRoute.POST, 'POST', '/api/Cities', { as: role, body: newCity() })).status).toBe(403);
      expect((await call(countriesRoute.POST, 'POST', '/api/Countries', { as: role, body: { name: `Država ${unique()}` } })).status).toBe(403);
      expect((await call(unitsRoute.POST, 'POST', '/api/UnitOfMeasurements', { as: role, body: newUnit() })).status).toBe(403);
      expect((await call(coefficientsRoute.POST, 'POST', '/api/WorkRecordCoefficients', { as: role, body: newCoefficient() })).status).toBe(403);
      const after = [await rows(cities), await rows(countries), await rows(unitsOfMeasurement), await rows(workRecordCoefficients)];
      expect(after).toEqual(before);
    });
  }

  for (const role of CREATE) {
    it(`${role} may create a city in a country (the add-city button)`, async () => {
      const body = newCity();
      const res = await call(citiesRoute.POST, 'POST', '/api/Cities', { as: role, body });
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ name: body.name, nameUniversal: body.name, countryId: croatiaId, country: 'Hrvatska' });
    });
  }

  for (const role of not(CHANGE)) {
    it(`${role} may not update or delete lookups (403, unchanged)`, async () => {
      const db = await getDb();
      const city = await call(citiesRoute.POST, 'POST', '/api/Cities', { as: 'Admin', body: newCity() });
      const unit = await call(unitsRoute.POST, 'POST', '/api/UnitOfMeasurements', { as: 'Admin', body: newUnit() });
      const coef = await call(coefficientsRoute.POST, 'POST', '/api/WorkRecordCoefficients', { as: 'Admin', body: newCoefficient() });
      const country = await call(countriesRoute.POST, 'POST', '/api/Countries', { as: 'Admin', body: { name: `Država ${unique()}` } });
      const id = (r: { json: { id: number } }) => ({ id: r.json.id });
      const as = role;
      const statuses = [
        (await call(cityRoute.PUT, 'PUT', '/api/Cities/x', { as, params: id(city), body: newCity() })).status,
        (await call(cityRoute.DELETE, 'DELETE', '/api/Cities/x', { as, params: id(city) })).status,
        (await call(countryRoute.PUT, 'PUT', '/api/Countries/x', { as, params: id(country), body: { name: 'Promjena' } })).status,
        (await call(countryRoute.DELETE, 'DELETE', '/api/Countries/x', { as, params: id(country) })).status,
        (await call(unitRoute.PUT, 'PUT', '/api/UnitOfMeasurements/x', { as, params: id(unit), body: newUnit() })).status,
        (await call(unitRoute.DELETE, 'DELETE', '/api/UnitOfMeasurements/x', { as, params: id(unit) })).status,
        (await call(coefficientRoute.PUT, 'PUT', '/api/WorkRecordCoefficients/x', { as, params: id(coef), body: newCoefficient() })).status,
        (await call(coefficientRoute.DELETE, 'DELETE', '/api/WorkRecordCoefficients/x', { as, params: id(coef) })).status,
      ];
      expect(statuses).toEqual(Array(8).fill(403));
      const [c] = await db.select().from(cities).where(eq(cities.id, city.json.id));
      expect(c.name).toBe(city.json.name);
      const [u] = await db.select().from(unitsOfMeasurement).where(eq(unitsOfMeasurement.id, unit.json.id));
      expect(u.shortName).toBe(unit.json.shortName);
      const [k] = await db.select().from(workRecordCoefficients).where(eq(workRecordCoefficients.id, coef.json.id));
      expect(k.name).toBe(coef.json.name);
    });
  }

  for (const role of CHANGE) {
    it(`${role} may update and delete a city`, async () => {
      const city = await call(citiesRoute.POST, 'POST', '/api/Cities', { as: role, body: newCity() });
      const renamed = `Preimenovano ${unique()}`;
      const put = await call(cityRoute.PUT, 'PUT', '/api/Cities/x', { as: role, params: { id: city.json.id }, body: { name: renamed, countryId: sloveniaId } });
      expect(put.status).toBe(200);
      expect(put.json).toMatchObject({ name: renamed, countryId: sloveniaId, country: 'Slovenija' });
      expect((await call(cityRoute.DELETE, 'DELETE', '/api/Cities/x', { as: role, params: { id: city.json.id } })).status).toBe(204);
      expect((await call(cityRoute.GET, 'GET', '/api/Cities/x', { as: role, params: { id: city.json.id } })).status).toBe(404);
    });
  }
});

describe('cities: validation (400, errors by field, nothing stored)', () => {
  it('refuses a missing name, a too long name, a duplicate in the same country and an unknown country', async () => {
    const existing = newCity();
    expect((await call(citiesRoute.POST, 'POST', '/api/Cities', { as: 'Admin', body: existing })).status).toBe(201);
    const before = await rows(cities);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...newCity(), name: '' }, 'name', messages.required],
      [{ ...newCity(), name: '   ' }, 'name', messages.required],
      [{ ...newCity(), name: 'ž'.repeat(201) }, 'name', messages.maxLength(200)],
      [{ ...existing, name: existing.name.toUpperCase() }, 'name', messages.cityExists],
      [{ ...newCity(), countryId: 99999999 }, 'countryId', messages.notFound],
      [{ name: `Mjesto ${unique()}` }, 'countryId', messages.required],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(citiesRoute.POST, 'POST', '/api/Cities', { as: 'Admin', body });
      expectFieldError(res, field, message, JSON.stringify(body).slice(0, 80));
    }
    expect(await rows(cities)).toBe(before);
  });

  it('allows the same city name in another country', async () => {
    const body = newCity();
    expect((await call(citiesRoute.POST, 'POST', '/api/Cities', { as: 'Admin', body })).status).toBe(201);
    const other = await call(citiesRoute.POST, 'POST', '/api/Cities', { as: 'Admin', body: { ...body, countryId: sloveniaId } });
    expect(other.status).toBe(201);
  });
});

describe('countries and cities: reads', () => {
  it('GET /api/Countries/{id} returns the country with its cities', async () => {
    const city = newCity();
    await call(citiesRoute.POST, 'POST', '/api/Cities', { as: 'Admin', body: city });
    const res = await call(countryRoute.GET, 'GET', `/api/Countries/${croatiaId}`, { as: 'Warehouse', params: { id: croatiaId } });
    expect(res.json).toMatchObject({ id: croatiaId, name: 'Hrvatska', code: 'HR' });
    const names = res.json.cities.map((c: { name: string }) => c.name);
    expect(names).toContain('Zagreb');
    expect(names).toContain(city.name);
    expect(res.json.cities.every((c: { countryId: number }) => c.countryId === croatiaId)).toBe(true);
    expect((await call(countryRoute.GET, 'GET', '/api/Countries/x', { as: 'Admin', params: { id: 99999999 } })).status).toBe(404);
  });

  it('city search filters by country and by text of at least 2 characters', async () => {
    const tag = unique();
    await call(citiesRoute.POST, 'POST', '/api/Cities', { as: 'Admin', body: { name: `Trag${tag} HR`, countryId: croatiaId } });
    await call(citiesRoute.POST, 'POST', '/api/Cities', { as: 'Admin', body: { name: `Trag${tag} SI`, countryId: sloveniaId } });
    const inCroatia = await call(citiesRoute.GET, 'GET', `/api/Cities?countryId=${croatiaId}&search=trag${tag}`, { as: 'SiteManager' });
    expect(inCroatia.json.map((c: { name: string }) => c.name)).toEqual([`Trag${tag} HR`]);
    const anywhere = await call(citiesRoute.GET, 'GET', `/api/Cities?search=Trag${tag}`, { as: 'SiteManager' });
    expect(anywhere.json).toHaveLength(2);
    // One character does not filter: the first page of the country's cities.
    const oneChar = await call(citiesRoute.GET, 'GET', `/api/Cities?countryId=${sloveniaId}&search=Q&limit=100`, { as: 'SiteManager' });
    expect(oneChar.json.length).toBeGreaterThan(1);
    expect(oneChar.json.every((c: { countryId: number }) => c.countryId === sloveniaId)).toBe(true);
    const countriesFound = await call(countriesRoute.GET, 'GET', '/api/Countries?search=hrv', { as: 'Warehouse' });
    expect(countriesFound.json.map((c: { code: string }) => c.code)).toEqual(['HR']);
  });
});

describe('companies', () => {
  it('lists the companies and reads one by id', async () => {
    const list = await call(companiesRoute.GET, 'GET', '/api/Companies', { as: 'SiteManager' });
    expect(list.status).toBe(200);
    expect(list.json[0]).toEqual({ id: expect.any(Number), name: expect.any(String), isActive: expect.any(Boolean) });
    const one = await call(companyRoute.GET, 'GET', '/api/Companies/1', { as: 'SiteManager', params: { id: list.json[0].id } });
    expect(one.json).toEqual(list.json[0]);
    expect((await call(companyRoute.GET, 'GET', '/api/Companies/x', { as: 'Admin', params: { id: 99999999 } })).status).toBe(404);
    expect((await call(companyRoute.GET, 'GET', '/api/Companies/x', { as: 'Admin', params: { id: 'abc' } })).status).toBe(400);
  });
});

describe('units of measurement', () => {
  it('CRUD as Accounting', async () => {
    const body = newUnit();
    const created = await call(unitsRoute.POST, 'POST', '/api/UnitOfMeasurements', { as: 'Accounting', body });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ id: expect.any(Number), ...body });
    const id = created.json.id;
    const list = await call(unitsRoute.GET, 'GET', '/api/UnitOfMeasurements', { as: 'Warehouse' });
    expect(list.json).toContainEqual(created.json);
    const changed = { name: `Promjena ${unique()}`, nameUniversal: '', shortName: body.shortName };
    const put = await call(unitRoute.PUT, 'PUT', '/api/UnitOfMeasurements/x', { as: 'Accounting', params: { id }, body: changed });
    expect(put.status).toBe(200);
    // nameUniversal defaults to the name.
    expect(put.json).toEqual({ id, name: changed.name, nameUniversal: changed.name, shortName: body.shortName });
    expect((await call(unitRoute.GET, 'GET', '/api/UnitOfMeasurements/x', { as: 'Warehouse', params: { id } })).json).toEqual(put.json);
    expect((await call(unitRoute.DELETE, 'DELETE', '/api/UnitOfMeasurements/x', { as: 'Accounting', params: { id } })).status).toBe(204);
    expect((await call(unitRoute.GET, 'GET', '/api/UnitOfMeasurements/x', { as: 'Warehouse', params: { id } })).status).toBe(404);
    expect((await call(unitRoute.DELETE, 'DELETE', '/api/UnitOfMeasurements/x', { as: 'Accounting', params: { id } })).status).toBe(404);
    expect((await call(unitRoute.PUT, 'PUT', '/api/UnitOfMeasurements/x', { as: 'Accounting', params: { id }, body: newUnit() })).status).toBe(404);
  });

  it('validation: name and short name required, lengths, unique short name (nothing stored)', async () => {
    const existing = newUnit();
    await call(unitsRoute.POST, 'POST', '/api/UnitOfMeasurements', { as: 'Admin', body: existing });
    const before = await rows(unitsOfMeasurement);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...newUnit(), name: '' }, 'name', messages.required],
      [{ ...newUnit(), name: 'a'.repeat(201) }, 'name', messages.maxLength(200)],
      [{ ...newUnit(), nameUniversal: 'a'.repeat(201) }, 'nameUniversal', messages.maxLength(200)],
      [{ ...newUnit(), shortName: undefined }, 'shortName', messages.required],
      [{ ...newUnit(), shortName: 'x'.repeat(21) }, 'shortName', messages.maxLength(20)],
      [{ ...newUnit(), shortName: existing.shortName }, 'shortName', messages.unitShortNameTaken],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(unitsRoute.POST, 'POST', '/api/UnitOfMeasurements', { as: 'Admin', body });
      expectFieldError(res, field, message);
    }
    expect(await rows(unitsOfMeasurement)).toBe(before);
    // Renaming another unit to a taken short name is refused too.
    const other = await call(unitsRoute.POST, 'POST', '/api/UnitOfMeasurements', { as: 'Admin', body: newUnit() });
    const put = await call(unitRoute.PUT, 'PUT', '/api/UnitOfMeasurements/x', {
      as: 'Admin',
      params: { id: other.json.id },
      body: { ...other.json, shortName: existing.shortName },
    });
    expect(put.status).toBe(400);
    expect(put.json.errors.shortName).toEqual([messages.unitShortNameTaken]);
  });
});

describe('work record coefficients', () => {
  it('CRUD as Management; the coefficient is a decimal string', async () => {
    const created = await call(coefficientsRoute.POST, 'POST', '/api/WorkRecordCoefficients', { as: 'Management', body: newCoefficient('1,5') });
    expect(created.status).toBe(201);
    expect(created.json.coefficient).toBe('1.50');
    const id = created.json.id;
    const put = await call(coefficientRoute.PUT, 'PUT', '/api/WorkRecordCoefficients/x', {
      as: 'Management',
      params: { id },
      body: { name: created.json.name, coefficient: 0.1 },
    });
    expect(put.status).toBe(200);
    expect(put.json).toEqual({ id, name: created.json.name, coefficient: '0.10' });
    const list = await call(coefficientsRoute.GET, 'GET', '/api/WorkRecordCoefficients', { as: 'Warehouse' });
    expect(list.json).toContainEqual(put.json);
    expect(list.json.every((c: { coefficient: unknown }) => typeof c.coefficient === 'string')).toBe(true);
    expect((await call(coefficientRoute.DELETE, 'DELETE', '/api/WorkRecordCoefficients/x', { as: 'Management', params: { id } })).status).toBe(204);
    expect((await call(coefficientRoute.GET, 'GET', '/api/WorkRecordCoefficients/x', { as: 'Admin', params: { id } })).status).toBe(404);
  });

  it('validation: name required max 200 unique; coefficient required, > 0, at most 2 decimals (nothing stored)', async () => {
    const existing = newCoefficient();
    await call(coefficientsRoute.POST, 'POST', '/api/WorkRecordCoefficients', { as: 'Admin', body: existing });
    const before = await rows(workRecordCoefficients);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: `Koeficijent ${unique()}` }, 'coefficient', messages.required],
      [newCoefficient(''), 'coefficient', messages.required],
      [newCoefficient('0'), 'coefficient', messages.positive],
      [newCoefficient('0.00'), 'coefficient', messages.positive],
      [newCoefficient(-1.5), 'coefficient', messages.positive],
      [newCoefficient('1,255'), 'coefficient', messages.maxDecimals(2)],
      [newCoefficient(1.255), 'coefficient', messages.maxDecimals(2)],
      [newCoefficient('abc'), 'coefficient', messages.invalidNumber],
      [newCoefficient('10000'), 'coefficient', messages.max('9.999,99')],
      [{ ...newCoefficient(), name: '' }, 'name', messages.required],
      [{ ...newCoefficient(), name: 'a'.repeat(201) }, 'name', messages.maxLength(200)],
      [{ ...newCoefficient(), name: existing.name.toLowerCase() }, 'name', messages.coefficientNameTaken],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(coefficientsRoute.POST, 'POST', '/api/WorkRecordCoefficients', { as: 'Admin', body });
      expectFieldError(res, field, message, JSON.stringify(body));
    }
    expect(await rows(workRecordCoefficients)).toBe(before);
  });

  it('refuses to delete a coefficient a project uses (409, kept)', async () => {
    const db = await getDb();
    const coef = await call(coefficientsRoute.POST, 'POST', '/api/WorkRecordCoefficients', { as: 'Admin', body: newCoefficient('1.10') });
    await db.insert(projects).values({ name: `Projekt ${unique()}`, projectStatusId: 1000, defaultWorkRecordCoefficientId: coef.json.id });
    const res = await call(coefficientRoute.DELETE, 'DELETE', '/api/WorkRecordCoefficients/x', { as: 'Admin', params: { id: coef.json.id } });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(messages.inUse);
    const [kept] = await db.select().from(workRecordCoefficients).where(eq(workRecordCoefficients.id, coef.json.id));
    expect(kept.coefficient).toBe('1.10');
  });
});

describe('holidays', () => {
  it('returns the 14 Croatian holidays of a year in the spec shape', async () => {
    const res = await call(holidaysRoute.GET, 'GET', '/api/Holidays?year=2026', { as: 'Warehouse' });
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(14);
    expect(res.json).toContainEqual({
      date: '2026-06-04',
      localName: 'Tijelovo',
      name: 'Corpus Christi',
      countryCode: 'HR',
      fixed: false,
      global: true,
      counties: null,
      launchYear: null,
      types: ['Public'],
    });
    expect(res.json.map((h: { date: string }) => h.date)).toContain('2026-11-18');
  });

  it('defaults to the current year and refuses years outside 1992-2100', async () => {
    const res = await call(holidaysRoute.GET, 'GET', '/api/Holidays', { as: 'Admin' });
    expect(res.json[0].date.slice(0, 4)).toBe(String(new Date().getFullYear()));
    for (const year of ['1991', '2101', 'abc', '2026.5']) {
      const bad = await call(holidaysRoute.GET, 'GET', `/api/Holidays?year=${year}`, { as: 'Admin' });
      expect(bad.status, year).toBe(400);
      expect(bad.json.errors.year).toBeDefined();
    }
  });
});
