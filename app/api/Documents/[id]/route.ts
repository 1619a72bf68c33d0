import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { documentUpdateSchema } from '@/lib/documents/schemas';
import { deleteDocument, readDocument, updateDocument } from '@/lib/documents/service';

/** GET /api/Documents/{id}: the document with its names, follow-ups (children) and storno. */
export const GET = handler({ module: 'documents', operation: 'read', params: idParams }, async ({ db, params }) => readDocument(db, params.id));

/** PUT /api/Documents/{id}: the header; 409 on a Completed document, 403 for a SiteManager unless Draft. */
export const PUT = handler(
  { module: 'documents', operation: 'update', params: idParams, body: documentUpdateSchema },
  async ({ db, user, params, body }) => updateDocument(db, user, params.id, body),
);

/** DELETE /api/Documents/{id}: 204, with its lines and attachments; the same rules as PUT. */
export const DELETE = handler({ module: 'documents', operation: 'delete', params: idParams }, async ({ db, user, params }) => {
  await deleteDocument(db, user, params.id);
});
