import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { seedDemoWorkHours } from '@/db/seed/demo-work-hours';
import { cooperators, employeeGearRecords, projectEmployees, projects, workHourRecords } from '@/db/schema';
import * as listRoute from '@/app/api/WorkHourRecords/route';
import * as itemRoute from '@/app/api/WorkHourRecords/[id]/route';
import * as gridRoute from '@/app/api/WorkHourRecords/Grid/route';
import * as copyRoute from '@/app/api/WorkHourRecords/CopyBatch/route';
import type { RoleName } from '@/lib/auth/roles';
import { toIsoDate } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { findActiveUserByEmail } from '@/lib/users/queries';
import { decodeGridCells, type GridRecord } from '@/lib/work-hours/grid-model';
import { GEAR_KEYS, type CopyBatchResultDto, type GridCellTuple, type TimesheetGridDto, type WorkHourRecordDto } from '@/lib/work-hours/types';
import { loadPlaces, type Places } from './fixtures';
import { call, demoEmail, unique } from './helpers';
import { insertEmployee } from './project-fixtures';
import { newProject } from './project-items-fixtures';

/**
 * Work-hour records against the real handlers and database (spec part 2 sections 4, 5, 6, 7, 8).
 * Time: the lock is a pure function tested at its edges in lib/work-hours/lock.test.ts; here the
 * months are chosen relative to the real clock so no clock is mocked: the current month is open
 * for everyone, a month 3 months back is past any deadline (extension at most 30 days).
 */

let places: Places;
let managed: number; // a project the demo SiteManager manages (his employee's link)
let other: number; // a project he does not manage
let food: number;
let accommodation: number;
let projectSupplier: number;

const pad = (n: number) => String(n).padStart(2, '0');
const today = toIsoDate(new Date()); // Zagreb
const [ty, tm] = today.split('-').map(Number);
/** A day of the current month (the 1st to the 28th). */
const openDay = (d: number) => `${ty}-${pad(tm)}-${pad(d)}`;
const back = new Date(Date.UTC(ty, tm - 1 - 3, 1));
/** A day of the month 3 months ago: locked for everyone but SA, A, Ac, M. */
const lockedDay = (d: number) => `${back.getUTCFullYear()}-${pad(back.getUTCMonth() + 1)}-${pad(d)}`;

async function supplier(associateTypeId: number) {
  const [row] = await (await getDb())
    .insert(cooperators)
    .values({ name: `Dobavljač ${unique()}`, personTypeId: 400, associateTypeId })
    .returning({ id: cooperators.id });
  return row.id;
}

const newEmployee = async () => (await insertEmployee(places)).id;

async function link(projectId: number, employeeId: number, activeFrom: string | null = null, activeTo: string | null = null) {
  await (await getDb()).insert(projectEmployees).values({ projectId, employeeId, activeFrom, activeTo });
}

beforeAll(async () => {
  places = await loadPlaces();
  managed = await newProject(`Evidencija SM ${unique()}`);
  other = await newProject(`Evidencija tuđi ${unique()}`);
  const sm = await findActiveUserByEmail(await getDb(), demoEmail('SiteManager'));
  await link(managed, sm!.employeeId!, '2020-01-01');
  food = await supplier(1302);
  accommodation = await supplier(1303);
  projectSupplier = await supplier(1300);
});

const body = (projectId: number, employeeId: number, date: string, patch: Record<string, unknown> = {}) => ({
  projectId,
  employeeId,
  date,
  hours: '8',
  workHourTypeId: 600,
  isFieldWork: false,
  numberOfMeals: 0,
  ...patch,
});

const post = (as: RoleName, b: unknown) => call(listRoute.POST, 'POST', '/api/WorkHourRecords', { as, body: b });
/** The Grid answer's compact cells as the grid reads them (decodeGridCells), by employee and date. */
const gridRecords = (g: TimesheetGridDto): GridRecord[] => [...decodeGridCells(g).values()];

