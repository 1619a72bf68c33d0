import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { attachments, employeeGearRecords, files, projectCooperators, projects, warehouses, workRecordCoefficients } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import * as listRoute from '@/app/api/Projects/route';
import * as oneRoute from '@/app/api/Projects/[id]/route';
import * as searchRoute from '@/app/api/Projects/search/route';
import * as attachmentsRoute from '@/app/api/Attachments/route';
import { call, itemStatuses, unique } from './helpers';
import { expectPagesOfFour, loadPlaces, refusesOnCreateAndUpdate, taggedSearch, type FieldCase, type Places } from './fixtures';
import { CooperatorType, insertCooperator, insertEmployee, projectBody, Status } from './project-fixtures';

/**
 * Projects API (spec part 1 sections 3-8). Read: SA, A, Ac, M, SiteManager, Procurement; create
 * and delete: SA, A, Ac, M; update also SiteManager; Warehouse nothing. The completion seam is
 * replaced by a spy to see when the service calls it.
 */
const completion = vi.hoisted(() => ({ onProjectCompleted: vi.fn(async () => {}) }));
vi.mock('@/lib/projects/completion', () => completion);

const ROLES: RoleName[] = ['SuperAdmin', 'Admin', 'Accounting', 'Management', 'SiteManager', 'Procurement', 'Warehouse'];

let p: Places;
beforeAll(async () => {
  p = await loadPlaces();
});

const body = (patch: Record<string, unknown> = {}) => projectBody(p, patch);
const projectRows = async () => (await (await getDb()).select({ n: count() }).from(projects))[0].n;

