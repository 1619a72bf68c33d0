import { getDb } from '@/db/client';
import { readCreateRequest } from '@/lib/attachments/request';
import { createAttachment } from '@/lib/attachments/service';
import { handler } from '@/lib/http/handler';

/**
 * POST /api/Attachments (multipart: File, Description, ProjectId, EmployeeId, DocumentId,
 * ProjectHodogramId, HodogramId): 201 with the attachment's metadata. The owner scope is checked in the service.
 */
export const POST = handler({ module: 'attachments', operation: 'create' }, async ({ req, user }) => {
  const input = await readCreateRequest(req);
  return createAttachment(await getDb(), user, input);
});