const put = (as: RoleName, id: number, b: unknown) => call(itemRoute.PUT, 'PUT', `/api/WorkHourRecords/${id}`, { as, params: { id }, body: b });
const del = (as: RoleName, id: number) => call(itemRoute.DELETE, 'DELETE', `/api/WorkHourRecords/${id}`, { as, params: { id } });
const copy = (as: RoleName, b: unknown) => call(copyRoute.POST, 'POST', '/api/WorkHourRecords/CopyBatch', { as, body: b });

async function recordsOf(employeeId: number) {
  return (await getDb()).select().from(workHourRecords).where(eq(workHourRecords.employeeId, employeeId)).orderBy(workHourRecords.date);
}

describe('POST /api/WorkHourRecords: validation (400, nothing stored)', () => {
  it.each([
    ['hours below 0', { hours: '-1' }, 'hours', messages.min(0)],
    ['hours above 24', { hours: '24.5' }, 'hours', messages.max(24)],
    ['hours with 3 decimals', { hours: 7.125 }, 'hours', messages.maxDecimals(2)],
    ['meals 4', { numberOfMeals: 4 }, 'numberOfMeals', messages.mealsRange],
    ['meals -1', { numberOfMeals: -1 }, 'numberOfMeals', messages.mealsRange],
    ['missing type', { workHourTypeId: undefined }, 'workHourTypeId', messages.required],
    ['type outside 600-605', { workHourTypeId: 606 }, 'workHourTypeId', messages.workHourTypeInvalid],
    ['missing hours', { hours: '' }, 'hours', messages.required],
    ['description over 200', { description: 'x'.repeat(201) }, 'description', messages.maxLength(200)],
    ['hasGear without gear', { hasGear: true }, 'gear', messages.gearItemRequired],
  ])('%s', async (_label, patch, field, message) => {
    const employeeId = await newEmployee();
    const res = await post('Admin', body(managed, employeeId, openDay(3), patch));
    expect(res.status).toBe(400);
    expect(res.json.errors?.[field]).toContain(message);
    expect(await recordsOf(employeeId)).toEqual([]);
  });

  it('project, employee and date are required', async () => {
    const res = await post('Admin', {});
    expect(res.status).toBe(400);
    for (const f of ['projectId', 'employeeId', 'date', 'hours', 'workHourTypeId']) expect(res.json.errors?.[f], f).toContain(messages.required);
  });

  it('suppliers must be cooperators of the right associate type', async () => {
    const employeeId = await newEmployee();
    const res = await post('Admin', body(managed, employeeId, openDay(3), { accommodationSupplierId: food, foodSupplierId: projectSupplier }));
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ accommodationSupplierId: [messages.accommodationSupplierInvalid], foodSupplierId: [messages.foodSupplierInvalid] });
    expect(await recordsOf(employeeId)).toEqual([]);
  });

  it('an id past 2^31 - 1 and a NUL are refused by the reader (400, nothing stored)', async () => {
    const employeeId = await newEmployee();
    expect((await post('Admin', body(managed, 2 ** 31, openDay(3)))).status).toBe(400);
    expect((await post('Admin', body(managed, employeeId, openDay(3), { description: 'a\u0000b' }))).status).toBe(400);
    expect((await post('Admin', [body(managed, employeeId, openDay(3))])).status).toBe(400);
    expect(await recordsOf(employeeId)).toEqual([]);
  });
});

