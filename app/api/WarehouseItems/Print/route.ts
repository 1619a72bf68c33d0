import { handler } from '@/lib/http/handler';
import { MAX_FILTER_IDS } from '@/lib/http/list-params';
import { hr, z } from '@/lib/i18n/zod';
import { WAREHOUSE_TEXTS } from '@/lib/i18n/warehouses';
import { pdfResponse } from '@/lib/pdf';
import { stockListPdf } from '@/lib/warehouses/stock-list';

const ids = z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(hr.requiredId()).max(MAX_FILTER_IDS));

/**
 * GET /api/WarehouseItems/Print?id=1&id=2 (the selection) or ?warehouseId=3 (a warehouse): the
 * stock list PDF (an app route for the screen's Print action; a read of warehouse items).
 */
export const GET = handler(
  { module: 'warehouseItems', operation: 'read', audit: 'export', query: z.object({ id: ids, warehouseId: hr.optionalId() }) },
  async ({ db, query }) => pdfResponse(await stockListPdf(db, { ids: query.id, warehouseId: query.warehouseId }), WAREHOUSE_TEXTS.stockListFile),
);
