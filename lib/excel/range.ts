/**
 * Excel ranges ("B2:H100000") and column letters, spec part 1 sections 5 and 9 (cost list
 * import). Client-safe: the import drawers validate with the same code the API runs.
 *
 * Rules, in the order they are checked:
 * - required ('Obavezno polje'), at most 21 characters (the general max-length message);
 * - the form start:end, each cell 1-3 letters and a row of 1-7 digits, no row 0, the column not
 *   past XFD, the row not past 1048576, the start row not after the end row, the start column
 *   not after the end column: otherwise 'format wrong';
 * - at most 16 columns: an end column more than 15 past the start gives 'too large'.
 * Decisions: surrounding spaces are ignored and lower-case letters are accepted (Excel's own
 * Name Box accepts "b2:h10"); the range is normalised to upper case.
 */
import { messages } from '@/lib/i18n/messages';

/** XFD, the last column of an OOXML sheet. */
export const MAX_EXCEL_COLUMN = 16384;
export const MAX_EXCEL_ROW = 1048576;
export const MAX_RANGE_LENGTH = 21;
export const MAX_RANGE_COLUMNS = 16;

/** 1-based column and row. */
export type CellRef = { column: number; row: number };
export type ExcelRange = { start: CellRef; end: CellRef; /** Normalised text, e.g. "B2:H100". */ text: string };

export type RangeResult = { ok: true; range: ExcelRange } | { ok: false; message: string };

const CELL_RE = /^([A-Z]{1,3})(\d{1,7})$/;

/** "A" -> 1, "Z" -> 26, "AA" -> 27, "XFD" -> 16384. Letters only (either case); NaN otherwise. */
export function columnToIndex(letters: string): number {
  const text = letters.toUpperCase();
  if (!/^[A-Z]+$/.test(text)) return NaN;
  let n = 0;
  for (const ch of text) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** 1 -> "A", 27 -> "AA", 16384 -> "XFD". */
export function indexToColumn(index: number): string {
  if (!Number.isInteger(index) || index < 1) throw new RangeError(`column index ${index}`);
  let n = index;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** "B2" -> { column: 2, row: 2 }; null when not a cell within the sheet's bounds. */
export function parseCell(text: string): CellRef | null {
  const m = CELL_RE.exec(text);
  if (!m) return null;
  const column = columnToIndex(m[1]);
  const row = Number(m[2]);
  if (column > MAX_EXCEL_COLUMN || row < 1 || row > MAX_EXCEL_ROW) return null;
  return { column, row };
}

export const cellText = (cell: CellRef) => `${indexToColumn(cell.column)}${cell.row}`;

/** Parses and validates a range; the message is the Croatian text of the first rule broken. */
export function parseExcelRange(input: string | null | undefined): RangeResult {
  const text = (input ?? '').trim().toUpperCase();
  if (text === '') return { ok: false, message: messages.required };
  if (text.length > MAX_RANGE_LENGTH) return { ok: false, message: messages.maxLength(MAX_RANGE_LENGTH) };
  const parts = text.split(':');
  if (parts.length !== 2) return { ok: false, message: messages.excelRangeFormat };
  const start = parseCell(parts[0]);
  const end = parseCell(parts[1]);
  if (!start || !end || start.row > end.row || start.column > end.column) {
    return { ok: false, message: messages.excelRangeFormat };
  }
  if (end.column - start.column > MAX_RANGE_COLUMNS - 1) return { ok: false, message: messages.excelRangeTooLarge };
  return { ok: true, range: { start, end, text } };
}

/** The message of the first rule broken, or null when the range is valid (for form validators). */
export function excelRangeError(input: string | null | undefined): string | null {
  const result = parseExcelRange(input);
  return result.ok ? null : result.message;
}

/** Number of columns the range spans. */
export const rangeColumns = (range: ExcelRange) => range.end.column - range.start.column + 1;

/** A range from 1-based bounds: rangeText(2, 2, 8, 100) -> "B2:H100". */
export function rangeText(startColumn: number, startRow: number, endColumn: number, endRow: number): string {
  return `${indexToColumn(startColumn)}${startRow}:${indexToColumn(endColumn)}${endRow}`;
}
