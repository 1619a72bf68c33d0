import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { attachments, auditLog, employees, files, hodogramNodes, projectHodogramNodes, projects } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import * as createRoute from '@/app/api/Attachments/route';
import * as itemRoute from '@/app/api/Attachments/[id]/route';
import * as downloadRoute from '@/app/api/Attachments/[id]/Download/route';
import accounts from '@/db/seed/demo-accounts.json';
import {
  createAttachment,
  deleteAttachment,
  getAttachment,
  getAttachmentFile,
  requireAttachmentAccess,
} from '@/lib/attachments/service';
import { findActiveUserByEmail } from '@/lib/users/queries';
import { BASE, call, demoEmail, sessionCookie } from './helpers';
import { bombEntry, minimalDocx, minimalOdt, ooxmlParts, storedZip } from '../fixtures/zip';
import { writeZip } from '@/lib/files/zip';

// ---- fixtures: real bytes of each kind
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

const fullName = (role: RoleName) => {
  const account = accounts.find((a) => a.role === role)!;
  return `${account.name} ${account.surname}`;
};

type Upload = { name: string; bytes: Uint8Array; type?: string };

function form(fields: Record<string, string | number | undefined>, file?: Upload): FormData {
  const fd = new FormData();
  if (file) fd.append('File', new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'application/octet-stream' }));
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) fd.append(key, String(value));
  return fd;
}

const post = (as: RoleName | null, body: FormData | unknown) => call(createRoute.POST, 'POST', '/api/Attachments', { as, body });
const get = (as: RoleName | null, id: number) => call(itemRoute.GET, 'GET', `/api/Attachments/${id}`, { as, params: { id } });
const put = (as: RoleName | null, id: number, body: FormData) =>
  call(itemRoute.PUT, 'PUT', `/api/Attachments/${id}`, { as, params: { id }, body });
const del = (as: RoleName | null, id: number) => call(itemRoute.DELETE, 'DELETE', `/api/Attachments/${id}`, { as, params: { id } });

