/**
 * Reading the chosen workbook in the browser (SheetJS, loaded only when a file is chosen): its
 * sheet names for the sheet select and the first rows of the range for the preview. The server
 * reads the file again on import; this is only what the user sees before sending it.
 */
import type { WorkBook } from 'xlsx';
import { parseExcelRange } from '@/lib/excel/range';

export type LoadedWorkbook = {
  sheetNames: string[];
  /** Cell texts as Excel shows them, rows first; '' for empty cells. */
  rows: (sheetName: string, fromRow: number, toRow: number, fromColumn: number, toColumn: number) => string[][];
};

type Xlsx = typeof import('xlsx');

function wrap(XLSX: Xlsx, workbook: WorkBook): LoadedWorkbook {
  return {
    sheetNames: workbook.SheetNames,
    rows: (sheetName, fromRow, toRow, fromColumn, toColumn) => {
      const sheet = workbook.Sheets[sheetName];
      if (!sheet || toRow < fromRow) return [];
      const rows = XLSX.utils.sheet_to_json<string[]>(sheet, {
        header: 1,
        range: { s: { r: fromRow - 1, c: fromColumn - 1 }, e: { r: toRow - 1, c: toColumn - 1 } },
        raw: false,
        defval: '',
        blankrows: true,
      });
      const width = toColumn - fromColumn + 1;
      return rows.map((row) => Array.from({ length: width }, (_, i) => String(row[i] ?? '')));
    },
  };
}

/** Reads an .xlsx file; throws when it is not a workbook SheetJS can read. */
export async function readWorkbook(file: File): Promise<LoadedWorkbook> {
  const XLSX = await import('xlsx');
  const workbook = XLSX.read(await file.arrayBuffer(), { type: 'array', dense: true, cellFormula: false, cellHTML: false, cellStyles: false });
  if (!workbook.SheetNames.length) throw new Error('no sheets');
  return wrap(XLSX, workbook);
}

export type RangePreview = {
  columns: number[];
  /** The row above the range (a header, if the sheet has one), or null when the range starts at row 1. */
  header: { row: number; cells: string[] } | null;
  rows: { row: number; cells: string[] }[];
  /** Rows of the range beyond the preview. */
  more: boolean;
};

/** The first `limit` rows of a valid range of a sheet, with the row above it; null for an invalid range. */
export function previewRange(workbook: LoadedWorkbook, sheetName: string, range: string, limit = 8): RangePreview | null {
  const parsed = parseExcelRange(range);
  if (!parsed.ok || !workbook.sheetNames.includes(sheetName)) return null;
  const { start, end } = parsed.range;
  const lastRow = Math.min(end.row, start.row + limit - 1);
  const columns = Array.from({ length: end.column - start.column + 1 }, (_, i) => start.column + i);
  const cells = workbook.rows(sheetName, start.row, lastRow, start.column, end.column);
  // sheet_to_json stops at the sheet's last row: the preview shows what there is.
  const rows = cells.map((c, i) => ({ row: start.row + i, cells: c }));
  while (rows.length && rows[rows.length - 1].cells.every((c) => c === '')) rows.pop();
  const headerCells = start.row > 1 ? workbook.rows(sheetName, start.row - 1, start.row - 1, start.column, end.column)[0] : undefined;
  return {
    columns,
    header: headerCells ? { row: start.row - 1, cells: headerCells } : null,
    rows,
    more: end.row > lastRow && rows.length === lastRow - start.row + 1,
  };
}
