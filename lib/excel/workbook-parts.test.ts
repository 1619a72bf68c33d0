import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEADER, workbook, type CellValue } from '@/tests/fixtures/boq-workbook';
import { openZip } from '@/lib/files/zip';
import { runXlsxWorker } from './run-worker';
import { findSheet, workbookPartsForImport } from './workbook-parts';

const rows = (n: number): CellValue[][] => Array.from({ length: n }, (_, i) => [null, 1, String(i + 1), `Stavka ${i + 1}`, 'm', i, 1, null]);

describe('workbookPartsForImport', () => {
  it('keeps only the workbook, its relationships, the chosen sheet and the shared strings', async () => {
    const bytes = workbook({ Naslovnica: [['Ponuda']], Troškovnik: [HEADER, ...rows(3)] }, { sharedStrings: true, compression: true });
    expect(openZip(bytes).entries.map((e) => e.name)).toEqual(expect.arrayContaining(['docProps/app.xml', 'xl/styles.xml', 'xl/worksheets/sheet1.xml']));
    const parts = await workbookPartsForImport(bytes, ' troškovnik ');
    if (!parts.ok) throw new Error('sheet not found');
    expect(parts.sheetName).toBe('Troškovnik');
    expect(openZip(parts.bytes).entries.map((e) => e.name).sort()).toEqual(
      ['[Content_Types].xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/workbook.xml', 'xl/worksheets/sheet2.xml'].sort(),
    );
    expect(await workbookPartsForImport(bytes, 'Ponuda')).toEqual({ ok: false, code: 'sheetMissing' });
  });

  it('the worker reads the parts; many rows come back whole, in batches; data past maxRows is reported', async () => {
    const parts = await workbookPartsForImport(workbook({ Troškovnik: [HEADER, ...rows(4500)] }, { sharedStrings: true }), 'Troškovnik');
    if (!parts.ok) throw new Error('sheet not found');
    const read = (maxRows: number) =>
      runXlsxWorker({ kind: 'read', bytes: parts.bytes, sheetName: parts.sheetName, startRow: 2, endRow: 1048576, columns: [3, 4, 5], maxRows });
    const all = await read(20_000);
    if (!all.ok) throw new Error(all.code);
    expect(all.rows).toHaveLength(4500);
    expect(all.rows[4499]).toEqual({ row: 4501, cells: ['4500', 'Stavka 4500', 'm'] });
    expect(all.rows.map((r) => r.row)).toEqual(Array.from({ length: 4500 }, (_, i) => i + 2));
    expect(await read(4500)).toMatchObject({ ok: true });
    expect(await read(4499)).toEqual({ ok: false, code: 'tooManyRows', row: 4501 });
  });

  it('reads an export re-saved by LibreOffice (shared strings, its own part layout)', async () => {
    const bytes = fs.readFileSync(path.join(process.cwd(), 'tests/fixtures/libreoffice/troskovnik-izvoz.xlsx'));
    const parts = await workbookPartsForImport(bytes, 'Troškovnik');
    if (!parts.ok) throw new Error('sheet not found');
    const read = await runXlsxWorker({ kind: 'read', bytes: parts.bytes, sheetName: parts.sheetName, startRow: 1, endRow: 3, columns: [2, 3, 4, 5, 6, 7], maxRows: 100 });
    expect(read).toMatchObject({
      ok: true,
      rows: [
        { row: 1, cells: ['Razina', 'Naziv', 'Redni broj', 'Jedinica mjere', 'Količina', 'Jedinična cijena'] },
        { row: 2, cells: [1, 'Betonski radovi', '1', null, null, null] },
        { row: 3, cells: [2, 'Beton C25/30 – temelji', '1.1', 'm3', 10.5, 95.123456] },
      ],
    });
  });

  it('finds a sheet as Excel does: exactly, else ignoring case and outer spaces', () => {
    expect(findSheet(['List1', 'TROŠKOVNIK'], 'troškovnik ')).toBe('TROŠKOVNIK');
    expect(findSheet(['a', 'A'], 'A')).toBe('A');
    expect(findSheet(['List1'], 'List2')).toBeNull();
  });
});
