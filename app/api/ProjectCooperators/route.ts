import { handler } from '@/lib/http/handler';
import { projectCooperatorSchema } from '@/lib/projects/schemas';
import { createProjectCooperator } from '@/lib/projects/people-service';

/**
 * POST /api/ProjectCooperators: projectId, cooperatorId, cooperatorTypeId, clientId,
 * cooperatorContactId (a contact of that cooperator), hasBoq, activeFrom, activeTo (201).
 */
export const POST = handler({ module: 'projectCooperators', operation: 'create', body: projectCooperatorSchema }, async ({ db, body }) =>
  createProjectCooperator(db, body),
);