/** The download as raw bytes (the shared `call` helper decodes bodies as text). */
async function download(as: RoleName | null, id: number) {
  await getDb();
  const headers = new Headers();
  if (as) headers.set('cookie', await sessionCookie(demoEmail(as)));
  const req = new NextRequest(new URL(`/api/Attachments/${id}/Download`, BASE), { headers });
  const res = await downloadRoute.GET(req, { params: Promise.resolve({ id: String(id) }) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** POST /api/Attachments as Admin with a raw streamed body (the shared helper takes whole bodies). */
async function postStream(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const init = {
    method: 'POST',
    headers: { cookie: await sessionCookie(demoEmail('Admin')), origin: BASE, 'content-type': 'multipart/form-data; boundary=x', ...headers },
    body,
    duplex: 'half', // required by fetch for a streamed request body
  };
  const req = new NextRequest(new URL('/api/Attachments', BASE), init as ConstructorParameters<typeof NextRequest>[1]);
  return createRoute.POST(req, { params: Promise.resolve({}) });
}

async function counts() {
  const db = await getDb();
  const [[f], [a]] = await Promise.all([
    db.select({ n: count() }).from(files),
    db.select({ n: count() }).from(attachments),
  ]);
  return { files: f.n, attachments: a.n };
}

let employeeId: number;
let otherEmployeeId: number;
let projectId: number;
let templateNodeId: number;
let projectNodeId: number;

beforeAll(async () => {
  const db = await getDb();
  const rows = await db.select({ id: employees.id }).from(employees).orderBy(employees.id).limit(2);
  [employeeId, otherEmployeeId] = rows.map((r) => r.id);
  const [project] = await db
    .insert(projects)
    .values({ name: 'Centar za testiranje priloga', projectStatusId: 1000 })
    .returning({ id: projects.id });
  projectId = project.id;
  const [templateNode] = await db
    .insert(hodogramNodes)
    .values({ name: 'Korak za testiranje priloga', ordinal: 99 })
    .returning({ id: hodogramNodes.id });
  templateNodeId = templateNode.id;
  const [projectNode] = await db
    .insert(projectHodogramNodes)
    .values({ projectId, name: 'Korak centra za testiranje priloga', ordinal: 1 })
    .returning({ id: projectHodogramNodes.id });
  projectNodeId = projectNode.id;
});

afterEach(() => {
  delete process.env.ATTACHMENT_MAX_BYTES;
});

/** Creates an attachment as Admin and returns its id. */
async function seedAttachment(owner: Record<string, number> = { EmployeeId: employeeId }, file: Upload = { name: 'Ugovor.pdf', bytes: PDF }) {
  const res = await post('Admin', form({ Description: 'Početni opis', ...owner }, file));
  expect(res.status).toBe(201);
  return res.json.id as number;
}

describe('attachment life cycle as Admin (employee owner)', () => {
  it('creates, reads, downloads, updates the description, replaces the file and deletes', async () => {
    const before = await counts();
    const created = await post('Admin', form({ Description: 'Ugovor o radu', EmployeeId: employeeId }, { name: 'Ugovor čćđšž.pdf', bytes: PDF, type: 'application/pdf' }));
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect(created.json).toMatchObject({
      id,
      fileName: 'Ugovor čćđšž.pdf',
      url: `/api/Attachments/${id}/Download`,
      description: 'Ugovor o radu',
      createdBy: fullName('Admin'),
      contentType: 'application/pdf',
      size: PDF.length,
      projectId: null,
      employeeId,
      documentId: null,
      projectHodogramId: null,
    });
    expect(new Date(created.json.createdDate).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await counts()).toEqual({ files: before.files + 1, attachments: before.attachments + 1 });

    // The stored file carries its sha256.
    const db = await getDb();
    const [stored] = await db
      .select({ sha256: files.sha256, size: files.size })
      .from(files)
      .innerJoin(attachments, eq(attachments.fileId, files.id))
      .where(eq(attachments.id, id));
    expect(stored).toEqual({ sha256: createHash('sha256').update(PDF).digest('hex'), size: PDF.length });

    const read = await get('Admin', id);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(created.json);

    const file = await download('Admin', id);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(PDF)).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Ugovor ccdsz.pdf"; filename*=UTF-8''Ugovor%20%C4%8D%C4%87%C4%91%C5%A1%C5%BE.pdf`,
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');

    // PUT without a file: the description changes, the file stays.
    const described = await put('Admin', id, form({ Id: id, Description: 'Potpisani ugovor', EmployeeId: employeeId }));
    expect(described.status).toBe(200);
    expect(described.json).toMatchObject({ id, fileName: 'Ugovor čćđšž.pdf', description: 'Potpisani ugovor', size: PDF.length });
    expect((await download('Admin', id)).bytes.equals(PDF)).toBe(true);
    expect(await counts()).toEqual({ files: before.files + 1, attachments: before.attachments + 1 });

    // PUT with a new file: it replaces the old one, whose bytes are deleted.
    const [{ fileId: oldFileId }] = await db.select({ fileId: attachments.fileId }).from(attachments).where(eq(attachments.id, id));
    const replaced = await put('Admin', id, form({ Id: id, Description: '' }, { name: 'C:\\fakepath\\Skenirani ugovor.png', bytes: PNG }));
    expect(replaced.status).toBe(200);
    expect(replaced.json).toMatchObject({ id, fileName: 'Skenirani ugovor.png', contentType: 'image/png', size: PNG.length, description: null, employeeId });
    const png = await download('Admin', id);
    expect(png.bytes.equals(PNG)).toBe(true);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(await db.select().from(files).where(eq(files.id, oldFileId))).toEqual([]);
    expect(await counts()).toEqual({ files: before.files + 1, attachments: before.attachments + 1 });

    const [{ fileId: newFileId }] = await db.select({ fileId: attachments.fileId }).from(attachments).where(eq(attachments.id, id));
    const deleted = await del('Admin', id);
    expect(deleted.status).toBe(204);
    expect((await get('Admin', id)).status).toBe(404);
    expect((await download('Admin', id)).status).toBe(404);
    expect((await del('Admin', id)).status).toBe(404);
    expect(await db.select().from(files).where(eq(files.id, newFileId))).toEqual([]);
    expect(await counts()).toEqual(before);

    const trail = await db
      .select({ operation: auditLog.operation })
      .from(auditLog)
      .where(and(eq(auditLog.module, 'attachments'), eq(auditLog.entityId, String(id))));
    expect(trail.map((t) => t.operation).sort()).toEqual(['create', 'delete', 'update', 'update']);
  });

  it('stores the name without path parts or control characters, and who added it', async () => {
    const res = await post('Accounting', form({ EmployeeId: employeeId }, { name: '../../tmp/evil\r\nname.txt', bytes: Buffer.from('Bilješka') }));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ fileName: 'evilname.txt', description: null, contentType: 'text/plain; charset=utf-8', createdBy: fullName('Accounting') });
    const [row] = await (await getDb()).select().from(attachments).where(eq(attachments.id, res.json.id));
    expect(row.createdById).toEqual(expect.any(Number));
    expect((await del('Admin', res.json.id)).status).toBe(204);
  });
});

