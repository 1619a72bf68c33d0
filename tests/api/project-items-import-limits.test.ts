import { inArray, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { unitsOfMeasurement } from '@/db/schema';
import { messages } from '@/lib/i18n/messages';
import { DEFAULT_MAX_INFLATED_BYTES } from '@/lib/files/zip';
import { formatFileSize } from '@/lib/format/file-size';
import { DEFAULT_IMPORT_MAX_ROWS, maxImportRows } from '@/lib/project-items/import-service';
import { MAX_NEW_UNITS } from '@/lib/project-items/import-units';
import type { ProjectItemNode } from '@/lib/project-items/types';
import * as importRoute from '@/app/api/Projects/[id]/ImportProjectItems/route';
import * as treeRoute from '@/app/api/Projects/[id]/ProjectItems/route';
import { bombEntry, withEntries } from '../fixtures/zip';
import { HEADER, uploadForm, workbook, type CellValue } from '../fixtures/boq-workbook';
import { call, unique } from './helpers';
import { newProject, storedItems } from './project-items-fixtures';

/**
 * Limits of the bill-of-quantities import (issue 9): zip bombs (refused from the zip's
 * directory, or cut off at a lying declared size, fast and without growing the server), the
 * inflate budget, IMPORT_MAX_ROWS, units created from cells (data, never object keys; trimmed,
 * bounded, capped, reported) and NUL characters in cells and the file name.
 */
const SHEET = 'Troškovnik';
const MB = 1024 * 1024;
const QUERY = { sheetName: SHEET, excelRange: 'B2:H1000' };
const INFLATE_LIMIT = messages.fileInflateLimit(formatFileSize(DEFAULT_MAX_INFLATED_BYTES));

const sheet = (rows: CellValue[][], options?: Parameters<typeof workbook>[1]) => workbook({ [SHEET]: [HEADER, ...rows] }, options);
const ROWS: CellValue[][] = [
  [null, 1, '1', 'Zemljani radovi', null, null, null, null],
  [null, 2, '1.1', 'Iskop', 'm3', 2, 3, null],
];

async function importFile(projectId: number, bytes: Uint8Array, query: Record<string, string> = QUERY, fileName = 'troškovnik.xlsx') {
  return call(importRoute.POST, 'POST', `/api/Projects/${projectId}/ImportProjectItems?${new URLSearchParams(query)}`, {
    as: 'Admin',
    params: { id: projectId },
    body: uploadForm(bytes, fileName),
  });
}

async function treeItems(projectId: number): Promise<ProjectItemNode[]> {
  const res = await call(treeRoute.GET, 'GET', `/api/Projects/${projectId}/ProjectItems`, { as: 'Admin', params: { id: projectId } });
  const flatten = (nodes: ProjectItemNode[]): ProjectItemNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
  return flatten(res.json.items);
}

/** The answer, how long it took and how much the process grew meanwhile. */
async function timedImport(projectId: number, bytes: Uint8Array) {
  const rss = process.memoryUsage().rss;
  const started = performance.now();
  const res = await importFile(projectId, bytes);
  return { res, ms: performance.now() - started, grewBy: process.memoryUsage().rss - rss };
}

afterEach(() => {
  delete process.env.UPLOAD_MAX_INFLATED_BYTES;
  delete process.env.IMPORT_MAX_ROWS;
});

describe('zip bombs', () => {
  it('a 1 MB workbook whose docProps/app.xml inflates to 1.1 GB: 400 in under 2 s, the server does not grow, the next import works', async () => {
    const projectId = await newProject();
    const bomb = await withEntries(sheet(ROWS), [bombEntry('docProps/app.xml', 1100)]);
    expect(bomb.byteLength).toBeLessThan(1.5 * MB);
    const { res, ms, grewBy } = await timedImport(projectId, bomb);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: INFLATE_LIMIT, errors: { File: [INFLATE_LIMIT] } });
    expect(ms).toBeLessThan(2000);
    expect(grewBy).toBeLessThan(100 * MB);
    expect(await storedItems(projectId)).toEqual([]);
    expect((await importFile(projectId, sheet(ROWS))).status).toBe(201);
  });

  it('shared strings that inflate to 1.1 GB: refused whether their declared size is true or a lie', async () => {
    const projectId = await newProject();
    const excelLike = sheet(ROWS, { sharedStrings: true, compression: true });
    // Excel keeps texts in xl/sharedStrings.xml: the import reads them from there
    expect((await importFile(projectId, excelLike)).status).toBe(201);
    const before = await storedItems(projectId);
    for (const declared of [1100 * MB, 4096]) {
      const bomb = await withEntries(excelLike, [bombEntry('xl/sharedStrings.xml', 1100, declared)]);
      const { res, ms, grewBy } = await timedImport(projectId, bomb);
      expect(res.status, `declared ${declared}`).toBe(400);
      expect(res.json.message).toBe(INFLATE_LIMIT);
      expect(ms).toBeLessThan(2000);
      expect(grewBy).toBeLessThan(100 * MB);
    }
    // 20 MB, within the budget, but compressed 1:1000
    expect((await importFile(projectId, await withEntries(excelLike, [bombEntry('xl/worksheets/sheet1.xml', 20)]))).json.message).toBe(
      INFLATE_LIMIT,
    );
    expect(await storedItems(projectId)).toEqual(before);
  });

  it('the parts an import does not read are never inflated, even when their sizes lie', async () => {
    const projectId = await newProject();
    const lying = await withEntries(sheet(ROWS), [bombEntry('docProps/app.xml', 1100, 600)]);
    const { res, ms, grewBy } = await timedImport(projectId, lying);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ groups: 1, items: 1 });
    expect(ms).toBeLessThan(5000);
    expect(grewBy).toBeLessThan(100 * MB);
  });

  it('the budget of inflated bytes is UPLOAD_MAX_INFLATED_BYTES', async () => {
    const projectId = await newProject();
    process.env.UPLOAD_MAX_INFLATED_BYTES = '2048';
    const rows: CellValue[][] = Array.from({ length: 40 }, (_, i) => [null, 1, String(i + 1), `Stavka ${i + 1}`, 'm', 1, 1, null]);
    const res = await importFile(projectId, sheet(rows));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(messages.fileInflateLimit('2 kB'));
    delete process.env.UPLOAD_MAX_INFLATED_BYTES;
    expect((await importFile(projectId, sheet(rows))).status).toBe(201);
  });
});

