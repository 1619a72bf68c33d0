import { handler } from '@/lib/http/handler';
import { deleteCity, getCity, updateCity } from '@/lib/lookups/places';
import { cityBodySchema } from '@/lib/lookups/schemas';
import { idParams } from '@/lib/http/params';

export const GET = handler({ module: 'lookups', operation: 'read', params: idParams }, async ({ db, params }) =>
  getCity(db, params.id),
);

export const PUT = handler({ module: 'lookups', operation: 'update', params: idParams, body: cityBodySchema }, async ({ db, params, body }) =>
  updateCity(db, params.id, body),
);

export const DELETE = handler({ module: 'lookups', operation: 'delete', params: idParams }, async ({ db, params }) => {
  await deleteCity(db, params.id);
});