async function createProject(patch: Record<string, unknown> = {}, as: RoleName = 'Admin') {
  const res = await call(listRoute.POST, 'POST', '/api/Projects', { as, body: body(patch) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: number; name: string; warehouseId: number; workHourEntryDeadlineExtensionInDays: number };
}

const getProject = async (id: number) => (await call(oneRoute.GET, 'GET', '/api/Projects/x', { as: 'Admin', params: { id } })).json;
const put = (id: number, patch: Record<string, unknown>, as: RoleName = 'Admin', name?: string) =>
  call(oneRoute.PUT, 'PUT', '/api/Projects/x', { as, params: { id }, body: body({ name: name ?? `Centar ${unique()}`, ...patch }) });

async function everyEndpoint(as: RoleName | null) {
  const target = await createProject();
  const victim = await createProject();
  const opts = as ? { as } : {};
  return {
    list: (await call(listRoute.GET, 'GET', '/api/Projects', opts)).status,
    search: (await call(searchRoute.GET, 'GET', '/api/Projects/search?PageSize=5', opts)).status,
    get: (await call(oneRoute.GET, 'GET', '/api/Projects/x', { ...opts, params: { id: target.id } })).status,
    create: (await call(listRoute.POST, 'POST', '/api/Projects', { ...opts, body: body() })).status,
    update: (await call(oneRoute.PUT, 'PUT', '/api/Projects/x', { ...opts, params: { id: target.id }, body: body() })).status,
    delete: (await call(oneRoute.DELETE, 'DELETE', '/api/Projects/x', { ...opts, params: { id: victim.id } })).status,
  };
}

const OK = { list: 200, search: 200, get: 200, create: 201, update: 200, delete: 204 };
const EXPECTED: Record<RoleName, typeof OK> = {
  SuperAdmin: OK,
  Admin: OK,
  Accounting: OK,
  Management: OK,
  SiteManager: { ...OK, create: 403, delete: 403 },
  Procurement: { ...OK, create: 403, update: 403, delete: 403 },
  Warehouse: { list: 403, search: 403, get: 403, create: 403, update: 403, delete: 403 },
};

describe('projects: access by role (section 6)', () => {
  it('answers 401 without a session', async () => {
    expect(Object.values(await everyEndpoint(null))).toEqual(Array(6).fill(401));
  });

  for (const role of ROLES) {
    it(`${role}: ${JSON.stringify(EXPECTED[role])}`, async () => {
      const before = await projectRows();
      const statuses = await everyEndpoint(role);
      expect(statuses).toEqual(EXPECTED[role]);
      // everyEndpoint adds two projects as Admin; the role's own create and delete cancel out or are refused.
      const created = statuses.create === 201 ? 1 : 0;
      const deleted = statuses.delete === 204 ? 1 : 0;
      expect(await projectRows()).toBe(before + 2 + created - deleted);
    });
  }
});

describe('projects: CRUD and the warehouse', () => {
  it('creates the project with its warehouse in one go and answers the spec shape', async () => {
    const db = await getDb();
    const [coefficient] = await db.select().from(workRecordCoefficients).limit(1);
    const created = await createProject({ defaultWorkRecordCoefficientId: coefficient.id, longitude: '15,9779830', latitude: 45.815399 });
    const read = await getProject(created.id);
    expect(read).toEqual({
      id: created.id,
      warehouseId: expect.any(Number),
      name: created.name,
      shortName: 'Kratki',
      code: expect.stringMatching(/^CO-/),
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      address: 'Ilica 1',
      cityId: p.zagrebId,
      countryId: p.croatiaId,
      city: 'Zagreb',
      country: 'Hrvatska',
      longitude: '15.977983',
      latitude: '45.815399',
      bankGuarantees: 'Garancija za dobro izvršenje posla',
      paymentMethod: 'Virman',
      paymentTerms: '30 dana',
      description: 'Opis centra',
      projectStatusId: Status.Active,
      projectStatus: 'Aktivan',
      workHourEntryDeadlineExtensionInDays: 2,
      defaultWorkRecordCoefficientId: coefficient.id,
      defaultWorkRecordCoefficient: coefficient.name,
      investor: null,
    });
    const [warehouse] = await db.select().from(warehouses).where(eq(warehouses.projectId, created.id));
    expect(warehouse).toEqual({ id: read.warehouseId, projectId: created.id, name: created.name, address: 'Ilica 1', cityId: p.zagrebId, countryId: p.croatiaId });
  });

  it('keeps the warehouse name and place in step with the project', async () => {
    const created = await createProject();
    const name = `Preimenovan ${unique()}`;
    const res = await put(created.id, { address: 'Riva 5', countryId: p.croatiaId, cityId: p.splitId }, 'SiteManager', name);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name, city: 'Split', warehouseId: created.warehouseId });
    const [warehouse] = await (await getDb()).select().from(warehouses).where(eq(warehouses.projectId, created.id));
    expect(warehouse).toMatchObject({ id: created.warehouseId, name, address: 'Riva 5', cityId: p.splitId });
  });

  it('shows the investor: the project cooperator of type Investor', async () => {
    const created = await createProject();
    const investor = await insertCooperator(`Investitor ${unique()}`);
    const contractor = await insertCooperator();
    await (await getDb()).insert(projectCooperators).values([
      { projectId: created.id, cooperatorId: investor.id, cooperatorTypeId: CooperatorType.Investor },
      { projectId: created.id, cooperatorId: contractor.id, cooperatorTypeId: CooperatorType.Contractor },
    ]);
    expect((await getProject(created.id)).investor).toBe(investor.name);
  });

  it('GET /api/Projects lists every project lightly, by name', async () => {
    const created = await createProject();
    const res = await call(listRoute.GET, 'GET', '/api/Projects', { as: 'Procurement' });
    expect(res.json).toContainEqual({ id: created.id, name: created.name, shortName: 'Kratki', code: expect.any(String), projectStatusId: Status.Active });
    const names: string[] = res.json.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('answers 404 for an unknown project and 400 for a bad id', async () => {
    expect(await itemStatuses(oneRoute, '/api/Projects/x', 99999999, body())).toEqual({ GET: 404, PUT: 404, DELETE: 404 });
    expect((await call(oneRoute.GET, 'GET', '/api/Projects/x', { as: 'Admin', params: { id: 'abc' } })).status).toBe(400);
  });

  it('calls the completion seam when a project becomes Completed, and only then', async () => {
    const created = await createProject();
    completion.onProjectCompleted.mockClear();
    expect((await put(created.id, { projectStatusId: Status.Inactive })).status).toBe(200);
    expect(completion.onProjectCompleted).not.toHaveBeenCalled();
    const done = await put(created.id, { projectStatusId: Status.Completed });
    expect(done.status).toBe(200);
    expect(done.json.projectStatus).toBe('Završen');
    expect(completion.onProjectCompleted).toHaveBeenCalledTimes(1);
    expect(completion.onProjectCompleted).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ projectId: created.id, warehouseId: created.warehouseId, confirmed: false }),
    );
    // Saving a Completed project again is no new completion.
    expect((await put(created.id, { projectStatusId: Status.Completed })).status).toBe(200);
    expect(completion.onProjectCompleted).toHaveBeenCalledTimes(1);
  });
});

