import { handler } from '@/lib/http/handler';
import { listCoefficients } from '@/lib/lookups/queries';
import { coefficientBodySchema } from '@/lib/lookups/schemas';
import { createCoefficient } from '@/lib/lookups/service';

/** GET /api/WorkRecordCoefficients: id, name, coefficient (a decimal string such as "1.35"). */
export const GET = handler({ module: 'lookups', operation: 'read' }, async ({ db }) => listCoefficients(db));

export const POST = handler({ module: 'lookups', operation: 'create', body: coefficientBodySchema }, async ({ db, body }) =>
  createCoefficient(db, body),
);
