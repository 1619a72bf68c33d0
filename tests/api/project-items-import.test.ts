import { and, desc, eq, inArray } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLog, unitsOfMeasurement } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import type { ProjectItemNode, ProjectItemsTree } from '@/lib/project-items/types';
import * as importRoute from '@/app/api/Projects/[id]/ImportProjectItems/route';
import * as exportRoute from '@/app/api/Projects/[id]/ExportProjectItems/route';
import * as treeRoute from '@/app/api/Projects/[id]/ProjectItems/route';
import * as createRoute from '@/app/api/ProjectItems/route';
import { storedZip } from '../fixtures/zip';
import { editWorkbook, HEADER, readSheet, uploadForm, workbook, type CellValue } from '../fixtures/boq-workbook';
import { BASE, call, demoEmail, sessionCookie, unique } from './helpers';
import { newProject, storedItems, unitId } from './project-items-fixtures';

/**
 * Bill-of-quantities Excel import and export (spec part 1 sections 5, 7, 8): a generated
 * workbook (groups, items, 6 decimals, Croatian letters, a new unit), replace-on-reimport keeping
 * ids, all-or-nothing on a bad row, the refusals (file type, sheet, range, labels), export ->
 * import equality, size and time limits, audit, and every role.
 */
const SHEET = 'Troškovnik';
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const DEFAULT_QUERY = { sheetName: SHEET, excelRange: 'B2:H1000' };

async function importFile(
  projectId: number,
  bytes: Uint8Array,
  query: Record<string, string> = DEFAULT_QUERY,
  { as = 'Admin' as RoleName, fileName = 'troškovnik.xlsx' } = {},
) {
  return call(importRoute.POST, 'POST', `/api/Projects/${projectId}/ImportProjectItems?${q(query)}`, {
    as,
    params: { id: projectId },
    body: uploadForm(bytes, fileName),
  });
}

/** The export as bytes (the call helper reads text). */
async function exportFile(projectId: number, query: Record<string, string> = {}, as: RoleName = 'Admin') {
  const req = new NextRequest(new URL(`/api/Projects/${projectId}/ExportProjectItems?${q(query)}`, BASE), {
    headers: { cookie: await sessionCookie(demoEmail(as)) },
  });
  const res = await exportRoute.GET(req, { params: Promise.resolve({ id: String(projectId) }) });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function tree(projectId: number): Promise<ProjectItemsTree> {
  const res = await call(treeRoute.GET, 'GET', `/api/Projects/${projectId}/ProjectItems`, { as: 'Admin', params: { id: projectId } });
  expect(res.status).toBe(200);
  return res.json;
}

const flatten = (nodes: ProjectItemNode[]): ProjectItemNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const sheet = (rows: CellValue[][]) => workbook({ [SHEET]: [HEADER, ...rows] });

describe('import of a generated workbook', () => {
  it('builds groups and items with exact decimals, Croatian letters and a new unit', async () => {
    const projectId = await newProject();
    const newUnit = `kpl-${unique().slice(-6)}`;
    const bytes = sheet([
      [null, 1, '1', 'Zemljani radovi – široki iskop', null, null, null, null],
      [null, 2, '1.1', 'Iskop tla „C” kategorije, utovar i odvoz', 'M3', 0.1 + 0.2, '1.234,567890', 370.37],
      [null, 2, '1.2', 'Nasip od šljunka (Đakovo)', 'Kvadratni metar', '12,5', 19.99, null],
      [null, 2, '1.3', 'Ograda gradilišta', newUnit, 1.333333, 19.99, null],
      [null, 2, '1.4', 'Podgrupa', null, null, null, null],
      [null, 3, '1.4.1', 'Čišćenje – žbuka', 'kom', 10000, 0.01, null],
      [null, null, null, null, null, null, null, null],
      [null, 1, '2', 'Završni radovi', null, null, null, null],
    ]);
    const res = await importFile(projectId, bytes);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      groups: 3,
      items: 4,
      totalPrice: '746.90', // 370.37 + 249.88 + 26.65 + 100.00
      createdUnits: [newUnit],
      deleted: 0,
      updated: 0,
      created: 7,
    });
    const t = await tree(projectId);
    const rows = flatten(t.items);
    expect(rows.map((r) => [r.ordinalDisplay, r.level, r.isGroup, r.name, r.unitOfMeasurement, r.quantity, r.unitPrice, r.totalPrice])).toEqual([
      ['1', 1, true, 'Zemljani radovi – široki iskop', null, null, null, '746.90'],
      ['1.1', 2, false, 'Iskop tla „C” kategorije, utovar i odvoz', 'm3', '0.300000', '1234.567890', '370.37'],
      ['1.2', 2, false, 'Nasip od šljunka (Đakovo)', 'm2', '12.500000', '19.990000', '249.88'],
      ['1.3', 2, false, 'Ograda gradilišta', newUnit, '1.333333', '19.990000', '26.65'],
      ['1.4', 2, true, 'Podgrupa', null, null, null, '100.00'],
      ['1.4.1', 3, false, 'Čišćenje – žbuka', 'kom', '10000.000000', '0.010000', '100.00'],
      ['2', 1, true, 'Završni radovi', null, null, null, '0.00'],
    ]);
    expect(t.summary.totalPrice).toBe('746.90');
    const [unit] = await (await getDb()).select().from(unitsOfMeasurement).where(eq(unitsOfMeasurement.shortName, newUnit));
    expect(unit).toMatchObject({ shortName: newUnit, name: newUnit });
  });
});

