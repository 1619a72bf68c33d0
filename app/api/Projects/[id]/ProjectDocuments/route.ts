import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { searchProjectDocumentsPage } from '@/lib/documents/queries';
import { jsonResponse } from '@/lib/http/json-response';
import { projectDocumentsQuerySchema } from '@/lib/documents/schemas';
import { requireProject } from '@/lib/projects/queries';

/**
 * GET /api/Projects/{id}/ProjectDocuments: the documents of the project (its own and those
 * arriving at it as the destination), paged; the filters of GET /api/Documents, DocumentTypeId optional.
 * A document references its project (foreign keys), so a list with documents proves the project
 * exists; only an empty one asks (404 for a project that is not there): one statement less per page.
 */
export const GET = handler(
  { module: 'documents', operation: 'read', params: idParams, query: projectDocumentsQuerySchema },
  async ({ db, params, query }) => {
    const page = await searchProjectDocumentsPage(db, params.id, query);
    if (page.total === 0) await requireProject(db, params.id);
    return jsonResponse(page.json);
  },
);