describe('IMPORT_MAX_ROWS', () => {
  it('is 20,000 rows unless set', () => {
    expect(DEFAULT_IMPORT_MAX_ROWS).toBe(20_000);
    expect(maxImportRows()).toBe(20_000);
  });

  it('reads at most that many rows of the range; data below them refuses the file, the old list stays', async () => {
    const projectId = await newProject();
    process.env.IMPORT_MAX_ROWS = '5';
    const rows = (n: number): CellValue[][] => Array.from({ length: n }, (_, i) => [null, 1, String(i + 1), `Stavka ${i + 1}`, 'm', 1, 1, null]);
    const whole = { sheetName: SHEET, excelRange: 'B2:H1048576' };
    expect((await importFile(projectId, sheet(rows(5)), whole)).status).toBe(201);
    const before = await storedItems(projectId);
    const res = await importFile(projectId, sheet(rows(6)), whole);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: messages.importTooManyRows(5, 7), errors: { File: [messages.importTooManyRows(5, 7)] } });
    expect(messages.importTooManyRows(20_000, 20_002)).toBe(
      'Uvoz smije obuhvatiti najviše 20.000 redaka raspona, a datoteka ima podatke i u retku 20.002. Podijelite troškovnik u više datoteka.',
    );
    expect(await storedItems(projectId)).toEqual(before);
    // a range that ends within the limit reads only its rows
    expect((await importFile(projectId, sheet(rows(6)), { sheetName: SHEET, excelRange: 'B2:H6' })).json).toMatchObject({ items: 5 });
  });
});