describe('create, read, update, delete', () => {
  it('creates (201) with every field, reads it back, lists it by month, stores no coefficient without field work', async () => {
    const employeeId = await newEmployee();
    const res = await post('Admin', body(managed, employeeId, openDay(4), {
      hours: '7,5',
      isFieldWork: true,
      workRecordCoefficientId: 2,
      accommodationSupplierId: accommodation,
      foodSupplierId: food,
      numberOfMeals: 2,
      description: 'Betoniranje ploče',
    }));
    expect(res.status).toBe(201);
    const dto = res.json as WorkHourRecordDto;
    expect(dto).toMatchObject({
      projectId: managed,
      employeeId,
      date: openDay(4),
      hours: '7.50',
      workHourTypeId: 600,
      workHourType: 'Redovni rad',
      isFieldWork: true,
      workRecordCoefficientId: 2,
      workRecordCoefficient: 'Noćni rad',
      workRecordCoefficientValue: '1.30',
      accommodationSupplierId: accommodation,
      foodSupplierId: food,
      numberOfMeals: 2,
      description: 'Betoniranje ploče',
      gear: null,
      createdBy: 'Marko Kovačević',
    });
    const read = await call(itemRoute.GET, 'GET', `/api/WorkHourRecords/${dto.id}`, { as: 'Procurement', params: { id: dto.id } });
    expect(read.json).toEqual(dto);
    const list = await call(listRoute.GET, 'GET', `/api/WorkHourRecords?employeeId=${employeeId}&year=${ty}&month=${tm}`, { as: 'SiteManager' });
    expect(list.status).toBe(200);
    expect(list.json).toStrictEqual([dto]); // the list's JSON (built by Postgres) equals the record key for key

    const updated = await put('Admin', dto.id, body(managed, employeeId, openDay(4), { isFieldWork: false, workRecordCoefficientId: 2, workHourTypeId: 603 }));
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ isFieldWork: false, workRecordCoefficientId: null, workHourTypeId: 603, workHourType: 'Godišnji odmor', lastModifiedBy: 'Marko Kovačević' });
    expect((await del('Admin', dto.id)).status).toBe(204);
    expect(await recordsOf(employeeId)).toEqual([]);
  });

  it('the list needs year and month (month 1-based, 1-12)', async () => {
    expect((await call(listRoute.GET, 'GET', '/api/WorkHourRecords?projectId=1', { as: 'Admin' })).status).toBe(400);
    expect((await call(listRoute.GET, 'GET', `/api/WorkHourRecords?year=${ty}&month=13`, { as: 'Admin' })).status).toBe(400);
    expect((await call(listRoute.GET, 'GET', `/api/WorkHourRecords?year=${ty}&month=0`, { as: 'Admin' })).status).toBe(400);
  });

  it('one record per employee per day: 409 in Croatian, on create and when an update moves onto a taken day', async () => {
    const employeeId = await newEmployee();
    const first = await post('Admin', body(managed, employeeId, openDay(5)));
    expect(first.status).toBe(201);
    const again = await post('Admin', body(other, employeeId, openDay(5)));
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/^Zaposlenik Ivan Projektni .* već ima evidenciju sati za \d\d\.\d\d\.\d{4}\.$/);
    const second = await post('Admin', body(managed, employeeId, openDay(6)));
    expect((await put('Admin', second.json.id, body(managed, employeeId, openDay(5)))).status).toBe(409);
    expect((await recordsOf(employeeId)).map((x) => x.date)).toEqual([openDay(5), openDay(6)]);
  });

  it('unknown ids: 404', async () => {
    const id = 2_147_483_000;
    expect((await call(itemRoute.GET, 'GET', `/api/WorkHourRecords/${id}`, { as: 'Admin', params: { id } })).status).toBe(404);
    expect((await put('SiteManager', id, body(managed, 1, openDay(3)))).status).toBe(404);
    expect((await del('SiteManager', id)).status).toBe(404);
  });
});

