import { getDb } from '@/db/client';
import { handler } from '@/lib/http/handler';
import { deleteCity, getCity, updateCity } from '@/lib/lookups/places';
import { cityBodySchema } from '@/lib/lookups/schemas';
import { idParams } from '@/lib/http/params';

export const GET = handler({ module: 'lookups', operation: 'read', params: idParams }, async ({ params }) =>
  getCity(await getDb(), params.id),
);

export const PUT = handler({ module: 'lookups', operation: 'update', params: idParams, body: cityBodySchema }, async ({ params, body }) =>
  updateCity(await getDb(), params.id, body),
);

export const DELETE = handler({ module: 'lookups', operation: 'delete', params: idParams }, async ({ params }) => {
  await deleteCity(await getDb(), params.id);
});
