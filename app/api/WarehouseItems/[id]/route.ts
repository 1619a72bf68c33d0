import { handler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { idParams } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { getWarehouseItem } from '@/lib/warehouses/queries';
import { warehouseItemSchema } from '@/lib/warehouses/schemas';
import { updateWarehouseItem } from '@/lib/warehouses/service';

export const GET = handler({ module: 'warehouseItems', operation: 'read', params: idParams }, async ({ db, params }) => {
  const item = await getWarehouseItem(db, params.id);
  if (!item) throw notFound(messages.notFound);
  return item;
});

/** PUT /api/WarehouseItems/{id}: name and description only (spec §5). */
export const PUT = handler(
  { module: 'warehouseItems', operation: 'update', params: idParams, body: warehouseItemSchema },
  async ({ db, params, body }) => updateWarehouseItem(db, params.id, body),
);
