import 'server-only';
import type { DbOrTx } from '@/db/client';
import { formatDate } from '@/lib/format';
import { notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { WAREHOUSE_ITEM_LABELS as L, WAREHOUSE_TEXTS as T } from '@/lib/i18n/warehouses';
import { sumAt, MONEY_SCALE } from '@/lib/project-items/amounts';
import { PdfBuilder, type PdfColumn } from '@/lib/pdf';
import { getWarehouse, stockListItems } from './queries';

/**
 * The stock list of /warehouse-items' Print action (spec §2): the selected items, or a
 * warehouse's items, or (neither) every item on hand; A4 landscape through lib/pdf with its
 * embedded font, so č ć đ š ž print. Totals are exact decimal sums.
 */
const COLUMNS: PdfColumn[] = [
  { header: L.name, width: 26 },
  { header: L.project, width: 18 },
  { header: L.sourceDocument, width: 12 },
  { header: L.supplier, width: 16 },
  { header: L.unit, width: 6 },
  { header: L.quantity, width: 10, kind: 'quantity' },
  { header: L.unitPrice, width: 10, kind: 'money' },
  { header: L.totalPrice, width: 11, kind: 'money' },
];

export async function stockListPdf(db: DbOrTx, q: { ids: number[]; warehouseId: number | null }, now = new Date()): Promise<Buffer> {
  const warehouse = !q.ids.length && q.warehouseId ? await getWarehouse(db, q.warehouseId) : null;
  if (!q.ids.length && q.warehouseId && !warehouse) throw notFound(messages.notFound);
  const items = await stockListItems(db, q);
  const scope: readonly [string, string] = q.ids.length
    ? [T.stockListWarehouse, T.stockListSelection(items.length)]
    : warehouse
      ? [T.stockListWarehouse, `${warehouse.name} (${warehouse.project})`]
      : [T.stockListWarehouse, T.stockListAll];

  const pdf = new PdfBuilder({ title: T.stockListTitle, layout: 'landscape' });
  pdf.header({ title: T.stockListTitle, lines: [scope, [T.stockListDate, formatDate(now)]] });
  pdf.table({
    columns: COLUMNS,
    rows: items.map((i) => [i.name, i.projectName, i.sourceDocumentItemDocumentCode, i.supplier, i.unitOfMeasurement, i.quantity, i.unitPrice, i.totalPrice]),
    footer: [{ cells: [T.stockListTotal, '', '', '', '', '', '', sumAt(items.map((i) => i.totalPrice), MONEY_SCALE)] }],
  });
  return pdf.toBuffer();
}