describe('the lock and the unauthorised project (server-side)', () => {
  it('a locked month is refused for SiteManager (409) and accepted for Admin', async () => {
    const employeeId = await newEmployee();
    const refused = await post('SiteManager', body(managed, employeeId, lockedDay(10)));
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('Evidencija sati je zaključana za odabrani mjesec');
    expect(await recordsOf(employeeId)).toEqual([]);
    const accepted = await post('Admin', body(managed, employeeId, lockedDay(10)));
    expect(accepted.status).toBe(201);
    // The SiteManager can neither change nor delete it, nor move an open record into that month.
    expect((await put('SiteManager', accepted.json.id, body(managed, employeeId, lockedDay(10), { hours: '4' }))).status).toBe(409);
    expect((await del('SiteManager', accepted.json.id)).status).toBe(409);
    const open = await post('SiteManager', body(managed, employeeId, openDay(10)));
    expect(open.status).toBe(201);
    expect((await put('SiteManager', open.json.id, body(managed, employeeId, lockedDay(11)))).status).toBe(409);
    // ... nor move the locked record into an open month (the old month counts too).
    expect((await put('SiteManager', accepted.json.id, body(managed, employeeId, openDay(11)))).status).toBe(409);
    expect((await recordsOf(employeeId)).map((x) => [x.date, x.hours])).toEqual([[lockedDay(10), '8.00'], [openDay(10), '8.00']]);
    for (const role of ['SuperAdmin', 'Accounting', 'Management'] as RoleName[]) {
      expect((await put(role, accepted.json.id, body(managed, employeeId, lockedDay(10), { hours: '6' }))).status, role).toBe(200);
    }
  });

  it('Procurement is locked by the deadline like the SiteManager', async () => {
    const employeeId = await newEmployee();
    expect((await post('Procurement', body(other, employeeId, lockedDay(12)))).status).toBe(409);
  });

  it('a project he does not manage is refused for SiteManager (403), old and new project alike; Admin and Procurement may', async () => {
    const employeeId = await newEmployee();
    const refused = await post('SiteManager', body(other, employeeId, openDay(12)));
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Evidencija sati je za centar odgovornosti za koji niste autorizirani');
    expect(await recordsOf(employeeId)).toEqual([]);
    const onOther = await post('Admin', body(other, employeeId, openDay(12)));
    expect(onOther.status).toBe(201);
    expect((await put('SiteManager', onOther.json.id, body(managed, employeeId, openDay(12)))).status).toBe(403);
    expect((await del('SiteManager', onOther.json.id)).status).toBe(403);
    const own = await post('SiteManager', body(managed, employeeId, openDay(13)));
    expect(own.status).toBe(201);
    expect((await put('SiteManager', own.json.id, body(other, employeeId, openDay(13)))).status).toBe(403);
    expect((await post('Procurement', body(other, employeeId, openDay(14)))).status).toBe(201);
    expect((await recordsOf(employeeId)).map((x) => [x.date, x.projectId])).toEqual([
      [openDay(12), other],
      [openDay(13), managed],
      [openDay(14), other],
    ]);
  });

  it('a SiteManager link that ended before the month does not make the project his', async () => {
    const sm = await findActiveUserByEmail(await getDb(), demoEmail('SiteManager'));
    const old = await newProject(`Evidencija bivši ${unique()}`);
    await link(old, sm!.employeeId!, '2020-01-01', '2020-12-31');
    expect((await post('SiteManager', body(old, await newEmployee(), openDay(15)))).status).toBe(403);
  });
});

describe('role matrix (p2 §6 Timesheet: SA A Ac M SM P)', () => {
  it('Warehouse has no access (403, nothing stored); the others read', async () => {
    const employeeId = await newEmployee();
    const q = `/api/WorkHourRecords?year=${ty}&month=${tm}`;
    expect((await call(listRoute.GET, 'GET', q, { as: 'Warehouse' })).status).toBe(403);
    expect((await call(gridRoute.GET, 'GET', `/api/WorkHourRecords/Grid?year=${ty}&month=${tm}`, { as: 'Warehouse' })).status).toBe(403);
    expect((await post('Warehouse', body(managed, employeeId, openDay(16)))).status).toBe(403);
    expect((await copy('Warehouse', { projectId: managed, originDate: openDay(1), destinationDate: openDay(2) })).status).toBe(403);
    expect(await recordsOf(employeeId)).toEqual([]);
    for (const role of ['SuperAdmin', 'Admin', 'Accounting', 'Management', 'SiteManager', 'Procurement'] as RoleName[]) {
      expect((await call(listRoute.GET, 'GET', q, { as: role })).status, role).toBe(200);
    }
  });
  it('Procurement creates, updates and deletes', async () => {
    const employeeId = await newEmployee();
    const created = await post('Procurement', body(other, employeeId, openDay(17)));
    expect(created.status).toBe(201);
    expect((await put('Procurement', created.json.id, body(other, employeeId, openDay(17), { hours: '5' }))).status).toBe(200);
    expect((await del('Procurement', created.json.id)).status).toBe(204);
  });
});