describe('project delete', () => {
  it('refuses a project with gear records (409) and deletes nothing', async () => {
    const db = await getDb();
    const created = await createProject();
    const employee = await insertEmployee(p);
    await db.insert(employeeGearRecords).values({ employeeId: employee.id, projectId: created.id, date: '2026-03-01', helmet: 1 });
    const res = await call(oneRoute.DELETE, 'DELETE', '/api/Projects/x', { as: 'Admin', params: { id: created.id } });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ message: messages.projectInUse });
    expect(await db.select({ id: projects.id }).from(projects).where(eq(projects.id, created.id))).toHaveLength(1);
    expect(await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.projectId, created.id))).toHaveLength(1);
  });

  it('deletes an unreferenced project with its warehouse, people and attachments (bytes too)', async () => {
    const db = await getDb();
    const created = await createProject();
    const cooperator = await insertCooperator();
    await db.insert(projectCooperators).values({ projectId: created.id, cooperatorId: cooperator.id, cooperatorTypeId: CooperatorType.Investor });
    const form = new FormData();
    form.append('File', new File(['Zapisnik s gradilišta'], 'zapisnik.txt', { type: 'text/plain' }));
    form.append('ProjectId', String(created.id));
    const upload = await call(attachmentsRoute.POST, 'POST', '/api/Attachments', { as: 'Admin', body: form });
    expect(upload.status).toBe(201);
    const [{ fileId }] = await db.select({ fileId: attachments.fileId }).from(attachments).where(eq(attachments.id, upload.json.id));

    const res = await call(oneRoute.DELETE, 'DELETE', '/api/Projects/x', { as: 'Accounting', params: { id: created.id } });
    expect(res.status).toBe(204);
    expect(await db.select().from(warehouses).where(eq(warehouses.projectId, created.id))).toEqual([]);
    expect(await db.select().from(projectCooperators).where(eq(projectCooperators.projectId, created.id))).toEqual([]);
    expect(await db.select({ id: files.id }).from(files).where(eq(files.id, fileId))).toEqual([]);
  });
});

