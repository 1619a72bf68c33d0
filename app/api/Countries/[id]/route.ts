import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { deleteCountry, getCountryWithCities, updateCountry } from '@/lib/lookups/places';
import { countryBodySchema } from '@/lib/lookups/schemas';

/** GET /api/Countries/{id}: the country with its cities. */
export const GET = handler({ module: 'lookups', operation: 'read', params: idParams }, async ({ db, params }) =>
  getCountryWithCities(db, params.id),
);

export const PUT = handler({ module: 'lookups', operation: 'update', params: idParams, body: countryBodySchema }, async ({ db, params, body }) =>
  updateCountry(db, params.id, body),
);

export const DELETE = handler({ module: 'lookups', operation: 'delete', params: idParams }, async ({ db, params }) => {
  await deleteCountry(db, params.id);
});