describe('gear on a record (the employee gear record)', () => {
  it('multipart with hasGear and a receipt creates the gear record; absent keeps it; false removes it', async () => {
    const employeeId = await newEmployee();
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...body(managed, employeeId, openDay(18)), hours: '8', hasGear: 'true', shoes: '1', helmet: 'on' })) {
      form.append(k, String(v));
    }
    form.append('file', new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], 'primka.pdf', { type: 'application/pdf' }));
    const res = await post('SiteManager', form);
    expect(res.status).toBe(201);
    expect(res.json.gear).toMatchObject({ shoes: 1, helmet: 1, pants: 0 });
    const gearId = res.json.employeeGearRecordId as number;
    const [g] = await (await getDb()).select().from(employeeGearRecords).where(eq(employeeGearRecords.id, gearId));
    expect(g).toMatchObject({ employeeId, projectId: managed, date: openDay(18), shoes: 1, helmet: 1 });
    expect(g.attachmentId).not.toBeNull();

    const kept = await put('SiteManager', res.json.id, body(managed, employeeId, openDay(19)));
    expect(kept.json).toMatchObject({ employeeGearRecordId: gearId, gear: { shoes: 1 } });
    const [moved] = await (await getDb()).select().from(employeeGearRecords).where(eq(employeeGearRecords.id, gearId));
    expect(moved.date).toBe(openDay(19));
    const removed = await put('SiteManager', res.json.id, body(managed, employeeId, openDay(19), { hasGear: false }));
    expect(removed.json).toMatchObject({ employeeGearRecordId: null, gear: null });
    expect(await (await getDb()).select().from(employeeGearRecords).where(eq(employeeGearRecords.id, gearId))).toEqual([]);
  });
});

describe('POST /api/WorkHourRecords/CopyBatch', () => {
  it('refuses equal dates (400, the same-dates message) and missing dates', async () => {
    const same = await copy('Admin', { projectId: managed, originDate: openDay(20), destinationDate: openDay(20) });
    expect(same.status).toBe(400);
    expect(same.json.message).toBe(messages.workHoursSameDates);
    const missing = await copy('Admin', { projectId: managed, originDate: openDay(20) });
    expect(missing.status).toBe(400);
    expect(missing.json.errors.destinationDate).toContain(messages.required);
  });

  it('copies the project day to another day, skipping employees who already have a record there', async () => {
    const project = await newProject(`Kopiranje ${unique()}`);
    const [a, b, c] = [await newEmployee(), await newEmployee(), await newEmployee()];
    for (const e of [a, b]) expect((await post('Admin', body(project, e, openDay(21), { isFieldWork: true, workRecordCoefficientId: 1, foodSupplierId: food, numberOfMeals: 1 }))).status).toBe(201);
    expect((await post('Admin', body(other, c, openDay(21)))).status).toBe(201); // another project: not copied
    expect((await post('Admin', body(other, b, openDay(22), { hours: '3' }))).status).toBe(201); // b is taken on the 22nd
    const res = await copy('Admin', { projectId: project, originDate: openDay(21), destinationDate: openDay(22) });
    expect(res.status).toBe(201);
    const result = res.json as CopyBatchResultDto;
    expect(result.count).toBe(1);
    expect(result.records).toHaveLength(1);
    expect(result.records[0]).toMatchObject({ employeeId: a, projectId: project, date: openDay(22), hours: '8.00', isFieldWork: true, workRecordCoefficientId: 1, foodSupplierId: food, numberOfMeals: 1, gear: null });
    expect((await recordsOf(b)).map((x) => [x.date, x.hours, x.projectId])).toEqual([[openDay(21), '8.00', project], [openDay(22), '3.00', other]]);
    expect((await recordsOf(c)).map((x) => x.date)).toEqual([openDay(21)]);
    // Copying again copies nothing.
    expect((await copy('Admin', { projectId: project, originDate: openDay(21), destinationDate: openDay(22) })).json.count).toBe(0);
  });

  it('a locked destination month is refused for SiteManager (409) and copied for Admin; an unmanaged project 403', async () => {
    const e = await newEmployee();
    expect((await post('SiteManager', body(managed, e, openDay(23)))).status).toBe(201);
    const refused = await copy('SiteManager', { projectId: managed, originDate: openDay(23), destinationDate: lockedDay(23) });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(messages.workHoursLocked);
    expect((await recordsOf(e)).map((x) => x.date)).toEqual([openDay(23)]);
    expect((await copy('SiteManager', { projectId: other, originDate: openDay(23), destinationDate: openDay(24) })).status).toBe(403);
    const done = await copy('Admin', { projectId: managed, originDate: openDay(23), destinationDate: lockedDay(23) });
    expect(done.status).toBe(201);
    expect((await recordsOf(e)).map((x) => x.date)).toEqual([lockedDay(23), openDay(23)]);
  });
});

