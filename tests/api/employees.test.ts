import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { attachments, cities, cooperators, countries, employeeGearRecords, employees, files, projects, users } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import { addDaysIso, todayIso } from '@/lib/employees/expiry';
import { GEAR_KEYS } from '@/lib/employees/gear-items';
import { messages } from '@/lib/i18n/messages';
import * as employeesRoute from '@/app/api/Employees/route';
import * as employeeRoute from '@/app/api/Employees/[id]/route';
import * as searchRoute from '@/app/api/Employees/search/route';
import * as documentsRoute from '@/app/api/Employees/[id]/documents/route';
import * as gearRoute from '@/app/api/Employees/[id]/gear/route';
import * as gearItemRoute from '@/app/api/Employees/[id]/gear/[gearId]/route';
import { newOib } from './fixtures';
import { call, expectFieldError, unique } from './helpers';

/**
 * The employees API against a real database (PGlite in memory, or the Postgres of
 * DATABASE_URL: every run uses its own names and OIBs, so a shared database can be re-used).
 */

type Refs = {
  hr: number;
  zagreb: number;
  split: number;
  ba: number;
  mostar: number;
  agency: number;
  supplier: number;
  activeProject: number;
  activeProject2: number;
  completedProject: number;
};
let refs: Refs;

const count_ = async (table: typeof employees | typeof employeeGearRecords | typeof attachments | typeof files) =>
  (await (await getDb()).select({ n: count() }).from(table))[0].n;
const employeeCount = () => count_(employees);
const gearCount = () => count_(employeeGearRecords);

/** The same first 10 digits with a wrong check digit. */
const badCheckDigit = (oib: string) => oib.slice(0, 10) + ((Number(oib[10]) + 1) % 10);

const today = todayIso();
const days = (n: number) => addDaysIso(today, n);

async function cityId(countryId: number, name: string) {
  const [row] = await (await getDb()).select({ id: cities.id }).from(cities).where(and(eq(cities.countryId, countryId), eq(cities.name, name)));
  return row.id;
}

beforeAll(async () => {
  const db = await getDb();
  const [hr] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'HR'));
  const [ba] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'BA'));
  const tag = unique();
  const [agency] = await db
    .insert(cooperators)
    .values({ name: `Agencija ${tag}`, personTypeId: 400, associateTypeId: 1304 })
    .returning({ id: cooperators.id });
  const [supplier] = await db
    .insert(cooperators)
    .values({ name: `Dobavljač ${tag}`, personTypeId: 400, associateTypeId: 1301 })
    .returning({ id: cooperators.id });
  const made = await db
    .insert(projects)
    .values([
      { name: `Aktivni projekt ${tag}`, projectStatusId: 1000 },
      { name: `Drugi aktivni projekt ${tag}`, projectStatusId: 1000 },
      { name: `Završeni projekt ${tag}`, projectStatusId: 1002 },
    ])
    .returning({ id: projects.id });
  refs = {
    hr: hr.id,
    zagreb: await cityId(hr.id, 'Zagreb'),
    split: await cityId(hr.id, 'Split'),
    ba: ba.id,
    mostar: await cityId(ba.id, 'Mostar'),
    agency: agency.id,
    supplier: supplier.id,
    activeProject: made[0].id,
    activeProject2: made[1].id,
    completedProject: made[2].id,
  };
});

