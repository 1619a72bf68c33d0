import { readUpdateRequest } from '@/lib/attachments/request';
import { deleteAttachment, getAttachment, updateAttachment } from '@/lib/attachments/service';
import { handler } from '@/lib/http/handler';
import { idParams as params } from '@/lib/http/params';

/** GET, PUT (multipart: Id plus the create fields) and DELETE /api/Attachments/{id}. */
export const GET = handler({ module: 'attachments', operation: 'read', params }, async ({ db, params, user }) =>
  getAttachment(db, user, params.id),
);

export const PUT = handler(
  { module: 'attachments', operation: 'update', params, input: ({ req }) => readUpdateRequest(req) },
  async ({ db, params, user, input }) => updateAttachment(db, user, params.id, input),
);

export const DELETE = handler({ module: 'attachments', operation: 'delete', params }, async ({ db, params, user }) => {
  await deleteAttachment(db, user, params.id);
});
