import { count, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { attachments, employeeGearRecords } from '@/db/schema';
import { messages } from '@/lib/i18n/messages';
import * as gearRoute from '@/app/api/Employees/[id]/gear/route';
import { storedZip } from '../fixtures/zip';
import { BASE, call, demoEmail, sessionCookie } from './helpers';
import { loadPlaces } from './fixtures';
import { insertEmployee } from './project-fixtures';
import { newProject } from './project-items-fixtures';

/**
 * The gear record's request (JSON, or multipart with the signed receipt) is read within limits:
 * the multipart body within ATTACHMENT_MAX_BYTES (413 on `file`, before or while reading), JSON
 * within 1 MB (413); a NUL in the receipt's name or a text field is a 400; the receipt gets the
 * attachments' content checks (an EXE zipped as .docx is refused).
 */
const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

let employeeId: number;
let projectId: number;

beforeAll(async () => {
  employeeId = (await insertEmployee(await loadPlaces())).id;
  projectId = await newProject();
});

afterEach(() => {
  delete process.env.ATTACHMENT_MAX_BYTES;
});

async function stored() {
  const db = await getDb();
  const [[g], [a]] = await Promise.all([
    db.select({ n: count() }).from(employeeGearRecords).where(eq(employeeGearRecords.employeeId, employeeId)),
    db.select({ n: count() }).from(attachments).where(eq(attachments.employeeId, employeeId)),
  ]);
  return { gear: g.n, attachments: a.n };
}

function gearForm(fields: Record<string, string> = {}, file?: { name: string; bytes: string | Uint8Array }) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ date: '2026-04-01', projectId: String(projectId), shoes: '1', ...fields })) form.append(k, v);
  if (file) form.append('file', new File([file.bytes as BlobPart], file.name, { type: 'application/octet-stream' }));
  return form;
}

const post = (body: FormData | unknown) =>
  call(gearRoute.POST, 'POST', `/api/Employees/${employeeId}/gear`, { as: 'Admin', params: { id: employeeId }, body });

/** POST with a raw streamed body (the shared helper sends whole bodies). */
async function postStream(body: ReadableStream<Uint8Array>, contentType: string, headers: Record<string, string> = {}) {
  const init = {
    method: 'POST',
    headers: { cookie: await sessionCookie(demoEmail('Admin')), origin: BASE, 'content-type': contentType, ...headers },
    body,
    duplex: 'half',
  };
  const req = new NextRequest(new URL(`/api/Employees/${employeeId}/gear`, BASE), init as ConstructorParameters<typeof NextRequest>[1]);
  const res = await gearRoute.POST(req, { params: Promise.resolve({ id: String(employeeId) }) });
  return { status: res.status, json: await res.json() };
}

/** An endless body: counts what the server pulled. */
function endless(chunk: Uint8Array) {
  const counter = { sent: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

describe('gear record bodies are read within limits', () => {
  it('a receipt over ATTACHMENT_MAX_BYTES: 413 on file, nothing stored', async () => {
    process.env.ATTACHMENT_MAX_BYTES = '1024';
    const before = await stored();
    const res = await post(gearForm({}, { name: 'primka.pdf', bytes: PDF + 'x'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ message: messages.attachmentTooLarge('1 kB'), errors: { file: [messages.attachmentTooLarge('1 kB')] } });
    expect(await stored()).toEqual(before);
  });

  it('an endless multipart body is cut off once past the limit; a declared Content-Length over it is refused unread', async () => {
    process.env.ATTACHMENT_MAX_BYTES = '1024';
    const { stream, counter } = endless(new Uint8Array(16 * 1024).fill(0x61));
    const res = await postStream(stream, 'multipart/form-data; boundary=x');
    expect(res.status).toBe(413);
    expect(counter.sent).toBeLessThanOrEqual(1024 + 64 * 1024 + 3 * 16 * 1024);
    const declared = endless(new Uint8Array(64 * 1024));
    const big = await postStream(declared.stream, 'multipart/form-data; boundary=x', { 'content-length': String(10 * 1024 * 1024 * 1024) });
    expect(big.status).toBe(413);
    expect(declared.counter.sent).toBeLessThanOrEqual(64 * 1024);
  });

  it('an endless JSON body: 413 once past 1 MB', async () => {
    const { stream, counter } = endless(new TextEncoder().encode(' '.repeat(64 * 1024)));
    const res = await postStream(stream, 'application/json');
    expect(res.status).toBe(413);
    // The message of every JSON body past its limit (lib/http/json-body).
    expect(res.json.message).toBe(messages.requestBodyTooLarge('1 MB'));
    expect(counter.sent).toBeLessThanOrEqual(1024 * 1024 + 3 * 64 * 1024);
  });

  it('JSON and multipart records within the limits are stored', async () => {
    const json = await post({ date: '2026-04-02', projectId, helmet: 1 });
    expect(json.status, JSON.stringify(json.json)).toBe(201);
    const multipart = await post(gearForm({}, { name: 'primka.pdf', bytes: PDF }));
    expect(multipart.status, JSON.stringify(multipart.json)).toBe(201);
    expect(multipart.json.attachmentName).toBe('primka.pdf');
  });
});

describe('gear record uploads that are refused (nothing stored)', () => {
  it('a NUL in the receipt name or a text field: 400 on that field', async () => {
    const before = await stored();
    const name = await post(gearForm({}, { name: 'primka\u0000.pdf', bytes: PDF }));
    expect(name.status).toBe(400);
    expect(name.json).toEqual({ message: messages.fileNameNul, errors: { file: [messages.fileNameNul] } });
    const text = await post(gearForm({ date: '2026-04-01\u0000' }));
    expect(text.status).toBe(400);
    expect(text.json.errors).toEqual({ date: [messages.textNul] });
    expect(await stored()).toEqual(before);
  });

  it('an EXE zipped and named .docx as the receipt', async () => {
    const before = await stored();
    const exe = new Uint8Array(storedZip({ 'setup.exe': 'MZ' + '\u0090'.repeat(200) }));
    const res = await post(gearForm({}, { name: 'primka.docx', bytes: exe }));
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ file: [messages.wrongFileType] });
    expect(await stored()).toEqual(before);
  });
});
