import { count, eq, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { documentItems, documents, expenseGroups } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import * as listRoute from '@/app/api/ExpenseGroups/route';
import * as itemRoute from '@/app/api/ExpenseGroups/[id]/route';
import { call, expectFieldError, itemStatuses, unique } from './helpers';
import { newProject, unitId } from './project-items-fixtures';

const ExpenseType = { Material: 1500, Service: 1501, Fuel: 1504 } as const;
const groupCount = async () => (await (await getDb()).select({ n: count() }).from(expenseGroups))[0].n;

async function insertGroup(name = `Grupa ${unique()}`, expenseTypeId: number = ExpenseType.Material): Promise<number> {
  const [row] = await (await getDb()).insert(expenseGroups).values({ name, expenseTypeId }).returning({ id: expenseGroups.id });
  return row.id;
}

const stored = async (id: number) => (await (await getDb()).select().from(expenseGroups).where(eq(expenseGroups.id, id)))[0] ?? null;

describe('rights on /api/ExpenseGroups (spec part 2 §6: read SA A Ac M SM, write SA A Ac M)', () => {
  it('answers 401 without a session', async () => {
    const p = { id: 1 };
    expect((await call(listRoute.GET, 'GET', '/api/ExpenseGroups')).status).toBe(401);
    expect((await call(listRoute.POST, 'POST', '/api/ExpenseGroups', { body: { name: 'x', expenseTypeId: 1500 } })).status).toBe(401);
    expect((await call(itemRoute.GET, 'GET', '/api/ExpenseGroups/1', { params: p })).status).toBe(401);
    expect((await call(itemRoute.PUT, 'PUT', '/api/ExpenseGroups/1', { params: p, body: { name: 'x', expenseTypeId: 1500 } })).status).toBe(401);
    expect((await call(itemRoute.DELETE, 'DELETE', '/api/ExpenseGroups/1', { params: p })).status).toBe(401);
  });

  for (const role of ['SuperAdmin', 'Admin', 'Accounting', 'Management'] as RoleName[]) {
    it(`${role} creates, reads, updates and deletes`, async () => {
      const name = `Gorivo ${role} ${unique()}`;
      const created = await call(listRoute.POST, 'POST', '/api/ExpenseGroups', { as: role, body: { name, expenseTypeId: ExpenseType.Fuel } });
      expect(created.status).toBe(201);
      const id = created.json.id as number;
      const read = await call(itemRoute.GET, 'GET', `/api/ExpenseGroups/${id}`, { as: role, params: { id } });
      expect(read.json).toEqual({ id, name, expenseTypeId: ExpenseType.Fuel, expenseType: 'Gorivo' });
      const updated = await call(itemRoute.PUT, 'PUT', `/api/ExpenseGroups/${id}`, {
        as: role,
        params: { id },
        body: { name: `${name} ž`, expenseTypeId: String(ExpenseType.Service) },
      });
      expect(updated.status).toBe(200);
      expect(await stored(id)).toMatchObject({ name: `${name} ž`, expenseTypeId: ExpenseType.Service });
      expect((await call(itemRoute.DELETE, 'DELETE', `/api/ExpenseGroups/${id}`, { as: role, params: { id } })).status).toBe(204);
      expect(await stored(id)).toBeNull();
    });
  }

  it('SiteManager reads but cannot write (403, nothing changed)', async () => {
    const id = await insertGroup();
    const before = await stored(id);
    const n = await groupCount();
    const as = 'SiteManager' as const;
    expect((await call(listRoute.GET, 'GET', '/api/ExpenseGroups', { as })).status).toBe(200);
    expect((await call(itemRoute.GET, 'GET', `/api/ExpenseGroups/${id}`, { as, params: { id } })).status).toBe(200);
    expect((await call(listRoute.POST, 'POST', '/api/ExpenseGroups', { as, body: { name: 'SM', expenseTypeId: 1500 } })).status).toBe(403);
    expect((await call(itemRoute.PUT, 'PUT', `/api/ExpenseGroups/${id}`, { as, params: { id }, body: { name: 'SM', expenseTypeId: 1500 } })).status).toBe(403);
    expect((await call(itemRoute.DELETE, 'DELETE', `/api/ExpenseGroups/${id}`, { as, params: { id } })).status).toBe(403);
    expect(await stored(id)).toEqual(before);
    expect(await groupCount()).toBe(n);
  });

  for (const role of ['Procurement', 'Warehouse'] as RoleName[]) {
    it(`${role} has no access at all`, async () => {
      const id = await insertGroup();
      const n = await groupCount();
      const p = { as: role, params: { id } };
      expect((await call(listRoute.GET, 'GET', '/api/ExpenseGroups', { as: role })).status).toBe(403);
      expect((await call(itemRoute.GET, 'GET', `/api/ExpenseGroups/${id}`, p)).status).toBe(403);
      expect((await call(listRoute.POST, 'POST', '/api/ExpenseGroups', { as: role, body: { name: 'P', expenseTypeId: 1500 } })).status).toBe(403);
      expect((await call(itemRoute.PUT, 'PUT', `/api/ExpenseGroups/${id}`, { ...p, body: { name: 'P', expenseTypeId: 1500 } })).status).toBe(403);
      expect((await call(itemRoute.DELETE, 'DELETE', `/api/ExpenseGroups/${id}`, p)).status).toBe(403);
      expect(await groupCount()).toBe(n);
    });
  }
});

describe('expense group rules (spec part 2 §5: name required, at most 200; expense type required)', () => {
  const cases: [label: string, body: Record<string, unknown>, field: string, message: string][] = [
    ['no name', { expenseTypeId: 1500 }, 'name', messages.required],
    ['a blank name', { name: '   ', expenseTypeId: 1500 }, 'name', messages.required],
    ['a name of 201 characters', { name: 'č'.repeat(201), expenseTypeId: 1500 }, 'name', messages.maxLength(200)],
    ['no expense type', { name: 'Beton' }, 'expenseTypeId', messages.required],
    ['an empty expense type', { name: 'Beton', expenseTypeId: '' }, 'expenseTypeId', messages.required],
    ['a code of another codebook (Draft, 900)', { name: 'Beton', expenseTypeId: 900 }, 'expenseTypeId', messages.expenseGroupTypeInvalid],
    ['an unknown code', { name: 'Beton', expenseTypeId: 99999 }, 'expenseTypeId', messages.expenseGroupTypeInvalid],
  ];
  for (const [label, body, field, message] of cases) {
    it(`refuses ${label} on create and update, changing nothing`, async () => {
      const id = await insertGroup();
      const before = await stored(id);
      const n = await groupCount();
      expectFieldError(await call(listRoute.POST, 'POST', '/api/ExpenseGroups', { as: 'Admin', body }), field, message, `create: ${label}`);
      expectFieldError(await call(itemRoute.PUT, 'PUT', `/api/ExpenseGroups/${id}`, { as: 'Admin', params: { id }, body }), field, message, `update: ${label}`);
      expect(await groupCount()).toBe(n);
      expect(await stored(id)).toEqual(before);
    });
  }

  it('accepts a name of exactly 200 characters, trimmed', async () => {
    const name = 'đ'.repeat(200);
    const res = await call(listRoute.POST, 'POST', '/api/ExpenseGroups', { as: 'Admin', body: { name: `  ${name} `, expenseTypeId: 1500 } });
    expect(res.status).toBe(201);
    expect((await stored(res.json.id)).name).toBe(name);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const [{ top }] = await (await getDb()).select({ top: max(expenseGroups.id) }).from(expenseGroups);
    const missing = (top ?? 0) + 1_000_000;
    expect(await itemStatuses(itemRoute, `/api/ExpenseGroups/${missing}`, missing, { name: 'x', expenseTypeId: 1500 })).toEqual({ GET: 404, PUT: 404, DELETE: 404 });
    expect((await call(itemRoute.GET, 'GET', '/api/ExpenseGroups/abc', { as: 'Admin', params: { id: 'abc' } })).status).toBe(400);
  });

  it('refuses to delete a group in use by a document item (409, nothing deleted)', async () => {
    const db = await getDb();
    const id = await insertGroup(`U upotrebi ${unique()}`);
    const projectId = await newProject();
    const [doc] = await db
      .insert(documents)
      .values({ documentTypeId: 805, code: `T-${unique()}`, year: 2026, projectId })
      .returning({ id: documents.id });
    const [item] = await db
      .insert(documentItems)
      .values({ documentId: doc.id, name: 'Cement', unitOfMeasurementId: await unitId('kg'), quantity: '10', projectId, expenseTypeId: 1500, expenseGroupId: id })
      .returning({ id: documentItems.id });
    const res = await call(itemRoute.DELETE, 'DELETE', `/api/ExpenseGroups/${id}`, { as: 'Admin', params: { id } });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(messages.expenseGroupInUse);
    expect(await stored(id)).not.toBeNull();
    // Free again once the item no longer names it.
    await db.update(documentItems).set({ expenseGroupId: null }).where(eq(documentItems.id, item.id));
    expect((await call(itemRoute.DELETE, 'DELETE', `/api/ExpenseGroups/${id}`, { as: 'Admin', params: { id } })).status).toBe(204);
    await db.delete(documents).where(eq(documents.id, doc.id));
  });
});

describe('GET /api/ExpenseGroups?expenseTypeId (paged list)', () => {
  it('filters by expense type (bare or Filter.), by name, and sorts and pages', async () => {
    const tag = unique();
    const fuel = [await insertGroup(`${tag} B dizel`, ExpenseType.Fuel), await insertGroup(`${tag} A benzin`, ExpenseType.Fuel)];
    await insertGroup(`${tag} C cement`, ExpenseType.Material);

    const bare = await call(listRoute.GET, 'GET', `/api/ExpenseGroups?expenseTypeId=${ExpenseType.Fuel}&Filter.Name=${tag}`, { as: 'Accounting' });
    expect(bare.status).toBe(200);
    expect(bare.json.pageItems.map((g: { name: string }) => g.name)).toEqual([`${tag} A benzin`, `${tag} B dizel`]);
    expect(bare.json.pageItems.map((g: { id: number }) => g.id).sort()).toEqual([...fuel].sort());
    expect(bare.json.pageItems[0]).toMatchObject({ expenseTypeId: ExpenseType.Fuel, expenseType: 'Gorivo' });

    const both = await call(listRoute.GET, 'GET', `/api/ExpenseGroups?Filter.ExpenseTypeId=1504&Filter.ExpenseTypeId=1500&Filter.Name=${tag}&SortBy=name&SortOrder=desc&PageSize=2`, { as: 'SiteManager' });
    expect(both.json).toMatchObject({ totalItems: 3, totalPages: 2, pageSize: 2, currentPage: 0 });
    expect(both.json.pageItems.map((g: { name: string }) => g.name)).toEqual([`${tag} C cement`, `${tag} B dizel`]);

    // By type: Gorivo before Materijal (the Croatian label), then by name.
    const byType = await call(listRoute.GET, 'GET', `/api/ExpenseGroups?Filter.Name=${tag}&SortBy=expenseType`, { as: 'Admin' });
    expect(byType.json.pageItems.map((g: { name: string }) => g.name)).toEqual([`${tag} A benzin`, `${tag} B dizel`, `${tag} C cement`]);
  });

  it('answers 400 for an expense type that is not an id', async () => {
    const res = await call(listRoute.GET, 'GET', '/api/ExpenseGroups?expenseTypeId=abc', { as: 'Admin' });
    expect(res.status).toBe(400);
  });
});
