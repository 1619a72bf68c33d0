import { handler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { idParams } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { deleteDocumentItem, updateDocumentItem } from '@/lib/documents/item-service';
import { getDocumentItem } from '@/lib/documents/queries';
import { documentItemUpdateSchema } from '@/lib/documents/schemas';

export const GET = handler({ module: 'documents', operation: 'read', params: idParams }, async ({ db, params }) => {
  const item = await getDocumentItem(db, params.id);
  if (!item) throw notFound(messages.notFound);
  return item;
});

/** PUT /api/DocumentItems/{id}: the document's rules as for PUT /api/Documents/{id}. */
export const PUT = handler(
  { module: 'documents', operation: 'update', params: idParams, body: documentItemUpdateSchema },
  async ({ db, user, params, body }) => updateDocumentItem(db, user, params.id, body),
);

export const DELETE = handler({ module: 'documents', operation: 'delete', params: idParams }, async ({ db, user, params }) => {
  await deleteDocumentItem(db, user, params.id);
});
