import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLog, employees, users } from '@/db/schema';
import { Role, type RoleName } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import * as usersRoute from '@/app/api/Users/route';
import * as userRoute from '@/app/api/Users/[id]/route';
import * as codebooksRoute from '@/app/api/Codebooks/route';
import { call, demoEmail, expectFieldError, unique } from './helpers';

const userCount = async () => (await (await getDb()).select({ n: count() }).from(users))[0].n;
let employeeId: number;

beforeAll(async () => {
  const db = await getDb();
  const [e] = await db.select({ id: employees.id }).from(employees).limit(1);
  employeeId = e.id;
});

const valid = () => ({
  name: 'Đurđica',
  surname: 'Šimić-Čačić',
  email: `dj.${unique()}@gradiliste.test`,
  roleId: Role.Procurement,
  employeeId: null,
});

describe('access to /api/Users', () => {
  it('answers 401 without a session', async () => {
    expect((await call(usersRoute.GET, 'GET', '/api/Users')).status).toBe(401);
    expect((await call(usersRoute.POST, 'POST', '/api/Users', { body: valid() })).status).toBe(401);
    expect((await call(userRoute.GET, 'GET', '/api/Users/1', { params: { id: 1 } })).status).toBe(401);
    expect((await call(userRoute.PUT, 'PUT', '/api/Users/1', { params: { id: 1 }, body: valid() })).status).toBe(401);
    expect((await call(userRoute.DELETE, 'DELETE', '/api/Users/1', { params: { id: 1 } })).status).toBe(401);
  });

  it('answers 403 to a signed-in identity that is not a user', async () => {
    const res = await call(usersRoute.GET, 'GET', '/api/Users', { as: { email: 'nepoznat@drugdje.test' } });
    expect(res.status).toBe(403);
  });

  const others: RoleName[] = ['Admin', 'Accounting', 'Management', 'SiteManager', 'Procurement', 'Warehouse'];
  for (const role of others) {
    it(`answers 403 to ${role} on every endpoint and changes nothing`, async () => {
      const before = await userCount();
      const [target] = await (await getDb()).select({ id: users.id }).from(users).limit(1);
      const p = { id: target.id };
      expect((await call(usersRoute.GET, 'GET', '/api/Users', { as: role })).status).toBe(403);
      expect((await call(usersRoute.POST, 'POST', '/api/Users', { as: role, body: valid() })).status).toBe(403);
      expect((await call(userRoute.GET, 'GET', `/api/Users/${p.id}`, { as: role, params: p })).status).toBe(403);
      expect((await call(userRoute.PUT, 'PUT', `/api/Users/${p.id}`, { as: role, params: p, body: valid() })).status).toBe(403);
      expect((await call(userRoute.DELETE, 'DELETE', `/api/Users/${p.id}`, { as: role, params: p })).status).toBe(403);
      expect(await userCount()).toBe(before);
    });
  }

  it('refuses a state-changing request from another origin', async () => {
    const res = await call(usersRoute.POST, 'POST', '/api/Users', {
      as: 'SuperAdmin',
      body: valid(),
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.status).toBe(403);
  });
});

describe('users CRUD as SuperAdmin', () => {
  it('creates, reads, lists, updates and deletes a user, with an audit trail', async () => {
    const input = valid();
    const created = await call(usersRoute.POST, 'POST', '/api/Users', { as: 'SuperAdmin', body: { ...input, email: input.email.toUpperCase() } });
    expect(created.status).toBe(201);
    const id = created.json.id as number;

    const read = await call(userRoute.GET, 'GET', `/api/Users/${id}`, { as: 'SuperAdmin', params: { id } });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ name: 'Đurđica', surname: 'Šimić-Čačić', email: input.email, userName: input.email, roleId: Role.Procurement, role: 'Nabava', emailConfirmed: false });

    const list = await call(usersRoute.GET, 'GET', `/api/Users?Filter.Email=${encodeURIComponent(input.email)}`, { as: 'SuperAdmin' });
    expect(list.json.totalItems).toBe(1);
    expect(list.json.pageItems[0].id).toBe(id);

    const updated = await call(userRoute.PUT, 'PUT', `/api/Users/${id}`, {
      as: 'SuperAdmin',
      params: { id },
      body: { name: 'Ivo', surname: 'Ivić', email: 'promjena@gradiliste.test', roleId: Role.SiteManager, employeeId },
    });
    expect(updated.status).toBe(200);
    const after = await call(userRoute.GET, 'GET', `/api/Users/${id}`, { as: 'SuperAdmin', params: { id } });
    // The e-mail is disabled when editing: a sent value is ignored.
    expect(after.json).toMatchObject({ name: 'Ivo', surname: 'Ivić', email: input.email, roleId: Role.SiteManager, employeeId });

    const deleted = await call(userRoute.DELETE, 'DELETE', `/api/Users/${id}`, { as: 'SuperAdmin', params: { id } });
    expect(deleted.status).toBe(204);
    expect((await call(userRoute.GET, 'GET', `/api/Users/${id}`, { as: 'SuperAdmin', params: { id } })).status).toBe(404);

    const trail = await (await getDb())
      .select({ operation: auditLog.operation, userEmail: auditLog.userEmail })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(trail.filter((t) => t.userEmail === demoEmail('SuperAdmin')).map((t) => t.operation)).toEqual(
      expect.arrayContaining(['create', 'update', 'delete']),
    );
  });

  it('does not let SuperAdmin delete their own account', async () => {
    const [me] = await (await getDb()).select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, demoEmail('SuperAdmin')));
    const res = await call(userRoute.DELETE, 'DELETE', `/api/Users/${me.id}`, { as: 'SuperAdmin', params: { id: me.id } });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(messages.cannotDeleteSelf);
  });
});

