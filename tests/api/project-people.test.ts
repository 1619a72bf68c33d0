import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { cooperators, employees, projectCooperators, projectEmployees } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import * as projectsRoute from '@/app/api/Projects/route';
import * as projectRoute from '@/app/api/Projects/[id]/route';
import * as employeesOfRoute from '@/app/api/Projects/[id]/ProjectEmployees/route';
import * as cooperatorsOfRoute from '@/app/api/Projects/[id]/ProjectCooperators/route';
import * as employeeCreateRoute from '@/app/api/ProjectEmployees/route';
import * as employeeRoute from '@/app/api/ProjectEmployees/[id]/route';
import * as cooperatorCreateRoute from '@/app/api/ProjectCooperators/route';
import * as cooperatorRoute from '@/app/api/ProjectCooperators/[id]/route';
import * as cooperatorDeleteRoute from '@/app/api/Cooperators/[id]/route';
import * as employeeDeleteRoute from '@/app/api/Employees/[id]/route';
import { call, expectFieldError, PROJECT_LOOKUP, statementsMatching } from './helpers';
import { loadPlaces, type Places } from './fixtures';
import { CooperatorType, insertContact, insertCooperator, insertEmployee, projectBody } from './project-fixtures';

/**
 * Project employees and project cooperators (spec part 1 sections 3, 5-7): read and write for
 * SA, A, Ac, M and SiteManager; Procurement (who reads projects) and Warehouse get 403.
 */
const ROLES: RoleName[] = ['SuperAdmin', 'Admin', 'Accounting', 'Management', 'SiteManager', 'Procurement', 'Warehouse'];
const Role = { Worker: 703, Foreman: 701 };

let p: Places;
beforeAll(async () => {
  p = await loadPlaces();
});

async function newProject() {
  const res = await call(projectsRoute.POST, 'POST', '/api/Projects', { as: 'Admin', body: projectBody(p) });
  expect(res.status).toBe(201);
  return res.json as { id: number; name: string };
}

const rows = async (table: typeof projectEmployees | typeof projectCooperators) =>
  (await (await getDb()).select({ n: count() }).from(table))[0].n;

const employeeBody = (projectId: number, employeeId: number, patch: Record<string, unknown> = {}) => ({
  projectId,
  employeeId,
  employeeRoleId: Role.Worker,
  activeFrom: '2026-01-01',
  activeTo: '2026-12-31',
  ...patch,
});

const cooperatorBody = (projectId: number, cooperatorId: number, patch: Record<string, unknown> = {}) => ({
  projectId,
  cooperatorId,
  cooperatorTypeId: CooperatorType.Contractor,
  clientId: null,
  cooperatorContactId: null,
  hasBoq: false,
  activeFrom: '2026-01-01',
  activeTo: null,
  ...patch,
});

