import { handler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { idParams } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { getProjectWarehouse } from '@/lib/warehouses/queries';

/** GET /api/Warehouse/project/{id}: the warehouse of a project. */
export const GET = handler({ module: 'warehouses', operation: 'read', params: idParams }, async ({ db, params }) => {
  const warehouse = await getProjectWarehouse(db, params.id);
  if (!warehouse) throw notFound(messages.notFound);
  return warehouse;
});