describe('re-import replaces the list', () => {
  it('keeps the ids of rows with ids, creates rows without, deletes the rest', async () => {
    const projectId = await newProject();
    await importFile(
      projectId,
      sheet([
        [null, 1, '1', 'A', null, null, null, null],
        [null, 2, '1.1', 'A1', 'm', 1, 1, null],
        [null, 2, '1.2', 'A2', 'm', 2, 2, null],
        [null, 1, '2', 'B', null, null, null, null],
        [null, 2, '2.1', 'B1', 'm', 3, 3, null],
      ]),
    );
    const before = flatten((await tree(projectId)).items);
    const id = (name: string) => before.find((r) => r.name === name)!.id;
    // A1 moves under B and changes, A2 and B1 go, a new row comes, B stays a group
    const res = await importFile(
      projectId,
      sheet([
        [id('A'), 1, '1', 'A (preimenovana)', null, null, null, null],
        [null, 2, '1.1', 'Nova stavka', 'kom', 5, '0,5', null],
        [id('B'), 1, '2', 'B', null, null, null, null],
        [id('A1'), 2, '2.1', 'A1 premještena', 'm2', '1,5', 4, null],
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ groups: 2, items: 2, totalPrice: '8.50', deleted: 2, updated: 3, created: 1, createdUnits: [] });
    const after = flatten((await tree(projectId)).items);
    expect(after.map((r) => [r.id === id('A') || r.id === id('B') || r.id === id('A1') ? r.id : 'new', r.ordinalDisplay, r.name, r.totalPrice])).toEqual([
      [id('A'), '1', 'A (preimenovana)', '2.50'],
      ['new', '1.1', 'Nova stavka', '2.50'],
      [id('B'), '2', 'B', '6.00'],
      [id('A1'), '2.1', 'A1 premještena', '6.00'],
    ]);
    expect((await storedItems(projectId)).map((r) => r.id)).not.toContain(id('A2'));
  });

  it('an id of another project is not trusted: the row is created, the other project untouched', async () => {
    const other = await newProject();
    await importFile(other, sheet([[null, 1, '1', 'Tuđa', 'm', 1, 1, null]]));
    const [foreign] = await storedItems(other);
    const projectId = await newProject();
    const res = await importFile(projectId, sheet([[foreign.id, 1, '1', 'Moja', 'm', 2, 2, null]]));
    expect(res.json).toMatchObject({ created: 1, updated: 0, deleted: 0 });
    const [mine] = await storedItems(projectId);
    expect(mine.id).not.toBe(foreign.id);
    expect(await storedItems(other)).toEqual([foreign]);
  });

  it('an item cannot become a group through its id (400, nothing changes)', async () => {
    const projectId = await newProject();
    await importFile(projectId, sheet([[null, 1, '1', 'Stavka', 'm', 1, 1, null]]));
    const before = await storedItems(projectId);
    const res = await importFile(projectId, sheet([[before[0].id, 1, '1', 'Sad grupa', null, null, null, null], [null, 2, '1.1', 'x', 'm', 1, 1, null]]));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(messages.importRowError(2, messages.importIdTypeChanged(before[0].id)));
    expect(await storedItems(projectId)).toEqual(before);
  });

  it('a bad row in the middle refuses the whole file, naming the Excel row; the old list stays', async () => {
    const projectId = await newProject();
    await importFile(projectId, sheet([[null, 1, '1', 'Stara', 'm', 1, 1, null]]));
    const before = await storedItems(projectId);
    const rows: CellValue[][] = Array.from({ length: 40 }, (_, i) => [null, 1, String(i + 1), `Stavka ${i + 1}`, 'm', 1, 1, null]);
    rows[20] = [null, 1, '21', 'Loša', 'm', 'dvanaest', 1, null]; // Excel row 22
    const res = await importFile(projectId, sheet(rows));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(messages.importRowError(22, messages.importCellInvalidNumber('Količina')));
    expect(res.json.message).toBe('Redak 22: Količina: neispravan broj');
    expect(res.json.errors.File).toEqual([res.json.message]);
    expect(await storedItems(projectId)).toEqual(before);
  });

  it('a failure inside the transaction (a kept row and a new one) rolls everything back', async () => {
    const projectId = await newProject();
    await importFile(projectId, sheet([[null, 1, '1', 'Prva', 'm', 1, 1, null], [null, 1, '2', 'Druga', 'm', 1, 1, null]]));
    const before = await storedItems(projectId);
    // Row 3 keeps Prva's id; row 4 turns Druga into a group: checked in the transaction
    const res = await importFile(
      projectId,
      sheet([
        [before[0].id, 1, '1', 'Prva izmijenjena', 'm', 9, 9, null],
        [before[1].id, 1, '2', 'Druga kao grupa', null, null, null, null],
      ]),
    );
    expect(res.status).toBe(400);
    expect(await storedItems(projectId)).toEqual(before);
  });
});

describe('refusals', () => {
  it('wrong file type: checked on the bytes, not the name', async () => {
    const projectId = await newProject();
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
    const docx = new Uint8Array(
      storedZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>', '_rels/.rels': '<Relationships/>' }),
    );
    const text = new TextEncoder().encode('Naziv;Količina\nIskop;12\n');
    const xlsx = sheet([[null, 1, '1', 'A', null, null, null, null]]);
    for (const [bytes, name] of [
      [png, 'troškovnik.xlsx'],
      [docx, 'troškovnik.xlsx'],
      [text, 'troškovnik.xlsx'],
      [xlsx, 'troškovnik.xls'],
      [xlsx, 'troškovnik.csv'],
    ] as const) {
      const res = await importFile(projectId, bytes, DEFAULT_QUERY, { fileName: name });
      expect(res.status, name).toBe(400);
      expect(res.json).toEqual({ message: messages.wrongFileType, errors: { File: [messages.wrongFileType] } });
    }
    expect(await storedItems(projectId)).toEqual([]);
  });

  it('a missing sheet is named; a missing file is required', async () => {
    const projectId = await newProject();
    const bytes = sheet([[null, 1, '1', 'A', null, null, null, null]]);
    const res = await importFile(projectId, bytes, { ...DEFAULT_QUERY, sheetName: 'Ponuda' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: messages.sheetMissing('Ponuda'), errors: { sheetName: [messages.sheetMissing('Ponuda')] } });
    expect(messages.sheetMissing('Ponuda')).toBe('List „Ponuda” ne postoji u datoteci.');
    // sheet names match regardless of case, as in Excel
    expect((await importFile(projectId, bytes, { ...DEFAULT_QUERY, sheetName: 'TROŠKOVNIK' })).status).toBe(201);
    const none = await call(importRoute.POST, 'POST', `/api/Projects/${projectId}/ImportProjectItems?${q(DEFAULT_QUERY)}`, {
      as: 'Admin',
      params: { id: projectId },
      body: new FormData(),
    });
    expect(none.status).toBe(400);
    expect(none.json.errors).toEqual({ File: [messages.fileRequired] });
  });

  it('bad range, duplicate labels, missing Ordinal, column A: 400 with the field messages', async () => {
    const projectId = await newProject();
    const bytes = sheet([[null, 1, '1', 'A', null, null, null, null]]);
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ ...DEFAULT_QUERY, excelRange: 'B0:H10' }, { excelRange: [messages.excelRangeFormat] }],
      [{ ...DEFAULT_QUERY, excelRange: 'B2:R10' }, { excelRange: [messages.excelRangeTooLarge] }],
      [{ ...DEFAULT_QUERY, excelRange: 'A2:H10' }, { excelRange: [messages.columnAReserved] }],
      [{ ...DEFAULT_QUERY, labelOrder: 'Level,Ordinal,Name,Name' }, { labelOrder: [messages.columnsNotUniqueLabels('Naziv')] }],
      [{ ...DEFAULT_QUERY, labelOrder: 'Level,,Name,UnitOfMeasurement,Quantity,UnitPrice' }, { labelOrder: [messages.missingColumn('Redni broj')] }],
      [{ excelRange: 'B2:H10' }, { sheetName: [messages.required] }],
    ];
    for (const [query, errors] of cases) {
      const res = await importFile(projectId, bytes, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.json.errors).toEqual(errors);
    }
    expect(await storedItems(projectId)).toEqual([]);
  });

  it('a missing project: 404', async () => {
    const res = await importFile(2147480000, sheet([[null, 1, '1', 'A', null, null, null, null]]));
    expect(res.status).toBe(404);
  });

  it('an upload over IMPORT_MAX_BYTES: 413 before reading it', async () => {
    const projectId = await newProject();
    process.env.IMPORT_MAX_BYTES = '2048';
    try {
      const big = sheet(Array.from({ length: 300 }, (_, i) => [null, 1, String(i + 1), `Stavka broj ${i + 1} s dugim opisom`, 'm', i, i, null]));
      expect(big.byteLength).toBeGreaterThan(2048);
      const res = await importFile(projectId, big);
      expect(res.status).toBe(413);
      expect(res.json.errors.File).toEqual([messages.attachmentTooLarge('2 kB')]);
    } finally {
      delete process.env.IMPORT_MAX_BYTES;
    }
  });

  it('a worker over its memory limit (IMPORT_WORKER_MAX_MB): 400, nothing changes, the next import works', async () => {
    const projectId = await newProject();
    const bytes = sheet([[null, 1, '1', 'A', null, null, null, null]]);
    process.env.IMPORT_WORKER_MAX_MB = '2';
    try {
      const res = await importFile(projectId, bytes);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(messages.importUnreadable);
    } finally {
      delete process.env.IMPORT_WORKER_MAX_MB;
    }
    expect(await storedItems(projectId)).toEqual([]);
    expect((await importFile(projectId, bytes)).status).toBe(201);
  });

  it('the declared range is clamped to the rows the sheet has (the whole sheet height is fine)', async () => {
    const projectId = await newProject();
    const res = await importFile(projectId, sheet([[null, 1, '1', 'A', 'm', 1, 1, null]]), { sheetName: SHEET, excelRange: 'B2:H1048576' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ items: 1, created: 1 });
  });

  it('a workbook that takes longer than IMPORT_TIMEOUT_MS: 400, the worker is stopped, nothing changes', async () => {
    const projectId = await newProject();
    process.env.IMPORT_TIMEOUT_MS = '1';
    try {
      const res = await importFile(projectId, sheet([[null, 1, '1', 'A', null, null, null, null]]));
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(messages.importTimeout);
    } finally {
      delete process.env.IMPORT_TIMEOUT_MS;
    }
    expect(await storedItems(projectId)).toEqual([]);
  });
});

