import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { cooperatorContacts, cooperators } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import * as listRoute from '@/app/api/Cooperators/route';
import * as oneRoute from '@/app/api/Cooperators/[id]/route';
import * as contactsOfRoute from '@/app/api/Cooperators/[id]/CooperatorContacts/route';
import * as typeRoute from '@/app/api/Cooperators/type/route';
import * as searchRoute from '@/app/api/Cooperators/search/route';
import * as contactsRoute from '@/app/api/CooperatorContacts/route';
import * as contactRoute from '@/app/api/CooperatorContacts/[id]/route';
import { expectPagesOfFour, loadPlaces, newOib, refusesOnCreateAndUpdate, taggedSearch, type FieldCase, type Places } from './fixtures';
import { call, expectFieldError, itemStatuses, unique } from './helpers';
import { insertEmployee } from './project-fixtures';

/**
 * Cooperators API (spec part 1, sections 5-7). Read: SA, A, Ac, M, SiteManager, Procurement;
 * write: SA, A, Ac, M, Procurement; Warehouse nothing. Every row is uniquely named and every
 * identifier generated, so the file also passes twice against one shared Postgres database.
 */
const PersonType = { Legal: 400, Natural: 401, Craft: 402 };
const AssociateType = { ProjectAssociate: 1300, Supplier: 1301, Food: 1302, Accommodation: 1303, Agency: 1304 };

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
/** A valid MBG: 12 random digits and the weighted mod 11 check digit (r == 1 has none). */
function newMbg(): string {
  for (;;) {
    const d = digits(12);
    const r = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2].reduce((s, w, i) => s + w * Number(d[i]), 0) % 11;
    if (r !== 1) return d + (r === 0 ? 0 : 11 - r);
  }
}
/** A valid MB: 7 random digits and the mod 11 check digit (r == 0 has none). */
function newMb(): string {
  for (;;) {
    const d = digits(7);
    const r = [8, 7, 6, 5, 4, 3, 2].reduce((s, w, i) => s + w * Number(d[i]), 0) % 11;
    if (r !== 0) return d + (r === 1 ? 0 : 11 - r);
  }
}

let places: Places;
let croatiaId: number;
let sloveniaId: number;
let zagrebId: number;
let splitId: number;
let ljubljanaId: number;

beforeAll(async () => {
  places = await loadPlaces();
  ({ croatiaId, sloveniaId, zagrebId, splitId, ljubljanaId } = places);
});

const valid = (patch: Record<string, unknown> = {}) => ({
  name: `Suradnik ${unique()}`,
  oib: newOib(),
  personTypeId: PersonType.Legal,
  associateTypeId: AssociateType.Supplier,
  mbg: newMbg(),
  mb: newMb(),
  iban: 'HR1210010051863000160',
  address: 'Ilica 1',
  zip: '10000',
  countryId: croatiaId,
  cityId: zagrebId,
  email: 'ured@suradnik.hr',
  phone: '+385 1 234 5678',
  web: 'https://suradnik.hr',
  ...patch,
});

const validContact = (cooperatorId: number, patch: Record<string, unknown> = {}) => ({
  cooperatorId,
  name: `Kontakt ${unique()}`,
  address: 'Vukovarska 5',
  countryId: croatiaId,
  cityId: splitId,
  email: 'kontakt@suradnik.hr',
  phone: '091 123 4567',
  ...patch,
});

const cooperatorRows = async () => (await (await getDb()).select({ n: count() }).from(cooperators))[0].n;
const contactRows = async () => (await (await getDb()).select({ n: count() }).from(cooperatorContacts))[0].n;

