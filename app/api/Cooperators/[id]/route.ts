import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { getCooperator } from '@/lib/cooperators/queries';
import { cooperatorSchema } from '@/lib/cooperators/schemas';
import { deleteCooperator, updateCooperator } from '@/lib/cooperators/service';

/** GET /api/Cooperators/{id}: the cooperator with personType, associateType, city, country and contacts. */
export const GET = handler({ module: 'cooperators', operation: 'read', params: idParams }, async ({ db, params }) =>
  getCooperator(db, params.id),
);

export const PUT = handler(
  { module: 'cooperators', operation: 'update', params: idParams, body: cooperatorSchema },
  async ({ db, params, body }) => updateCooperator(db, params.id, body),
);

/** Deletes the cooperator and its contacts; 409 while it is used elsewhere. */
export const DELETE = handler({ module: 'cooperators', operation: 'delete', params: idParams }, async ({ db, params }) => {
  await deleteCooperator(db, params.id);
});