describe('uploads that are refused (nothing stored)', () => {
  async function refused(body: FormData | unknown, status: number, message: string, field?: string, fieldMessage = message) {
    const before = await counts();
    const res = await post('Admin', body);
    expect(res.status).toBe(status);
    expect(res.json.message).toBe(message);
    if (field) expect(res.json.errors?.[field]).toEqual([fieldMessage]);
    expect(await counts()).toEqual(before);
  }

  it('without a file: "Odaberite datoteku"', async () => {
    await refused(form({ EmployeeId: employeeId, Description: 'x' }), 400, messages.fileRequired, 'File');
    await refused(form({ EmployeeId: employeeId }, { name: 'prazno.pdf', bytes: new Uint8Array(0) }), 400, messages.fileRequired, 'File');
    expect(messages.fileRequired).toBe('Odaberite datoteku');
  });

  it('larger than ATTACHMENT_MAX_BYTES (read at call time): 413 on File', async () => {
    process.env.ATTACHMENT_MAX_BYTES = '1024';
    const tooLarge = messages.attachmentTooLarge('1 kB');
    await refused(form({ EmployeeId: employeeId }, { name: 'velik.txt', bytes: Buffer.alloc(1025, 'a') }), 413, tooLarge, 'File');
    // Far over the limit: the body itself is refused while reading.
    await refused(form({ EmployeeId: employeeId }, { name: 'golem.txt', bytes: Buffer.alloc(200_000, 'a') }), 413, tooLarge, 'File');
    // Exactly at the limit is fine.
    const ok = await post('Admin', form({ EmployeeId: employeeId }, { name: 'tocno.txt', bytes: Buffer.alloc(1024, 'a') }));
    expect(ok.status).toBe(201);
    expect((await del('Admin', ok.json.id)).status).toBe(204);
  });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    process.env.ATTACHMENT_MAX_BYTES = '1024';
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const res = await postStream(body, { 'content-length': String(10 * 1024 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1); // at most the stream's initial pull, never read on
  });

  it('stops reading a body without Content-Length as soon as it passes the limit', async () => {
    process.env.ATTACHMENT_MAX_BYTES = '1024';
    const before = await counts();
    // An endless upload: without the limit enforced while reading, this would never end.
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16 * 1024;
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x61));
      },
    });
    const res = await postStream(body);
    expect(res.status).toBe(413);
    // Read no further than the limit plus the multipart allowance (64 kB) and a chunk or two.
    expect(sent).toBeLessThanOrEqual(1024 + 64 * 1024 + 3 * 16 * 1024);
    expect(await counts()).toEqual(before);
  });

  it('whose bytes are not what the name says, or are not allowed at all', async () => {
    const wrong = (name: string, bytes: Uint8Array, type?: string) =>
      refused(form({ EmployeeId: employeeId }, { name, bytes, type }), 400, messages.wrongFileType, 'File');
    await wrong('Račun.pdf', PNG, 'application/pdf'); // a PNG named .pdf
    await wrong('Račun.pdf', EXE, 'application/pdf'); // an .exe renamed .pdf
    await wrong('napomena.txt', HTML, 'text/plain'); // HTML named .txt (stored XSS)
    await wrong('stranica.html', HTML, 'text/html');
    await wrong('crtež.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/svg+xml');
    await wrong('alat.exe', EXE);
    await wrong('slika.png', PDF, 'image/png');
  });

  it('Office documents that are not real packages: an EXE zipped and named .docx, an undeclared entry, a zip bomb', async () => {
    const exe = EXE.toString('latin1');
    const wrong = (name: string, bytes: Uint8Array) => refused(form({ EmployeeId: employeeId }, { name, bytes }), 400, messages.wrongFileType, 'File');
    await wrong('Ponuda.docx', storedZip({ 'setup.exe': exe }));
    await wrong('Tablica.xlsx', storedZip({ 'setup.exe': exe }));
    await wrong('Zapisnik.odt', storedZip({ 'setup.exe': exe }));
    await wrong('Ponuda.docx', storedZip(ooxmlParts('docx', { 'word/setup.exe': exe })));
    const parts = Object.entries(ooxmlParts('docx')).map(([name, text]) => ({ name, data: Buffer.from(text) }));
    const limit = messages.fileInflateLimit('100 MB');
    const started = performance.now();
    await refused(form({ EmployeeId: employeeId }, { name: 'Ponuda.docx', bytes: writeZip([...parts, bombEntry('docProps/app.xml', 1100)]) }), 400, limit, 'File');
    expect(performance.now() - started).toBeLessThan(2000);
    // real (minimal) documents pass
    for (const [name, bytes] of [['Ponuda.docx', minimalDocx()], ['Zapisnik.odt', minimalOdt()]] as const) {
      const ok = await post('Admin', form({ EmployeeId: employeeId }, { name, bytes }));
      expect(ok.status, name).toBe(201);
      expect((await del('Admin', ok.json.id)).status).toBe(204);
    }
  });

  it('a NUL character in the file name or in a text field: 400, nothing stored', async () => {
    await refused(form({ EmployeeId: employeeId }, { name: 'Račun.exe\u0000.pdf', bytes: PDF }), 400, messages.fileNameNul, 'File');
    await refused(
      form({ EmployeeId: employeeId, Description: 'Ugovor\u0000' }, { name: 'Ugovor.pdf', bytes: PDF }),
      400,
      messages.validationFailed,
      'Description',
      messages.textNul,
    );
    expect(messages.fileNameNul).toBe('Naziv datoteke sadrži nedopušteni znak (NUL).');
  });

  it('without an owner, with two owners, or an owner that does not exist', async () => {
    const file = { name: 'Ugovor.pdf', bytes: PDF };
    await refused(form({}, file), 400, messages.attachmentOwnerRequired);
    await refused(form({ EmployeeId: employeeId, ProjectId: projectId }, file), 400, messages.attachmentOwnerAmbiguous);
    await refused(form({ EmployeeId: 99_999_999 }, file), 400, messages.attachmentOwnerMissing);
    await refused(form({ ProjectId: 99_999_999 }, file), 400, messages.attachmentOwnerMissing);
    await refused(form({ ProjectHodogramId: 99_999_999 }, file), 400, messages.attachmentOwnerMissing);
    await refused(form({ HodogramId: 99_999_999 }, file), 400, messages.attachmentOwnerMissing);
    await refused(form({ HodogramId: templateNodeId, ProjectHodogramId: projectNodeId }, file), 400, messages.attachmentOwnerAmbiguous);
    // A document that does not exist (documents are owners since the documents API).
    await refused(form({ DocumentId: 99_999_999 }, file), 400, messages.attachmentOwnerMissing);
    await refused(form({ EmployeeId: 'abc' }, file), 400, messages.validationFailed, 'EmployeeId', messages.invalidValue);
  });

  it('with a description over 500 characters, or not multipart', async () => {
    await refused(
      form({ EmployeeId: employeeId, Description: 'ž'.repeat(501) }, { name: 'Ugovor.pdf', bytes: PDF }),
      400,
      messages.validationFailed,
      'Description',
      messages.maxLength(500),
    );
    await refused({ EmployeeId: employeeId }, 400, messages.multipartRequired);
  });
});