async function createCooperator(patch: Record<string, unknown> = {}, as: RoleName = 'Admin') {
  const res = await call(listRoute.POST, 'POST', '/api/Cooperators', { as, body: valid(patch) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: number; name: string; oib: string };
}

async function createContact(cooperatorId: number, patch: Record<string, unknown> = {}) {
  const res = await call(contactsRoute.POST, 'POST', '/api/CooperatorContacts', { as: 'Admin', body: validContact(cooperatorId, patch) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: number; name: string };
}

/** Every endpoint once, as `as`; returns the statuses by label. */
async function everyEndpoint(as: RoleName | null) {
  const target = await createCooperator();
  const contact = await createContact(target.id);
  const id = { id: target.id };
  const cid = { id: contact.id };
  const opts = as ? { as } : {};
  return {
    list: (await call(listRoute.GET, 'GET', '/api/Cooperators', opts)).status,
    search: (await call(searchRoute.GET, 'GET', '/api/Cooperators/search?PageSize=5', opts)).status,
    type: (await call(typeRoute.GET, 'GET', '/api/Cooperators/type?associateTypeId=1301', opts)).status,
    get: (await call(oneRoute.GET, 'GET', '/api/Cooperators/x', { ...opts, params: id })).status,
    contactsOf: (await call(contactsOfRoute.GET, 'GET', '/api/Cooperators/x/CooperatorContacts', { ...opts, params: id })).status,
    getContact: (await call(contactRoute.GET, 'GET', '/api/CooperatorContacts/x', { ...opts, params: cid })).status,
    create: (await call(listRoute.POST, 'POST', '/api/Cooperators', { ...opts, body: valid() })).status,
    update: (await call(oneRoute.PUT, 'PUT', '/api/Cooperators/x', { ...opts, params: id, body: valid({ name: target.name }) })).status,
    createContact: (await call(contactsRoute.POST, 'POST', '/api/CooperatorContacts', { ...opts, body: validContact(target.id) })).status,
    updateContact: (await call(contactRoute.PUT, 'PUT', '/api/CooperatorContacts/x', { ...opts, params: cid, body: validContact(target.id) })).status,
    deleteContact: (await call(contactRoute.DELETE, 'DELETE', '/api/CooperatorContacts/x', { ...opts, params: cid })).status,
    delete: (await call(oneRoute.DELETE, 'DELETE', '/api/Cooperators/x', { ...opts, params: id })).status,
  };
}

const READS = { list: 200, search: 200, type: 200, get: 200, contactsOf: 200, getContact: 200 };
const WRITES_OK = { create: 201, update: 200, createContact: 201, updateContact: 200, deleteContact: 204, delete: 204 };
const WRITES_403 = { create: 403, update: 403, createContact: 403, updateContact: 403, deleteContact: 403, delete: 403 };

describe('cooperators: access', () => {
  it('answers 401 without a session on every endpoint', async () => {
    const statuses = await everyEndpoint(null);
    expect(Object.values(statuses)).toEqual(Array(12).fill(401));
  });

  it('answers 403 to Warehouse on every endpoint and changes nothing', async () => {
    const before = [await cooperatorRows(), await contactRows()];
    const statuses = await everyEndpoint('Warehouse');
    expect(statuses).toEqual({ ...Object.fromEntries(Object.keys(READS).map((k) => [k, 403])), ...WRITES_403 });
    // everyEndpoint itself adds one cooperator and one contact as Admin.
    expect([await cooperatorRows(), await contactRows()]).toEqual([before[0] + 1, before[1] + 1]);
  });

  it('lets SiteManager read but answers 403 to every write (nothing stored, nothing changed)', async () => {
    const before = [await cooperatorRows(), await contactRows()];
    const statuses = await everyEndpoint('SiteManager');
    // everyEndpoint itself adds one cooperator and one contact as Admin.
    expect([await cooperatorRows(), await contactRows()]).toEqual([before[0] + 1, before[1] + 1]);
    expect(statuses).toEqual({ ...READS, ...WRITES_403 });
  });

  for (const role of ['Procurement', 'SuperAdmin', 'Admin', 'Accounting', 'Management'] as RoleName[]) {
    it(`lets ${role} read and write`, async () => {
      expect(await everyEndpoint(role)).toEqual({ ...READS, ...WRITES_OK });
    });
  }
});

describe('cooperators: CRUD', () => {
  it('creates, reads with display fields and contacts, updates and lists as Procurement', async () => {
    const body = valid({ oib: ` HR${newOib()} `, iban: 'hr12 1001 0051 8630 0016 0', web: '' });
    const created = await call(listRoute.POST, 'POST', '/api/Cooperators', { as: 'Procurement', body });
    expect(created.status).toBe(201);
    const id = created.json.id;
    expect(created.json).toMatchObject({
      name: body.name,
      oib: body.oib.trim().slice(2),
      iban: 'HR1210010051863000160',
      web: null,
      personTypeId: PersonType.Legal,
      personType: 'Pravna osoba',
      associateTypeId: AssociateType.Supplier,
      associateType: 'Dobavljač',
      city: 'Zagreb',
      country: 'Hrvatska',
      contacts: [],
    });
    const contact = await createContact(id, { name: 'Ana Šarić' });
    const read = await call(oneRoute.GET, 'GET', '/api/Cooperators/x', { as: 'SiteManager', params: { id } });
    expect(read.json.contacts).toEqual([
      {
        id: contact.id,
        cooperatorId: id,
        name: 'Ana Šarić',
        address: 'Vukovarska 5',
        cityId: splitId,
        countryId: croatiaId,
        email: 'kontakt@suradnik.hr',
        phone: '091 123 4567',
        cityName: 'Split',
        countryName: 'Hrvatska',
        cooperatorName: body.name,
      },
    ]);

    const changed = valid({ name: `Promjena ${unique()}`, personTypeId: PersonType.Craft, associateTypeId: AssociateType.Agency, countryId: sloveniaId, cityId: ljubljanaId, oib: null, mbg: '', mb: null, iban: null });
    const put = await call(oneRoute.PUT, 'PUT', '/api/Cooperators/x', { as: 'Procurement', params: { id }, body: changed });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ name: changed.name, personType: 'Obrt', associateType: 'Agencija za zapošljavanje', city: 'Ljubljana', country: 'Slovenija', oib: null, mbg: null, mb: null, iban: null });
    expect(put.json.contacts).toHaveLength(1);

    const options = await call(listRoute.GET, 'GET', '/api/Cooperators', { as: 'SiteManager' });
    expect(options.json).toContainEqual({ id, name: changed.name });
    const contacts = await call(contactsOfRoute.GET, 'GET', '/api/Cooperators/x/CooperatorContacts', { as: 'SiteManager', params: { id } });
    expect(contacts.json.map((c: { id: number }) => c.id)).toEqual([contact.id]);
  });

  it('answers 404 for an unknown cooperator or contact and 400 for a bad id', async () => {
    const p = { params: { id: 99999999 } };
    expect(await itemStatuses(oneRoute, '/api/Cooperators/x', 99999999, valid())).toEqual({ GET: 404, PUT: 404, DELETE: 404 });
    expect((await call(contactsOfRoute.GET, 'GET', '/api/Cooperators/x/CooperatorContacts', { as: 'Admin', ...p })).status).toBe(404);
    const owner = await createCooperator();
    expect(await itemStatuses(contactRoute, '/api/CooperatorContacts/x', 99999999, validContact(owner.id))).toEqual({ GET: 404, PUT: 404, DELETE: 404 });
    expect((await call(oneRoute.GET, 'GET', '/api/Cooperators/x', { as: 'Admin', params: { id: 'abc' } })).status).toBe(400);
  });

  it('updates and deletes a contact', async () => {
    const owner = await createCooperator();
    const contact = await createContact(owner.id);
    const put = await call(contactRoute.PUT, 'PUT', '/api/CooperatorContacts/x', {
      as: 'Procurement',
      params: { id: contact.id },
      body: validContact(owner.id, { name: 'Željko Đurić', countryId: null, cityId: null, email: '' }),
    });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ name: 'Željko Đurić', countryId: null, cityId: null, cityName: null, countryName: null, email: null });
    expect((await call(contactRoute.DELETE, 'DELETE', '/api/CooperatorContacts/x', { as: 'Procurement', params: { id: contact.id } })).status).toBe(204);
    expect((await call(contactRoute.GET, 'GET', '/api/CooperatorContacts/x', { as: 'Admin', params: { id: contact.id } })).status).toBe(404);
  });
});