describe('export', () => {
  async function sampleProject() {
    const projectId = await newProject(`Zgrada „Đurđica” ${unique()}`);
    await importFile(
      projectId,
      sheet([
        [null, 1, '1', 'Zemljani radovi', null, null, null, null],
        [null, 2, '1.1', 'Iskop – ručni', 'm3', '1.234,567891', '12,345678', null],
        [null, 2, '1.2', 'Grupa', null, null, null, null],
        [null, 3, '1.2.1', 'Odvoz šute', 't', 0.1 + 0.2, 19.99, null],
        [null, 1, '2', 'Veliki iznos', 'kom', '123456789012,123456', '0,01', null],
      ]),
    );
    return projectId;
  }

  it('an .xlsx with a Croatian file name, Croatian headers, ids in A and numeric cells', async () => {
    const projectId = await sampleProject();
    const res = await exportFile(projectId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="Troskovnik - Zgrada „Durdica”|^attachment; filename="Troskovnik - Zgrada _Durdica_/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toMatch(/^Troškovnik - Zgrada „Đurđica” \w+\.xlsx$/);
    const ids = (await storedItems(projectId)).map((r) => r.id);
    const rows = readSheet(res.bytes);
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1)).toEqual([
      [expect.any(Number), 1, '1', 'Zemljani radovi', null, null, null, 15247.58],
      [expect.any(Number), 2, '1.1', 'Iskop – ručni', 'm3', 1234.567891, 12.345678, 15241.58], // 15241.577651...
      [expect.any(Number), 2, '1.2', 'Grupa', null, null, null, 6],
      [expect.any(Number), 3, '1.2.1', 'Odvoz šute', 't', 0.3, 19.99, 6],
      // 18 significant digits do not fit a float: text with a decimal comma
      [expect.any(Number), 1, '2', 'Veliki iznos', 'kom', '123456789012,123456', 0.01, 1234567890.12],
    ]);
    expect(rows.slice(1).map((r) => r[0]).sort()).toEqual([...ids].sort());
  });

  it('number formats: quantities 6 decimals, unit prices 2 to 6, money 2', async () => {
    const projectId = await sampleProject();
    const XLSX = await import('xlsx');
    const book = XLSX.read((await exportFile(projectId)).bytes, { type: 'array', cellNF: true });
    const ws = book.Sheets[book.SheetNames[0]];
    expect(book.SheetNames).toEqual(['Troškovnik']);
    expect(ws.F3).toMatchObject({ t: 'n', z: '#,##0.000000' });
    expect(ws.G3).toMatchObject({ t: 'n', z: '#,##0.00####' });
    expect(ws.H3).toMatchObject({ t: 'n', z: '#,##0.00' });
    expect(ws.A3).toMatchObject({ t: 'n' });
    expect(ws.C3).toMatchObject({ t: 's', v: '1.1' });
  });

  it('export -> import gives the identical tree; an edited value comes back edited, ids kept', async () => {
    const projectId = await sampleProject();
    const before = await tree(projectId);
    const exported = (await exportFile(projectId)).bytes;
    const n = readSheet(exported).length;
    const same = await importFile(projectId, exported, { sheetName: SHEET, excelRange: `B2:H${n}` });
    expect(same.status).toBe(201);
    expect(same.json).toMatchObject({ updated: 5, created: 0, deleted: 0, createdUnits: [] });
    expect(await tree(projectId)).toEqual(before);

    // as a user would in Excel or LibreOffice: change a quantity, rename, delete a row's content
    const edited = editWorkbook(exported, { F3: 2.5, D5: 'Odvoz šute – izmijenjeno' });
    const res = await importFile(projectId, edited, { sheetName: SHEET, excelRange: `B2:H${n}` });
    expect(res.status).toBe(201);
    const after = flatten((await tree(projectId)).items);
    const old = flatten(before.items);
    expect(after.map((r) => r.id)).toEqual(old.map((r) => r.id));
    expect(after[1]).toMatchObject({ quantity: '2.500000', unitPrice: '12.345678', totalPrice: '30.86' });
    expect(after[3]).toMatchObject({ name: 'Odvoz šute – izmijenjeno', quantity: '0.300000', totalPrice: '6.00' });
  });

  it('labelOrder chooses the columns after A; a range places the header row', async () => {
    const projectId = await sampleProject();
    const res = await exportFile(projectId, { labelOrder: 'Ordinal,Name,,TotalPrice', excelRange: 'A3:E100' });
    const rows = readSheet(res.bytes);
    expect(rows[0]).toEqual([null, null, null, null, null]);
    expect(rows[2]).toEqual(['Id', 'Redni broj', 'Naziv', null, 'Ukupna cijena']);
    expect(rows[3]).toEqual([expect.any(Number), '1', 'Zemljani radovi', null, 15247.58]);
    const bad = await call(exportRoute.GET, 'GET', `/api/Projects/${projectId}/ExportProjectItems?${q({ labelOrder: 'Name,Name' })}`, {
      as: 'Admin',
      params: { id: projectId },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ labelOrder: [messages.columnsNotUniqueLabels('Naziv')] });
    expect((await exportFile(2147480000)).status).toBe(404);
  });
});