describe('updates that are refused', () => {
  it('keeps the owner, the id and the file', async () => {
    const id = await seedAttachment();
    const before = await counts();
    const moved = await put('Admin', id, form({ Id: id, EmployeeId: otherEmployeeId }));
    expect(moved.status).toBe(400);
    expect(moved.json.message).toBe(messages.attachmentOwnerFixed);
    const toProject = await put('Admin', id, form({ Id: id, ProjectId: projectId }));
    expect(toProject.status).toBe(400);
    const mismatch = await put('Admin', id, form({ Id: id + 1, Description: 'x' }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.errors.Id).toEqual([messages.attachmentIdMismatch]);
    const badFile = await put('Admin', id, form({ Id: id }, { name: 'novi.pdf', bytes: PNG }));
    expect(badFile.status).toBe(400);
    expect(badFile.json.errors.File).toEqual([messages.wrongFileType]);

    const after = await get('Admin', id);
    expect(after.json).toMatchObject({ employeeId, projectId: null, description: 'Početni opis', fileName: 'Ugovor.pdf' });
    expect((await download('Admin', id)).bytes.equals(PDF)).toBe(true);
    expect(await counts()).toEqual(before);
    expect((await put('Admin', 99_999_999, form({ Description: 'x' }))).status).toBe(404);
    expect((await del('Admin', id)).status).toBe(204);
  });
});

describe('who may do what (owner scope)', () => {
  it('answers 401 without a session on every endpoint', async () => {
    const id = await seedAttachment();
    expect((await post(null, form({ EmployeeId: employeeId }, { name: 'a.pdf', bytes: PDF }))).status).toBe(401);
    expect((await get(null, id)).status).toBe(401);
    expect((await put(null, id, form({ Description: 'x' }))).status).toBe(401);
    expect((await del(null, id)).status).toBe(401);
    expect((await download(null, id)).status).toBe(401);
    expect((await del('Admin', id)).status).toBe(204);
  });

  for (const role of ['Warehouse', 'Procurement'] as const) {
    it(`answers 403 to ${role} on every endpoint and changes nothing`, async () => {
      const id = await seedAttachment();
      const before = await counts();
      expect((await post(role, form({ EmployeeId: employeeId }, { name: 'a.pdf', bytes: PDF }))).status).toBe(403);
      expect((await post(role, form({ ProjectId: projectId }, { name: 'a.pdf', bytes: PDF }))).status).toBe(403);
      expect((await get(role, id)).status).toBe(403);
      expect((await put(role, id, form({ Id: id, Description: 'x' }))).status).toBe(403);
      expect((await del(role, id)).status).toBe(403);
      const file = await download(role, id);
      expect(file.status).toBe(403);
      expect(file.bytes.includes(PDF)).toBe(false);
      expect(await counts()).toEqual(before);
      expect((await get('Admin', id)).json.description).toBe('Početni opis');
      expect((await del('Admin', id)).status).toBe(204);
    });
  }

  it('lets SiteManager read employee attachments but not add, change or delete them', async () => {
    const id = await seedAttachment();
    const before = await counts();
    expect((await get('SiteManager', id)).status).toBe(200);
    const file = await download('SiteManager', id);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(PDF)).toBe(true);
    expect((await post('SiteManager', form({ EmployeeId: employeeId }, { name: 'a.pdf', bytes: PDF }))).status).toBe(403);
    expect((await put('SiteManager', id, form({ Id: id, Description: 'x' }))).status).toBe(403);
    // The scope is the stored owner, never an id from the request.
    expect((await put('SiteManager', id, form({ Id: id, Description: 'x', ProjectId: projectId }))).status).toBe(403);
    expect((await del('SiteManager', id)).status).toBe(403);
    expect(await counts()).toEqual(before);
    expect((await del('Admin', id)).status).toBe(204);
  });

  it('lets SiteManager add, change and delete project attachments (projects update includes SiteManager)', async () => {
    const created = await post('SiteManager', form({ ProjectId: projectId, Description: 'Fotografija gradilišta' }, { name: 'gradiliste.png', bytes: PNG }));
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect(created.json).toMatchObject({ projectId, employeeId: null, contentType: 'image/png' });
    expect((await put('SiteManager', id, form({ Id: id, Description: 'Stanje radova', ProjectId: projectId }))).json.description).toBe('Stanje radova');
    expect((await download('SiteManager', id)).bytes.equals(PNG)).toBe(true);
    expect((await del('SiteManager', id)).status).toBe(204);
  });

  it('allows Accounting the whole cycle on employee attachments', async () => {
    const created = await post('Accounting', form({ EmployeeId: employeeId }, { name: 'Platna lista.pdf', bytes: PDF }));
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect((await get('Accounting', id)).status).toBe(200);
    expect((await put('Accounting', id, form({ Id: id, Description: 'Ožujak' }))).status).toBe(200);
    expect((await download('Accounting', id)).status).toBe(200);
    expect((await del('Accounting', id)).status).toBe(204);
  });
});

