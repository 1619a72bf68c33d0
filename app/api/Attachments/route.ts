import { readCreateRequest } from '@/lib/attachments/request';
import { createAttachment } from '@/lib/attachments/service';
import { handler } from '@/lib/http/handler';

/**
 * POST /api/Attachments (multipart: File, Description, ProjectId, EmployeeId, DocumentId,
 * ProjectHodogramId, HodogramId): 201 with the attachment's metadata. The owner scope is checked in the service.
 */
export const POST = handler(
  { module: 'attachments', operation: 'create', input: ({ req }) => readCreateRequest(req) },
  async ({ db, user, input }) => createAttachment(db, user, input),
);
