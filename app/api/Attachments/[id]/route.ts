import { getDb } from '@/db/client';
import { readUpdateRequest } from '@/lib/attachments/request';
import { deleteAttachment, getAttachment, updateAttachment } from '@/lib/attachments/service';
import { handler } from '@/lib/http/handler';
import { idParams as params } from '@/lib/http/params';

/** GET, PUT (multipart: Id plus the create fields) and DELETE /api/Attachments/{id}. */
export const GET = handler({ module: 'attachments', operation: 'read', params }, async ({ params, user }) =>
  getAttachment(await getDb(), user, params.id),
);

export const PUT = handler({ module: 'attachments', operation: 'update', params }, async ({ req, params, user }) => {
  const input = await readUpdateRequest(req);
  return updateAttachment(await getDb(), user, params.id, input);
});

export const DELETE = handler({ module: 'attachments', operation: 'delete', params }, async ({ params, user }) => {
  await deleteAttachment(await getDb(), user, params.id);
});
