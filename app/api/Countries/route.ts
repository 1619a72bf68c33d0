import { handler } from '@/lib/http/handler';
import { createCountry, searchCountries } from '@/lib/lookups/places';
import { countryBodySchema, lookupSearchSchema } from '@/lib/lookups/schemas';

/** GET /api/Countries?search&limit. */
export const GET = handler({ module: 'lookups', operation: 'read', query: lookupSearchSchema }, async ({ db, query }) =>
  searchCountries(db, query),
);

export const POST = handler({ module: 'lookups', operation: 'create', body: countryBodySchema }, async ({ db, body }) =>
  createCountry(db, body),
);
