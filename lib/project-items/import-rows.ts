/**
 * The meaning of the cells of an imported bill of quantities (spec part 1 section 5), a pure
 * function of what the worker read, so every rule is unit-tested without a workbook.
 *
 * The rules (documented for the users in the import drawer's help too):
 * - Column A holds the id of an existing item (empty for a new row); the labels' columns hold
 *   Level, Ordinal, Name, UnitOfMeasurement, Quantity, UnitPrice and TotalPrice.
 * - Level (1, 2, 3, ...) builds the tree: the first row is on level 1 and each row at most one
 *   level deeper than the row before it. Without a Level column, or with the cell empty, the
 *   level is the number of parts of a dotted Ordinal ("1.2.3" is level 3; "1.2." also).
 * - A row followed by a deeper row is a GROUP: it must have neither quantity nor unit price.
 *   A row without deeper rows is an ITEM when it has a quantity and a unit price (then a unit is
 *   required), or an empty GROUP when it has neither; one without the other is an error.
 * - Quantities and unit prices: numeric cells, or text with a decimal comma ("1.234,567890").
 *   A numeric cell is a binary float: its shortest decimal form is rounded to 6 places (so
 *   0.1+0.2 stored as 0.30000000000000004 reads 0.300000); text keeps its digits exactly and
 *   more than 6 decimals is an error. Numeric cells are exact up to 15 significant digits.
 * - TotalPrice is never read as a value: the total is always round(quantity x unit price, 2).
 * - Rows empty in every read column are skipped; any other bad row is an error naming its Excel
 *   row, and nothing is imported.
 */
import { parseDecimal, roundDecimal, toDecimalString, toScaled } from '@/lib/format/decimal';
import { parseDecimalInput } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import type { RawCell, RawRow } from '@/lib/excel/run-worker';
import { fitsMoney, priceScaled, QUANTITY_MAX_INT_DIGITS, QUANTITY_SCALE } from './amounts';
import { ID_COLUMN_NAME, ITEM_LABEL_NAMES, type ItemImportLabel } from './import-options';
import { ITEM_NAME_MAX } from './schemas';

/** units_of_measurement.short_name is varchar(20). */
export const UNIT_SHORT_NAME_MAX = 20;
/** At most this many row errors are reported (the first one is the message). */
export const MAX_ROW_ERRORS = 50;

export type ImportRow = {
  /** Excel row number (1-based). */
  row: number;
  id: number | null;
  level: number;
  isGroup: boolean;
  name: string;
  /** The unit as written (trimmed); null for groups. */
  unit: string | null;
  quantity: string | null;
  unitPrice: string | null;
};

export type RowError = { row: number; message: string };
export type ParsedRows = { rows: ImportRow[]; errors: RowError[] };

/** Which cell of a raw row holds which label; index 0 is column A (the id). */
export type CellIndex = Partial<Record<ItemImportLabel, number>> & { id: number };

export class CellError extends Error {}
const fail = (message: string): never => {
  throw new CellError(message);
};

const label = (l: ItemImportLabel) => ITEM_LABEL_NAMES[l];

/**
 * The text of a cell (a number in its shortest decimal form), trimmed. A NUL character is
 * refused: Postgres cannot store it, and it is never part of a real name.
 */
function cellText(cell: RawCell | null, l: ItemImportLabel | 'Id'): string {
  if (cell === null) return '';
  if (typeof cell === 'object') return fail(messages.importCellError(cell.error));
  const text = String(cell);
  if (text.includes('\u0000')) fail(messages.importCellNul(l === 'Id' ? ID_COLUMN_NAME : label(l)));
  return text.trim();
}

/** A unit as written, trimmed and with inner runs of spaces as one ("m  3" is "m 3"). */
export const unitText = (text: string) => text.replace(/\s+/g, ' ').trim();

function readId(cell: RawCell | null): number | null {
  const text = cellText(cell, 'Id');
  if (text === '') return null;
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2147483647) fail(messages.importIdInvalid);
  return Number(text);
}

/** A decimal from a numeric cell (rounded to 6 places) or a text cell (decimal comma, exact). */
export function readDecimal(cell: RawCell | null, l: ItemImportLabel): string | null {
  if (cell === null) return null;
  let value: string | null;
  if (typeof cell === 'number') {
    const parts = Number.isFinite(cell) ? parseDecimal(cell) : null;
    value = parts ? toDecimalString(roundDecimal(parts, QUANTITY_SCALE)) : null;
  } else if (typeof cell === 'string') {
    const text = cellText(cell, l);
    if (text === '') return null;
    value = parseDecimalInput(text);
    if (value !== null && (parseDecimal(value)?.frac.length ?? 0) > QUANTITY_SCALE) fail(messages.importCellDecimals(label(l)));
  } else {
    value = null;
  }
  if (value === null) return fail(messages.importCellInvalidNumber(label(l)));
  if ((parseDecimal(value)?.int.length ?? 0) > QUANTITY_MAX_INT_DIGITS) fail(`${label(l)}: ${messages.amountTooLarge}`);
  return value;
}

