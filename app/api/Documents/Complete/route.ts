import { handler } from '@/lib/http/handler';
import { documentActionSchema } from '@/lib/documents/schemas';
import { completeDocumentById } from '@/lib/documents/workflow';

/**
 * POST /api/Documents/Complete { documentId }: the status rule, the stock movement and the
 * status change in one transaction; 409 with the reason ("Raspoloživo je …") and nothing changed.
 */
export const POST = handler(
  { module: 'documents', operation: 'update', body: documentActionSchema },
  async ({ db, user, body, auditEntity }) => {
    auditEntity(body.documentId);
    return completeDocumentById(db, user, body.documentId);
  },
);
