/**
 * The meaning of an employee-expense file (issue 14; spec part 2 section 5 "Employee expense
 * import"), pure functions of its text or of the cells the xlsx worker read, unit-tested without
 * a database. The rules (docs/payroll.md "Troškovi zaposlenika"):
 * - Three columns: employee OIB, project code, amount. A first row that is not data (its OIB is
 *   not 11 digits and its amount not a number) is a header and skipped; empty rows are skipped.
 * - CSV: separator `;` or `,`, taken from the first non-empty line (`;` when it has one, else `,`);
 *   fields may be quoted ("1,50" with the `,` separator); UTF-8 with or without a BOM.
 * - Amounts: decimal comma or point; with both, the last one is the decimal separator and the other
 *   groups thousands ("1.234,56", "1,234.56"). Text keeps its digits exactly: more than 2 decimals
 *   is an error. A numeric xlsx cell is a binary float: rounded half away from zero to the cent.
 *   Negative amounts are refused.
 * - An OIB in a numeric xlsx cell lost its leading zeros: they are put back (11 digits).
 * Every bad row is reported with its line number (1-based, as a spreadsheet or editor shows it).
 */
import { fromScaled, parseDecimal, toScaled } from '@/lib/format/decimal';
import type { RawCell, RawRow } from '@/lib/excel/run-worker';
import { employeeExpenseMessages as M } from '@/lib/i18n/employee-expenses';

export type FileLine = { row: number; oib: string; projectCode: string; amount: string };
export type LineError = { row: number; message: string };

/** numeric(18,2): at most 16 integer digits. */
export const AMOUNT_MAX_SCALED = 10n ** 18n - 1n;

/** CSV text -> rows of cells (strings), with their 1-based line numbers. Quotes as RFC 4180. */
export function parseCsv(text: string): RawRow[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = body.split(/\r\n|\n|\r/).find((l) => l.trim() !== '') ?? '';
  const separator = firstLine.includes(';') ? ';' : ',';
  const rows: RawRow[] = [];
  let line = 1;
  let rowStart = 1;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) rows.push({ row: rowStart, cells: cells.map((c) => c) });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n' || (ch === '\r' && body[i + 1] !== '\n')) line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === separator) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      endRow();
      line++;
      rowStart = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length) endRow();
  return rows;
}

class LineFailure extends Error {}
const fail = (message: string): never => {
  throw new LineFailure(message);
};

function cellText(cell: RawCell | null | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'object') return fail(M.cellError(cell.error));
  return String(cell).trim();
}

/** The amount of a cell as a canonical string with 2 decimals ("1234.50"). */
export function parseAmount(cell: RawCell | null | undefined): string {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) fail(M.amountInvalid(String(cell)));
    return checked(toScaled(cell, 2), String(cell));
  }
  const raw = cellText(cell);
  if (raw === '') return fail(M.amountRequired);
  let text = raw.replace(/[\s\u00a0\u202f]/g, '').replace(/(€|EUR)$/i, '');
  const lastComma = text.lastIndexOf(',');
  const lastPoint = text.lastIndexOf('.');
  if (lastComma >= 0 && lastPoint >= 0) {
    const decimal = lastComma > lastPoint ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    const [int, frac] = [text.slice(0, text.lastIndexOf(decimal)), text.slice(text.lastIndexOf(decimal) + 1)];
    if (!new RegExp(`^[+-]?\\d{1,3}(\\${group}\\d{3})*$`).test(int)) fail(M.amountInvalid(raw));
    text = `${int.split(group).join('')}.${frac}`;
  } else if (lastComma >= 0 || lastPoint >= 0) {
    const sep = lastComma >= 0 ? ',' : '.';
    const parts = text.split(sep);
    // "1.234.567" groups thousands; one separator is the decimal one.
    if (parts.length > 2) {
      if (!new RegExp(`^[+-]?\\d{1,3}(\\${sep}\\d{3})+$`).test(text)) fail(M.amountInvalid(raw));
      text = parts.join('');
    } else text = parts.join('.');
  }
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) fail(M.amountInvalid(raw));
  const parts = parseDecimal(text);
  if (!parts) return fail(M.amountInvalid(raw));
  if (parts.frac.replace(/0+$/, '').length > 2) fail(M.amountDecimals(raw));
  return checked(toScaled(text, 2), raw);
}

function checked(scaled: bigint, raw: string): string {
  if (scaled < 0n) fail(M.amountNegative(raw));
  if (scaled > AMOUNT_MAX_SCALED) fail(M.amountTooLarge(raw));
  return fromScaled(scaled, 2);
}

export function parseOib(cell: RawCell | null | undefined): string {
  if (typeof cell === 'number' && Number.isSafeInteger(cell) && cell >= 0 && cell < 1e11) return String(cell).padStart(11, '0');
  const text = cellText(cell).replace(/\s+/g, '');
  if (text === '') return fail(M.oibRequired);
  if (!/^\d{11}$/.test(text)) fail(M.invalidOib(text));
  return text;
}

export function parseProjectCode(cell: RawCell | null | undefined): string {
  const text = cellText(cell);
  if (text === '') return fail(M.projectRequired);
  if (text.includes('\u0000')) fail(M.unknownProject(text.replace(/\u0000/g, '')));
  return text;
}

/** A first row that is not data: no 11-digit OIB and no amount that reads as one. */
function isHeader(r: RawRow): boolean {
  const [oib, , amount] = r.cells;
  const oibLike = typeof oib === 'number' || /^\s*\d{11}\s*$/.test(String(oib ?? ''));
  let amountLike = true;
  try {
    parseAmount(amount ?? null);
  } catch {
    amountLike = false;
  }
  return !oibLike && !amountLike;
}

/** The rows' lines and the errors of the bad ones (a header row first is skipped). */
export function readLines(rows: RawRow[]): { lines: FileLine[]; errors: LineError[] } {
  const lines: FileLine[] = [];
  const errors: LineError[] = [];
  rows.forEach((r, i) => {
    if (i === 0 && isHeader(r)) return;
    try {
      if (r.cells.slice(3).some((c) => c !== null && String(c).trim() !== '')) fail(M.tooManyColumns);
      const oib = parseOib(r.cells[0]);
      const projectCode = parseProjectCode(r.cells[1]);
      const amount = parseAmount(r.cells[2]);
      lines.push({ row: r.row, oib, projectCode, amount });
    } catch (err) {
      if (!(err instanceof LineFailure)) throw err;
      errors.push({ row: r.row, message: err.message });
    }
  });
  return { lines, errors };
}

/** Project codes match trimmed and in any case. */
export const codeKey = (code: string) => code.trim().toLocaleLowerCase('hr');
