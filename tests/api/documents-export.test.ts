import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { getDb } from '@/db/client';
import { documentItems, documents, projects } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import * as exportPdfRoute from '@/app/api/Documents/ExportPDF/route';
import * as exportXlsxRoute from '@/app/api/Documents/ExportXLSX/route';
import * as projectsRoute from '@/app/api/Projects/route';
import * as projectRoute from '@/app/api/Projects/[id]/route';
import { addItem, basics, createDoc, expectLedgerInvariant, onHand, projectStock, projectWithWarehouse, receive, S, T } from './documents-fixtures';
import { loadPlaces, type Places } from './fixtures';
import { BASE, call, demoEmail, sessionCookie } from './helpers';
import { projectBody, Status } from './project-fixtures';

/**
 * POST /api/Documents/ExportPDF and /ExportXLSX (read back with unpdf and SheetJS), and the
 * project completion flow (lib/projects/completion.ts): 409 confirmCompletion, then the
 * consumption note of the remaining stock in the same transaction as the status.
 */
let p: Places;
beforeAll(async () => {
  p = await loadPlaces();
});

async function download(route: typeof exportPdfRoute, id: unknown, as: RoleName = 'Admin') {
  const req = new NextRequest(new URL('/api/Documents/Export', BASE), {
    method: 'POST',
    headers: { cookie: await sessionCookie(demoEmail(as)), origin: BASE, 'content-type': 'application/json' },
    body: JSON.stringify({ id }),
  });
  const res = await route.POST(req, { params: Promise.resolve({}) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes };
}

describe('document export (Order: PDF and XLSX)', () => {
  it('holds the header, every line and the total', async () => {
    const { supplierId } = await basics();
    const A = await projectWithWarehouse('Vila Ana – Đakovo');
    const order = await createDoc(T.Order, { projectId: A, supplierId, deadlineDate: '2026-12-24', comment: 'Dostava na gradilište' });
    await addItem(order.id, A, { name: 'Cement CEM II 42,5', quantity: '12.5', unitPrice: '8.40' });
    await addItem(order.id, A, { name: 'Šljunak 0–32', quantity: '3', unitPrice: '21.333333' });

    const pdf = await download(exportPdfRoute, order.id, 'Warehouse');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(decodeURIComponent(pdf.headers.get('content-disposition') ?? '')).toContain(`Narudžba ${order.code}.pdf`);
    const { text } = await extractText(await getDocumentProxy(pdf.bytes), { mergePages: true });
    for (const expected of [order.code, 'Narudžba', 'Vila Ana – Đakovo', 'Dostava na gradilište', 'Cement CEM II 42,5', 'Šljunak 0–32', '12,5', '105,00', '64,00', '169,00', 'Ukupno', '24.12.2026.']) {
      expect(text, expected).toContain(expected);
    }

    const xlsx = await download(exportXlsxRoute, order.id);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = XLSX.read(xlsx.bytes, { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<(string | number | undefined)[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: true, defval: undefined });
    const flat = rows.map((r) => r.join('|'));
    expect(flat.some((r) => r.includes(order.code))).toBe(true);
    const lineRows = rows.filter((r) => r[1] === 'Cement CEM II 42,5' || r[1] === 'Šljunak 0–32');
    expect(lineRows.map((r) => [r[4], r[5], r[6]])).toEqual([
      [12.5, 8.4, 105],
      [3, 21.333333, 64],
    ]);
    expect(rows.find((r) => r[1] === 'Ukupno')?.[6]).toBe(169);

    expect((await download(exportPdfRoute, 2_000_000_000)).status).toBe(404);
    expect((await download(exportPdfRoute, 'x')).status).toBe(400);
  });
});

describe('project completion with stock left (spec part 2 §4 "Project completion")', () => {
  it('asks (409 confirmCompletion, nothing changed), then completes a consumption note of the remaining stock with the status', async () => {
    const created = await call(projectsRoute.POST, 'POST', '/api/Projects', { as: 'Admin', body: projectBody(p) });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    const a = await receive(id, '3', '2');
    const b = await receive(id, '1.25', '4');
    const used = await createDoc(T.ConsumptionNote, { projectId: id });
    await addItem(used.id, id, { warehouseItemId: b.warehouseItemId, quantity: '1.25' });
    const { POST: completeRoute } = await import('@/app/api/Documents/Complete/route');
    expect((await call(completeRoute, 'POST', '/x', { as: 'Admin', body: { documentId: used.id } })).status).toBe(200);
    const c = await receive(id, '0.5', '10');

    const put = (patch: Record<string, unknown>) =>
      call(projectRoute.PUT, 'PUT', '/x', { as: 'SiteManager', params: { id }, body: projectBody(p, { name: created.json.name, code: created.json.code, projectStatusId: Status.Completed, ...patch }) });
    const db = await getDb();
    const notes = () => db.select().from(documents).where(and(eq(documents.projectId, id), eq(documents.documentTypeId, T.ConsumptionNote)));

    const asked = await put({});
    expect(asked.status).toBe(409);
    expect(asked.json).toEqual({ message: messages.projectCompletionConfirm(2), code: 'confirmCompletion' });
    expect(asked.json.message).toContain('2 stavke');
    const [before] = await db.select({ status: projects.projectStatusId }).from(projects).where(eq(projects.id, id));
    expect(before.status).toBe(Status.Active);
    expect(await projectStock(id)).toBe(3.5);
    expect(await notes()).toHaveLength(1);

    const done = await put({ confirmCompletion: true });
    expect(done.status).toBe(200);
    expect(done.json.projectStatusId).toBe(Status.Completed);
    expect(await projectStock(id)).toBe(0);
    expect(await onHand(a.warehouseItemId)).toBe('0.000000');
    expect(await onHand(c.warehouseItemId)).toBe('0.000000');
    const all = await notes();
    expect(all).toHaveLength(2);
    const note = all.find((n) => n.id !== used.id)!;
    expect(note).toMatchObject({ documentStatusId: S.Completed, comment: messages.projectCompletionNoteComment, totalPrice: '11.00', completedById: expect.any(Number) });
    const lines = await db.select().from(documentItems).where(eq(documentItems.documentId, note.id)).orderBy(documentItems.id);
    expect(lines.map((l) => [l.warehouseItemId, l.quantity])).toEqual([
      [a.warehouseItemId, '3.000000'],
      [c.warehouseItemId, '0.500000'],
    ]);
    await expectLedgerInvariant([id]);
    // Saving the completed project again asks nothing.
    expect((await put({})).status).toBe(200);
  });

  it('a project without stock is completed without a question', async () => {
    const created = await call(projectsRoute.POST, 'POST', '/api/Projects', { as: 'Admin', body: projectBody(p) });
    const id = created.json.id as number;
    const res = await call(projectRoute.PUT, 'PUT', '/x', { as: 'Admin', params: { id }, body: projectBody(p, { name: created.json.name, code: created.json.code, projectStatusId: Status.Completed }) });
    expect(res.status).toBe(200);
    expect(res.json.projectStatusId).toBe(Status.Completed);
  });
});
