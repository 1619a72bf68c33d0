import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import type { Tx } from '@/db/client';
import type { ExcelRange } from '@/lib/excel/range';
import { runXlsxWorker, type RawRow } from '@/lib/excel/run-worker';
import { workbookPartsForImport, type ImportParts } from '@/lib/excel/workbook-parts';
import { extensionOf } from '@/lib/files/file-name';
import { inflateLimit } from '@/lib/files/sniff';
import { ZipLimitError } from '@/lib/files/zip';
import { AppError } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { fromScaled, toScaled } from '@/lib/format/decimal';
import { itemTotalPrice, MONEY_SCALE } from './amounts';
import { ID_COLUMN, labelColumns, type ItemImportOptions } from './import-options';
import { parseImportRows, yieldToLoop, type CellIndex, type ImportRow } from './import-rows';
import { allocateIds, deleteItems, existingItems, insertItems, updateItems, type PlannedItem } from './import-statements';
import { resolveUnits, unitKey } from './import-units';
import { requireProject } from '@/lib/projects/queries';
import type { ProjectItemsImportReport } from './types';

/**
 * POST /api/Projects/{id}/ImportProjectItems: the file's list REPLACES the project's list in one
 * transaction (a failure leaves the old list untouched). A row whose column A holds the id of
 * an item of this project updates that item in place (same id: later situations keep their
 * links); any other row is created (an id of another project or of a deleted row is not
 * trusted: the row becomes a new one); items absent from the file are deleted. Units are matched
 * on short name, then name (trimmed, case-insensitive); missing ones are created and reported.
 */
export type UploadedFile = { name: string; bytes: Uint8Array };

const fileError = (message: string) => new AppError(400, message, { File: [message] });

/** The bytes must be an OOXML workbook (a zip with the xlsx parts), not only named .xlsx. */
export async function assertXlsx(file: UploadedFile): Promise<void> {
  if (extensionOf(file.name) !== 'xlsx') throw fileError(messages.wrongFileType);
  const sniffed = await fileTypeFromBuffer(file.bytes);
  if (sniffed?.ext !== 'xlsx') throw fileError(messages.wrongFileType);
}

/**
 * The workbook's parts the import reads, within the zip limits (lib/excel/workbook-parts.ts):
 * a zip bomb is refused here, fast, before the worker starts.
 */
async function importParts(file: UploadedFile, sheetName: string): Promise<Extract<ImportParts, { ok: true }>> {
  let parts: ImportParts;
  try {
    parts = await workbookPartsForImport(file.bytes, sheetName);
  } catch (err) {
    if (err instanceof ZipLimitError) throw inflateLimit(err.limit);
    throw fileError(messages.importUnreadable);
  }
  if (!parts.ok) {
    const message = messages.sheetMissing(sheetName);
    throw new AppError(400, message, { sheetName: [message] });
  }
  return parts;
}

/**
 * The cells of `columns` (1-based) in the range's rows, read in the worker within every limit
 * (zip, time, memory, IMPORT_MAX_ROWS); shared with the contractor import.
 */
export async function readRangeCells(file: UploadedFile, sheetName: string, range: ExcelRange, columns: number[]): Promise<RawRow[]> {
  const parts = await importParts(file, sheetName);
  const maxRows = maxImportRows();
  const result = await runXlsxWorker({
    kind: 'read',
    bytes: parts.bytes,
    sheetName: parts.sheetName,
    startRow: range.start.row,
    endRow: range.end.row,
    columns,
    maxRows,
  });
  if (!result.ok) {
    if (result.code === 'tooManyRows') throw fileError(messages.importTooManyRows(maxRows, result.row));
    throw fileError(messages.importUnreadable);
  }
  return result.rows;
}

/** Reads the rows of the range in the worker and gives them their meaning (import-rows.ts). */
export async function readImportRows(file: UploadedFile, options: ItemImportOptions): Promise<ImportRow[]> {
  const { excelRange: range, labelOrder } = options;
  const byLabel = labelColumns(labelOrder, range.start.column);
  const columns = [ID_COLUMN];
  const index: CellIndex = { id: 0 };
  for (const [l, column] of Object.entries(byLabel) as [keyof typeof byLabel, number][]) {
    index[l] = columns.length;
    columns.push(column);
  }
  const rawRows = await readRangeCells(file, options.sheetName, range, columns);
  const { rows, errors } = await parseImportRows(rawRows, index);
  if (errors.length) {
    const texts = errors.map((e) => messages.importRowError(e.row, e.message));
    throw new AppError(400, texts[0], { File: texts });
  }
  if (!rows.length) throw fileError(messages.importNoRows);
  return rows;
}

