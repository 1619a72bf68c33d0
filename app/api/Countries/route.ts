import { getDb } from '@/db/client';
import { handler } from '@/lib/http/handler';
import { createCountry, searchCountries } from '@/lib/lookups/places';
import { countryBodySchema, lookupSearchSchema } from '@/lib/lookups/schemas';

/** GET /api/Countries?search&limit. */
export const GET = handler({ module: 'lookups', operation: 'read', query: lookupSearchSchema }, async ({ query }) =>
  searchCountries(await getDb(), query),
);

export const POST = handler({ module: 'lookups', operation: 'create', body: countryBodySchema }, async ({ body }) =>
  createCountry(await getDb(), body),
);