describe('project validation (400 with the field message, nothing stored)', () => {
  const long = 'ž'.repeat(201);
  const cases: FieldCase<Record<string, unknown>>[] = [
    ['name missing', { name: '' }, 'name', messages.required],
    ['name blank', { name: '   ' }, 'name', messages.required],
    ['name too long', { name: long }, 'name', messages.maxLength(200)],
    ['short name too long', { shortName: long }, 'shortName', messages.maxLength(200)],
    ['code too long', { code: long }, 'code', messages.maxLength(200)],
    ['address too long', { address: long }, 'address', messages.maxLength(200)],
    ['status missing', { projectStatusId: null }, 'projectStatusId', messages.required],
    ['status from another codebook', { projectStatusId: 500 }, 'projectStatusId', messages.invalidValue],
    ['start after end', { startDate: '2026-06-02', endDate: '2026-06-01' }, 'endDate', messages.startBeforeEnd],
    ['invalid date', { startDate: '2026-02-30' }, 'startDate', messages.invalidDate],
    ['longitude above 180', { longitude: '180.00000001' }, 'longitude', messages.longitudeRange],
    ['longitude below -180', { longitude: -181 }, 'longitude', messages.longitudeRange],
    ['latitude above 90', { latitude: '90.1' }, 'latitude', messages.latitudeRange],
    ['latitude below -90', { latitude: '-90,5' }, 'latitude', messages.latitudeRange],
    ['longitude with 9 decimals', { longitude: '15.123456789' }, 'longitude', messages.maxDecimals(8)],
    ['latitude not a number', { latitude: 'sjever' }, 'latitude', messages.invalidNumber],
    ['extension 0', { workHourEntryDeadlineExtensionInDays: 0 }, 'workHourEntryDeadlineExtensionInDays', messages.extensionDays(1, 30)],
    ['extension 31', { workHourEntryDeadlineExtensionInDays: 31 }, 'workHourEntryDeadlineExtensionInDays', messages.extensionDays(1, 30)],
    ['extension 2.5', { workHourEntryDeadlineExtensionInDays: 2.5 }, 'workHourEntryDeadlineExtensionInDays', messages.extensionDays(1, 30)],
    ['extension text', { workHourEntryDeadlineExtensionInDays: 'dva' }, 'workHourEntryDeadlineExtensionInDays', messages.extensionDays(1, 30)],
    ['city without country', { countryId: null }, 'countryId', messages.required],
    ['city of another country', { countryId: 'SI' }, 'cityId', messages.cityNotInCountry],
    ['unknown coefficient', { defaultWorkRecordCoefficientId: 99999999 }, 'defaultWorkRecordCoefficientId', messages.invalidValue],
  ];
  const resolve = (patch: Record<string, unknown>) => (patch.countryId === 'SI' ? { ...patch, countryId: p.sloveniaId } : patch);

  refusesOnCreateAndUpdate(cases, {
    create: (patch) => call(listRoute.POST, 'POST', '/api/Projects', { as: 'Admin', body: body(resolve(patch)) }),
    update: (id, patch) => call(oneRoute.PUT, 'PUT', '/api/Projects/x', { as: 'Admin', params: { id }, body: body(resolve(patch)) }),
    rowCount: projectRows,
    newRow: async () => (await createProject()).id,
    storedRow: async (id) => (await (await getDb()).select().from(projects).where(eq(projects.id, id)))[0],
  });

  it('accepts the bounds: ±180 / ±90 inclusive with 8 decimals', async () => {
    for (const [longitude, latitude] of [['180', '90'], ['-180', '-90'], ['-179.99999999', '89.12345678'], [0, 0]]) {
      const created = await createProject({ longitude, latitude });
      const read = await getProject(created.id);
      expect([read.longitude, read.latitude]).toEqual([String(longitude), String(latitude)]);
    }
    // "45.815" is 45,815 degrees: a dot is never a thousands separator here.
    expect((await getProject((await createProject({ latitude: '45.815' })).id)).latitude).toBe('45.815');
  });
});

