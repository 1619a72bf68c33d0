import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { getDb } from '@/db/client';
import { projects } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import * as itemCreateRoute from '@/app/api/ProjectItems/route';
import * as lineCreateRoute from '@/app/api/ProjectCooperatorItems/route';
import * as situationCreateRoute from '@/app/api/ProjectSituations/route';
import * as executedCreateRoute from '@/app/api/ProjectSituationItems/route';
import * as exportRoute from '@/app/api/ProjectSituations/[id]/Export/route';
import { BASE, call, demoEmail, sessionCookie, unique } from './helpers';
import { CooperatorType, insertProjectCooperator } from './project-fixtures';
import { newProject, unitId } from './project-items-fixtures';
import { ROUTE_MANIFEST } from './route-manifest';

/**
 * The situation export (issue 11 "Situation export"): one contractor's privremena situacija as
 * .xlsx (read back with SheetJS) and PDF (read back with unpdf): header, each line's previous,
 * this period's and cumulative quantities and amounts to the cent, the recapitulation by
 * top-level group and the totals; the refusals; the rights as the manifest gives them.
 */
let m3: number;
let kg: number;
beforeAll(async () => {
  m3 = await unitId('m3');
  kg = await unitId('kg');
});

type Res = { status: number; json: any };
const post = (route: { POST: typeof lineCreateRoute.POST }, path: string, body: unknown): Promise<Res> =>
  call(route.POST, 'POST', path, { as: 'Admin', body });

async function created(res: Promise<Res>): Promise<number> {
  const r = await res;
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return r.json.id as number;
}

const group = (projectId: number, name: string) =>
  created(post(itemCreateRoute, '/api/ProjectItems', { projectId, parentId: null, isGroup: true, name }));
const item = (projectId: number, parentId: number, name: string, unit: number, quantity: string, unitPrice: string) =>
  created(post(itemCreateRoute, '/api/ProjectItems', { projectId, parentId, isGroup: false, name, unitOfMeasurementId: unit, quantity, unitPrice }));
const line = (projectCooperatorId: number, projectItemId: number, quantity: string, unitPrice: string) =>
  created(post(lineCreateRoute, '/api/ProjectCooperatorItems', { projectCooperatorId, projectItemId, quantity, unitPrice }));
const situation = (projectId: number, name: string, activeFrom: string, activeTo: string) =>
  created(post(situationCreateRoute, '/api/ProjectSituations', { projectId, name, activeFrom, activeTo, description: null }));
const executed = (projectSituationId: number, projectCooperatorItemId: number, quantity: string) =>
  created(post(executedCreateRoute, '/api/ProjectSituationItems', { projectSituationId, projectCooperatorItemId, quantity }));

const projectCooperator = (projectId: number, typeId: number, name: string, hasBoq = false, clientId: number | null = null) =>
  insertProjectCooperator(projectId, typeId, hasBoq, clientId, name);

/**
 * The project of the documented example (docs/situations.md, "Situation export"): two groups,
 * the contractor's lines on three items (one more with no quantity and nothing executed), a
 * subcontractor, and three situations, the second entered first.
 */
async function setUp() {
  const tag = unique();
  const projectName = `Obiteljska kuća Đurđevac čćđšž ${tag}`;
  const projectId = await newProject(projectName);
  const code = `SIT/${tag}`;
  await (await getDb()).update(projects).set({ code }).where(eq(projects.id, projectId));

  const earth = await group(projectId, 'Zemljani radovi');
  const excavation = await item(projectId, earth, 'Iskop zemlje', m3, '200', '12');
  const extra = await item(projectId, earth, 'Dodatni iskop', m3, '10', '15');
  const concreteWorks = await group(projectId, 'Betonski radovi');
  const concrete = await item(projectId, concreteWorks, 'Beton C25/30', m3, '12,5', '90');
  const rebar = await item(projectId, concreteWorks, 'Armatura B500B', kg, '100', '1,5');
  await item(projectId, concreteWorks, 'Oplata', m3, '30', '20'); // not in the contractor's list

  const investor = await projectCooperator(projectId, CooperatorType.Investor, `Šime Čačić ${tag}`);
  const contractor = await projectCooperator(projectId, CooperatorType.Contractor, `Gradnja Žužić d.o.o. ${tag}`, true);
  const sub = await projectCooperator(projectId, CooperatorType.Subcontractor, `Podizvođač ${tag}`, false, contractor.cooperatorId);

  const lines = {
    excavation: await line(contractor.id, excavation, '200', '11,5'),
    extra: await line(contractor.id, extra, '0', '15'),
    concrete: await line(contractor.id, concrete, '12,5', '87,40'),
    rebar: await line(contractor.id, rebar, '100', '1,45'),
  };
  const subConcrete = await line(sub.id, concrete, '12,5', '60');

  // Situation 2 is entered first (a lower id): the number follows the periods.
  const s2 = await situation(projectId, 'Ožujak', '2026-03-01', '2026-03-31');
  const s1 = await situation(projectId, 'Veljača', '2026-02-01', '2026-02-28');
  const s3 = await situation(projectId, 'Travanj', '2026-04-01', '2026-04-30');
  await executed(s1, lines.concrete, '5');
  await executed(s1, lines.rebar, '10,3');
  await executed(s1, lines.excavation, '50');
  await executed(s2, lines.concrete, '9');
  await executed(s2, lines.rebar, '20,1');
  await executed(s2, subConcrete, '4');
  await executed(s3, lines.concrete, '1');
  await executed(s3, lines.rebar, '5');
  await executed(s3, lines.excavation, '30');
  return { projectId, projectName, code, investor, contractor, sub, s1, s2, s3 };
}