function readLevel(levelCell: RawCell | null, ordinal: string): number {
  const text = cellText(levelCell, 'Level');
  if (text !== '') {
    if (!/^\d{1,3}$/.test(text) || Number(text) < 1) fail(messages.importLevelInvalid);
    return Number(text);
  }
  const m = /^(\d+(?:\.\d+)*)\.?$/.exec(ordinal);
  if (!m) return fail(messages.importLevelMissing);
  return m[1].split('.').length;
}

type Cells = {
  row: number;
  id: number | null;
  level: number;
  name: string;
  unit: string | null;
  quantity: string | null;
  unitPrice: string | null;
};

function readCells(raw: RawRow, index: CellIndex): Cells {
  const at = (l: ItemImportLabel) => (index[l] === undefined ? null : (raw.cells[index[l]!] ?? null));
  const id = readId(raw.cells[index.id] ?? null);
  const name = cellText(at('Name'), 'Name');
  if (name === '') fail(messages.importCellRequired(label('Name')));
  if (name.length > ITEM_NAME_MAX) fail(messages.importCellTooLong(label('Name'), ITEM_NAME_MAX));
  const level = readLevel(at('Level'), cellText(at('Ordinal'), 'Ordinal'));
  const unit = unitText(cellText(at('UnitOfMeasurement'), 'UnitOfMeasurement')) || null;
  if (unit && unit.length > UNIT_SHORT_NAME_MAX) fail(messages.importCellTooLong(label('UnitOfMeasurement'), UNIT_SHORT_NAME_MAX));
  const quantity = readDecimal(at('Quantity'), 'Quantity');
  if (quantity !== null && quantity.startsWith('-')) fail(`${label('Quantity')}: ${messages.min(0)}`);
  const unitPrice = readDecimal(at('UnitPrice'), 'UnitPrice');
  return { row: raw.row, id, level, name, unit, quantity, unitPrice };
}

/** Rows read between two yields to the event loop (a few milliseconds of work). */
const CHUNK = 250;
/** Lets the event loop serve other requests before the next chunk of work. */
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads, checks and classifies the rows; errors name the Excel row. Runs on the server's main
 * thread, so it yields to the event loop every few hundred rows: other requests keep flowing.
 */
export async function parseImportRows(rawRows: readonly RawRow[], index: CellIndex): Promise<ParsedRows> {
  const errors: RowError[] = [];
  const cells: Cells[] = [];
  for (let i = 0; i < rawRows.length; i++) {
    if (i > 0 && i % CHUNK === 0) await yieldToLoop();
    const raw = rawRows[i];
    try {
      cells.push(readCells(raw, index));
    } catch (err) {
      if (!(err instanceof CellError)) throw err;
      errors.push({ row: raw.row, message: err.message });
      if (errors.length >= MAX_ROW_ERRORS) return { rows: [], errors };
    }
  }
  if (errors.length) return { rows: [], errors };

  const rows: ImportRow[] = [];
  const seenIds = new Set<number>();
  for (let i = 0; i < cells.length; i++) {
    if (i > 0 && i % CHUNK === 0) await yieldToLoop();
    const c = cells[i];
    const problem = rowProblem(c, cells[i - 1], cells[i + 1], seenIds);
    if (problem) {
      if (errors.length < MAX_ROW_ERRORS) errors.push({ row: c.row, message: problem });
      continue;
    }
    const hasChildren = (cells[i + 1]?.level ?? 0) > c.level;
    const isGroup = hasChildren || (c.quantity === null && c.unitPrice === null);
    rows.push({
      row: c.row,
      id: c.id,
      level: c.level,
      isGroup,
      name: c.name,
      unit: isGroup ? null : c.unit,
      quantity: isGroup ? null : c.quantity,
      unitPrice: isGroup ? null : c.unitPrice,
    });
  }
  return errors.length ? { rows: [], errors } : { rows, errors };
}

function rowProblem(c: Cells, previous: Cells | undefined, next: Cells | undefined, seenIds: Set<number>): string | null {
  if (!previous && c.level !== 1) return messages.importFirstLevel;
  if (previous && c.level > previous.level + 1) return messages.importLevelJump;
  if (c.id !== null) {
    if (seenIds.has(c.id)) return messages.importIdDuplicate(c.id);
    seenIds.add(c.id);
  }
  const hasChildren = (next?.level ?? 0) > c.level;
  const amounts = (c.quantity !== null ? 1 : 0) + (c.unitPrice !== null ? 1 : 0);
  if (hasChildren) return amounts ? messages.importGroupWithAmounts : null;
  if (amounts === 1) return messages.importItemIncomplete;
  if (amounts === 2) {
    if (!c.unit) return messages.importCellRequired(label('UnitOfMeasurement'));
    const total = priceScaled(toScaled(c.quantity!, QUANTITY_SCALE), toScaled(c.unitPrice!, QUANTITY_SCALE));
    if (!fitsMoney(total)) return messages.amountTooLarge;
  }
  return null;
}