async function addEmployee(projectId: number, employeeId: number, patch: Record<string, unknown> = {}, as: RoleName = 'Admin') {
  const res = await call(employeeCreateRoute.POST, 'POST', '/api/ProjectEmployees', { as, body: employeeBody(projectId, employeeId, patch) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
}

async function addCooperator(projectId: number, cooperatorId: number, patch: Record<string, unknown> = {}, as: RoleName = 'Admin') {
  const res = await call(cooperatorCreateRoute.POST, 'POST', '/api/ProjectCooperators', { as, body: cooperatorBody(projectId, cooperatorId, patch) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
}

async function everyEndpoint(as: RoleName | null) {
  const project = await newProject();
  const employee = await insertEmployee(p);
  const another = await insertEmployee(p); // the same employee twice at once would be 409
  const cooperator = await insertCooperator();
  const pe = await addEmployee(project.id, employee.id);
  const pc = await addCooperator(project.id, cooperator.id);
  const opts = as ? { as } : {};
  const pid = { params: { id: project.id } };
  return {
    employeesOf: (await call(employeesOfRoute.GET, 'GET', '/api/Projects/x/ProjectEmployees', { ...opts, ...pid })).status,
    cooperatorsOf: (await call(cooperatorsOfRoute.GET, 'GET', '/api/Projects/x/ProjectCooperators', { ...opts, ...pid })).status,
    getCooperator: (await call(cooperatorRoute.GET, 'GET', '/api/ProjectCooperators/x', { ...opts, params: { id: pc.id } })).status,
    createEmployee: (await call(employeeCreateRoute.POST, 'POST', '/api/ProjectEmployees', { ...opts, body: employeeBody(project.id, another.id) })).status,
    updateEmployee: (await call(employeeRoute.PUT, 'PUT', '/api/ProjectEmployees/x', { ...opts, params: { id: pe.id }, body: employeeBody(project.id, employee.id, { employeeRoleId: Role.Foreman }) })).status,
    deleteEmployee: (await call(employeeRoute.DELETE, 'DELETE', '/api/ProjectEmployees/x', { ...opts, params: { id: pe.id } })).status,
    createCooperator: (await call(cooperatorCreateRoute.POST, 'POST', '/api/ProjectCooperators', { ...opts, body: cooperatorBody(project.id, cooperator.id) })).status,
    updateCooperator: (await call(cooperatorRoute.PUT, 'PUT', '/api/ProjectCooperators/x', { ...opts, params: { id: pc.id }, body: cooperatorBody(project.id, cooperator.id, { hasBoq: true }) })).status,
    deleteCooperator: (await call(cooperatorRoute.DELETE, 'DELETE', '/api/ProjectCooperators/x', { ...opts, params: { id: pc.id } })).status,
  };
}

const OK = { employeesOf: 200, cooperatorsOf: 200, getCooperator: 200, createEmployee: 201, updateEmployee: 200, deleteEmployee: 204, createCooperator: 201, updateCooperator: 200, deleteCooperator: 204 };
const DENIED = Object.fromEntries(Object.keys(OK).map((k) => [k, 403])) as typeof OK;
const EXPECTED: Record<RoleName, typeof OK> = {
  SuperAdmin: OK,
  Admin: OK,
  Accounting: OK,
  Management: OK,
  SiteManager: OK,
  Procurement: DENIED,
  Warehouse: DENIED,
};


describe('project people: access by role (section 6)', () => {
  it('answers 401 without a session', async () => {
    expect(Object.values(await everyEndpoint(null))).toEqual(Array(9).fill(401));
  });

  for (const role of ROLES) {
    it(`${role}: ${EXPECTED[role] === OK ? 'reads and writes' : '403 everywhere, nothing changed'}`, async () => {
      const before = [await rows(projectEmployees), await rows(projectCooperators)];
      const statuses = await everyEndpoint(role);
      expect(statuses).toEqual(EXPECTED[role]);
      // everyEndpoint adds one of each as Admin; an allowed role adds one and deletes one.
      expect([await rows(projectEmployees), await rows(projectCooperators)]).toEqual([before[0] + 1, before[1] + 1]);
    });
  }
});

describe('project employees', () => {
  it('adds, lists with display fields, edits and removes an employee', async () => {
    const project = await newProject();
    const employee = await insertEmployee(p, { name: 'Šime', surname: 'Čačić Đurić' });
    const created = await addEmployee(project.id, employee.id, {}, 'SiteManager');
    expect(created).toEqual({
      id: expect.any(Number),
      projectId: project.id,
      employeeId: employee.id,
      employeeName: 'Šime Čačić Đurić',
      employee: { id: employee.id, name: 'Šime', surname: 'Čačić Đurić' },
      employeeRoleId: Role.Worker,
      employeeRole: 'Radnik',
      activeFrom: '2026-01-01',
      activeTo: '2026-12-31',
    });
    const list = await call(employeesOfRoute.GET, 'GET', '/api/Projects/x/ProjectEmployees', { as: 'SiteManager', params: { id: project.id } });
    expect(list.json).toEqual([created]);

    const put = await call(employeeRoute.PUT, 'PUT', '/api/ProjectEmployees/x', {
      as: 'SiteManager',
      params: { id: created.id },
      body: employeeBody(project.id, employee.id, { employeeRoleId: null, activeTo: '' }),
    });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ employeeRoleId: null, employeeRole: null, activeTo: null });

    expect((await call(employeeRoute.DELETE, 'DELETE', '/api/ProjectEmployees/x', { as: 'SiteManager', params: { id: created.id } })).status).toBe(204);
    expect((await call(employeesOfRoute.GET, 'GET', '/api/Projects/x/ProjectEmployees', { as: 'Admin', params: { id: project.id } })).json).toEqual([]);
  });

  it('refuses every broken rule with its message and stores nothing', async () => {
    const project = await newProject();
    const employee = await insertEmployee(p);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ employeeId: null }, 'employeeId', messages.required],
      [{ employeeId: '' }, 'employeeId', messages.required],
      [{ employeeId: 99999999 }, 'employeeId', messages.employeeMissing],
      [{ activeFrom: '2026-05-02', activeTo: '2026-05-01' }, 'activeTo', messages.fromBeforeTo],
      [{ activeFrom: '2026-13-01' }, 'activeFrom', messages.invalidDate],
      [{ employeeRoleId: CooperatorType.Investor }, 'employeeRoleId', messages.invalidValue],
      [{ projectId: null }, 'projectId', messages.required],
      [{ projectId: 99999999 }, 'projectId', messages.projectMissing],
    ];
    const before = await rows(projectEmployees);
    for (const [patch, field, message] of cases) {
      const res = await call(employeeCreateRoute.POST, 'POST', '/api/ProjectEmployees', { as: 'Admin', body: employeeBody(project.id, employee.id, patch) });
      expectFieldError(res, field, message, JSON.stringify(patch));
    }
    expect(await rows(projectEmployees)).toBe(before);
  });

  it('never moves a row to another project, and checks the rules on update', async () => {
    const [project, other] = [await newProject(), await newProject()];
    const employee = await insertEmployee(p);
    const row = await addEmployee(project.id, employee.id);
    const db = await getDb();
    const [stored] = await db.select().from(projectEmployees).where(eq(projectEmployees.id, row.id));
    const moved = await call(employeeRoute.PUT, 'PUT', '/api/ProjectEmployees/x', { as: 'Admin', params: { id: row.id }, body: employeeBody(other.id, employee.id) });
    expect(moved.status).toBe(400);
    expect(moved.json.errors.projectId).toEqual([messages.projectRowOtherProject]);
    const badDates = await call(employeeRoute.PUT, 'PUT', '/api/ProjectEmployees/x', {
      as: 'Admin',
      params: { id: row.id },
      body: employeeBody(project.id, employee.id, { activeFrom: '2026-02-01', activeTo: '2026-01-01' }),
    });
    expect(badDates.json.errors.activeTo).toContain(messages.fromBeforeTo);
    const [after] = await db.select().from(projectEmployees).where(eq(projectEmployees.id, row.id));
    expect(after).toEqual(stored);
    expect((await call(employeeRoute.PUT, 'PUT', '/api/ProjectEmployees/x', { as: 'Admin', params: { id: 99999999 }, body: employeeBody(project.id, employee.id) })).status).toBe(404);
    expect((await call(employeeRoute.DELETE, 'DELETE', '/api/ProjectEmployees/x', { as: 'Admin', params: { id: 99999999 } })).status).toBe(404);
    expect((await call(employeesOfRoute.GET, 'GET', '/api/Projects/x/ProjectEmployees', { as: 'Admin', params: { id: 99999999 } })).status).toBe(404);
    // an existing project without employees: an empty list; with employees it is not looked up (they prove it exists)
    expect((await call(employeesOfRoute.GET, 'GET', '/api/Projects/x/ProjectEmployees', { as: 'Admin', params: { id: other.id } })).json).toEqual([]);
    if (process.env.DATABASE_URL) {
      expect(await statementsMatching(() => call(employeesOfRoute.GET, 'GET', '/api/Projects/x/ProjectEmployees', { as: 'Admin', params: { id: project.id } }), PROJECT_LOOKUP)).toBe(0);
      expect(await statementsMatching(() => call(employeesOfRoute.GET, 'GET', '/api/Projects/x/ProjectEmployees', { as: 'Admin', params: { id: other.id } }), PROJECT_LOOKUP)).toBe(1);
    }
  });

  it('refuses the same employee twice on a project in overlapping periods (409), allows it in separate ones', async () => {
    const project = await newProject();
    const employee = await insertEmployee(p);
    const first = await addEmployee(project.id, employee.id, { activeFrom: '2026-01-01', activeTo: '2026-06-30' });
    const before = await rows(projectEmployees);
    const expected = messages.employeeAlreadyOnProject('01.01.2026. – 30.06.2026.');
    expect(expected).toBe('Zaposlenik je već na ovom centru odgovornosti u razdoblju koje se preklapa (01.01.2026. – 30.06.2026.).');
    for (const period of [
      { activeFrom: '2026-06-30', activeTo: '2026-12-31' }, // one shared day
      { activeFrom: null, activeTo: null }, // open on both ends
      { activeFrom: '2026-03-01', activeTo: '2026-03-31' }, // inside
    ]) {
      const res = await call(employeeCreateRoute.POST, 'POST', '/api/ProjectEmployees', { as: 'SiteManager', body: employeeBody(project.id, employee.id, period) });
      expect(res.status, JSON.stringify(period)).toBe(409);
      expect(res.json).toEqual({ message: expected, errors: { employeeId: [expected] } });
    }
    expect(await rows(projectEmployees)).toBe(before);

    // A later period is fine; moving it onto the first one is refused; the row itself never clashes.
    const second = await addEmployee(project.id, employee.id, { activeFrom: '2026-07-01', activeTo: null });
    const clash = await call(employeeRoute.PUT, 'PUT', '/api/ProjectEmployees/x', {
      as: 'Admin',
      params: { id: second.id },
      body: employeeBody(project.id, employee.id, { activeFrom: '2026-06-01', activeTo: null }),
    });
    expect(clash.status).toBe(409);
    const own = await call(employeeRoute.PUT, 'PUT', '/api/ProjectEmployees/x', {
      as: 'Admin',
      params: { id: first.id },
      body: employeeBody(project.id, employee.id, { activeFrom: '2025-12-01', activeTo: '2026-06-30' }),
    });
    expect(own.status).toBe(200);
    // Another employee, or the same one on another project, is not affected.
    await addEmployee(project.id, (await insertEmployee(p)).id, { activeFrom: null, activeTo: null });
    await addEmployee((await newProject()).id, employee.id, { activeFrom: null, activeTo: null });
  });

  it('an employee on a project cannot be deleted (409), and goes with the project', async () => {
    const project = await newProject();
    const employee = await insertEmployee(p);
    await addEmployee(project.id, employee.id);
    const res = await call(employeeDeleteRoute.DELETE, 'DELETE', '/api/Employees/x', { as: 'Admin', params: { id: employee.id } });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(messages.inUse);
    const db = await getDb();
    expect(await db.select({ id: employees.id }).from(employees).where(eq(employees.id, employee.id))).toHaveLength(1);
    // Deleting the project removes its people, after which the employee may go.
    expect((await call(projectRoute.DELETE, 'DELETE', '/api/Projects/x', { as: 'Admin', params: { id: project.id } })).status).toBe(204);
    expect(await db.select().from(projectEmployees).where(eq(projectEmployees.projectId, project.id))).toEqual([]);
    expect((await call(employeeDeleteRoute.DELETE, 'DELETE', '/api/Employees/x', { as: 'Admin', params: { id: employee.id } })).status).toBe(204);
  });
});