describe('work-hour deadline extension: only SuperAdmin and Admin', () => {
  const FIELD = 'workHourEntryDeadlineExtensionInDays';

  for (const role of ['SuperAdmin', 'Admin'] as RoleName[]) {
    it(`${role} sets 1 and 30 on create and update; 0 and 31 are refused`, async () => {
      expect((await createProject({ [FIELD]: 1 }, role))[FIELD]).toBe(1);
      const created = await createProject({ [FIELD]: 30 }, role);
      expect(created[FIELD]).toBe(30);
      expect((await put(created.id, { [FIELD]: 1 }, role)).json[FIELD]).toBe(1);
      expect((await put(created.id, { [FIELD]: 30 }, role)).json[FIELD]).toBe(30);
      for (const bad of [0, 31]) {
        expect((await put(created.id, { [FIELD]: bad }, role)).status).toBe(400);
        expect((await call(listRoute.POST, 'POST', '/api/Projects', { as: role, body: body({ [FIELD]: bad }) })).status).toBe(400);
      }
      expect((await getProject(created.id))[FIELD]).toBe(30);
      // Emptied, it falls back to the default.
      expect((await put(created.id, { [FIELD]: null }, role)).json[FIELD]).toBe(2);
    });
  }

  for (const role of ['Accounting', 'Management'] as RoleName[]) {
    it(`${role} cannot create with another value than the default (403, nothing stored)`, async () => {
      const before = await projectRows();
      for (const value of [1, 5, 30]) {
        const res = await call(listRoute.POST, 'POST', '/api/Projects', { as: role, body: body({ [FIELD]: value }) });
        expect(res.status).toBe(403);
        expect(res.json).toEqual({ message: messages.deadlineExtensionForbidden, errors: { [FIELD]: [messages.deadlineExtensionForbidden] } });
      }
      expect(await projectRows()).toBe(before);
      // The default itself, or nothing, is fine.
      expect((await createProject({ [FIELD]: 2 }, role))[FIELD]).toBe(2);
      expect((await createProject({ [FIELD]: null }, role))[FIELD]).toBe(2);
    });
  }

  for (const role of ['Accounting', 'Management', 'SiteManager'] as RoleName[]) {
    it(`${role} cannot change it on update (403, row unchanged) but may save the rest`, async () => {
      const created = await createProject({ [FIELD]: 10 }, 'Admin');
      const db = await getDb();
      const [stored] = await db.select().from(projects).where(eq(projects.id, created.id));
      for (const value of [2, 11, 30]) {
        const res = await put(created.id, { [FIELD]: value }, role);
        expect(res.status).toBe(403);
        expect(res.json.message).toBe(messages.deadlineExtensionForbidden);
      }
      const [after] = await db.select().from(projects).where(eq(projects.id, created.id));
      expect(after).toEqual(stored);
      // Repeating the stored value or leaving it out keeps it.
      expect((await put(created.id, { [FIELD]: 10, description: 'Izmjena' }, role)).json).toMatchObject({ [FIELD]: 10, description: 'Izmjena' });
      expect((await put(created.id, { [FIELD]: null }, role)).json[FIELD]).toBe(10);
    });
  }
});

