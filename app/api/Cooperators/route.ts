import { handler } from '@/lib/http/handler';
import { jsonResponse } from '@/lib/http/json-response';
import { cooperatorOptionsJson } from '@/lib/cooperators/queries';
import { cooperatorSchema } from '@/lib/cooperators/schemas';
import { createCooperator } from '@/lib/cooperators/service';

/** GET /api/Cooperators: every cooperator as id + name, by name (selects). */
export const GET = handler({ module: 'cooperators', operation: 'read' }, async ({ db }) => jsonResponse(await cooperatorOptionsJson(db)));

/** POST /api/Cooperators: the cooperator body; answers the saved cooperator (201). */
export const POST = handler({ module: 'cooperators', operation: 'create', body: cooperatorSchema }, async ({ db, body }) =>
  createCooperator(db, body),
);