/** Every required field, valid; `tag` makes the names unique to the run. */
function valid(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Željko',
    surname: `Đurđević-${unique()}`,
    oib: newOib(),
    birthDate: '1985-04-12',
    genderId: 300,
    phone: '+385 91 111 2222',
    address: 'Ilica 1',
    countryId: refs.hr,
    cityId: refs.zagreb,
    employeeRoleId: 703,
    activeFrom: '2024-01-15',
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}, as: RoleName = 'Admin') {
  const res = await call(employeesRoute.POST, 'POST', '/api/Employees', { as, body: valid(overrides) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: number; oib: string; name: string; surname: string };
}

const gearBody = (overrides: Record<string, unknown> = {}) => ({
  date: '2026-03-02',
  projectId: refs.activeProject,
  shoes: 1,
  helmet: true,
  ...overrides,
});

describe('access to the employees API', () => {
  it('answers 401 without a session', async () => {
    expect((await call(employeesRoute.GET, 'GET', '/api/Employees')).status).toBe(401);
    expect((await call(searchRoute.GET, 'GET', '/api/Employees/search?Filter.Employee_Inactive=false')).status).toBe(401);
    expect((await call(employeeRoute.GET, 'GET', '/api/Employees/1', { params: { id: 1 } })).status).toBe(401);
  });

  /** Calls every endpoint; returns the statuses by name. */
  async function everyEndpoint(as: RoleName, id: number, gearId: number) {
    const p = { id };
    const g = { id, gearId };
    const body = valid();
    return {
      list: (await call(employeesRoute.GET, 'GET', '/api/Employees', { as })).status,
      search: (await call(searchRoute.GET, 'GET', '/api/Employees/search?Filter.Employee_Inactive=false', { as })).status,
      get: (await call(employeeRoute.GET, 'GET', `/api/Employees/${id}`, { as, params: p })).status,
      documents: (await call(documentsRoute.GET, 'GET', `/api/Employees/${id}/documents`, { as, params: p })).status,
      gearList: (await call(gearRoute.GET, 'GET', `/api/Employees/${id}/gear`, { as, params: p })).status,
      gearGet: (await call(gearItemRoute.GET, 'GET', `/api/Employees/${id}/gear/${gearId}`, { as, params: g })).status,
      create: (await call(employeesRoute.POST, 'POST', '/api/Employees', { as, body })).status,
      update: (await call(employeeRoute.PUT, 'PUT', `/api/Employees/${id}`, { as, params: p, body: valid() })).status,
      gearCreate: (await call(gearRoute.POST, 'POST', `/api/Employees/${id}/gear`, { as, params: p, body: gearBody() })).status,
      gearUpdate: (await call(gearItemRoute.PUT, 'PUT', `/api/Employees/${id}/gear/${gearId}`, { as, params: g, body: gearBody() }))
        .status,
      gearDelete: (await call(gearItemRoute.DELETE, 'DELETE', `/api/Employees/${id}/gear/${gearId}`, { as, params: g })).status,
      delete: (await call(employeeRoute.DELETE, 'DELETE', `/api/Employees/${id}`, { as, params: p })).status,
    };
  }

  async function target() {
    const employee = await create();
    const gear = await call(gearRoute.POST, 'POST', `/api/Employees/${employee.id}/gear`, {
      as: 'Admin',
      params: { id: employee.id },
      body: gearBody(),
    });
    return { employee, gearId: gear.json.id as number };
  }

  const reads = ['list', 'search', 'get', 'documents', 'gearList', 'gearGet'] as const;
  const writes = ['create', 'update', 'gearCreate', 'gearUpdate', 'gearDelete', 'delete'] as const;

  it('refuses Warehouse everywhere (403) and changes nothing', async () => {
    const { employee, gearId } = await target();
    const [before, gearBefore] = [await employeeCount(), await gearCount()];
    const statuses = await everyEndpoint('Warehouse', employee.id, gearId);
    for (const key of [...reads, ...writes]) expect(statuses[key], key).toBe(403);
    expect([await employeeCount(), await gearCount()]).toEqual([before, gearBefore]);
  });

  for (const role of ['SiteManager', 'Procurement'] as const) {
    it(`lets ${role} read but refuses its writes (403) and changes nothing`, async () => {
      const { employee, gearId } = await target();
      const [before, gearBefore] = [await employeeCount(), await gearCount()];
      const statuses = await everyEndpoint(role, employee.id, gearId);
      // Procurement reads employees but not their files (attachments are for five roles only).
      for (const key of reads) expect(statuses[key], key).toBe(role === 'Procurement' && key === 'documents' ? 403 : 200);
      for (const key of writes) expect(statuses[key], key).toBe(403);
      expect([await employeeCount(), await gearCount()]).toEqual([before, gearBefore]);
      const [row] = await (await getDb()).select().from(employees).where(eq(employees.id, employee.id));
      expect(row.surname).toBe(employee.surname);
    });
  }

  for (const role of ['SuperAdmin', 'Admin', 'Accounting', 'Management'] as const) {
    it(`lets ${role} use every endpoint`, async () => {
      const { employee, gearId } = await target();
      const statuses = await everyEndpoint(role, employee.id, gearId);
      expect(statuses).toEqual({
        list: 200,
        search: 200,
        get: 200,
        documents: 200,
        gearList: 200,
        gearGet: 200,
        create: 201,
        update: 200,
        gearCreate: 201,
        gearUpdate: 200,
        gearDelete: 204,
        delete: 204,
      });
    });
  }
});

describe('employee CRUD', () => {
  it('creates an employee with every field, reads it with display fields, updates and deletes it', async () => {
    const oib = newOib();
    const full = valid({
      oib: `HR ${oib}`,
      identificationNumber: '0102985330001',
      photo: 'https://slike.example.hr/z.jpg',
      email: 'zeljko@gradiliste.test',
      genderId: 300,
      temporaryAddress: 'Radnička cesta 210',
      temporaryCountryId: refs.ba,
      temporaryCityId: refs.mostar,
      activeTo: '2027-12-31',
      employeeRoleId: 701,
      position: 'Poslovođa',
      companyId: 1,
      company2Id: 2,
      agencyId: refs.agency,
      usedBonusAmountBeforeEmployment: '1.234,56',
      isSupervised: true,
      supervisionDecisionExpirationDate: '2026-06-30',
      isCompetentForSafeWork: true,
      isCompetentForFireProtection: true,
      isCompetentForFirstAid: true,
      isAuthorizedForWorkSafety: true,
      authorizationExpirationDate: '2027-01-31',
      isMedicalExaminationRequired: true,
      medicalExaminationExpirationDate: '2026-09-30',
      medicalExaminationBy: 'Medicina rada Zagreb',
      medicalExaminationNotes: 'Bez ograničenja.',
      pointList: '1.2, 3.1',
      isCompetentForToxicology: true,
      isResponsibleForToxicology: true,
      isExecutantForToxicology: true,
      toxicologyExpirationDate: '2026-10-15',
      workShoesSize: '44',
      workPantsSize: '52',
      workJacketSize: 'XL',
      hasWorkingPermission: true,
      workingPermissionExpirationDate: '2026-12-31',
      workingPermissionExtensionStartDate: '2026-11-01',
      workingPermissionExtensionRequestDate: '2026-10-20',
    });
    const created = await call(employeesRoute.POST, 'POST', '/api/Employees', { as: 'Admin', body: full });
    expect(created.status).toBe(201);
    const id = created.json.id as number;

    const read = await call(employeeRoute.GET, 'GET', `/api/Employees/${id}`, { as: 'SiteManager', params: { id } });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({
      ...full,
      id,
      oib,
      usedBonusAmountBeforeEmployment: '1234.56',
      fullName: `Željko ${full.surname}`,
      gender: 'Muški',
      employeeRole: 'Poslovođa',
      company: 'Gradilište d.o.o.',
      company2: 'Gradilište Montaža d.o.o.',
      agency: expect.stringMatching(/^Agencija /),
      city: 'Zagreb',
      country: 'Hrvatska',
      temporaryCity: 'Mostar',
      temporaryCountry: expect.stringMatching(/Bosna/),
    });

    const list = await call(employeesRoute.GET, 'GET', '/api/Employees', { as: 'Procurement' });
    expect(list.json).toContainEqual({ id, name: 'Željko', surname: full.surname, fullName: `Željko ${full.surname}`, activeTo: '2027-12-31' });

    const updated = await call(employeeRoute.PUT, 'PUT', `/api/Employees/${id}`, {
      as: 'Accounting',
      params: { id },
      body: { ...full, oib, name: 'Žarko', activeTo: null, company2Id: null, usedBonusAmountBeforeEmployment: '' },
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ name: 'Žarko', activeTo: null, company2Id: null, company2: null, usedBonusAmountBeforeEmployment: null });

    const deleted = await call(employeeRoute.DELETE, 'DELETE', `/api/Employees/${id}`, { as: 'Management', params: { id } });
    expect(deleted.status).toBe(204);
    expect((await call(employeeRoute.GET, 'GET', `/api/Employees/${id}`, { as: 'Admin', params: { id } })).status).toBe(404);
  });

  it('answers 404 for an unknown employee on read, update, delete, documents and gear', async () => {
    const p = { id: 99999999 };
    expect((await call(employeeRoute.GET, 'GET', '/api/Employees/99999999', { as: 'Admin', params: p })).status).toBe(404);
    expect((await call(employeeRoute.PUT, 'PUT', '/api/Employees/99999999', { as: 'Admin', params: p, body: valid() })).status).toBe(404);
    expect((await call(employeeRoute.DELETE, 'DELETE', '/api/Employees/99999999', { as: 'Admin', params: p })).status).toBe(404);
    expect((await call(documentsRoute.GET, 'GET', '/api/Employees/99999999/documents', { as: 'Admin', params: p })).status).toBe(404);
    expect((await call(gearRoute.GET, 'GET', '/api/Employees/99999999/gear', { as: 'Admin', params: p })).status).toBe(404);
    const before = await gearCount();
    expect((await call(gearRoute.POST, 'POST', '/api/Employees/99999999/gear', { as: 'Admin', params: p, body: gearBody() })).status).toBe(404);
    expect(await gearCount()).toBe(before);
  });

  it('refuses (409) to delete an employee linked to a user, and deletes nothing', async () => {
    const db = await getDb();
    const employee = await create();
    await call(gearRoute.POST, 'POST', `/api/Employees/${employee.id}/gear`, { as: 'Admin', params: { id: employee.id }, body: gearBody() });
    const [user] = await db
      .insert(users)
      .values({ userName: `u${unique()}`, email: `u.${unique()}@gradiliste.test`, name: 'A', surname: 'B', roleId: 101, employeeId: employee.id })
      .returning({ id: users.id });
    const before = [await employeeCount(), await gearCount()];
    const res = await call(employeeRoute.DELETE, 'DELETE', `/api/Employees/${employee.id}`, { as: 'Admin', params: { id: employee.id } });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(messages.employeeLinkedToUser);
    expect([await employeeCount(), await gearCount()]).toEqual(before);
    await db.delete(users).where(eq(users.id, user.id));
  });

  it('deletes the gear records, attachments and stored files of a deleted employee', async () => {
    const employee = await create();
    const form = new FormData();
    for (const [k, v] of Object.entries(gearBody())) form.append(k, String(v));
    form.append('file', new File([new Uint8Array([37, 80, 68, 70, 45])], 'primka.pdf', { type: 'application/pdf' }));
    const gear = await call(gearRoute.POST, 'POST', `/api/Employees/${employee.id}/gear`, { as: 'Admin', params: { id: employee.id }, body: form });
    expect(gear.status).toBe(201);
    const db = await getDb();
    const [att] = await db.select({ fileId: attachments.fileId }).from(attachments).where(eq(attachments.id, gear.json.attachmentId));
    const res = await call(employeeRoute.DELETE, 'DELETE', `/api/Employees/${employee.id}`, { as: 'Admin', params: { id: employee.id } });
    expect(res.status).toBe(204);
    expect(await db.select().from(employeeGearRecords).where(eq(employeeGearRecords.employeeId, employee.id))).toEqual([]);
    expect(await db.select().from(attachments).where(eq(attachments.employeeId, employee.id))).toEqual([]);
    expect(await db.select({ id: files.id }).from(files).where(eq(files.id, att.fileId))).toEqual([]);
  });
});

describe('employee validation (400 with the Croatian message on the field, nothing stored)', () => {
  const long = (n: number) => 'ž'.repeat(n);
  const cases: [string, () => Record<string, unknown>, string, string][] = [
    ['name missing', () => ({ name: '' }), 'name', messages.required],
    ['surname missing', () => ({ surname: '   ' }), 'surname', messages.required],
    ['oib missing', () => ({ oib: undefined }), 'oib', messages.required],
    ['birthDate missing', () => ({ birthDate: null }), 'birthDate', messages.required],
    ['genderId missing', () => ({ genderId: null }), 'genderId', messages.required],
    ['phone missing', () => ({ phone: '' }), 'phone', messages.required],
    ['countryId missing', () => ({ countryId: undefined }), 'countryId', messages.required],
    ['cityId missing', () => ({ cityId: '' }), 'cityId', messages.required],
    ['address missing', () => ({ address: undefined }), 'address', messages.required],
    ['employeeRoleId missing', () => ({ employeeRoleId: null }), 'employeeRoleId', messages.required],
    ['activeFrom missing', () => ({ activeFrom: '' }), 'activeFrom', messages.required],
    ['name too long', () => ({ name: long(201) }), 'name', messages.maxLength(200)],
    ['surname too long', () => ({ surname: long(201) }), 'surname', messages.maxLength(200)],
    ['address too long', () => ({ address: long(201) }), 'address', messages.maxLength(200)],
    ['temporaryAddress too long', () => ({ temporaryAddress: long(201) }), 'temporaryAddress', messages.maxLength(200)],
    ['email too long', () => ({ email: `${'a'.repeat(196)}@x.hr` }), 'email', messages.maxLength(200)],
    ['email invalid', () => ({ email: 'nije-adresa' }), 'email', messages.invalidEmail],
    ['oib too short', () => ({ oib: '1234567890' }), 'oib', messages.oibLength],
    ['oib with a wrong check digit', () => ({ oib: badCheckDigit(newOib()) }), 'oib', messages.invalidOib],
    ['activeTo before activeFrom', () => ({ activeFrom: '2024-05-02', activeTo: '2024-05-01' }), 'activeTo', messages.fromBeforeTo],
    ['second company equal to the first', () => ({ companyId: 2, company2Id: 2 }), 'company2Id', messages.secondCompanySameAsFirst],
    ['bonus with 3 decimals', () => ({ usedBonusAmountBeforeEmployment: '12,345' }), 'usedBonusAmountBeforeEmployment', messages.maxDecimals(2)],
    ['bonus not a number', () => ({ usedBonusAmountBeforeEmployment: '12a' }), 'usedBonusAmountBeforeEmployment', messages.invalidNumber],
    ['bonus negative', () => ({ usedBonusAmountBeforeEmployment: '-1,00' }), 'usedBonusAmountBeforeEmployment', messages.min(0)],
    ['bonus beyond numeric(18,2)', () => ({ usedBonusAmountBeforeEmployment: '12345678901234567' }), 'usedBonusAmountBeforeEmployment', messages.invalidNumber],
    ['birthDate not a day', () => ({ birthDate: '1985-02-30' }), 'birthDate', messages.invalidDate],
    ['expiry date not a day', () => ({ medicalExaminationExpirationDate: '30.09.2026.' }), 'medicalExaminationExpirationDate', messages.invalidDate],
    ['photo not an http address', () => ({ photo: 'javascript:alert(1)' }), 'photo', messages.invalidPhotoUrl],
    ['temporary city without its country', () => ({ temporaryCityId: refs.mostar }), 'temporaryCountryId', messages.required],
    // Rules that need the database (service.ts).
    ['city of another country', () => ({ cityId: refs.mostar }), 'cityId', messages.cityNotInCountry],
    ['temporary city of another country', () => ({ temporaryCountryId: refs.hr, temporaryCityId: refs.mostar }), 'temporaryCityId', messages.cityNotInCountry],
    ['unknown city', () => ({ cityId: 99999999 }), 'cityId', messages.invalidValue],
    ['gender from another codebook', () => ({ genderId: 703 }), 'genderId', messages.invalidValue],
    ['employee role from another codebook', () => ({ employeeRoleId: 300 }), 'employeeRoleId', messages.invalidValue],
    ['unknown company', () => ({ companyId: 99999999 }), 'companyId', messages.invalidValue],
    ['agency that is not an employment agency', () => ({ agencyId: refs.supplier }), 'agencyId', messages.agencyNotEmploymentAgency],
  ];
  for (const [label, patch, field, message] of cases) {
    it(label, async () => {
      const before = await employeeCount();
      const res = await call(employeesRoute.POST, 'POST', '/api/Employees', { as: 'Admin', body: valid(patch()) });
      expectFieldError(res, field, message, JSON.stringify(res.json));
      expect(await employeeCount()).toBe(before);
    });
  }

  it('reports every missing required field at once', async () => {
    const res = await call(employeesRoute.POST, 'POST', '/api/Employees', { as: 'Admin', body: {} });
    expect(res.status).toBe(400);
    const required = ['name', 'surname', 'oib', 'birthDate', 'genderId', 'phone', 'countryId', 'cityId', 'address', 'employeeRoleId', 'activeFrom'];
    for (const field of required) expect(res.json.errors[field], field).toEqual([messages.required]);
  });

  it('accepts an activeTo equal to activeFrom, a bonus with a decimal comma, and stores it exactly', async () => {
    const made = await create({ activeFrom: '2024-05-01', activeTo: '2024-05-01', usedBonusAmountBeforeEmployment: '1.000.000,1' });
    const [row] = await (await getDb()).select().from(employees).where(eq(employees.id, made.id));
    expect(row.usedBonusAmountBeforeEmployment).toBe('1000000.10');
    expect(row.activeTo).toBe('2024-05-01');
  });

  it('refuses an OIB another employee has (400 on oib), on create and on update', async () => {
    const first = await create();
    const before = await employeeCount();
    const res = await call(employeesRoute.POST, 'POST', '/api/Employees', { as: 'Admin', body: valid({ oib: first.oib }) });
    expect(res.status).toBe(400);
    expect(res.json.errors.oib).toEqual([messages.employeeOibTaken]);
    expect(await employeeCount()).toBe(before);

    const second = await create();
    const upd = await call(employeeRoute.PUT, 'PUT', `/api/Employees/${second.id}`, {
      as: 'Admin',
      params: { id: second.id },
      body: valid({ oib: first.oib }),
    });
    expect(upd.status).toBe(400);
    expect(upd.json.errors.oib).toEqual([messages.employeeOibTaken]);
    const [row] = await (await getDb()).select({ oib: employees.oib }).from(employees).where(eq(employees.id, second.id));
    expect(row.oib).toBe(second.oib);
    // Saving an employee with its own OIB is fine.
    const same = await call(employeeRoute.PUT, 'PUT', `/api/Employees/${second.id}`, {
      as: 'Admin',
      params: { id: second.id },
      body: valid({ oib: second.oib, surname: second.surname }),
    });
    expect(same.status).toBe(200);
  });

  it('validates updates with the same rules and changes nothing', async () => {
    const made = await create();
    const res = await call(employeeRoute.PUT, 'PUT', `/api/Employees/${made.id}`, {
      as: 'Admin',
      params: { id: made.id },
      body: valid({ name: '', companyId: 1, company2Id: 1 }),
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.name).toEqual([messages.required]);
    const [row] = await (await getDb()).select({ name: employees.name }).from(employees).where(eq(employees.id, made.id));
    expect(row.name).toBe('Željko');
  });
});

describe('GET /api/Employees/search', () => {
  const tag = `Trag${unique()}`;
  const ids: Record<string, number> = {};
  const search = async (query: string, as: RoleName = 'Admin') => {
    const res = await call(searchRoute.GET, 'GET', `/api/Employees/search?Filter.Employee_Name=${tag}&${query}`, { as });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json as { pageItems: { id: number; surname: string }[]; totalItems: number; currentPage: number; pageSize: number; totalPages: number };
  };
  const idsOf = (page: { pageItems: { id: number }[] }) => page.pageItems.map((r) => r.id);

  beforeAll(async () => {
    const rows: [string, Record<string, unknown>][] = [
      ['ana', { name: 'Ana', surname: `${tag}A`, birthDate: '1990-01-01', address: 'Ilica 10', activeFrom: '2020-01-01' }],
      ['boris', { name: 'Boris', surname: `${tag}B`, birthDate: '1980-06-15', address: 'Vukovarska 5', cityId: refs.split, medicalExaminationExpirationDate: days(-1) }],
      ['cvijeta', { name: 'Cvijeta', surname: `${tag}C`, birthDate: '1975-03-03', address: 'Ilica 200', activeTo: today, workingPermissionExpirationDate: days(10) }],
      ['davor', { name: 'Davor', surname: `${tag}D`, birthDate: '2000-12-24', address: 'Kralja Tvrtka 9', countryId: refs.ba, cityId: refs.mostar, activeTo: days(30) }],
      ['ema', { name: 'Ema', surname: `${tag}E`, birthDate: '1995-05-05', activeFrom: '2020-01-01', activeTo: days(-1), toxicologyExpirationDate: days(-400) }],
      ['filip', { name: 'Filip', surname: `${tag}F`, birthDate: '1970-07-07', activeFrom: '2010-01-01', activeTo: '2015-01-01' }],
    ];
    for (const [key, patch] of rows) ids[key] = (await create(patch)).id;
  });

  it('requires Filter.Employee_Inactive (400 on that key) and a true/false value', async () => {
    const missing = await call(searchRoute.GET, 'GET', '/api/Employees/search', { as: 'Admin' });
    expect(missing.status).toBe(400);
    expect(missing.json.errors['Filter.Employee_Inactive']).toEqual([messages.required]);
    const wrong = await call(searchRoute.GET, 'GET', '/api/Employees/search?Filter.Employee_Inactive=maybe', { as: 'Admin' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors['Filter.Employee_Inactive']).toEqual([messages.invalidValue]);
  });

  it('splits active (no activeTo, or today or later) from inactive (activeTo before today)', async () => {
    const active = await search('Filter.Employee_Inactive=false&PageSize=50');
    expect(idsOf(active).sort()).toEqual([ids.ana, ids.boris, ids.cvijeta, ids.davor].sort());
    const inactive = await search('Filter.Employee_Inactive=true');
    expect(idsOf(inactive)).toEqual([ids.ema, ids.filip]);
  });

  it('matches the name filter on name, surname and "name surname" (either query-name style)', async () => {
    const byName = async (value: string, key = 'Filter.Employee_Name') =>
      idsOf(
        (await call(searchRoute.GET, 'GET', `/api/Employees/search?Filter.Employee_Inactive=false&${key}=${encodeURIComponent(value)}`, { as: 'Admin' }))
          .json,
      );
    expect(await byName(`boris ${tag}b`)).toEqual([ids.boris]);
    expect(await byName(`${tag}C`)).toEqual([ids.cvijeta]);
    expect(await byName(`${tag}d davor`)).toEqual([ids.davor]);
    expect(await byName(`${tag}a`, 'filter.employee_name')).toEqual([ids.ana]);
  });

  it('filters by OIB, birth date, address, city and country', async () => {
    const db = await getDb();
    const [boris] = await db.select({ oib: employees.oib }).from(employees).where(eq(employees.id, ids.boris));
    expect(idsOf(await search(`Filter.Employee_Inactive=false&Filter.OIB=${boris.oib}`))).toEqual([ids.boris]);
    expect(idsOf(await search('Filter.Employee_Inactive=false&Filter.BirthDate=1975-03-03'))).toEqual([ids.cvijeta]);
    expect(idsOf(await search('Filter.Employee_Inactive=false&Filter.Address=ilica')).sort()).toEqual([ids.ana, ids.cvijeta].sort());
    expect(idsOf(await search('Filter.Employee_Inactive=false&Filter.City=spli'))).toEqual([ids.boris]);
    expect(idsOf(await search('Filter.Employee_Inactive=false&Filter.Country=bosna'))).toEqual([ids.davor]);
  });

  it('filters employees with an expired certificate, and those without', async () => {
    expect(idsOf(await search('Filter.Employee_Inactive=false&Filter.Expired=true'))).toEqual([ids.boris]);
    expect(idsOf(await search('Filter.Employee_Inactive=false&Filter.Expired=false')).sort()).toEqual([ids.ana, ids.cvijeta, ids.davor].sort());
    expect(idsOf(await search('Filter.Employee_Inactive=true&Filter.Expired=true'))).toEqual([ids.ema]);
  });

  it('sorts on whitelisted columns and pages', async () => {
    const byBirth = await search('Filter.Employee_Inactive=false&SortBy=birthDate&SortOrder=asc');
    expect(idsOf(byBirth)).toEqual([ids.cvijeta, ids.boris, ids.ana, ids.davor]);
    const byBirthDesc = await search('Filter.Employee_Inactive=false&SortBy=birthDate&SortOrder=desc');
    expect(idsOf(byBirthDesc)).toEqual([ids.davor, ids.ana, ids.boris, ids.cvijeta]);
    const byCity = await search('Filter.Employee_Inactive=false&SortBy=city&SortOrder=desc');
    // Zagreb, Zagreb, Split, Mostar; ties by id in the same direction.
    expect(idsOf(byCity)).toEqual([ids.cvijeta, ids.ana, ids.boris, ids.davor]);
    // Nullable dates sort last in both directions.
    const byActiveTo = await search('Filter.Employee_Inactive=false&SortBy=activeTo&SortOrder=desc');
    expect(idsOf(byActiveTo).slice(0, 2)).toEqual([ids.davor, ids.cvijeta]);
    const byName = await search('Filter.Employee_Inactive=false&SortBy=Employee_Name&SortOrder=desc');
    expect(idsOf(byName)).toEqual([ids.davor, ids.cvijeta, ids.boris, ids.ana]);
    // An unknown column falls back to the default sort (surname, name).
    expect(idsOf(await search('Filter.Employee_Inactive=false&SortBy=password'))).toEqual([ids.ana, ids.boris, ids.cvijeta, ids.davor]);

    const page = await search('Filter.Employee_Inactive=false&SortBy=birthDate&SortOrder=asc&PageSize=3&PageIndex=1');
    expect(page).toMatchObject({ currentPage: 1, pageSize: 3, totalItems: 4, totalPages: 2 });
    expect(idsOf(page)).toEqual([ids.davor]);
  });

  it('returns the list columns', async () => {
    const page = await search('Filter.Employee_Inactive=false&Filter.City=split');
    expect(page.pageItems[0]).toMatchObject({
      id: ids.boris,
      name: 'Boris',
      fullName: `Boris ${tag}B`,
      birthDate: '1980-06-15',
      address: 'Vukovarska 5',
      city: 'Split',
      country: 'Hrvatska',
      employeeRole: 'Radnik',
      activeTo: null,
      medicalExaminationExpirationDate: days(-1),
    });
  });
});

describe('gear records', () => {
  it('creates records (JSON and multipart with a receipt) and sums each gear column in SQL', async () => {
    const employee = await create();
    const p = { id: employee.id };
    const first = await call(gearRoute.POST, 'POST', `/api/Employees/${employee.id}/gear`, {
      as: 'Management',
      params: p,
      body: gearBody({ shoes: 1, helmet: 1, vest: true, goggles: false }),
    });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ employeeId: employee.id, projectId: refs.activeProject, shoes: 1, helmet: 1, vest: 1, goggles: 0, attachmentId: null });

    const form = new FormData();
    form.append('date', '2026-04-01');
    form.append('projectId', String(refs.activeProject2));
    form.append('shoes', 'true');
    form.append('hydrodemolitionSuit', '1');
    // The receipt goes through the attachments checks: bytes that are not a PDF are refused.
    const fake = new FormData();
    fake.append('date', '2026-04-01');
    fake.append('projectId', String(refs.activeProject2));
    fake.append('shoes', 'true');
    fake.append('file', new File(['potpis'], 'primka-oprema.pdf', { type: 'application/pdf' }));
    const refused = await call(gearRoute.POST, 'POST', `/api/Employees/${employee.id}/gear`, { as: 'Admin', params: p, body: fake });
    expect(refused.status).toBe(400);
    expect(refused.json.errors.file).toEqual([messages.wrongFileType]);
    form.append('file', new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], 'primka-oprema.pdf', { type: 'application/pdf' }));
    const second = await call(gearRoute.POST, 'POST', `/api/Employees/${employee.id}/gear`, { as: 'Admin', params: p, body: form });
    expect(second.status, JSON.stringify(second.json)).toBe(201);
    expect(second.json).toMatchObject({ shoes: 1, hydrodemolitionSuit: 1, helmet: 0, attachmentName: 'primka-oprema.pdf' });
    expect(second.json.attachmentUrl).toBe(`/api/Attachments/${second.json.attachmentId}/Download`);

    const list = await call(gearRoute.GET, 'GET', `/api/Employees/${employee.id}/gear`, { as: 'SiteManager', params: p });
    expect(list.status).toBe(200);
    expect(list.json.items.map((r: { id: number }) => r.id)).toEqual([second.json.id, first.json.id]); // newest first
    expect(list.json.items[0].project).toMatch(/^Drugi aktivni projekt/);
    expect(list.json.totals).toEqual({
      ...Object.fromEntries(GEAR_KEYS.map((k) => [k, 0])),
      shoes: 2,
      helmet: 1,
      vest: 1,
      hydrodemolitionSuit: 1,
    });

    const documents = await call(documentsRoute.GET, 'GET', `/api/Employees/${employee.id}/documents`, { as: 'SiteManager', params: p });
    expect(documents.json).toEqual([
      expect.objectContaining({
        id: second.json.attachmentId,
        fileName: 'primka-oprema.pdf',
        url: `/api/Attachments/${second.json.attachmentId}/Download`,
        description: 'Potpisana primka opreme 01.04.2026.',
        createdBy: expect.any(String),
        createdDate: expect.any(String),
      }),
    ]);
  });

  it('returns zero totals for an employee without records', async () => {
    const employee = await create();
    const list = await call(gearRoute.GET, 'GET', `/api/Employees/${employee.id}/gear`, { as: 'Admin', params: { id: employee.id } });
    expect(list.json).toEqual({ items: [], totals: Object.fromEntries(GEAR_KEYS.map((k) => [k, 0])) });
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['no gear item ticked', { shoes: 0, helmet: false }, 'gear', messages.gearItemRequired],
    ['date missing', { date: '' }, 'date', messages.required],
    ['date not a day', { date: '2026-13-01' }, 'date', messages.invalidDate],
    ['project missing', { projectId: null }, 'projectId', messages.required],
    ['a flag that is not 0/1', { goggles: 2 }, 'goggles', messages.invalidValue],
  ];
  for (const [label, patch, field, message] of invalid) {
    it(`refuses a record with ${label}`, async () => {
      const employee = await create();
      const before = await gearCount();
      const res = await call(gearRoute.POST, 'POST', `/api/Employees/${employee.id}/gear`, {
        as: 'Admin',
        params: { id: employee.id },
        body: gearBody(patch),
      });
      expect(res.status).toBe(400);
      expect(res.json.errors[field]).toEqual([message]);
      expect(await gearCount()).toBe(before);
    });
  }

  it('refuses a project that is not active, and stores no receipt', async () => {
    const employee = await create();
    const before = [await gearCount(), await count_(attachments), await count_(files)];
    const form = new FormData();
    for (const [k, v] of Object.entries(gearBody({ projectId: refs.completedProject }))) form.append(k, String(v));
    form.append('file', new File(['x'], 'primka.pdf', { type: 'application/pdf' }));
    const res = await call(gearRoute.POST, 'POST', `/api/Employees/${employee.id}/gear`, { as: 'Admin', params: { id: employee.id }, body: form });
    expect(res.status).toBe(400);
    expect(res.json.errors.projectId).toEqual([messages.projectNotActive]);
    expect([await gearCount(), await count_(attachments), await count_(files)]).toEqual(before);
  });

  it('updates and deletes a record of the employee only', async () => {
    const employee = await create();
    const other = await create();
    const made = await call(gearRoute.POST, 'POST', `/api/Employees/${employee.id}/gear`, { as: 'Admin', params: { id: employee.id }, body: gearBody() });
    const gearId = made.json.id as number;
    const upd = await call(gearItemRoute.PUT, 'PUT', `/api/Employees/${employee.id}/gear/${gearId}`, {
      as: 'Admin',
      params: { id: employee.id, gearId },
      body: gearBody({ date: '2026-05-05', shoes: 0, helmet: 0, pants: 1 }),
    });
    expect(upd.status).toBe(200);
    expect(upd.json).toMatchObject({ date: '2026-05-05', shoes: 0, helmet: 0, pants: 1 });
    // Another employee's path does not reach the record.
    const foreign = await call(gearItemRoute.DELETE, 'DELETE', `/api/Employees/${other.id}/gear/${gearId}`, { as: 'Admin', params: { id: other.id, gearId } });
    expect(foreign.status).toBe(404);
    const del = await call(gearItemRoute.DELETE, 'DELETE', `/api/Employees/${employee.id}/gear/${gearId}`, { as: 'Admin', params: { id: employee.id, gearId } });
    expect(del.status).toBe(204);
    const rows = await (await getDb()).select().from(employeeGearRecords).where(inArray(employeeGearRecords.id, [gearId]));
    expect(rows).toEqual([]);
  });
});