describe('GET /api/WorkHourRecords/Grid', () => {
  it('rows: the project links active in the month and the employees with records; inactive (left the company) hidden unless asked; lock per project; suppliers', async () => {
    const project = await newProject(`Mreža ${unique()}`);
    const db = await getDb();
    await db.update(projects).set({ defaultWorkRecordCoefficientId: 2 }).where(eq(projects.id, project));
    const linked = await newEmployee();
    const endedLink = await newEmployee();
    const recordOnly = await newEmployee();
    const left = (await insertEmployee(places, { activeTo: '2020-06-30' })).id;
    const unfit = (await insertEmployee(places, { medicalExaminationExpirationDate: openDay(2), workingPermissionExpirationDate: '2030-01-31' })).id;
    await link(project, unfit, null);
    await link(project, linked, '2020-01-01');
    await link(project, endedLink, '2020-01-01', '2020-12-31');
    await link(project, left, '2020-01-01');
    expect((await post('Admin', body(project, recordOnly, openDay(2)))).status).toBe(201);
    expect((await post('Admin', body(other, linked, openDay(1), { accommodationSupplierId: accommodation, foodSupplierId: food, numberOfMeals: 3 }))).status).toBe(201);

    const grid = await call(gridRoute.GET, 'GET', `/api/WorkHourRecords/Grid?projectId=${project}&year=${ty}&month=${tm}`, { as: 'SiteManager' });
    expect(grid.status).toBe(200);
    const g = grid.json as TimesheetGridDto;
    const ids = g.employees.map((e) => e.id);
    expect(ids).toContain(linked);
    expect(ids).not.toContain(endedLink);
    expect(ids).not.toContain(left); // inactive (left the company), hidden
    expect(ids).toContain(recordOnly); // a record on the project but no link in the month: shown
    expect(gridRecords(g).every((x) => x.projectId === project)).toBe(true);
    expect(gridRecords(g).some((x) => x.employeeId === recordOnly && x.date === openDay(2))).toBe(true);
    expect(g.employees.find((e) => e.id === linked)!.lastSuppliers).toMatchObject({ accommodationSupplierId: accommodation, foodSupplierId: food, numberOfMeals: 3 });
    expect(g.projects.find((p) => p.id === project)).toMatchObject({ lock: 'unauthorized', defaultWorkRecordCoefficientId: 2, active: true });
    expect(g.projects.find((p) => p.id === managed)!.lock).toBeNull();
    expect(g.fundHours).toBeGreaterThanOrEqual(160);

    const all = (await call(gridRoute.GET, 'GET', `/api/WorkHourRecords/Grid?projectId=${project}&year=${ty}&month=${tm}&showInactive=true`, { as: 'Admin' })).json as TimesheetGridDto;
    const rows = new Map(all.employees.map((e) => [e.id, e]));
    expect(rows.get(left)?.inactive).toBe(true);
    expect(rows.get(recordOnly)?.inactive).toBe(false);
    expect(rows.get(linked)).toMatchObject({ inactive: false, name: 'Ivan', fullName: `Ivan ${rows.get(linked)!.surname}`, activeTo: null, expiries: [] });
    expect(rows.has(endedLink)).toBe(false);
    expect(rows.get(unfit)!.expiries).toEqual([
      { key: 'medicalExaminationExpirationDate', label: 'Liječnički pregled', date: openDay(2) },
      { key: 'workingPermissionExpirationDate', label: 'Radna dozvola', date: '2030-01-31' },
    ]);
    expect(gridRecords(all).filter((x) => x.employeeId === recordOnly)).toHaveLength(1);
    expect(all.projects.every((p) => p.lock === null)).toBe(true);

    const locked = (await call(gridRoute.GET, 'GET', `/api/WorkHourRecords/Grid?projectId=${managed}&year=${lockedDay(1).slice(0, 4)}&month=${Number(lockedDay(1).slice(5, 7))}`, { as: 'SiteManager' })).json as TimesheetGridDto;
    expect(locked.projects.find((p) => p.id === managed)!.lock).toBe('deadline');
  });

  it('all projects: everyone with a record or a project link in the month; January 2026 fund 176 with its holidays', async () => {
    const e = await newEmployee();
    await post('Admin', body(other, e, '2026-01-07'));
    const g = (await call(gridRoute.GET, 'GET', '/api/WorkHourRecords/Grid?year=2026&month=1&showInactive=1', { as: 'Admin' })).json as TimesheetGridDto;
    expect(g.projectId).toBeNull();
    expect(g.fundHours).toBe(176);
    expect(g.holidays.map((h) => h.date)).toEqual(['2026-01-01', '2026-01-06']);
    expect(g.employees.some((x) => x.id === e)).toBe(true);
    expect(gridRecords(g).filter((x) => x.employeeId === e).map((x) => x.date)).toEqual(['2026-01-07']);
    // The cells are indexed by day: the 7th is index 6, the month's 31 days all there.
    expect(g.cells[String(e)]).toHaveLength(31);
    expect(g.cells[String(e)].findIndex((c) => c !== null)).toBe(6);
  });

  it('the compact cells (built by Postgres) round-trip a record: decoded, they equal GET /api/WorkHourRecords/{id} field for field', async () => {
    const project = await newProject(`Mreža JSON ${unique()}`);
    const e = await newEmployee();
    await link(project, e, '2020-01-01');
    const form = new FormData();
    const fields = { ...body(project, e, openDay(9)), hours: '7,25', isFieldWork: 'true', workRecordCoefficientId: '3', accommodationSupplierId: String(accommodation), foodSupplierId: String(food), numberOfMeals: '2', description: 'Oplata "zid"\n ž\\ kraj', hasGear: 'true', goggles: '1', helmet: '1' };
    for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
    const created = await post('Admin', form);
    expect(created.status).toBe(201);
    const plain = await post('Admin', body(project, e, openDay(8), { hours: '10' }));
    const described = await post('Admin', body(project, e, openDay(10), { hours: '0', workHourTypeId: 603, description: 'Godišnji' }));
    const res = await call(gridRoute.GET, 'GET', `/api/WorkHourRecords/Grid?projectId=${project}&year=${ty}&month=${tm}`, { as: 'Admin' });
    const g = res.json as TimesheetGridDto;
    const decoded = decodeGridCells(g);
    const days = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
    for (const id of [created.json.id, plain.json.id, described.json.id]) {
      const one = (await call(itemRoute.GET, 'GET', `/api/WorkHourRecords/${id}`, { as: 'Admin', params: { id } })).json as WorkHourRecordDto;
      const cell = [...decoded.values()].find((x) => x.id === id)!;
      // Every field the grid keeps, as GET by id has it; hours the same decimal without trailing zeros.
      const { hours, ...rest } = cell;
      const { hours: oneHours, ...oneRest } = one;
      expect(hours).toBe(oneHours.replace(/\.?0+$/, ''));
      expect(oneRest).toMatchObject(rest);
      expect(Object.keys(rest).sort()).toEqual(Object.keys(rest).filter((k) => k in one).sort());
    }
    const createdCell = decoded.get(`${e}|${openDay(9)}`)!;
    expect(createdCell).toMatchObject({ hours: '7.25', isFieldWork: true, workRecordCoefficientId: 3, accommodationSupplierId: accommodation, foodSupplierId: food, numberOfMeals: 2 });
    // Quotes, a backslash, a line break (multipart sends it as CRLF) and č ć đ š ž survive the JSON written as text.
    expect(createdCell.description).toMatch(/^Oplata "zid"\r?\n ž\\ kraj$/);
    expect(createdCell.gear).toEqual(Object.fromEntries(GEAR_KEYS.map((k) => [k, k === 'goggles' || k === 'helmet' ? 1 : 0])));

    // The wire shape: per employee one entry per day (null without a record), tuples without trailing nulls.
    const row = g.cells[String(e)];
    expect(row).toHaveLength(days);
    expect(row.filter((c) => c !== null)).toHaveLength(3);
    expect(row[7]).toEqual([plain.json.id, project, '10', 600, 0, null, null, null, 0] satisfies GridCellTuple);
    expect(row[9]).toEqual([described.json.id, project, '0', 603, 0, null, null, null, 0, 'Godišnji']);
    expect(row[8]).toHaveLength(11);
    expect(row[8]![10]).toEqual(GEAR_KEYS.map((k) => (k === 'goggles' || k === 'helmet' ? 1 : 0)));
    expect(row[0]).toBeNull();
    // The names once, in the lookups: only what the month's cells use.
    expect(g.lookups.types.map((t) => t.id)).toEqual([600, 603]);
    expect(g.lookups.coefficients.map((c) => c.id)).toEqual([3]);
    expect(g.lookups.suppliers.map((x) => x.id).sort((a, b) => a - b)).toEqual([accommodation, food].sort((a, b) => a - b));
    expect(Object.keys(g)).not.toContain('records');
    expect(JSON.stringify(g)).not.toContain('createdDate');
  });

  it('a grid without rows has empty cells and lookups', async () => {
    const project = await newProject(`Mreža prazna ${unique()}`);
    const g = (await call(gridRoute.GET, 'GET', `/api/WorkHourRecords/Grid?projectId=${project}&year=${ty}&month=${tm}`, { as: 'Admin' })).json as TimesheetGridDto;
    expect(g.employees).toEqual([]);
    expect(g.cells).toEqual({});
    expect(g.lookups).toEqual({ types: [], coefficients: [], suppliers: [] });
  });

  it('needs year and month', async () => {
    expect((await call(gridRoute.GET, 'GET', '/api/WorkHourRecords/Grid?projectId=1', { as: 'Admin' })).status).toBe(400);
  });
});


