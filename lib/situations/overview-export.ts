import 'server-only';
import type { DbOrTx } from '@/db/client';
import { runXlsxWorker } from '@/lib/excel/run-worker';
import type { ListQuery } from '@/lib/http/list-params';
import { ITEMS_OVERVIEW_LABELS as L, ITEMS_OVERVIEW_TEXTS as T } from '@/lib/i18n/items-overview';
import { numberCell } from '@/lib/project-items/export-service';
import { yieldToLoop } from '@/lib/project-items/import-rows';
import { allItemsOverviewRows } from './overview-queries';
import { ITEMS_OVERVIEW_COLUMNS, type ItemsOverviewColumn, type ItemsOverviewRow } from './overview-schemas';

/**
 * POST /api/ProjectCooperatorItems/ExportXLSX: the overview's rows as the query filters and
 * sorts them (no paging), one sheet, the screen's Croatian headers in row 1, the columns in the
 * screen's order. Quantities, prices, totals and the year are numeric cells with number formats
 * (a value a double cannot hold exactly is text with a decimal comma, like the items export).
 * The rows are read in pages that yield (overview-queries.ts), turned into cells in chunks that
 * yield, and the workbook is written in a worker thread (lib/excel/run-worker.ts): the server
 * keeps answering while a large export is built.
 */
const FORMATS: Record<ItemsOverviewColumn, string | null> = {
  ordinal: null,
  projectItem: null,
  unit: null,
  quantity: '#,##0.00####',
  unitPrice: '#,##0.00####',
  totalPrice: '#,##0.00',
  cooperator: null,
  client: null,
  project: null,
  projectCode: null,
  year: '0',
};
const WIDTHS: Record<ItemsOverviewColumn, number> = {
  ordinal: 9,
  projectItem: 60,
  unit: 9,
  quantity: 16,
  unitPrice: 16,
  totalPrice: 18,
  cooperator: 30,
  client: 30,
  project: 30,
  projectCode: 14,
  year: 8,
};
const ROWS_PER_CHUNK = 2000;

function cell(row: ItemsOverviewRow, column: ItemsOverviewColumn): string | number | null {
  switch (column) {
    case 'quantity':
    case 'unitPrice':
    case 'totalPrice':
      return numberCell(row[column]);
    case 'year':
      return row.year === null ? null : Number(row.year);
    default:
      return row[column];
  }
}

export async function exportItemsOverview(db: DbOrTx, q: ListQuery): Promise<{ fileName: string; bytes: Uint8Array }> {
  const rows = await allItemsOverviewRows(db, q);
  const cells: (string | number | null)[][] = [];
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % ROWS_PER_CHUNK === 0) await yieldToLoop();
    cells.push(ITEMS_OVERVIEW_COLUMNS.map((c) => cell(rows[i], c)));
  }
  const result = await runXlsxWorker({
    kind: 'write',
    sheetName: T.sheetName,
    startRow: 1,
    header: ITEMS_OVERVIEW_COLUMNS.map((c) => L[c]),
    rows: cells,
    formats: ITEMS_OVERVIEW_COLUMNS.map((c) => FORMATS[c]),
    widths: ITEMS_OVERVIEW_COLUMNS.map((c) => WIDTHS[c]),
  });
  if (!result.ok) throw new Error(`export failed: ${result.detail ?? result.code}`);
  return { fileName: `${T.sheetName}.xlsx`, bytes: result.bytes };
}