describe('cooperator validation (400 with the field message, nothing stored)', () => {
  const long = 'ž'.repeat(201);
  const cases: FieldCase<() => Record<string, unknown>>[] = [
    ['name missing', () => ({ name: '' }), 'name', messages.required],
    ['name blank', () => ({ name: '   ' }), 'name', messages.required],
    ['name too long', () => ({ name: long }), 'name', messages.maxLength(200)],
    ['person type missing', () => ({ personTypeId: null }), 'personTypeId', messages.required],
    ['associate type missing', () => ({ associateTypeId: undefined }), 'associateTypeId', messages.required],
    ['person type from another codebook', () => ({ personTypeId: AssociateType.Supplier }), 'personTypeId', messages.invalidValue],
    ['unknown person type', () => ({ personTypeId: 99999 }), 'personTypeId', messages.invalidValue],
    ['associate type from another codebook', () => ({ associateTypeId: PersonType.Legal }), 'associateTypeId', messages.invalidValue],
    ['OIB too short', () => ({ oib: '123' }), 'oib', messages.oibLength],
    ['OIB with letters', () => ({ oib: '1234567890A' }), 'oib', messages.oibLength],
    ['OIB check digit', () => ({ oib: '33392005962' }), 'oib', messages.invalidOib],
    ['OIB check digit (12345678901)', () => ({ oib: '12345678901' }), 'oib', messages.invalidOib],
    ['MBG length', () => ({ mbg: '030896438400' }), 'mbg', messages.mbgLength],
    ['MBG check digit', () => ({ mbg: '0308964384008' }), 'mbg', messages.invalidMbg],
    ['MB length', () => ({ mb: '0113023' }), 'mb', messages.mbLength],
    ['MB check digit', () => ({ mb: '12345678' }), 'mb', messages.invalidMb],
    ['IBAN too long', () => ({ iban: `DE${'1'.repeat(31)}` }), 'iban', messages.maxLength(32)],
    ['IBAN mod 97', () => ({ iban: 'HR1210010052863000160' }), 'iban', messages.invalidIban],
    ['address too long', () => ({ address: long }), 'address', messages.maxLength(200)],
    ['zip too long', () => ({ zip: long }), 'zip', messages.maxLength(200)],
    ['phone too long', () => ({ phone: long }), 'phone', messages.maxLength(200)],
    ['web too long', () => ({ web: long }), 'web', messages.maxLength(200)],
    ['e-mail invalid', () => ({ email: 'nije-adresa' }), 'email', messages.invalidEmail],
    ['e-mail too long', () => ({ email: `${'a'.repeat(196)}@x.hr` }), 'email', messages.maxLength(200)],
    ['city without country', () => ({ countryId: null }), 'countryId', messages.required],
    ['city of another country', () => ({ countryId: croatiaId, cityId: ljubljanaId }), 'cityId', messages.cityNotInCountry],
    ['unknown country', () => ({ countryId: 99999999, cityId: null }), 'countryId', messages.countryMissing],
    ['unknown city', () => ({ cityId: 99999999 }), 'cityId', messages.cityMissing],
  ];
  refusesOnCreateAndUpdate(cases, {
    create: (patch) => call(listRoute.POST, 'POST', '/api/Cooperators', { as: 'Admin', body: valid(patch()) }),
    update: (id, patch) => call(oneRoute.PUT, 'PUT', '/api/Cooperators/x', { as: 'Admin', params: { id }, body: valid(patch()) }),
    rowCount: cooperatorRows,
    newRow: async () => (await createCooperator()).id,
    storedRow: async (id) => (await (await getDb()).select().from(cooperators).where(eq(cooperators.id, id)))[0],
  });
});

