import { handler } from '@/lib/http/handler';
import { createCity, searchCities } from '@/lib/lookups/places';
import { cityBodySchema, lookupSearchSchema } from '@/lib/lookups/schemas';

/** GET /api/Cities?countryId&search&limit: remote search (search of 2+ characters filters). */
export const GET = handler({ module: 'lookups', operation: 'read', query: lookupSearchSchema }, async ({ db, query }) =>
  searchCities(db, query),
);

/** POST /api/Cities: name, nameUniversal, countryId (the select's add button uses it). */
export const POST = handler({ module: 'lookups', operation: 'create', body: cityBodySchema }, async ({ db, body }) =>
  createCity(db, body),
);