describe('hodogram owners: template nodes (module hodogram) and project nodes (module projectHodogram)', () => {
  const pdf = { name: 'Obrazac.pdf', bytes: PDF };

  for (const role of ['SuperAdmin', 'Admin', 'Accounting', 'Management'] as const) {
    it(`lets ${role} add, read, download and delete on both kinds`, async () => {
      for (const owner of [{ HodogramId: templateNodeId }, { ProjectHodogramId: projectNodeId }]) {
        const created = await post(role, form(owner, pdf));
        expect(created.status).toBe(201);
        const id = created.json.id as number;
        expect(created.json).toMatchObject({
          hodogramId: owner.HodogramId ?? null,
          projectHodogramId: owner.ProjectHodogramId ?? null,
          projectId: null,
        });
        expect((await get(role, id)).status).toBe(200);
        expect((await download(role, id)).bytes.equals(PDF)).toBe(true);
        expect((await put(role, id, form({ Id: id, Description: 'Ispunjeni obrazac', ...owner }))).status).toBe(200);
        expect((await del(role, id)).status).toBe(204);
      }
    });
  }

  it('lets SiteManager add to a project node but not to a template node, nor read the template’s', async () => {
    const before = await counts();
    expect((await post('SiteManager', form({ HodogramId: templateNodeId }, pdf))).status).toBe(403);
    expect(await counts()).toEqual(before);
    const blank = await seedAttachment({ HodogramId: templateNodeId });
    expect((await get('SiteManager', blank)).status).toBe(403);
    expect((await download('SiteManager', blank)).status).toBe(403);
    expect((await del('SiteManager', blank)).status).toBe(403);
    expect((await del('Admin', blank)).status).toBe(204);

    const created = await post('SiteManager', form({ ProjectHodogramId: projectNodeId, Description: 'Zapisnik' }, pdf));
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect((await download('SiteManager', id)).status).toBe(200);
    expect((await del('SiteManager', id)).status).toBe(204);
  });

  for (const role of ['Procurement', 'Warehouse'] as const) {
    it(`refuses ${role} on both kinds`, async () => {
      const before = await counts();
      expect((await post(role, form({ HodogramId: templateNodeId }, pdf))).status).toBe(403);
      expect((await post(role, form({ ProjectHodogramId: projectNodeId }, pdf))).status).toBe(403);
      expect(await counts()).toEqual(before);
      const id = await seedAttachment({ ProjectHodogramId: projectNodeId });
      expect((await get(role, id)).status).toBe(403);
      expect((await del(role, id)).status).toBe(403);
      expect((await del('Admin', id)).status).toBe(204);
    });
  }

  it('lists a node’s attachments for its drawer', async () => {
    const { listAttachments } = await import('@/lib/attachments/queries');
    const db = await getDb();
    const id = await seedAttachment({ HodogramId: templateNodeId });
    expect((await listAttachments(db, { hodogramId: templateNodeId })).map((a) => a.id)).toEqual([id]);
    expect(await listAttachments(db, { projectHodogramId: projectNodeId })).toEqual([]);
    expect((await del('Admin', id)).status).toBe(204);
  });
});

