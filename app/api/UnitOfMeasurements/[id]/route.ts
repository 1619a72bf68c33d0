import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { getUnit } from '@/lib/lookups/queries';
import { unitBodySchema } from '@/lib/lookups/schemas';
import { deleteUnit, updateUnit } from '@/lib/lookups/service';

export const GET = handler({ module: 'lookups', operation: 'read', params: idParams }, async ({ db, params }) =>
  getUnit(db, params.id),
);

export const PUT = handler(
  { module: 'lookups', operation: 'update', params: idParams, body: unitBodySchema },
  async ({ db, params, body }) => updateUnit(db, params.id, body),
);

/** A unit still in use answers 409 (foreign key). */
export const DELETE = handler({ module: 'lookups', operation: 'delete', params: idParams }, async ({ db, params }) => {
  await deleteUnit(db, params.id);
});
