import { handler } from '@/lib/http/handler';
import { documentActionSchema } from '@/lib/documents/schemas';
import { processDocumentById } from '@/lib/documents/workflow';

/** POST /api/Documents/Process { documentId }: Draft -> Processing (requisitions, transfer notes); 409 otherwise. */
export const POST = handler(
  { module: 'documents', operation: 'update', body: documentActionSchema },
  async ({ db, user, body, auditEntity }) => {
    auditEntity(body.documentId);
    return processDocumentById(db, user, body.documentId);
  },
);
