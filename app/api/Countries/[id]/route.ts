import { getDb } from '@/db/client';
import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { deleteCountry, getCountryWithCities, updateCountry } from '@/lib/lookups/places';
import { countryBodySchema } from '@/lib/lookups/schemas';

/** GET /api/Countries/{id}: the country with its cities. */
export const GET = handler({ module: 'lookups', operation: 'read', params: idParams }, async ({ params }) =>
  getCountryWithCities(await getDb(), params.id),
);

export const PUT = handler({ module: 'lookups', operation: 'update', params: idParams, body: countryBodySchema }, async ({ params, body }) =>
  updateCountry(await getDb(), params.id, body),
);

export const DELETE = handler({ module: 'lookups', operation: 'delete', params: idParams }, async ({ params }) => {
  await deleteCountry(await getDb(), params.id);
});
