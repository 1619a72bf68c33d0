import { listAttachments } from '@/lib/attachments/queries';
import { requireAttachmentAccess } from '@/lib/attachments/service';
import { handler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { idParams } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { readDocumentRow } from '@/lib/documents/access';

/**
 * GET /api/Documents/{documentId}/DocumentAttachments: the document's attachments, newest first.
 * The attachments right and the documents read right (lib/attachments/access.ts).
 */
export const GET = handler({ module: 'attachments', operation: 'read', params: idParams }, async ({ db, user, params }) => {
  requireAttachmentAccess(user, { documentId: params.id }, 'read');
  if (!(await readDocumentRow(db, params.id))) throw notFound(messages.notFound);
  return listAttachments(db, { documentId: params.id });
});