describe('project search: filters, statuses, sorting, paging', () => {
  type Row = { id: number; name: string; investor: string | null };
  let tag: string;

  beforeAll(async () => {
    tag = unique();
    const db = await getDb();
    const make = async (suffix: string, patch: Record<string, unknown>, investor?: string) => {
      const created = await createProject({ name: `${tag} ${suffix}`, ...patch });
      if (investor) {
        const coop = await insertCooperator(`${investor} ${tag}`);
        await db.insert(projectCooperators).values({ projectId: created.id, cooperatorId: coop.id, cooperatorTypeId: CooperatorType.Investor });
      }
      return created;
    };
    await make('Alfa', { shortName: 'ALF', address: `Ilica ${tag}`, code: 'C-3', startDate: '2026-03-01', endDate: '2026-09-30' }, 'Zagrebački holding');
    await make('Beta', { shortName: 'BET', address: 'Riva 1', cityId: p.splitId, code: 'C-1', startDate: '2026-01-01', endDate: null, projectStatusId: Status.Inactive }, 'Dalmacija invest');
    await make('Gama', { shortName: 'GAM', address: 'Prešernova 2', countryId: p.sloveniaId, cityId: p.ljubljanaId, code: 'C-2', startDate: null, endDate: '2026-05-01', projectStatusId: Status.Completed });
    await make('Delta', { shortName: 'DEL', address: 'Vukovarska 3', code: null, startDate: '2025-06-01', endDate: '2025-12-31' }, 'Alfa gradnja');
  });

  const list = taggedSearch<Row>(searchRoute, '/api/Projects/search', () => tag, 'Procurement');
  const { search, names } = list;

  it('filters by name and returns the paged shape with the display fields', async () => {
    const res = await search('SortBy=name&SortOrder=asc');
    expect(res).toMatchObject({ currentPage: 0, pageSize: 50, totalPages: 1, totalItems: 4 });
    expect(names(res)).toEqual(['Alfa', 'Beta', 'Delta', 'Gama']);
    expect(res.pageItems[0]).toMatchObject({ investor: `Zagrebački holding ${tag}`, city: 'Zagreb', country: 'Hrvatska', projectStatus: 'Aktivan' });
    const one = await call(searchRoute.GET, 'GET', `/api/Projects/search?Filter.Name=${encodeURIComponent(`${tag} bet`)}`, { as: 'SiteManager' });
    expect(names(one.json)).toEqual(['Beta']);
  });

  it('filters by short name, address, country, city and investor', async () => {
    expect(names(await search('Filter.ShortName=gam'))).toEqual(['Gama']);
    expect(names(await search(`Filter.Address=${encodeURIComponent(`ilica ${tag}`)}`))).toEqual(['Alfa']);
    expect(names(await search('Filter.Country=sloven'))).toEqual(['Gama']);
    expect(names(await search('Filter.Country=hrvat&SortBy=name'))).toEqual(['Alfa', 'Beta', 'Delta']);
    expect(names(await search('Filter.City=spl'))).toEqual(['Beta']);
    // The count follows the filters (it joins the places only for a place filter).
    expect(await search('Filter.City=spl')).toMatchObject({ totalItems: 1, totalPages: 1 });
    expect((await search('Filter.Country=hrvat&Filter.Project_Investor=a')).totalItems).toBe(3);
    expect(names(await search('Filter.Project_Investor=dalmacija'))).toEqual(['Beta']);
    // The investor filter reads the investor's name, not the project's.
    expect(names(await search('Filter.Project_Investor=alfa'))).toEqual(['Delta']);
    // The screens' lower-case form reads the same.
    expect(names(await search('filter.city=zagreb&SortBy=name'))).toEqual(['Alfa', 'Delta']);
    expect(names(await search('filter.project_investor=holding'))).toEqual(['Alfa']);
  });

  it('filters by repeated ProjectStatusId', async () => {
    expect(names(await search(`ProjectStatusId=${Status.Active}&SortBy=name`))).toEqual(['Alfa', 'Delta']);
    expect(names(await search(`ProjectStatusId=${Status.Inactive}&ProjectStatusId=${Status.Completed}&SortBy=name`))).toEqual(['Beta', 'Gama']);
    expect(names(await search(`Filter.ProjectStatusId=${Status.Completed}`))).toEqual(['Gama']);
  });

  it('sorts by every column of the list, nulls last', async () => {
    expect(names(await search('SortBy=name&SortOrder=desc'))).toEqual(['Gama', 'Delta', 'Beta', 'Alfa']);
    expect(names(await search('SortBy=code&SortOrder=asc'))).toEqual(['Beta', 'Gama', 'Alfa', 'Delta']);
    expect(names(await search('SortBy=startDate&SortOrder=asc'))).toEqual(['Delta', 'Beta', 'Alfa', 'Gama']);
    expect(names(await search('SortBy=startDate&SortOrder=desc'))).toEqual(['Alfa', 'Beta', 'Delta', 'Gama']);
    expect(names(await search('SortBy=endDate&SortOrder=asc'))).toEqual(['Delta', 'Gama', 'Alfa', 'Beta']);
    expect(names(await search('SortBy=city&SortOrder=asc'))).toEqual(['Gama', 'Beta', 'Alfa', 'Delta']);
    // Ties (Hrvatska) by id in the same direction.
    expect(names(await search('SortBy=country&SortOrder=desc'))).toEqual(['Gama', 'Delta', 'Beta', 'Alfa']);
    expect(names(await search('SortBy=address&SortOrder=asc'))).toEqual(['Alfa', 'Gama', 'Beta', 'Delta']);
    expect(names(await search('SortBy=Project_Investor&SortOrder=asc'))).toEqual(['Delta', 'Beta', 'Alfa', 'Gama']);
    expect(names(await search('SortBy=shortName&SortOrder=asc'))).toEqual(['Alfa', 'Beta', 'Delta', 'Gama']);
    // An unknown column falls back to the name.
    expect(names(await search('SortBy=password'))).toEqual(['Alfa', 'Beta', 'Delta', 'Gama']);
  });

  it('pages', () => expectPagesOfFour(list));
});