describe('audit and roles', () => {
  it('import and export are audited', async () => {
    const projectId = await newProject();
    await importFile(projectId, sheet([[null, 1, '1', 'A', null, null, null, null]]));
    await exportFile(projectId);
    const db = await getDb();
    const rows = await db
      .select({ operation: auditLog.operation, module: auditLog.module, entityId: auditLog.entityId })
      .from(auditLog)
      .where(
        and(eq(auditLog.module, 'projectItems'), eq(auditLog.entityId, String(projectId)), inArray(auditLog.operation, ['import', 'export'])),
      )
      .orderBy(desc(auditLog.id));
    expect(rows.map((r) => r.operation).sort()).toEqual(['export', 'import']);
  });

  it('import: SA, A, Ac, M; export: also SiteManager; Procurement and Warehouse nothing', async () => {
    const projectId = await newProject();
    const bytes = sheet([[null, 1, '1', 'A', 'm', 1, 1, null]]);
    const importers: RoleName[] = ['SuperAdmin', 'Admin', 'Accounting', 'Management'];
    const exporters: RoleName[] = [...importers, 'SiteManager'];
    for (const role of [...exporters, 'Procurement', 'Warehouse'] as RoleName[]) {
      expect((await importFile(projectId, bytes, DEFAULT_QUERY, { as: role })).status, `${role} import`).toBe(importers.includes(role) ? 201 : 403);
      expect((await exportFile(projectId, {}, role)).status, `${role} export`).toBe(exporters.includes(role) ? 200 : 403);
    }
  });

  it('a project item created through the API exports and re-imports too', async () => {
    const projectId = await newProject();
    const m = await unitId('m');
    const created = await call(createRoute.POST, 'POST', '/api/ProjectItems', {
      as: 'Admin',
      body: { projectId, parentId: null, isGroup: false, name: 'Ručno dodana', unitOfMeasurementId: m, quantity: '1,000001', unitPrice: '3' },
    });
    const exported = (await exportFile(projectId)).bytes;
    const res = await importFile(projectId, exported, { sheetName: SHEET, excelRange: 'B2:H2' });
    expect(res.json).toMatchObject({ updated: 1, created: 0, deleted: 0, totalPrice: '3.00' });
    expect((await storedItems(projectId))[0]).toMatchObject({ id: created.json.id, quantity: '1.000001' });
  });
});
