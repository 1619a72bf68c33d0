import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { projects } from '@/db/schema';
import { runXlsxWorker } from '@/lib/excel/run-worker';
import { parseDecimal, toDecimalString } from '@/lib/format/decimal';
import { notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import {
  DEFAULT_SHEET_NAME as EXPORT_SHEET_NAME,
  ID_COLUMN_NAME,
  ITEM_LABEL_NAMES,
  type ItemExportOptions,
  type ItemImportLabel,
} from './import-options';
import { projectItemsTree } from './queries';
import { preOrder } from './tree';
import type { ProjectItemNode } from './types';

/**
 * GET /api/Projects/{id}/ExportProjectItems: the list as an .xlsx that imports back unchanged
 * (range B2:H{n} with the default labels): header row with the Croatian label names, column A
 * the ids, then the labels' columns in the rows' tree order. Numbers are numeric cells with
 * number formats (quantities 6 decimals, unit prices 2 to 6, money 2); a value with more than
 * 15 significant digits, which a spreadsheet's binary float cannot hold exactly, is written as
 * text with a decimal comma (the import reads both).
 */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FORMATS: Record<ItemImportLabel, string | null> = {
  Level: '0',
  Ordinal: null,
  Name: null,
  UnitOfMeasurement: null,
  Quantity: '#,##0.000000',
  UnitPrice: '#,##0.00####',
  TotalPrice: '#,##0.00',
};
const WIDTHS: Record<ItemImportLabel, number> = {
  Level: 7,
  Ordinal: 11,
  Name: 60,
  UnitOfMeasurement: 10,
  Quantity: 18,
  UnitPrice: 18,
  TotalPrice: 20,
};
const MAX_EXACT_DIGITS = 15;

/** A numeric cell when a double holds the decimal exactly, else text with a decimal comma. */
export function numberCell(value: string | null): number | string | null {
  if (value === null) return null;
  const parts = parseDecimal(value);
  if (!parts) return null;
  const frac = parts.frac.replace(/0+$/, '');
  const digits = (parts.int === '0' ? '' : parts.int) + frac;
  if (digits.replace(/^0+/, '').length <= MAX_EXACT_DIGITS) return Number(toDecimalString({ ...parts, frac }));
  return toDecimalString({ ...parts, frac }).replace('.', ',');
}

function cellValue(node: ProjectItemNode, label: ItemImportLabel): string | number | null {
  switch (label) {
    case 'Level':
      return node.level;
    case 'Ordinal':
      return node.ordinalDisplay;
    case 'Name':
      return node.name;
    case 'UnitOfMeasurement':
      return node.unitOfMeasurement;
    case 'Quantity':
      return numberCell(node.quantity);
    case 'UnitPrice':
      return numberCell(node.unitPrice);
    case 'TotalPrice':
      return numberCell(node.totalPrice);
  }
}

export async function exportProjectItems(
  db: DbOrTx,
  projectId: number,
  options: ItemExportOptions,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const [project] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId));
  if (!project) throw notFound(messages.projectMissing);
  const tree = await projectItemsTree(db, projectId);
  const labels = options.labelOrder;
  const rows = preOrder(tree.items).map((node) => [node.id, ...labels.map((l) => (l ? cellValue(node, l) : null))]);
  const result = await runXlsxWorker({
    kind: 'write',
    sheetName: EXPORT_SHEET_NAME,
    startRow: options.excelRange?.start.row ?? 1,
    header: [ID_COLUMN_NAME, ...labels.map((l) => (l ? ITEM_LABEL_NAMES[l] : ''))],
    rows,
    formats: ['0', ...labels.map((l) => (l ? FORMATS[l] : null))],
    widths: [9, ...labels.map((l) => (l ? WIDTHS[l] : 10))],
  });
  if (!result.ok) throw new Error(`export failed: ${result.detail ?? result.code}`);
  return { fileName: `${EXPORT_SHEET_NAME} - ${project.name}.xlsx`, bytes: result.bytes };
}
