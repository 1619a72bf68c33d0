import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { getCoefficient } from '@/lib/lookups/queries';
import { coefficientBodySchema } from '@/lib/lookups/schemas';
import { deleteCoefficient, updateCoefficient } from '@/lib/lookups/service';

export const GET = handler({ module: 'lookups', operation: 'read', params: idParams }, async ({ db, params }) =>
  getCoefficient(db, params.id),
);

export const PUT = handler(
  { module: 'lookups', operation: 'update', params: idParams, body: coefficientBodySchema },
  async ({ db, params, body }) => updateCoefficient(db, params.id, body),
);

/** A coefficient still in use (a project's default) answers 409 (foreign key). */
export const DELETE = handler({ module: 'lookups', operation: 'delete', params: idParams }, async ({ db, params }) => {
  await deleteCoefficient(db, params.id);
});