describe('project cooperators', () => {
  it('adds with client and contact, reads, lists with display fields, edits and removes', async () => {
    const project = await newProject();
    const cooperator = await insertCooperator();
    const client = await insertCooperator();
    const contact = await insertContact(cooperator.id, 'Željka Šarić');
    const created = await addCooperator(project.id, cooperator.id, { clientId: client.id, cooperatorContactId: contact.id, hasBoq: true, cooperatorTypeId: CooperatorType.Subcontractor }, 'SiteManager');
    expect(created).toEqual({
      id: expect.any(Number),
      projectId: project.id,
      cooperatorId: cooperator.id,
      cooperatorContactId: contact.id,
      clientId: client.id,
      cooperatorTypeId: CooperatorType.Subcontractor,
      hasBoq: true,
      activeFrom: '2026-01-01',
      activeTo: null,
      cooperatorName: cooperator.name,
      cooperatorType: 'Podizvođač',
      clientName: client.name,
      projectName: project.name,
      cooperatorContactSummary: 'Željka Šarić, 091 111 2222, kontakt@suradnik.hr',
    });
    const read = await call(cooperatorRoute.GET, 'GET', '/api/ProjectCooperators/x', { as: 'Management', params: { id: created.id } });
    expect(read.json).toEqual(created);
    const list = await call(cooperatorsOfRoute.GET, 'GET', '/api/Projects/x/ProjectCooperators', { as: 'SiteManager', params: { id: project.id } });
    expect(list.json).toEqual([created]);

    const put = await call(cooperatorRoute.PUT, 'PUT', '/api/ProjectCooperators/x', {
      as: 'Accounting',
      params: { id: created.id },
      body: cooperatorBody(project.id, cooperator.id, { cooperatorTypeId: CooperatorType.Investor, clientId: '', cooperatorContactId: null, hasBoq: false }),
    });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ cooperatorType: 'Investitor', clientId: null, clientName: null, cooperatorContactId: null, cooperatorContactSummary: null, hasBoq: false });
    // An Investor is the project's investor.
    expect((await call(projectRoute.GET, 'GET', '/api/Projects/x', { as: 'Procurement', params: { id: project.id } })).json.investor).toBe(cooperator.name);

    expect((await call(cooperatorRoute.DELETE, 'DELETE', '/api/ProjectCooperators/x', { as: 'Accounting', params: { id: created.id } })).status).toBe(204);
    expect((await call(cooperatorRoute.GET, 'GET', '/api/ProjectCooperators/x', { as: 'Admin', params: { id: created.id } })).status).toBe(404);
    expect((await call(projectRoute.GET, 'GET', '/api/Projects/x', { as: 'Admin', params: { id: project.id } })).json.investor).toBeNull();
  });

  it('refuses every broken rule with its message and stores nothing', async () => {
    const project = await newProject();
    const cooperator = await insertCooperator();
    const other = await insertCooperator();
    const othersContact = await insertContact(other.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ cooperatorId: null }, 'cooperatorId', messages.required],
      [{ cooperatorId: 99999999 }, 'cooperatorId', messages.cooperatorMissing],
      [{ cooperatorTypeId: null }, 'cooperatorTypeId', messages.required],
      [{ cooperatorTypeId: '' }, 'cooperatorTypeId', messages.required],
      [{ cooperatorTypeId: Role.Worker }, 'cooperatorTypeId', messages.invalidValue],
      [{ activeFrom: '2026-05-02', activeTo: '2026-05-01' }, 'activeTo', messages.fromBeforeTo],
      [{ clientId: 99999999 }, 'clientId', messages.cooperatorMissing],
      [{ cooperatorContactId: othersContact.id }, 'cooperatorContactId', messages.contactNotOfCooperator],
      [{ cooperatorContactId: 99999999 }, 'cooperatorContactId', messages.contactNotOfCooperator],
      [{ hasBoq: 'možda' }, 'hasBoq', messages.invalidValue],
      [{ projectId: 99999999 }, 'projectId', messages.projectMissing],
    ];
    const before = await rows(projectCooperators);
    for (const [patch, field, message] of cases) {
      const res = await call(cooperatorCreateRoute.POST, 'POST', '/api/ProjectCooperators', { as: 'Admin', body: cooperatorBody(project.id, cooperator.id, patch) });
      expectFieldError(res, field, message, JSON.stringify(patch));
    }
    expect(await rows(projectCooperators)).toBe(before);
  });

  it('checks the contact against the cooperator on update too, and never moves a row', async () => {
    const [project, otherProject] = [await newProject(), await newProject()];
    const cooperator = await insertCooperator();
    const other = await insertCooperator();
    const contact = await insertContact(cooperator.id);
    const row = await addCooperator(project.id, cooperator.id, { cooperatorContactId: contact.id });
    const db = await getDb();
    const [stored] = await db.select().from(projectCooperators).where(eq(projectCooperators.id, row.id));
    // A new cooperator with the old one's contact: refused (the form clears the contact).
    const switched = await call(cooperatorRoute.PUT, 'PUT', '/api/ProjectCooperators/x', {
      as: 'Admin',
      params: { id: row.id },
      body: cooperatorBody(project.id, other.id, { cooperatorContactId: contact.id }),
    });
    expect(switched.status).toBe(400);
    expect(switched.json.errors.cooperatorContactId).toEqual([messages.contactNotOfCooperator]);
    const moved = await call(cooperatorRoute.PUT, 'PUT', '/api/ProjectCooperators/x', { as: 'Admin', params: { id: row.id }, body: cooperatorBody(otherProject.id, cooperator.id) });
    expect(moved.status).toBe(400);
    expect(moved.json.errors.projectId).toEqual([messages.projectRowOtherProject]);
    const [after] = await db.select().from(projectCooperators).where(eq(projectCooperators.id, row.id));
    expect(after).toEqual(stored);
    expect((await call(cooperatorRoute.PUT, 'PUT', '/api/ProjectCooperators/x', { as: 'Admin', params: { id: 99999999 }, body: cooperatorBody(project.id, cooperator.id) })).status).toBe(404);
    expect((await call(cooperatorsOfRoute.GET, 'GET', '/api/Projects/x/ProjectCooperators', { as: 'Admin', params: { id: 99999999 } })).status).toBe(404);
    if (process.env.DATABASE_URL) expect(await statementsMatching(() => call(cooperatorsOfRoute.GET, 'GET', '/api/Projects/x/ProjectCooperators', { as: 'Admin', params: { id: project.id } }), PROJECT_LOOKUP)).toBe(0);
  });

  it('a cooperator on a project, as cooperator or as client, cannot be deleted (409)', async () => {
    const project = await newProject();
    const cooperator = await insertCooperator();
    const client = await insertCooperator();
    await addCooperator(project.id, cooperator.id, { clientId: client.id });
    const db = await getDb();
    for (const target of [cooperator, client]) {
      const res = await call(cooperatorDeleteRoute.DELETE, 'DELETE', '/api/Cooperators/x', { as: 'Admin', params: { id: target.id } });
      expect(res.status).toBe(409);
      expect(res.json).toEqual({ message: messages.cooperatorInUse });
      expect(await db.select({ id: cooperators.id }).from(cooperators).where(eq(cooperators.id, target.id))).toHaveLength(1);
    }
  });
});