describe('user validation (400 with the field message, nothing stored)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['name missing', { name: '' }, 'name', messages.required],
    ['name too long', { name: 'a'.repeat(201) }, 'name', messages.maxLength(200)],
    ['surname missing', { surname: undefined }, 'surname', messages.required],
    ['surname too long', { surname: 'ž'.repeat(201) }, 'surname', messages.maxLength(200)],
    ['email missing', { email: '' }, 'email', messages.required],
    ['email invalid', { email: 'nije-adresa' }, 'email', messages.invalidEmail],
    ['email too long', { email: `${'a'.repeat(96)}@x.hr` }, 'email', messages.maxLength(100)],
    ['role missing', { roleId: undefined }, 'roleId', messages.required],
    ['SiteManager without employee', { roleId: Role.SiteManager, employeeId: null }, 'employeeId', messages.required],
  ];
  for (const [label, patch, field, message] of cases) {
    it(label, async () => {
      const before = await userCount();
      const res = await call(usersRoute.POST, 'POST', '/api/Users', { as: 'SuperAdmin', body: { ...valid(), ...patch } });
      expectFieldError(res, field, message);
      expect(await userCount()).toBe(before);
    });
  }

  it('refuses an unknown role and an unknown employee', async () => {
    const before = await userCount();
    const badRole = await call(usersRoute.POST, 'POST', '/api/Users', { as: 'SuperAdmin', body: { ...valid(), roleId: 999 } });
    expect(badRole.status).toBe(400);
    expect(badRole.json.errors.roleId).toBeDefined();
    const badEmployee = await call(usersRoute.POST, 'POST', '/api/Users', { as: 'SuperAdmin', body: { ...valid(), employeeId: 99999999 } });
    expect(badEmployee.status).toBe(400);
    expect(badEmployee.json.errors.employeeId).toEqual([messages.userEmployeeMissing]);
    expect(await userCount()).toBe(before);
  });

  it('refuses an e-mail that another user has, whatever its case', async () => {
    const before = await userCount();
    const res = await call(usersRoute.POST, 'POST', '/api/Users', {
      as: 'SuperAdmin',
      body: { ...valid(), email: demoEmail('Admin').toUpperCase() },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.email).toEqual([messages.userEmailTaken]);
    expect(await userCount()).toBe(before);
  });

  it('refuses an update that drops the employee of a SiteManager and keeps the row', async () => {
    const db = await getDb();
    const [sm] = await db.select().from(users).where(eq(sql`lower(${users.email})`, demoEmail('SiteManager')));
    const res = await call(userRoute.PUT, 'PUT', `/api/Users/${sm.id}`, {
      as: 'SuperAdmin',
      params: { id: sm.id },
      body: { name: 'X', surname: 'Y', roleId: Role.SiteManager, employeeId: null },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.employeeId).toEqual([messages.required]);
    const [again] = await db.select().from(users).where(eq(users.id, sm.id));
    expect(again).toEqual(sm);
  });
});

