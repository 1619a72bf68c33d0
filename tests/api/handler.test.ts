import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { auditLog, unitsOfMeasurement } from '@/db/schema';
import { AppError } from '@/lib/http/errors';
import { handler } from '@/lib/http/handler';
import { messages } from '@/lib/i18n/messages';
import { call, demoEmail, unique } from './helpers';

const lastAudit = async () => (await (await getDb()).select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('route-handler wrapper', () => {
  it('checks session, then user, then the module right', async () => {
    const h = handler({ module: 'salaries', operation: 'read' }, async () => ({ ok: true }));
    expect((await call(h, 'GET', '/api/x')).status).toBe(401);
    expect((await call(h, 'GET', '/api/x', { as: { email: 'niko@nigdje.test' } })).json.message).toBe(messages.noAccessTitle);
    expect((await call(h, 'GET', '/api/x', { as: 'Admin' })).status).toBe(403);
    const ok = await call(h, 'GET', '/api/x', { as: 'Accounting' });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ ok: true });
  });

  it('parses params, repeated query values and body with zod; 400 lists the fields in Croatian', async () => {
    const h = handler(
      {
        module: 'lookups',
        operation: 'read',
        params: z.object({ id: z.coerce.number().int() }),
        query: z.object({ StatusId: z.array(z.coerce.number()).or(z.coerce.number().transform((n) => [n])) }),
      },
      async ({ params, query }) => ({ id: params.id, statuses: query.StatusId }),
    );
    const ok = await call(h, 'GET', '/api/x/7?StatusId=1&StatusId=2', { as: 'Warehouse', params: { id: 7 } });
    expect(ok.json).toEqual({ id: 7, statuses: [1, 2] });
    const bad = await call(h, 'GET', '/api/x/abc?StatusId=1', { as: 'Warehouse', params: { id: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(messages.validationFailed);
    expect(Object.keys(bad.json.errors)).toEqual(['id']);

    const withBody = handler(
      { module: 'lookups', operation: 'create', body: z.object({ name: z.string().min(1, messages.required) }) },
      async ({ body }) => ({ id: 1, name: body.name }),
    );
    const badBody = await call(withBody, 'POST', '/api/x', { as: 'Admin', body: { name: '' } });
    expect(badBody.json).toEqual({ message: messages.validationFailed, errors: { name: [messages.required] } });
    const created = await call(withBody, 'POST', '/api/x', { as: 'Admin', body: { name: 'x' } });
    expect(created.status).toBe(201);
  });

  it('maps AppError, database rule violations and unknown errors to the one error body', async () => {
    const conflict = handler({ module: 'lookups', operation: 'update' }, async () => {
      throw new AppError(409, 'Zapis je zaključan.');
    });
    expect(await call(conflict, 'PUT', '/api/x', { as: 'Admin' })).toMatchObject({ status: 409, json: { message: 'Zapis je zaključan.' } });

    const fk = handler({ module: 'lookups', operation: 'delete' }, async () => {
      throw Object.assign(new Error('fk'), { code: '23503' });
    });
    expect(await call(fk, 'DELETE', '/api/x', { as: 'Admin' })).toMatchObject({ status: 409, json: { message: messages.inUse } });

    const boom = handler({ module: 'lookups', operation: 'read' }, async () => {
      throw new Error('secret detail');
    });
    const res = await call(boom, 'GET', '/api/x', { as: 'Admin' });
    expect(res.status).toBe(500);
    // The detail stays in the server's log; the caller gets the request id to quote.
    expect(res.json).toEqual({ message: messages.unexpectedServerError, requestId: res.headers.get('x-request-id') });
  });

  it('answers 204 for an empty result', async () => {
    const h = handler({ module: 'lookups', operation: 'delete' }, async () => undefined);
    expect((await call(h, 'DELETE', '/api/x/5', { as: 'Admin', params: { id: 5 } })).status).toBe(204);
  });

  it('records create, update, delete, import and export in the audit trail, not reads', async () => {
    const read = handler({ module: 'lookups', operation: 'read' }, async () => ({ id: 4242 }));
    const before = await lastAudit();
    await call(read, 'GET', '/api/x', { as: 'Admin' });
    expect((await lastAudit())?.id).toBe(before?.id);

    const exp = handler({ module: 'users', operation: 'read', audit: 'export' }, async ({ auditEntity }) => {
      auditEntity('export-7');
      return new Response('file');
    });
    await call(exp, 'POST', '/api/x/ExportXLSX', { as: 'SuperAdmin' });
    expect(await lastAudit()).toMatchObject({ module: 'users', operation: 'export', entityId: 'export-7', userEmail: demoEmail('SuperAdmin'), method: 'POST', path: '/api/x/ExportXLSX' });

    const imp = handler({ module: 'lookups', operation: 'create', audit: 'import' }, async () => ({ id: 99 }));
    await call(imp, 'POST', '/api/x/Import', { as: 'Admin' });
    expect(await lastAudit()).toMatchObject({ operation: 'import', entityId: '99', userEmail: demoEmail('Admin') });

    const failing = handler({ module: 'lookups', operation: 'update' }, async () => {
      throw new AppError(400, 'ne');
    });
    const last = await lastAudit();
    await call(failing, 'PUT', '/api/x/1', { as: 'Admin', params: { id: 1 } });
    expect((await lastAudit())?.id).toBe(last?.id);
  });

  it('hands a write its transaction and writes the audit row inside it', async () => {
    const name = `Kubik ${unique()}`;
    const create = handler({ module: 'lookups', operation: 'create' }, async ({ db }) => {
      const [row] = await db.insert(unitsOfMeasurement).values({ name, nameUniversal: name, shortName: name.slice(-10) }).returning();
      return row;
    });
    const res = await call(create, 'POST', '/api/x', { as: 'Admin' });
    expect(res.status).toBe(201);
    const rows = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.module, 'lookups'), eq(auditLog.entityId, String(res.json.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operation: 'create', method: 'POST', userEmail: demoEmail('Admin') });
  });

  it('rolls the write back when its audit row cannot be written (no write without its audit row)', async () => {
    const name = `Rollback ${unique()}`;
    const write = handler({ module: 'lookups', operation: 'create' }, async ({ db, auditSnapshot }) => {
      const [row] = await db.insert(unitsOfMeasurement).values({ name, nameUniversal: name, shortName: name.slice(-10) }).returning();
      auditSnapshot({ big: 10n }); // JSON cannot hold a BigInt: the audit insert fails
      return row;
    });
    const res = await call(write, 'POST', '/api/x', { as: 'Admin' });
    expect(res.status).toBe(500);
    const left = await (await getDb()).select().from(unitsOfMeasurement).where(eq(unitsOfMeasurement.name, name));
    expect(left).toEqual([]);
  });

  it('keeps a snapshot of what a write replaced in its audit row', async () => {
    const h = handler({ module: 'lookups', operation: 'delete' }, async ({ auditEntity, auditSnapshot }) => {
      auditEntity('snap-1');
      auditSnapshot({ removed: [{ id: 1, name: 'Čelik' }] });
    });
    await call(h, 'DELETE', '/api/x/1', { as: 'Admin' });
    expect(await lastAudit()).toMatchObject({ entityId: 'snap-1', snapshot: { removed: [{ id: 1, name: 'Čelik' }] } });
  });
});
