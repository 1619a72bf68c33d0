/**
 * The meaning of the cells of a contractor's cost-list file (issue 11), a pure function of what
 * the worker read (column A, the Quantity and the UnitPrice column), unit-tested without a
 * workbook. Rules:
 * - Column A holds the id of a bill-of-quantities item (the items export writes it).
 * - Quantity and unit price: as the items import reads them (lib/project-items/import-rows.ts,
 *   readDecimal: numeric cells rounded to 6 places, text with a decimal comma exact, at most 6
 *   decimals); the quantity is not negative, a unit price may be (a discount); the total must fit.
 * - A row with neither is not on the contractor's cost list (counted, not an error); a row with
 *   one of them only, an unreadable cell, a NUL character or an id twice is an error naming its
 *   Excel row, and nothing is imported.
 * - Which rows with amounts name no item of the project (no id, another project's id, a group)
 *   is decided against the database (import-service.ts): they are skipped and reported.
 */
import { toScaled } from '@/lib/format/decimal';
import { messages } from '@/lib/i18n/messages';
import type { RawCell, RawRow } from '@/lib/excel/run-worker';
import { fitsMoney, priceScaled, QUANTITY_SCALE } from '@/lib/project-items/amounts';
import { ID_COLUMN_NAME, ITEM_LABEL_NAMES } from '@/lib/project-items/import-options';
import { CellError, MAX_ROW_ERRORS, readDecimal, yieldToLoop, type RowError } from '@/lib/project-items/import-rows';

/** A row with both amounts. */
export type ContractorImportRow = { row: number; id: number | null; quantity: string; unitPrice: string };
export type ContractorParsedRows = { rows: ContractorImportRow[]; rowsWithoutAmounts: number; errors: RowError[] };

function readId(cell: RawCell | null): number | null {
  if (cell === null) return null;
  if (typeof cell === 'object') throw new CellError(messages.importCellError(cell.error));
  const text = String(cell);
  if (text.includes('\u0000')) throw new CellError(messages.importCellNul(ID_COLUMN_NAME));
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,10}$/.test(trimmed) || Number(trimmed) < 1 || Number(trimmed) > 2147483647) throw new CellError(messages.importIdInvalid);
  return Number(trimmed);
}

/** Cells: index 0 is column A, 1 the quantity, 2 the unit price. */
function readRow(raw: RawRow): { id: number | null; quantity: string | null; unitPrice: string | null } {
  const id = readId(raw.cells[0] ?? null);
  const quantity = readDecimal(raw.cells[1] ?? null, 'Quantity');
  const unitPrice = readDecimal(raw.cells[2] ?? null, 'UnitPrice');
  return { id, quantity, unitPrice };
}

const CHUNK = 250;

export async function parseContractorRows(rawRows: readonly RawRow[]): Promise<ContractorParsedRows> {
  const errors: RowError[] = [];
  const rows: ContractorImportRow[] = [];
  const seenIds = new Set<number>();
  let rowsWithoutAmounts = 0;
  for (let i = 0; i < rawRows.length; i++) {
    if (i > 0 && i % CHUNK === 0) await yieldToLoop();
    const raw = rawRows[i];
    let problem: string | null = null;
    try {
      const { id, quantity, unitPrice } = readRow(raw);
      if (id !== null) {
        if (seenIds.has(id)) problem = messages.importIdDuplicate(id);
        seenIds.add(id);
      }
      if (!problem) {
        if (quantity === null && unitPrice === null) rowsWithoutAmounts++;
        else if (quantity === null || unitPrice === null) problem = messages.contractorImportIncomplete;
        else if (quantity.startsWith('-')) problem = `${ITEM_LABEL_NAMES.Quantity}: ${messages.min(0)}`;
        else if (!fitsMoney(priceScaled(toScaled(quantity, QUANTITY_SCALE), toScaled(unitPrice, QUANTITY_SCALE)))) problem = messages.amountTooLarge;
        else rows.push({ row: raw.row, id, quantity, unitPrice });
      }
    } catch (err) {
      if (!(err instanceof CellError)) throw err;
      problem = err.message;
    }
    if (problem) {
      errors.push({ row: raw.row, message: problem });
      if (errors.length >= MAX_ROW_ERRORS) break;
    }
  }
  return errors.length ? { rows: [], rowsWithoutAmounts, errors } : { rows, rowsWithoutAmounts, errors };
}