/** The export as bytes (the call helper reads text). */
async function download(situationId: number, query: Record<string, string | number>, as: RoleName = 'Admin') {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const req = new NextRequest(new URL(`/api/ProjectSituations/${situationId}/Export?${search}`, BASE), {
    headers: { cookie: await sessionCookie(demoEmail(as)) },
  });
  const res = await exportRoute.GET(req, { params: Promise.resolve({ id: String(situationId) }) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  return { status: res.status, headers: res.headers, bytes, json: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null };
}

type Sheet = (string | number | undefined)[][];
function readSheet(bytes: Uint8Array): { rows: Sheet; sheet: XLSX.WorkSheet; names: string[] } {
  const book = XLSX.read(bytes, { type: 'array', cellNF: true, cellStyles: true });
  const sheet = book.Sheets[book.SheetNames[0]];
  const rows = XLSX.utils.sheet_to_json<(string | number | undefined)[]>(sheet, { header: 1, raw: true, defval: undefined, blankrows: true });
  // Padded to the table's 11 columns (sheet_to_json leaves a row's trailing empty cells out).
  const padded = rows.map((r) => Array.from({ length: 11 }, (_, i) => r[i]));
  return { rows: padded, sheet, names: book.SheetNames };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe('situation export (GET /api/ProjectSituations/{id}/Export)', () => {
  it('xlsx: header, every line to the cent, the recapitulation by top-level group and the totals', async () => {
    const s = await setUp();
    const res = await download(s.s2, { contractorId: s.contractor.id, format: 'xlsx' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const disposition = decodeURIComponent(res.headers.get('content-disposition') ?? '');
    // The slash of the code is not a path.
    expect(disposition).toContain(`Situacija 2 - ${s.code.replace('/', '-')} - ${s.contractor.name}.xlsx`);

    const { rows, sheet, names } = readSheet(res.bytes);
    expect(names).toEqual(['Situacija']);
    expect(rows[0][0]).toBe('Privremena situacija br. 2');
    const header = rows.slice(1, 8).map((r) => r[0]);
    expect(header).toEqual([
      `Projekt: ${s.code} – ${s.projectName}`,
      `Investitor: ${s.investor.name}`,
      `Izvođač: ${s.contractor.name}`,
      'Razdoblje: 01.03.2026. – 31.03.2026.',
      'Broj situacije: 2',
      'Naziv situacije: Ožujak',
      undefined,
    ]);
    const headRow = rows.findIndex((r) => r[0] === 'R.br.');
    expect(rows[headRow]).toEqual([
      'R.br.',
      'Opis stavke',
      'Jed. mj.',
      'Ugovorena količina',
      'Jedinična cijena (€)',
      'Ugovoreni iznos (€)',
      'Prethodno izvedeno',
      'Izvedeno u ovom razdoblju',
      'Iznos ovog razdoblja (€)',
      'Ukupno izvedeno',
      'Ukupni iznos (€)',
    ]);

    const body = rows.slice(headRow + 1, rows.findIndex((r) => r[1] === 'Ukupno'));
    // Groups as their own rows; "Dodatni iskop" (no quantity, nothing executed) and "Oplata" (not
    // the contractor's) are left out; the subcontractor's 4 m³ are not the contractor's.
    expect(body).toEqual([
      ['1', 'Zemljani radovi', undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined],
      ['1.1', 'Iskop zemlje', 'm3', 200, 11.5, 2300, 50, 0, 0, 50, 575],
      ['2', 'Betonski radovi', undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined],
      // 9 x 87,40 = 786,60; 14 x 87,40 = 1.223,60
      ['2.1', 'Beton C25/30', 'm3', 12.5, 87.4, 1092.5, 5, 9, 786.6, 14, 1223.6],
      // 20,1 x 1,45 = 29,145 -> 29,15; 30,4 x 1,45 = 44,08 (not 14,94 + 29,15 = 44,09)
      ['2.2', 'Armatura B500B', 'kg', 100, 1.45, 145, 10.3, 20.1, 29.15, 30.4, 44.08],
    ]);
    const totalRow = rows.findIndex((r) => r[1] === 'Ukupno');
    expect(rows[totalRow]).toEqual([undefined, 'Ukupno', undefined, undefined, undefined, 3537.5, undefined, undefined, 815.75, undefined, 1842.68]);

    const recapRow = rows.findIndex((r) => r[0] === 'Rekapitulacija');
    expect(recapRow).toBeGreaterThan(totalRow);
    expect(rows.slice(recapRow + 1, recapRow + 5)).toEqual([
      ['R.br.', 'Grupa radova', undefined, undefined, undefined, 'Ugovoreni iznos (€)', undefined, undefined, 'Iznos ovog razdoblja (€)', undefined, 'Ukupni iznos (€)'],
      ['1', 'Zemljani radovi', undefined, undefined, undefined, 2300, undefined, undefined, 0, undefined, 575],
      ['2', 'Betonski radovi', undefined, undefined, undefined, 1237.5, undefined, undefined, 815.75, undefined, 1267.68],
      [undefined, 'Sveukupno', undefined, undefined, undefined, 3537.5, undefined, undefined, 815.75, undefined, 1842.68],
    ]);
    expect(rows.flat()).toContain('Svi iznosi su u eurima, bez PDV-a.');

    // Numbers are numeric cells with number formats.
    const cell = (r: number, c: number) => sheet[XLSX.utils.encode_cell({ r, c })];
    const concreteRow = rows.findIndex((r) => r[0] === '2.1');
    expect(cell(concreteRow, 10)).toMatchObject({ t: 'n', v: 1223.6, z: '#,##0.00' });
    expect(cell(concreteRow, 7)).toMatchObject({ t: 'n', v: 9, z: '#,##0.00####' });
    // Column widths: the description wide, the numbers readable.
    const widths = (sheet['!cols'] ?? []).map((c) => c.wch ?? 0);
    expect(widths).toHaveLength(11);
    expect(widths[1]).toBeGreaterThanOrEqual(40);
    expect(Math.min(...widths.slice(3))).toBeGreaterThanOrEqual(12);
  });

  it('every situation from either side: situation 1 has nothing before it, situation 3 counts 1 and 2', async () => {
    const s = await setUp();
    const lineRows = async (situationId: number) => {
      const { rows } = readSheet((await download(situationId, { contractorId: s.contractor.id, format: 'xlsx' })).bytes);
      return Object.fromEntries(rows.filter((r) => typeof r[0] === 'string' && /^\d+\.\d+$/.test(r[0])).map((r) => [r[0], r.slice(6)]));
    };
    expect(await lineRows(s.s1)).toEqual({
      '1.1': [0, 50, 575, 50, 575],
      '2.1': [0, 5, 437, 5, 437],
      '2.2': [0, 10.3, 14.94, 10.3, 14.94], // 10,3 x 1,45 = 14,935 -> 14,94
    });
    expect(await lineRows(s.s3)).toEqual({
      '1.1': [50, 30, 345, 80, 920],
      '2.1': [14, 1, 87.4, 15, 1311],
      '2.2': [30.4, 5, 7.25, 35.4, 51.33], // 35,4 x 1,45 = 51,33
    });
    const { rows } = readSheet((await download(s.s3, { contractorId: s.contractor.id, format: 'xlsx' })).bytes);
    expect(rows[0][0]).toBe('Privremena situacija br. 3');
  });

  it('PDF: Croatian text, the period, the totals and the recapitulation read back', async () => {
    const s = await setUp();
    const res = await download(s.s2, { contractorId: s.contractor.id, format: 'pdf' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain(`Situacija 2 - ${s.code.replace('/', '-')} - ${s.contractor.name}.pdf`);
    const text = await pdfText(res.bytes);
    expect(text).toContain('Privremena situacija br. 2');
    expect(text).toContain(s.projectName); // č ć đ š ž
    expect(text).toContain(s.investor.name);
    expect(text).toContain(s.contractor.name);
    expect(text).toContain('01.03.2026. – 31.03.2026.');
    expect(text).toContain('Rekapitulacija');
    expect(text).toMatch(/Sveukupno\s+3\.537,50\s+815,75\s+1\.842,68/);
    expect(text).toMatch(/Ukupno\s+3\.537,50\s+815,75\s+1\.842,68/);
    expect(text).toMatch(/Betonski radovi\s+1\.237,50\s+815,75\s+1\.267,68/);
    expect(text).toContain('1.223,60');
    expect(text).toContain('44,08');
    expect(text).toContain('Svi iznosi su u eurima, bez PDV-a.');
    expect(text).toMatch(/Izvođač\s+Nadzorni inženjer\s+Investitor/);
    expect(text).toContain('Stranica 1 od');
  });

  describe('limits of the PDF', () => {
    afterEach(() => vi.unstubAllEnvs());

    it('a situation over the PDF row limit answers 413 pointing to the .xlsx, which is still made', async () => {
      const s = await setUp();
      // 5 rows here (2 groups, 3 lines: the line with nothing contracted or executed is left out);
      // the default limit is 20,000.
      vi.stubEnv('SITUATION_PDF_MAX_ROWS', '4');
      const pdf = await download(s.s2, { contractorId: s.contractor.id, format: 'pdf' });
      expect(pdf.status).toBe(413);
      expect(pdf.json.message).toBe(messages.situationPdfTooLarge(5, 4));
      expect(pdf.json.message).toContain('Excel (xlsx)');
      const xlsx = await download(s.s2, { contractorId: s.contractor.id, format: 'xlsx' });
      expect(xlsx.status).toBe(200);
      vi.stubEnv('SITUATION_PDF_MAX_ROWS', '5');
      expect((await download(s.s2, { contractorId: s.contractor.id, format: 'pdf' })).status).toBe(200);
    });

    it('a PDF that takes longer than PDF_TIMEOUT_MS answers 503 with the Croatian message (the worker is stopped)', async () => {
      const s = await setUp();
      vi.stubEnv('PDF_TIMEOUT_MS', '1');
      const res = await download(s.s2, { contractorId: s.contractor.id, format: 'pdf' });
      expect(res.status).toBe(503);
      expect(res.json.message).toBe(messages.pdfTimeout);
    });
  });

  it('refuses another project’s contractor, a non-contractor, an unknown situation and an unknown format', async () => {
    const s = await setUp();
    const other = await setUp();
    const notContractor = messages.situationExportNotContractor;

    const foreign = await download(s.s2, { contractorId: other.contractor.id, format: 'pdf' });
    expect(foreign.status).toBe(400);
    expect(foreign.json.errors.contractorId).toEqual([notContractor]);
    for (const id of [s.investor.id, s.sub.id, 2_000_000_000]) {
      const res = await download(s.s2, { contractorId: id, format: 'xlsx' });
      expect(res.status, `contractorId ${id}`).toBe(400);
      expect(res.json.errors.contractorId).toEqual([notContractor]);
    }
    const unknown = await download(2_000_000_000, { contractorId: s.contractor.id, format: 'xlsx' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(messages.situationMissing);

    const format = await download(s.s2, { contractorId: s.contractor.id, format: 'docx' });
    expect(format.status).toBe(400);
    expect(format.json.errors.format).toEqual([messages.situationExportFormat]);
    const missing = await download(s.s2, { format: 'pdf' });
    expect(missing.status).toBe(400);
    expect(missing.json.errors.contractorId).toBeDefined();
  });

  it('rights as the manifest gives them: situations read (SiteManager prints, Procurement and Warehouse do not)', async () => {
    const entry = ROUTE_MANIFEST.find((e) => e.method === 'GET' && e.path === '/api/ProjectSituations/{id}/Export');
    expect(entry).toMatchObject({ module: 'situations', operation: 'read' });
    expect(entry?.source).toMatch(/^app: /);
    const s = await setUp();
    const allowed: Record<RoleName, boolean> = {
      SuperAdmin: true,
      Admin: true,
      Accounting: true,
      Management: true,
      SiteManager: true,
      Procurement: false,
      Warehouse: false,
    };
    for (const [role, may] of Object.entries(allowed) as [RoleName, boolean][]) {
      const res = await download(s.s2, { contractorId: s.contractor.id, format: 'xlsx' }, role);
      expect(res.status, role).toBe(may ? 200 : 403);
    }
  });
});
