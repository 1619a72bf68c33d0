import { handler } from '@/lib/http/handler';
import { listUnits } from '@/lib/lookups/queries';
import { unitBodySchema } from '@/lib/lookups/schemas';
import { createUnit } from '@/lib/lookups/service';

/** GET /api/UnitOfMeasurements: all units, by name. */
export const GET = handler({ module: 'lookups', operation: 'read' }, async ({ db }) => listUnits(db));

/** POST /api/UnitOfMeasurements: name, nameUniversal, shortName. */
export const POST = handler({ module: 'lookups', operation: 'create', body: unitBodySchema }, async ({ db, body }) =>
  createUnit(db, body),
);