/** The checked rows of an uploaded workbook (no database work: runs before the transaction). */
export async function readImportWorkbook(file: UploadedFile, options: ItemImportOptions): Promise<ImportRow[]> {
  await assertXlsx(file);
  return readImportRows(file, options);
}

/**
 * The replacement itself, inside the caller's transaction: set-based statements over chunks of
 * rows that yield to the event loop between them (import-statements.ts). The project's row lock
 * (404 when it is gone) serialises it with the item writes.
 */
export async function replaceProjectItems(tx: Tx, projectId: number, rows: readonly ImportRow[]): Promise<ProjectItemsImportReport> {
  await requireProject(tx, projectId, true);
  const existingRows = await existingItems(tx, projectId);
  const existing = new Map(existingRows.map((r) => [r.id, r.isGroup]));
  const kindErrors = rows
    .filter((r) => r.id !== null && existing.has(r.id) && existing.get(r.id) !== r.isGroup)
    .map((r) => messages.importRowError(r.row, messages.importIdTypeChanged(r.id!)));
  if (kindErrors.length) throw new AppError(400, kindErrors[0], { File: kindErrors.slice(0, 50) });

  const { unitIds, createdUnits } = await resolveUnits(tx, rows);
  const isKept = (r: ImportRow) => r.id !== null && existing.has(r.id);
  const newCount = rows.filter((r) => !isKept(r)).length;
  const newIds = newCount ? await allocateIds(tx, newCount) : [];

  // Parents from the levels (a stack of the open groups), ordinals counted per parent.
  const planned: PlannedItem[] = [];
  const open: number[] = [];
  const lastOrdinal = new Map<number | null, number>();
  let next = 0;
  let total = 0n;
  for (let i = 0; i < rows.length; i++) {
    // Totals are exact BigInt arithmetic: a few hundred rows per turn of the event loop.
    if (i > 0 && i % 500 === 0) await yieldToLoop();
    const r = rows[i];
    const id = isKept(r) ? r.id! : newIds[next++];
    open.length = r.level - 1;
    const parentId = r.level > 1 ? open[r.level - 2] : null;
    const ordinal = (lastOrdinal.get(parentId) ?? 0) + 1;
    lastOrdinal.set(parentId, ordinal);
    open[r.level - 1] = id;
    const totalPrice = r.isGroup ? null : itemTotalPrice(r.quantity!, r.unitPrice!);
    if (totalPrice) total += toScaled(totalPrice, MONEY_SCALE);
    planned.push({
      id,
      project_id: projectId,
      parent_id: parentId,
      ordinal,
      name: r.name,
      is_group: r.isGroup,
      unit_of_measurement_id: r.isGroup ? null : unitIds.get(unitKey(r.unit!))!,
      quantity: r.quantity,
      unit_price: r.unitPrice,
      total_price: totalPrice,
    });
  }
  const keptIds = new Set(planned.filter((p) => existing.has(p.id)).map((p) => p.id));
  const toInsert = planned.filter((p) => !keptIds.has(p.id));
  const toUpdate = planned.filter((p) => keptIds.has(p.id));
  const toDelete = [...existing.keys()].filter((id) => !keptIds.has(id));

  // New rows first (a parent before its children), so kept rows can move under them; deletions
  // last: by then every kept row hangs under a kept or new row.
  await insertItems(tx, toInsert);
  await updateItems(tx, projectId, toUpdate);
  await deleteItems(tx, projectId, toDelete, existingRows);
  const groups = rows.filter((r) => r.isGroup).length;
  return {
    groups,
    items: rows.length - groups,
    totalPrice: fromScaled(total, MONEY_SCALE),
    createdUnits,
    deleted: toDelete.length,
    updated: toUpdate.length,
    created: toInsert.length,
  };
}

/** Default row limit of an import: rows of the range read at most. */
export const DEFAULT_IMPORT_MAX_ROWS = 20_000;

/** IMPORT_MAX_ROWS, read at call time. */
export function maxImportRows(): number {
  const value = Number(process.env.IMPORT_MAX_ROWS);
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_IMPORT_MAX_ROWS;
}

/** Default upload limit of the import: 10 MB. */
export const DEFAULT_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** IMPORT_MAX_BYTES, read at call time. */
export function maxImportBytes(): number {
  const value = Number(process.env.IMPORT_MAX_BYTES);
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_IMPORT_MAX_BYTES;
}