describe('contact validation (400 with the field message, nothing stored)', () => {
  it('refuses every broken rule', async () => {
    const owner = await createCooperator();
    const long = 'č'.repeat(201);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', messages.required],
      [{ name: long }, 'name', messages.maxLength(200)],
      [{ address: long }, 'address', messages.maxLength(200)],
      [{ email: 'a@' }, 'email', messages.invalidEmail],
      [{ email: `${'a'.repeat(196)}@x.hr` }, 'email', messages.maxLength(200)],
      [{ phone: long }, 'phone', messages.maxLength(200)],
      [{ countryId: null }, 'countryId', messages.required],
      [{ cityId: ljubljanaId }, 'cityId', messages.cityNotInCountry],
      [{ cooperatorId: null }, 'cooperatorId', messages.required],
      [{ cooperatorId: 99999999 }, 'cooperatorId', messages.notFound],
    ];
    const before = await contactRows();
    for (const [patch, field, message] of cases) {
      const res = await call(contactsRoute.POST, 'POST', '/api/CooperatorContacts', { as: 'Admin', body: validContact(owner.id, patch) });
      expectFieldError(res, field, message, JSON.stringify(patch).slice(0, 60));
    }
    expect(await contactRows()).toBe(before);
  });
});

describe('cooperator search: filters, sorting, paging', () => {
  type Row = { id: number; name: string };
  let tag: string;
  let a: Row & { oib: string; mbg: string; mb: string };
  let b: Row;
  let c: Row;
  let d: Row;

  beforeAll(async () => {
    tag = unique();
    const aBody = { name: `${tag} Alfa`, address: `Ulica ${tag} 7`, zip: '10000', personTypeId: PersonType.Legal, associateTypeId: AssociateType.Supplier };
    a = { ...(await createCooperator(aBody)), mbg: '', mb: '' } as typeof a;
    const [storedA] = await (await getDb()).select().from(cooperators).where(eq(cooperators.id, a.id));
    a.mbg = storedA.mbg!;
    a.mb = storedA.mb!;
    b = await createCooperator({ name: `${tag} Beta`, zip: '21000', cityId: splitId, personTypeId: PersonType.Natural, associateTypeId: AssociateType.Food });
    c = await createCooperator({ name: `${tag} Gama`, zip: '1000', countryId: sloveniaId, cityId: ljubljanaId, personTypeId: PersonType.Craft, associateTypeId: AssociateType.Agency });
    d = await createCooperator({ name: `${tag} Delta`, zip: null, countryId: null, cityId: null, personTypeId: PersonType.Legal, associateTypeId: AssociateType.Agency });
  });

  const list = taggedSearch<Row>(searchRoute, '/api/Cooperators/search', () => tag, 'SiteManager');
  const { search, names } = list;

  it('filters by name (alone) and returns the paged shape with display fields', async () => {
    const res = await search('SortBy=name&SortOrder=asc');
    expect(res).toMatchObject({ currentPage: 0, pageSize: 50, totalPages: 1, totalItems: 4 });
    expect(names(res)).toEqual(['Alfa', 'Beta', 'Delta', 'Gama']);
    expect(res.pageItems[0]).toMatchObject({ personType: 'Pravna osoba', associateType: 'Dobavljač', city: 'Zagreb', country: 'Hrvatska' });
    const one = await call(searchRoute.GET, 'GET', `/api/Cooperators/search?Filter.Name=${encodeURIComponent(`${tag} alf`)}`, { as: 'Procurement' });
    expect(one.json.pageItems.map((r: Row) => r.id)).toEqual([a.id]);
  });

  it('filters by OIB, MBG, MB, address, zip, city and country', async () => {
    expect(names(await search(`Filter.OIB=${a.oib}`))).toEqual(['Alfa']);
    expect(names(await search(`Filter.OIB=${a.oib.slice(2, 9)}`))).toEqual(['Alfa']);
    expect(names(await search(`Filter.MBG=${a.mbg}`))).toEqual(['Alfa']);
    expect(names(await search(`Filter.MB=${a.mb}`))).toEqual(['Alfa']);
    expect(names(await search(`Filter.Address=${encodeURIComponent(`ulica ${tag}`)}`))).toEqual(['Alfa']);
    expect(names(await search('Filter.Zip=10000'))).toEqual(['Alfa']);
    expect(names(await search('Filter.Zip=1000&SortBy=name'))).toEqual(['Alfa', 'Beta', 'Gama']);
    expect(names(await search('Filter.City=spl'))).toEqual(['Beta']);
    expect(names(await search('Filter.Country=sloven'))).toEqual(['Gama']);
    expect(names(await search('Filter.Country=hrvatska&SortBy=name'))).toEqual(['Alfa', 'Beta']);
    // The screens' lower-case form reads the same.
    expect(names(await search('filter.city=zagreb'))).toEqual(['Alfa']);
  });

  it('filters by repeated PersonTypeId and AssociateTypeId', async () => {
    expect(names(await search(`PersonTypeId=${PersonType.Legal}&SortBy=name`))).toEqual(['Alfa', 'Delta']);
    expect(names(await search(`PersonTypeId=${PersonType.Natural}&PersonTypeId=${PersonType.Craft}&SortBy=name`))).toEqual(['Beta', 'Gama']);
    expect(names(await search(`AssociateTypeId=${AssociateType.Agency}&SortBy=name`))).toEqual(['Delta', 'Gama']);
    expect(names(await search(`AssociateTypeId=${AssociateType.Agency}&AssociateTypeId=${AssociateType.Supplier}&PersonTypeId=${PersonType.Legal}&SortBy=name`))).toEqual(['Alfa', 'Delta']);
    expect(names(await search(`filter.associateTypeId=${AssociateType.Food}`))).toEqual(['Beta']);
  });

  it('sorts by every sortable column', async () => {
    expect(names(await search('SortBy=name&SortOrder=desc'))).toEqual(['Gama', 'Delta', 'Beta', 'Alfa']);
    // Labels: Fizička osoba < Obrt < Pravna osoba (ties by id: Alfa before Delta).
    expect(names(await search('SortBy=personType&SortOrder=asc'))).toEqual(['Beta', 'Gama', 'Alfa', 'Delta']);
    expect(names(await search('SortBy=personTypeId&SortOrder=asc'))).toEqual(['Beta', 'Gama', 'Alfa', 'Delta']);
    // Agencija za zapošljavanje < Dobavljač < Dobavljač hrane.
    expect(names(await search('SortBy=associateType&SortOrder=asc'))).toEqual(['Gama', 'Delta', 'Alfa', 'Beta']);
    // Nulls last when ascending.
    expect(names(await search('SortBy=city&SortOrder=asc'))).toEqual(['Gama', 'Beta', 'Alfa', 'Delta']);
    // Nulls first when descending; ties by id in the same direction.
    expect(names(await search('SortBy=country&SortOrder=desc'))).toEqual(['Delta', 'Gama', 'Beta', 'Alfa']);
    expect(names(await search('SortBy=zip&SortOrder=asc'))).toEqual(['Gama', 'Alfa', 'Beta', 'Delta']);
    const byOib = await search('SortBy=oib&SortOrder=asc');
    expect(byOib.pageItems.map((r) => (r as unknown as { oib: string }).oib)).toEqual(
      byOib.pageItems.map((r) => (r as unknown as { oib: string }).oib).sort(),
    );
    expect(names(await search('SortBy=address&SortOrder=asc'))[0]).toBe('Beta'); // Ilica 1 < Ulica …
    // An unknown column falls back to the name.
    expect(names(await search('SortBy=password'))).toEqual(['Alfa', 'Beta', 'Delta', 'Gama']);
  });

  it('pages', () => expectPagesOfFour(list));

  it('GET /api/Cooperators/type lists one associate type by name', async () => {
    const res = await call(typeRoute.GET, 'GET', `/api/Cooperators/type?associateTypeId=${AssociateType.Agency}`, { as: 'SiteManager' });
    expect(res.status).toBe(200);
    const mine = res.json.filter((r: Row) => r.name.startsWith(tag));
    expect(mine).toEqual([{ id: d.id, name: d.name }, { id: c.id, name: c.name }]);
    expect(res.json.some((r: Row) => r.id === a.id || r.id === b.id)).toBe(false);
    const names = res.json.map((r: Row) => r.name);
    expect(names).toEqual([...names].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));
    expect((await call(typeRoute.GET, 'GET', '/api/Cooperators/type', { as: 'Admin' })).status).toBe(400);
    expect((await call(typeRoute.GET, 'GET', '/api/Cooperators/type?associateTypeId=abc', { as: 'Admin' })).status).toBe(400);
  });
});