describe('the service checks the owner scope itself (not only the route wrapper)', () => {
  it('refuses a role without the rights even when called directly', async () => {
    const id = await seedAttachment();
    const db = await getDb();
    const warehouse = await findActiveUserByEmail(db, demoEmail('Warehouse'));
    const siteManager = await findActiveUserByEmail(db, demoEmail('SiteManager'));
    const forbidden = { status: 403, message: messages.forbidden };
    await expect(getAttachment(db, warehouse!, id)).rejects.toMatchObject(forbidden);
    await expect(getAttachmentFile(db, warehouse!, id)).rejects.toMatchObject(forbidden);
    await expect(db.transaction((tx) => deleteAttachment(tx, warehouse!, id))).rejects.toMatchObject(forbidden);
    await expect(
      db.transaction((tx) => createAttachment(tx, siteManager!, { fields: { Description: null, ProjectId: null, EmployeeId: employeeId, DocumentId: null, ProjectHodogramId: null, HodogramId: null }, file: { name: 'a.pdf', bytes: PDF } })),
    ).rejects.toMatchObject(forbidden);
    expect(() => requireAttachmentAccess(warehouse!, { employeeId }, 'read')).toThrow(messages.forbidden);
    expect(() => requireAttachmentAccess(siteManager!, { employeeId }, 'read')).not.toThrow();
    expect((await del('Admin', id)).status).toBe(204);
  });
});

describe('listing for owner tabs', () => {
  it('lists one owner’s attachments, newest first, without reading file bytes', async () => {
    const { listAttachments } = await import('@/lib/attachments/queries');
    const db = await getDb();
    const first = await seedAttachment({ EmployeeId: otherEmployeeId });
    const second = await seedAttachment({ EmployeeId: otherEmployeeId }, { name: 'Slika.png', bytes: PNG });
    const onProject = await seedAttachment({ ProjectId: projectId });
    const list = await listAttachments(db, { employeeId: otherEmployeeId });
    expect(list.map((a) => a.id)).toEqual([second, first]);
    expect(list[0]).toMatchObject({ fileName: 'Slika.png', url: `/api/Attachments/${second}/Download`, size: PNG.length });
    expect(Object.keys(list[0])).not.toContain('content');
    expect((await listAttachments(db, { projectId })).map((a) => a.id)).toEqual([onProject]);
    for (const id of [first, second, onProject]) expect((await del('Admin', id)).status).toBe(204);
  });
});