describe('units created from cells', () => {
  it('__proto__, constructor, toString are units like any other: created, reported, matched again', async () => {
    const db = await getDb();
    const names = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
    const existing = new Set(
      (await db.select({ shortName: unitsOfMeasurement.shortName }).from(unitsOfMeasurement).where(inArray(unitsOfMeasurement.shortName, names))).map(
        (u) => u.shortName,
      ),
    );
    const projectId = await newProject();
    const rows: CellValue[][] = names.map((unit, i) => [null, 1, String(i + 1), `Stavka ${i + 1}`, unit, 1, 2, null]);
    const res = await importFile(projectId, sheet(rows));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect([...res.json.createdUnits].sort()).toEqual(names.filter((n) => !existing.has(n)).sort());
    expect((await treeItems(projectId)).map((r) => r.unitOfMeasurement)).toEqual(names);
    const stored = await db.select().from(unitsOfMeasurement).where(inArray(unitsOfMeasurement.shortName, names));
    expect(stored.map((u) => u.shortName).sort()).toEqual([...names].sort());
    // a second import finds them
    const again = await importFile(projectId, sheet(rows));
    expect(again.json.createdUnits).toEqual([]);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('are trimmed with inner spaces collapsed, and matched ignoring case', async () => {
    const projectId = await newProject();
    const tag = unique().slice(-6);
    const res = await importFile(
      projectId,
      sheet([
        [null, 1, '1', 'A', `  Kpl   ${tag} `, 1, 1, null],
        [null, 1, '2', 'B', `kpl ${tag}`, 1, 1, null],
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.json.createdUnits).toEqual([`Kpl ${tag}`]);
    expect((await treeItems(projectId)).map((r) => r.unitOfMeasurement)).toEqual([`Kpl ${tag}`, `Kpl ${tag}`]);
  });

  it(`more than ${MAX_NEW_UNITS} new units in one file: 400 naming some, nothing created`, async () => {
    const db = await getDb();
    const projectId = await newProject();
    const tag = `u${unique().slice(-5)}`;
    const rows: CellValue[][] = Array.from({ length: MAX_NEW_UNITS + 1 }, (_, i) => [null, 1, String(i + 1), `Stavka ${i + 1}`, `${tag}-${i}`, 1, 1, null]);
    const res = await importFile(projectId, sheet(rows));
    expect(res.status).toBe(400);
    const message = messages.importTooManyNewUnits(MAX_NEW_UNITS + 1, MAX_NEW_UNITS, [0, 1, 2, 3, 4].map((i) => `${tag}-${i}`));
    expect(res.json).toEqual({ message, errors: { File: [message] } });
    expect(message).toMatch(/^Uvoz bi dodao 51 novu jedinicu mjere \(najviše 50 u jednom uvozu\), npr\. „/);
    expect(await db.select().from(unitsOfMeasurement).where(like(unitsOfMeasurement.shortName, `${tag}-%`))).toEqual([]);
    expect(await storedItems(projectId)).toEqual([]);
    // exactly the cap is fine
    expect((await importFile(projectId, sheet(rows.slice(0, MAX_NEW_UNITS)))).json.createdUnits).toHaveLength(MAX_NEW_UNITS);
  });

  it('longer than the short name (20 characters): the row is named', async () => {
    const projectId = await newProject();
    const res = await importFile(projectId, sheet([[null, 1, '1', 'A', 'x'.repeat(21), 1, 1, null]]));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(messages.importRowError(2, messages.importCellTooLong('Jedinica mjere', 20)));
  });
});

describe('NUL characters', () => {
  it('in a cell: 400 naming the row and the column, nothing stored', async () => {
    const projectId = await newProject();
    for (const [row, label] of [
      [[null, 1, '1', 'Iskop\u0000tla', 'm', 1, 1, null], 'Naziv'],
      [[null, 1, '1', 'Iskop', 'm\u00003', 1, 1, null], 'Jedinica mjere'],
      [[null, 1, '1\u0000', 'Iskop', 'm', 1, 1, null], 'Redni broj'],
    ] as [CellValue[], string][]) {
      const res = await importFile(projectId, sheet([row]));
      expect(res.status, label).toBe(400);
      expect(res.json.message).toBe(messages.importRowError(2, messages.importCellNul(label)));
    }
    expect(messages.importCellNul('Naziv')).toBe('Naziv: tekst sadrži nedopušteni znak (NUL)');
    expect(await storedItems(projectId)).toEqual([]);
  });

  it('in the file name: 400 on File', async () => {
    const projectId = await newProject();
    const res = await importFile(projectId, sheet(ROWS), QUERY, 'troškovnik\u0000.xlsx');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: messages.fileNameNul, errors: { File: [messages.fileNameNul] } });
    expect(await storedItems(projectId)).toEqual([]);
  });
});