describe('cooperator delete', () => {
  it('refuses to delete a cooperator an employee uses as agency (409) and deletes nothing', async () => {
    const db = await getDb();
    const agency = await createCooperator({ associateTypeId: AssociateType.Agency });
    const contact = await createContact(agency.id);
    await insertEmployee(places, { surname: `Agencijski ${unique()}`, activeFrom: '2026-01-01', agencyId: agency.id });
    const res = await call(oneRoute.DELETE, 'DELETE', '/api/Cooperators/x', { as: 'Admin', params: { id: agency.id } });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ message: messages.cooperatorInUse });
    expect(await db.select({ id: cooperators.id }).from(cooperators).where(eq(cooperators.id, agency.id))).toHaveLength(1);
    expect(await db.select({ id: cooperatorContacts.id }).from(cooperatorContacts).where(eq(cooperatorContacts.id, contact.id))).toHaveLength(1);
  });

  it('deletes an unused cooperator with its contacts', async () => {
    const db = await getDb();
    const target = await createCooperator();
    await createContact(target.id);
    const other = await createContact(target.id);
    const res = await call(oneRoute.DELETE, 'DELETE', '/api/Cooperators/x', { as: 'Procurement', params: { id: target.id } });
    expect(res.status).toBe(204);
    expect(await db.select().from(cooperatorContacts).where(eq(cooperatorContacts.cooperatorId, target.id))).toEqual([]);
    expect((await call(contactRoute.GET, 'GET', '/api/CooperatorContacts/x', { as: 'Admin', params: { id: other.id } })).status).toBe(404);
    expect((await call(oneRoute.GET, 'GET', '/api/Cooperators/x', { as: 'Admin', params: { id: target.id } })).status).toBe(404);
  });
});