describe('demo work hours (db/seed/demo-work-hours.ts)', () => {
  it('seeds the previous and the current month of two demo projects, idempotently, with GO, BOL and field work', async () => {
    const db = await getDb();
    await db.transaction((tx) => seedDemoWorkHours(tx));
    const count1 = (await db.select({ n: count() }).from(workHourRecords))[0].n;
    await db.transaction((tx) => seedDemoWorkHours(tx));
    expect((await db.select({ n: count() }).from(workHourRecords))[0].n).toBe(count1);
    const [klara] = await db.select({ id: projects.id }).from(projects).where(eq(projects.name, 'Stambena zgrada Sveta Klara'));
    const [kupa] = await db.select({ id: projects.id }).from(projects).where(eq(projects.name, 'Rekonstrukcija mosta na Kupi'));
    const prev = new Date(Date.UTC(ty, tm - 2, 1));
    const g = (await call(gridRoute.GET, 'GET', `/api/WorkHourRecords/Grid?projectId=${klara.id}&year=${prev.getUTCFullYear()}&month=${prev.getUTCMonth() + 1}`, { as: 'SiteManager' })).json as TimesheetGridDto;
    expect(g.employees.length).toBeGreaterThanOrEqual(4);
    expect(gridRecords(g).some((x) => x.workHourTypeId === 603)).toBe(true);
    expect(g.lookups.types.find((t) => t.id === 603)?.name).toBeTruthy();
    const field = await db.select().from(workHourRecords).where(and(eq(workHourRecords.projectId, kupa.id), eq(workHourRecords.isFieldWork, true))).limit(1);
    expect(field[0]).toMatchObject({ isFieldWork: true });
    expect(field[0].workRecordCoefficientId).not.toBeNull();
    expect(field[0].accommodationSupplierId).not.toBeNull();
  });
});
