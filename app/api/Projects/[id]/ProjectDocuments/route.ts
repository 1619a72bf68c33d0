import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { searchProjectDocumentsPage } from '@/lib/documents/queries';
import { jsonResponse } from '@/lib/http/json-response';
import { projectDocumentsQuerySchema } from '@/lib/documents/schemas';
import { requireProjectUnlessListed } from '@/lib/projects/queries';

/**
 * GET /api/Projects/{id}/ProjectDocuments: the documents of the project (its own and those
 * arriving at it as the destination), paged; the filters of GET /api/Documents, DocumentTypeId optional.
 */
export const GET = handler(
  { module: 'documents', operation: 'read', params: idParams, query: projectDocumentsQuerySchema },
  async ({ db, params, query }) => {
    const page = await searchProjectDocumentsPage(db, params.id, query);
    await requireProjectUnlessListed(db, params.id, page.total);
    return jsonResponse(page.json);
  },
);
