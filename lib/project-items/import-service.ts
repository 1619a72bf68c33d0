import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { DbOrTx, Tx } from '@/db/client';
import { projectItems, unitsOfMeasurement } from '@/db/schema';
import { runXlsxWorker } from '@/lib/excel/run-worker';
import { extensionOf } from '@/lib/files/file-name';
import { AppError } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { fromScaled, toScaled } from '@/lib/format/decimal';
import { itemTotalPrice, MONEY_SCALE } from './amounts';
import { ID_COLUMN, labelColumns, type ItemImportOptions } from './import-options';
import { parseImportRows, type CellIndex, type ImportRow } from './import-rows';
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
  const result = await runXlsxWorker({
    kind: 'read',
    bytes: file.bytes,
    sheetName: options.sheetName,
    startRow: range.start.row,
    endRow: range.end.row,
    columns,
  });
  if (!result.ok) {
    if (result.code === 'sheetMissing') {
      const message = messages.sheetMissing(options.sheetName);
      throw new AppError(400, message, { sheetName: [message] });
    }
    throw fileError(messages.importUnreadable);
  }
  const { rows, errors } = await parseImportRows(result.rows, index);
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

type Planned = {
  id: number;
  project_id: number;
  parent_id: number | null;
  ordinal: number;
  name: string;
  is_group: boolean;
  unit_of_measurement_id: number | null;
  quantity: string | null;
  unit_price: string | null;
  total_price: string | null;
};

/**
 * The replacement itself, inside the caller's transaction; set-based (a few statements for any
 * size). The project's row lock (404 when it is gone) serialises it with the item writes.
 */
export async function replaceProjectItems(tx: Tx, projectId: number, rows: readonly ImportRow[]): Promise<ProjectItemsImportReport> {
  await requireProject(tx, projectId, true);
  const existing = new Map(
    (
      await tx
        .select({ id: projectItems.id, isGroup: projectItems.isGroup })
        .from(projectItems)
        .where(eq(projectItems.projectId, projectId))
    ).map((r) => [r.id, r.isGroup]),
  );
  const kindErrors = rows
    .filter((r) => r.id !== null && existing.has(r.id) && existing.get(r.id) !== r.isGroup)
    .map((r) => messages.importRowError(r.row, messages.importIdTypeChanged(r.id!)));
  if (kindErrors.length) throw new AppError(400, kindErrors[0], { File: kindErrors.slice(0, 50) });

  const { unitIds, createdUnits } = await resolveUnits(tx, rows);
  const isKept = (r: ImportRow) => r.id !== null && existing.has(r.id);
  const newCount = rows.filter((r) => !isKept(r)).length;
  const newIds = newCount ? await allocateIds(tx, newCount) : [];

  // Parents from the levels (a stack of the open groups), ordinals counted per parent.
  const planned: Planned[] = [];
  const open: number[] = [];
  const lastOrdinal = new Map<number | null, number>();
  let next = 0;
  let total = 0n;
  for (const r of rows) {
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

  const recordset = sql.raw(`(id int, project_id int, parent_id int, ordinal int, name text, is_group boolean,
    unit_of_measurement_id int, quantity numeric, unit_price numeric, total_price numeric)`);
  // New rows first (one statement: rows may point at each other), so kept rows can move under them.
  if (toInsert.length) {
    await tx.execute(sql`
      insert into project_items (id, project_id, parent_id, ordinal, name, is_group, unit_of_measurement_id, quantity, unit_price, total_price)
      overriding system value
      select id, project_id, parent_id, ordinal, name, is_group, unit_of_measurement_id, quantity, unit_price, total_price
      from jsonb_to_recordset(${JSON.stringify(toInsert)}::jsonb) as x${recordset}`);
  }
  if (toUpdate.length) {
    await tx.execute(sql`
      update project_items p set parent_id = x.parent_id, ordinal = x.ordinal, name = x.name,
        unit_of_measurement_id = x.unit_of_measurement_id, quantity = x.quantity, unit_price = x.unit_price,
        total_price = x.total_price
      from jsonb_to_recordset(${JSON.stringify(toUpdate)}::jsonb) as x${recordset}
      where p.id = x.id and p.project_id = ${projectId}`);
  }
  // Last: by now every kept row hangs under a kept or new row, so the cascade takes only absent rows.
  if (toDelete.length) {
    await tx.execute(sql`
      delete from project_items
      where project_id = ${projectId} and id in (select value::int from jsonb_array_elements_text(${JSON.stringify(toDelete)}::jsonb))`);
  }
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

/** Ids from the table's identity sequence, so parents are known before the rows are written. */
async function allocateIds(tx: DbOrTx, n: number): Promise<number[]> {
  const result = await tx.execute(sql`
    select nextval(pg_get_serial_sequence('project_items', 'id'))::int as id from generate_series(1, ${n}::int)`);
  return (result.rows as { id: number | string }[]).map((r) => Number(r.id));
}

const unitKey = (text: string) => text.trim().toLocaleLowerCase('hr');

/**
 * Every unit the items name: matched on short name, then on name (trimmed, case-insensitive);
 * the missing ones are created with the text as short name, name and universal name.
 */
async function resolveUnits(tx: DbOrTx, rows: readonly ImportRow[]) {
  const wanted = new Map<string, string>(); // key -> text as first written
  for (const r of rows) if (!r.isGroup && r.unit && !wanted.has(unitKey(r.unit))) wanted.set(unitKey(r.unit), r.unit.trim());
  const units = await tx
    .select({ id: unitsOfMeasurement.id, shortName: unitsOfMeasurement.shortName, name: unitsOfMeasurement.name })
    .from(unitsOfMeasurement);
  const byShort = new Map(units.map((u) => [unitKey(u.shortName), u.id]));
  const byName = new Map(units.map((u) => [unitKey(u.name), u.id]));
  const unitIds = new Map<string, number>();
  const missing: string[] = [];
  for (const [key, text] of wanted) {
    const id = byShort.get(key) ?? byName.get(key);
    if (id !== undefined) unitIds.set(key, id);
    else missing.push(text);
  }
  const createdUnits: string[] = [];
  if (missing.length) {
    const inserted = await tx
      .insert(unitsOfMeasurement)
      .values(missing.map((text) => ({ shortName: text, name: text, nameUniversal: text })))
      .onConflictDoNothing({ target: unitsOfMeasurement.shortName })
      .returning({ id: unitsOfMeasurement.id, shortName: unitsOfMeasurement.shortName });
    for (const u of inserted) {
      unitIds.set(unitKey(u.shortName), u.id);
      createdUnits.push(u.shortName);
    }
    // A unit another request created meanwhile: take it as it is.
    const stillMissing = missing.filter((text) => !unitIds.has(unitKey(text)));
    if (stillMissing.length) {
      const again = await tx
        .select({ id: unitsOfMeasurement.id, shortName: unitsOfMeasurement.shortName })
        .from(unitsOfMeasurement);
      for (const u of again) if (!unitIds.has(unitKey(u.shortName))) unitIds.set(unitKey(u.shortName), u.id);
    }
  }
  return { unitIds, createdUnits };
}

/** Default upload limit of the import: 10 MB. */
export const DEFAULT_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** IMPORT_MAX_BYTES, read at call time. */
export function maxImportBytes(): number {
  const value = Number(process.env.IMPORT_MAX_BYTES);
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_IMPORT_MAX_BYTES;
}
