import { handler } from '@/lib/http/handler';
import { createDocumentItem } from '@/lib/documents/item-service';
import { searchDocumentItemsJson } from '@/lib/documents/queries';
import { jsonResponse } from '@/lib/http/json-response';
import { documentItemCreateSchema, documentItemListQuerySchema } from '@/lib/documents/schemas';

/**
 * GET /api/DocumentItems?DocumentTypeId (required), DateFrom, DateTo, ProjectId,
 * DestinationProjectId, SupplierId, ParentDocumentStatusId (repeated), paging and sorting.
 */
export const GET = handler({ module: 'documents', operation: 'read', query: documentItemListQuerySchema }, async ({ db, query }) =>
  jsonResponse(await searchDocumentItemsJson(db, query)),
);

/** POST /api/DocumentItems: a line of a changeable document (201). */
export const POST = handler({ module: 'documents', operation: 'create', body: documentItemCreateSchema }, async ({ db, user, body }) =>
  createDocumentItem(db, user, body),
);
