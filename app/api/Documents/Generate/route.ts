import { handler } from '@/lib/http/handler';
import { documentGenerateSchema } from '@/lib/documents/schemas';
import { generateFromItems } from '@/lib/documents/workflow';

/**
 * POST /api/Documents/Generate { destTypeId, documentItemIds } (our addition, the items switch's
 * Generate drawer): one Draft of destTypeId from selected lines of one or several documents,
 * each new line linked to its source line (201 with the new document). The update right gates
 * generate (§4); the service also asks the create right. docs/documents.md "The calls".
 */
export const POST = handler({ module: 'documents', operation: 'update', status: 201, body: documentGenerateSchema }, async ({ db, user, body }) =>
  generateFromItems(db, user, body),
);
