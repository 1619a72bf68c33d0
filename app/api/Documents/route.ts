import { handler } from '@/lib/http/handler';
import { searchDocumentsJson } from '@/lib/documents/queries';
import { jsonResponse } from '@/lib/http/json-response';
import { documentCreateSchema, documentListQuerySchema } from '@/lib/documents/schemas';
import { createDocument } from '@/lib/documents/service';

/**
 * GET /api/Documents?DocumentTypeId (required), DateFrom, DateTo (the creation day, inclusive),
 * ProjectId, DestinationProjectId, Code, CreatedById, ParentId, Supplier, DeadlineDate,
 * ReceiptCode, ReceiptAmount, DocumentStatusId (repeated), paging and sorting (docs/lists.md).
 */
export const GET = handler({ module: 'documents', operation: 'read', query: documentListQuerySchema }, async ({ db, query }) =>
  jsonResponse(await searchDocumentsJson(db, query)),
);

/** POST /api/Documents: a Draft with its code (typed or the next); 201 with the document. */
export const POST = handler({ module: 'documents', operation: 'create', body: documentCreateSchema }, async ({ db, user, body }) =>
  createDocument(db, user, body),
);
