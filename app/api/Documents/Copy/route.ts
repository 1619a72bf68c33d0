import { handler } from '@/lib/http/handler';
import { documentCopySchema } from '@/lib/documents/schemas';
import { copyDocument } from '@/lib/documents/workflow';

/**
 * POST /api/Documents/Copy { sourceDocumentId, destTypeId, isStorno, documentItemIds? }: generate
 * a follow-up, copy, or storno (201 with the new document). documentItemIds (our addition, the
 * Generate drawer from selected items) takes only those lines of the source.
 */
export const POST = handler({ module: 'documents', operation: 'create', body: documentCopySchema }, async ({ db, user, body }) =>
  copyDocument(db, user, body),
);
