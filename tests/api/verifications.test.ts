import { count, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { files, verifications } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import { DocumentType } from '@/lib/documents/types';
import { messages } from '@/lib/i18n/messages';
import * as listRoute from '@/app/api/Verifications/route';
import * as itemRoute from '@/app/api/Verifications/[id]/route';
import * as downloadRoute from '@/app/api/Verifications/[id]/Download/route';
import * as countRoute from '@/app/api/Verifications/UnverifiedCount/route';
import { BASE, call, demoEmail, sessionCookie, unique } from './helpers';
import { unitId } from './project-items-fixtures';
import { draftDocument, projectWithWarehouse, receive } from './stock-fixtures';

/**
 * Verifications (spec part 2 §4, §5, §6, §7): file required on create, project and status
 * required, the project fixed after create, the document a received note of the project,
 * the attachments' upload limit and sniffing, the download headers, the rights, the badge count.
 */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const S = { Unverified: 1400, Verified: 1401, Rejected: 1402 } as const;

type Upload = { name: string; bytes: Uint8Array };
function form(fields: Record<string, string | number | undefined | null>, file?: Upload): FormData {
  const fd = new FormData();
  if (file) fd.append('File', new File([new Uint8Array(file.bytes)], file.name));
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== null) fd.append(key, String(value));
  return fd;
}
const post = (as: RoleName | null, body: FormData) => call(listRoute.POST, 'POST', '/api/Verifications', { as, body });
const put = (as: RoleName | null, id: number, body: FormData) => call(itemRoute.PUT, 'PUT', `/api/Verifications/${id}`, { as, params: { id }, body });
const del = (as: RoleName | null, id: number) => call(itemRoute.DELETE, 'DELETE', `/api/Verifications/${id}`, { as, params: { id } });
const list = (as: RoleName | null, query = '') => call(listRoute.GET, 'GET', `/api/Verifications${query}`, { as });
const counts = async () => {
  const db = await getDb();
  return { v: (await db.select({ n: count() }).from(verifications))[0].n, f: (await db.select({ n: count() }).from(files))[0].n };
};
async function download(as: RoleName | null, id: number) {
  const headers = new Headers();
  if (as) headers.set('cookie', await sessionCookie(demoEmail(as)));
  const res = await downloadRoute.GET(new NextRequest(new URL(`/api/Verifications/${id}/Download`, BASE), { headers }), { params: Promise.resolve({ id: String(id) }) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const tag = unique();
let P: { projectId: number };
let Q: { projectId: number };
let note: { documentId: number; code: string };
let otherNote: { documentId: number };
let foreignNote: { documentId: number };

beforeAll(async () => {
  const kom = await unitId('kom');
  P = await projectWithWarehouse(`Ovjere ${tag}`);
  Q = await projectWithWarehouse(`Drugi ${tag}`);
  const line = { name: 'Cijev', unitOfMeasurementId: kom, quantity: '1', unitPrice: '1' };
  note = await receive(P.projectId, [line]);
  otherNote = await receive(P.projectId, [line]);
  foreignNote = await receive(Q.projectId, [line]);
});

afterEach(() => {
  delete process.env.ATTACHMENT_MAX_BYTES;
});

const valid = () => ({ ProjectId: P.projectId, DocumentId: note.documentId, VerificationStatusId: S.Unverified, Remark: 'Račun dobavljača' });

describe('rights (spec part 2 §6: SA A Ac M SM read and write; Procurement and Warehouse nothing)', () => {
  for (const role of ['SuperAdmin', 'Admin', 'Accounting', 'Management', 'SiteManager'] as RoleName[]) {
    it(`${role} creates, lists, edits, downloads and deletes`, async () => {
      const created = await post(role, form(valid(), { name: 'Račun-č.pdf', bytes: PDF }));
      expect(created.status).toBe(201);
      const id = created.json.id as number;
      expect(created.json).toMatchObject({ fileName: 'Račun-č.pdf', projectId: P.projectId, documentId: note.documentId, documentCode: note.code, verificationStatusId: S.Unverified, url: `/api/Verifications/${id}/Download` });
      expect((await list(role, `?ProjectId=${P.projectId}`)).json.pageItems.map((v: { id: number }) => v.id)).toContain(id);
      expect((await put(role, id, form({ ...valid(), Id: id, VerificationStatusId: S.Verified }))).json.verificationStatusId).toBe(S.Verified);
      expect((await download(role, id)).status).toBe(200);
      expect((await del(role, id)).status).toBe(204);
    });
  }

  for (const role of ['Procurement', 'Warehouse'] as RoleName[]) {
    it(`${role} gets 403 everywhere and changes nothing`, async () => {
      const id = (await post('Admin', form(valid(), { name: 'a.pdf', bytes: PDF }))).json.id as number;
      const before = await counts();
      expect((await list(role)).status).toBe(403);
      expect((await post(role, form(valid(), { name: 'b.pdf', bytes: PDF }))).status).toBe(403);
      expect((await put(role, id, form({ ...valid(), VerificationStatusId: S.Rejected }))).status).toBe(403);
      expect((await del(role, id)).status).toBe(403);
      expect((await download(role, id)).status).toBe(403);
      expect((await call(countRoute.GET, 'GET', '/api/Verifications/UnverifiedCount', { as: role })).status).toBe(403);
      expect(await counts()).toEqual(before);
    });
  }

  it('answers 401 without a session', async () => {
    expect((await list(null)).status).toBe(401);
    expect((await post(null, form(valid(), { name: 'a.pdf', bytes: PDF }))).status).toBe(401);
  });
});

describe('rules (spec part 2 §5 "Verification")', () => {
  async function refused(body: FormData, status: number, field: string, message: string) {
    const before = await counts();
    const res = await post('Admin', body);
    expect(res.status).toBe(status);
    expect(res.json.errors?.[field]).toContain(message);
    expect(await counts()).toEqual(before);
  }

  it('needs a file, a project and a status on create', async () => {
    await refused(form(valid()), 400, 'File', messages.fileRequired);
    await refused(form({ ...valid(), ProjectId: undefined }, { name: 'a.pdf', bytes: PDF }), 400, 'ProjectId', messages.required);
    await refused(form({ ...valid(), VerificationStatusId: undefined }, { name: 'a.pdf', bytes: PDF }), 400, 'VerificationStatusId', messages.required);
    await refused(form({ ...valid(), VerificationStatusId: 900 }, { name: 'a.pdf', bytes: PDF }), 400, 'VerificationStatusId', messages.verificationStatusInvalid);
    await refused(form({ ...valid(), ProjectId: 2000000000, DocumentId: undefined }, { name: 'a.pdf', bytes: PDF }), 400, 'ProjectId', messages.verificationProjectMissing);
  });

  it('takes only a purchase received note of the same project as the document', async () => {
    const order = await draftDocument(P.projectId, DocumentType.PurchaseOrder);
    const file = { name: 'a.pdf', bytes: PDF };
    await refused(form({ ...valid(), DocumentId: foreignNote.documentId }, file), 400, 'DocumentId', messages.verificationDocumentInvalid);
    await refused(form({ ...valid(), DocumentId: order.id }, file), 400, 'DocumentId', messages.verificationDocumentInvalid);
    await refused(form({ ...valid(), DocumentId: 2000000000 }, file), 400, 'DocumentId', messages.verificationDocumentInvalid);
    expect((await post('Admin', form({ ...valid(), DocumentId: undefined }, file))).status).toBe(201); // no document: fine
  });

  it('keeps the project on edit; moves to another received note of the project; a new file replaces the old bytes', async () => {
    const id = (await post('SiteManager', form(valid(), { name: 'prvi.pdf', bytes: PDF }))).json.id as number;
    const [{ fileId: oldFile }] = await (await getDb()).select().from(verifications).where(eq(verifications.id, id));
    const moved = await put('Admin', id, form({ ...valid(), Id: id, DocumentId: otherNote.documentId }));
    expect(moved.json.documentId).toBe(otherNote.documentId);
    // Moved to another document: gone from the first one's list (§4).
    expect((await list('Admin', `?DocumentId=${note.documentId}`)).json.pageItems.map((v: { id: number }) => v.id)).not.toContain(id);

    const locked = await put('Admin', id, form({ ...valid(), Id: id, ProjectId: Q.projectId, DocumentId: foreignNote.documentId }));
    expect(locked.status).toBe(400);
    expect(locked.json.errors.ProjectId).toContain(messages.verificationProjectLocked);
    expect((await put('Admin', id, form({ ...valid(), Id: id + 1 }))).status).toBe(400);

    const replaced = await put('Admin', id, form({ ...valid(), Id: id }, { name: 'slika.png', bytes: PNG }));
    expect(replaced.json).toMatchObject({ fileName: 'slika.png', contentType: 'image/png' });
    expect(await (await getDb()).select().from(files).where(eq(files.id, oldFile))).toEqual([]);
    const got = await call(itemRoute.GET, 'GET', `/api/Verifications/${id}`, { as: 'Accounting', params: { id } });
    expect(got.json.projectId).toBe(P.projectId);
  });

  it('uses the attachments’ upload limit (413) and content sniffing (400)', async () => {
    process.env.ATTACHMENT_MAX_BYTES = '1024';
    const before = await counts();
    const big = await post('Admin', form(valid(), { name: 'velik.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(2000, 0x20)]) }));
    expect(big.status).toBe(413);
    delete process.env.ATTACHMENT_MAX_BYTES;
    const html = await post('Admin', form(valid(), { name: 'racun.pdf', bytes: HTML }));
    expect(html.status).toBe(400);
    expect(html.json.errors.File).toContain(messages.wrongFileType);
    expect(await counts()).toEqual(before);
  });

  it('deletes the verification and its bytes; unknown ids 404', async () => {
    const id = (await post('Admin', form(valid(), { name: 'a.pdf', bytes: PDF }))).json.id as number;
    const [{ fileId }] = await (await getDb()).select().from(verifications).where(eq(verifications.id, id));
    expect((await del('Management', id)).status).toBe(204);
    expect(await (await getDb()).select().from(files).where(eq(files.id, fileId))).toEqual([]);
    expect((await del('Admin', id)).status).toBe(404);
    expect((await download('Admin', id)).status).toBe(404);
  });
});

describe('list, download and the badge count', () => {
  it('filters by status (VerificationStatusId and repeated VerificationsStatusId), project and document', async () => {
    const [u, v, r] = [S.Unverified, S.Verified, S.Rejected];
    const ids: number[] = [];
    for (const s of [u, v, r]) ids.push((await post('Admin', form({ ...valid(), ProjectId: Q.projectId, DocumentId: undefined, VerificationStatusId: s }, { name: `${s}.pdf`, bytes: PDF }))).json.id);
    const of = async (q: string) => (await list('Admin', `?ProjectId=${Q.projectId}&${q}`)).json.pageItems.map((x: { id: number }) => x.id).sort();
    expect(await of(`VerificationStatusId=${v}`)).toEqual([ids[1]]);
    expect(await of(`VerificationsStatusId=${u}&VerificationsStatusId=${r}`)).toEqual([ids[0], ids[2]].sort());
    expect(await of('')).toEqual([...ids].sort());
    const first = (await list('Admin', `?ProjectId=${Q.projectId}`)).json.pageItems[0];
    expect(first).toMatchObject({ id: ids[2], project: `Drugi ${tag}`, verificationStatus: expect.any(String) }); // newest first
    expect((await list('Admin', '?ProjectId=abc')).status).toBe(400);
  });

  it('downloads with the attachment headers and the stored bytes', async () => {
    const id = (await post('Admin', form(valid(), { name: 'Ovjera šljunak.pdf', bytes: PDF }))).json.id as number;
    const res = await download('SiteManager', id);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(PDF)).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;.*filename\*=UTF-8''Ovjera%20%C5%A1ljunak\.pdf/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('counts Unverified for the badge', async () => {
    const n = async () => (await call(countRoute.GET, 'GET', '/api/Verifications/UnverifiedCount', { as: 'SiteManager' })).json.count as number;
    const before = await n();
    const id = (await post('Admin', form(valid(), { name: 'a.pdf', bytes: PDF }))).json.id as number;
    expect(await n()).toBe(before + 1);
    await put('Admin', id, form({ ...valid(), Id: id, VerificationStatusId: S.Verified }));
    expect(await n()).toBe(before);
  });
});