describe('user list: filters, sorting, paging', () => {
  it('filters by confirmed e-mail and role, sorts and pages', async () => {
    const db = await getDb();
    const tag = unique();
    const made: number[] = [];
    for (const [i, confirmed] of [true, false, true].entries()) {
      const res = await call(usersRoute.POST, 'POST', '/api/Users', {
        as: 'SuperAdmin',
        body: { ...valid(), surname: `Filtar${tag}`, email: `f${i}.${tag}@gradiliste.test`, roleId: Role.Warehouse },
      });
      made.push(res.json.id);
      await db.update(users).set({ emailConfirmed: confirmed }).where(eq(users.id, res.json.id));
    }
    const base = `/api/Users?Filter.Surname=Filtar${tag}`;
    const confirmed = await call(usersRoute.GET, 'GET', `${base}&Filter.EmailConfirmed=true`, { as: 'SuperAdmin' });
    expect(confirmed.json.totalItems).toBe(2);
    const notConfirmed = await call(usersRoute.GET, 'GET', `${base}&Filter.EmailConfirmed=false`, { as: 'SuperAdmin' });
    expect(notConfirmed.json.pageItems.map((u: { id: number }) => u.id)).toEqual([made[1]]);
    const byRole = await call(usersRoute.GET, 'GET', `${base}&Filter.Role=${Role.Admin}&Filter.Role=${Role.Warehouse}`, { as: 'SuperAdmin' });
    expect(byRole.json.totalItems).toBe(3);
    const sorted = await call(usersRoute.GET, 'GET', `${base}&SortBy=email&SortOrder=desc&PageSize=5`, { as: 'SuperAdmin' });
    expect(sorted.json.pageItems.map((u: { email: string }) => u.email)).toEqual([2, 1, 0].map((i) => `f${i}.${tag}@gradiliste.test`));
    const page2 = await call(usersRoute.GET, 'GET', `${base}&SortBy=email&SortOrder=asc&PageSize=5&PageIndex=0`, { as: 'SuperAdmin' });
    expect(page2.json).toMatchObject({ currentPage: 0, pageSize: 5, totalItems: 3, totalPages: 1 });
  });
});

describe('/api/Codebooks', () => {
  it('returns the Role codebook with the spec codes', async () => {
    const res = await call(codebooksRoute.GET, 'GET', '/api/Codebooks?codebookName=Role', { as: 'Warehouse' });
    expect(res.status).toBe(200);
    expect(res.json.map((o: { value: number }) => o.value).sort()).toEqual([100, 101, 102, 103, 104, 105, 106]);
    expect(res.json[0]).toHaveProperty('label');
  });
  it('requires codebookName and a session', async () => {
    expect((await call(codebooksRoute.GET, 'GET', '/api/Codebooks', { as: 'Admin' })).status).toBe(400);
    expect((await call(codebooksRoute.GET, 'GET', '/api/Codebooks?codebookName=Role')).status).toBe(401);
  });
});
