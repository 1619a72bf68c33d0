import { can } from '@/lib/auth/permissions';
import { handler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { idParams } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { getWarehouse, getWarehouseDetail } from '@/lib/warehouses/queries';

/**
 * GET /api/Warehouse/{id}: the detailed form with its warehouse items; a role that reads
 * warehouses but not their stock (Procurement, §6) gets the warehouse with an empty list.
 */
export const GET = handler({ module: 'warehouses', operation: 'read', params: idParams }, async ({ db, params, user }) => {
  const warehouse = can(user.roleId, 'warehouseItems', 'read')
    ? await getWarehouseDetail(db, params.id)
    : await getWarehouse(db, params.id).then((w) => w && { ...w, warehouseItems: [] });
  if (!warehouse) throw notFound(messages.notFound);
  return warehouse;
});
