import { handler } from '@/lib/http/handler';
import { hr, z } from '@/lib/i18n/zod';
import { projectHasStock } from '@/lib/warehouses/queries';

/** GET /api/WarehouseItems/hasWarehouseItems/{projectId}: true when the project's warehouse holds any stock (quantity > 0). */
export const GET = handler(
  { module: 'warehouseItems', operation: 'read', params: z.object({ projectId: hr.requiredId() }) },
  async ({ db, params }) => projectHasStock(db, params.projectId),
);
