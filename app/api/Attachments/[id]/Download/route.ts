import { getAttachmentFile } from '@/lib/attachments/service';
import { fileResponse } from '@/lib/files/response';
import { handler } from '@/lib/http/handler';
import { idParams as params } from '@/lib/http/params';

/** GET /api/Attachments/{id}/Download: the file, only after the owner check. */
export const GET = handler({ module: 'attachments', operation: 'read', params }, async ({ db, params, user }) =>
  fileResponse(await getAttachmentFile(db, user, params.id)),
);
